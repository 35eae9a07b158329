/**
 * @outfitter/react-hooks: React bindings of the Outfitter clients. Thin by design: every
 * rule is in @outfitter/domain.
 *
 * @since 0.1.0
 */
export * from "./addresses/index.ts"
export * from "./analytics.ts"
export * from "./help/index.ts"
export * from "./loyalty/index.ts"
export * from "./maps/mapQueries.ts"
export * from "./maps/mapQueryOptions.ts"
export * from "./orders/index.ts"
export * from "./OutfitterProvider.ts"
export { type ClientsModule, makeRunClient, type RunClient } from "./runClient.ts"
export { defaultStaleTimeMs } from "./queryDefaults.ts"
export { onUnauthorizedErrors, resetUnauthorizedReload, type SessionRefusal, signedOutVisitor, unauthorizedReloadKey } from "./unauthorized.ts"
export { useSessionRefusal } from "./useSessionRefusal.ts"
export * from "./payments/index.ts"
export * from "./preferences/index.ts"
export * from "./session/index.ts"
export * from "./stores/products/index.ts"
export * from "./stores/storeQueries.ts"
export * from "./stores/storeQueryOptions.ts"
export * from "./stores/useSelectedStore.ts"
export * from "./wallet/index.ts"
