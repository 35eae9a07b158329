/**
 * Maps: the provider choice with its fallback, WGS-84 → GCJ-02, static maps and links,
 * the geocode schema.
 *
 * @since 0.1.0
 */
export * from "./Gcj02.ts"
export * from "./Geocode.ts"
export * from "./GeocodeSchema.ts"
export * from "./MapProvider.ts"
export * from "./StaticMap.ts"
