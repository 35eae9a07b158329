/**
 * The payment re-authorisation hooks: the problem order's details (and their query
 * options), the card or PayPal submission with 3-D Secure, and the status polling.
 *
 * @since 0.6.0
 */
export * from "./reauthQueries.ts"
export * from "./reauthQueryOptions.ts"
