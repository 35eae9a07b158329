/**
 * The site: site codes and settings, brands and header themes, the accepted card brands,
 * the shop URL and its language, redirects, store settings and feature flags.
 *
 * @since 0.1.0
 */
export * from "./Brand.ts"
export * from "./CardBrandSettings.ts"
export * from "./Money.ts"
export * from "./NumberField.ts"
export * from "./DefaultSite.ts"
export * from "./Redirect.ts"
export * from "./SecretTrace.ts"
export * from "./Site.ts"
export * from "./SiteCodeSchema.ts"
export * from "./SiteStores.ts"
export * from "./SiteUrl.ts"
export * from "./StoreSettings.ts"
