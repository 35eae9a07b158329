/**
 * The gift card balance check: the form and its states, the check body, the status
 * polling and its outcome, what a failed lookup says, the balance as shown.
 *
 * @since 0.4.0
 */
export * from "./GiftCardBalance.ts"
export * from "./GiftCardCountries.ts"
export * from "./GiftCardFailure.ts"
export * from "./GiftCardForm.ts"
export * from "./GiftCardSchema.ts"
