/**
 * Fast enroll and the digits-only phone input
 * (orders §2, §4, §5, §8).
 *
 * @since 0.4.0
 */
export * from "./FastEnroll.ts"
export * from "./FastEnrollSchema.ts"
export * from "./PhoneInput.ts"
