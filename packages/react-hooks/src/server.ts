/**
 * @outfitter/react-hooks/server: what a server needs to prefetch any hook's query, without
 * React: every query key and `…QueryOptions` factory of the package, the runner
 * (`makeRunClient`), a runner that carries one request's cookies (`createServerRunClient`)
 * and the cookies the cookie-backed hooks render from (`hookCookies`). Nothing here imports
 * React or TanStack Query's React package, so a Server Component (React's react-server
 * build) and a route handler can import it. In client code, import the same keys and
 * factories from `@outfitter/react-hooks`: in a browser bundle this entry throws.
 *
 * @since 0.7.0
 */
export * from "./addresses/addressQueryOptions.ts"
export { hookCookieNames, hookCookies } from "./browser/hookCookies.ts"
export * from "./help/marketingQueryOptions.ts"
export * from "./loyalty/history/pointsQueryOptions.ts"
export * from "./loyalty/loyaltyQueryOptions.ts"
export * from "./maps/mapQueryOptions.ts"
export * from "./orders/orderKeys.ts"
export * from "./orders/orderQueryOptions.ts"
export * from "./payments/paymentQueryOptions.ts"
export * from "./payments/reauth/reauthQueryOptions.ts"
export * from "./preferences/preferenceQueryOptions.ts"
export { type ClientsModule, makeRunClient, type RunClient } from "./runClient.ts"
export { createServerRunClient, type ServerRequest, type ServerRunClient } from "./serverRunClient.ts"
export * from "./session/sessionQueryOptions.ts"
export * from "./stores/products/productQueryOptions.ts"
export * from "./stores/storeQueryOptions.ts"
