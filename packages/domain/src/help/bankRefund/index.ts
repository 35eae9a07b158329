/**
 * Bank refund details: the per-country form, its rules and the refusal's analytics event.
 *
 * @since 0.4.0
 */
export * from "./BankRefund.ts"
