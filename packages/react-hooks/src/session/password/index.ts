/**
 * The password hooks.
 *
 * @since 0.1.0
 */
export * from "./passwordQueries.ts"
export * from "./useStoreIds.ts"
