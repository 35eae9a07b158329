/**
 * The session hooks: the browser visitor, the remembered call, the user and the
 * fixtures' sign-in (platform §3–6), and their query options; password/: the password
 * hooks.
 *
 * @since 0.1.0
 */
export * from "./browserVisitor.ts"
export * from "./memberData.ts"
export * from "./password/index.ts"
export * from "./sessionQueries.ts"
export * from "./sessionQueryOptions.ts"
