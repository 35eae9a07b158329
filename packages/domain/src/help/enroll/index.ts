/**
 * Fast enroll and the digits-only phone input
 * (orders §2, §4, §5, §8).
 *
 * @since 0.4.0
 */
export * from "./FastEnrollCampaign.ts"
export * from "./FastEnrollEvents.ts"
export * from "./FastEnrollFailure.ts"
export * from "./FastEnrollMachine.ts"
export * from "./FastEnrollPayload.ts"
export * from "./FastEnrollValidation.ts"
export * from "./FastEnrollSchema.ts"
export * from "./PhoneInput.ts"
