/**
 * The orders hooks.
 *
 * @since 0.1.0
 */
export * from "./orderKeys.ts"
export * from "./orderQueries.ts"
export * from "./returnQueries.ts"
