/**
 * @outfitter/domain: every rule of the spec as pure code. One module per concept, grouped
 * by bounded context (see docs/architecture.md).
 *
 * @since 0.1.0
 */
export * from "./addresses/index.ts"
export * from "./cookies/index.ts"
export * from "./errors/ReasonCode.ts"
export * from "./errors/ServiceError.ts"
export * from "./errors/ServiceErrorBody.ts"
export * from "./help/index.ts"
export * from "./loyalty/index.ts"
export * from "./maps/Gcj02.ts"
export * from "./maps/Geocode.ts"
export * from "./maps/GeocodeSchema.ts"
export * from "./maps/MapProvider.ts"
export * from "./maps/StaticMap.ts"
export * from "./site/Brand.ts"
export * from "./site/Redirect.ts"
export * from "./site/Site.ts"
export * from "./site/SiteCodeSchema.ts"
export * from "./site/SiteUrl.ts"
export * from "./site/StoreSettings.ts"
export * from "./orders/index.ts"
export * from "./payments/index.ts"
export * from "./preferences/index.ts"
export * from "./session/index.ts"
export * from "./stores/index.ts"
export * from "./ui/ButtonState.ts"
export * from "./ui/Pagination.ts"
export * from "./ui/Timing.ts"
export * from "./wallet/index.ts"
