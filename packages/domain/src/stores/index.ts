/**
 * The stores context: search, normalisation, cards, the results list and selection.
 *
 * @since 0.1.0
 */
export * from "./PhysicalStoreSchema.ts"
export * from "./StoreBrand.ts"
export * from "./StoreCard.ts"
export * from "./StoreId.ts"
export * from "./StoreNormalise.ts"
export * from "./StoreResults.ts"
export * from "./StoreSearch.ts"
export * from "./StoreSelection.ts"
export * from "./PreferredStoreAvailability.ts"
export * from "./Product.ts"
export * from "./ProductSchema.ts"
