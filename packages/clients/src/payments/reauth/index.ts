/**
 * The payment re-authorisation client of a problem order.
 *
 * @since 0.6.0
 */
export * from "./Reauthorisation.ts"
