/**
 * The addresses context: the address book, the default-address rule and the per-country
 * address forms (platform §3, §4, §5, §7).
 *
 * @since 0.1.0
 */
export * from "./Address.ts"
export * from "./AddressCountries.ts"
export * from "./AddressDefault.ts"
export * from "./AddressForm.ts"
export * from "./AddressSchema.ts"
