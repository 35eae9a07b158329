/**
 * The payments hooks: saved cards (platform §3–8) and the payment re-authorisation of a
 * problem order (loyalty-payments §4, §7, §8), with their query options.
 *
 * @since 0.1.0
 */
export * from "./paymentQueries.ts"
export * from "./paymentQueryOptions.ts"
export * from "./reauth/index.ts"
