/**
 * Payment re-authorisation of a problem order (loyalty-payments §3–§9): the payment choice
 * (card or PayPal, with PayPal failover), the form and its bodies, the calls, what every
 * answer means, the polling and the button, 3-D Secure's origins and addresses, and the
 * failure messages.
 *
 * @since 0.3.0
 */
export * from "./PaymentChoice.ts"
export * from "./BillingCountries.ts"
export * from "./ReauthButton.ts"
export * from "./ReauthFailure.ts"
export * from "./ReauthForm.ts"
export * from "./ReauthMachine.ts"
export * from "./ReauthPolling.ts"
export * from "./ReauthSchema.ts"
export * from "./ReauthStatus.ts"
export * from "./ReauthSubmission.ts"
export * from "./ThreeDSecure.ts"
