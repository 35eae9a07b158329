/**
 * The products hooks and their query options.
 *
 * @since 0.1.0
 */
export * from "./productQueries.ts"
export * from "./productQueryOptions.ts"
