/**
 * Global sign-on: the language links of the global sign-on page.
 *
 * @since 0.6.0
 */
export * from "./GlobalSignon.ts"
