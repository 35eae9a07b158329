/**
 * @outfitter/domain: every rule of the spec as pure code. One module per concept, grouped
 * by bounded context (see docs/architecture.md).
 *
 * @since 0.1.0
 */
export * from "./addresses/index.ts"
export * from "./cookies/index.ts"
export * from "./errors/index.ts"
export * from "./help/index.ts"
export * from "./loyalty/index.ts"
export * from "./maps/index.ts"
export * from "./orders/index.ts"
export * from "./payments/index.ts"
export * from "./preferences/index.ts"
export * from "./session/index.ts"
export * from "./site/index.ts"
export * from "./stores/index.ts"
export * from "./ui/index.ts"
export * from "./wallet/index.ts"
