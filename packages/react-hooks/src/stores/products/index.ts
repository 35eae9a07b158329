/**
 * The products hooks.
 *
 * @since 0.1.0
 */
export * from "./productQueries.ts"
