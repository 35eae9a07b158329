/**
 * session/password.
 *
 * @since 0.1.0
 */
export * from "./Password.ts"
export * from "./PasswordFormCountry.ts"
