/**
 * The orders hooks, their query keys and query options.
 *
 * @since 0.1.0
 */
export * from "./orderInvalidation.ts"
export * from "./orderKeys.ts"
export * from "./orderQueries.ts"
export * from "./orderQueryOptions.ts"
export * from "./returnQueries.ts"
