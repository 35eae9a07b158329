/**
 * The payments hooks: saved cards (platform §3–8).
 *
 * @since 0.1.0
 */
export * from "./paymentQueries.ts"
