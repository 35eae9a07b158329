/**
 * @outfitter/clients: a typed Effect client for every service call of the spec.
 *
 * @since 0.1.0
 */
export * from "./addresses/index.ts"
export * from "./base.ts"
export * from "./ClientsLayer.ts"
export * from "./help/index.ts"
export * from "./loyalty/index.ts"
export * from "./maps/index.ts"
export * from "./orders/index.ts"
export * from "./payments/index.ts"
export * from "./preferences/index.ts"
export * from "./session/index.ts"
export * from "./stores/index.ts"
export * from "./wallet/index.ts"
