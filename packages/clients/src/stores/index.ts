/**
 * The stores clients: the store locator and the products it looks up availability for.
 *
 * @since 0.5.0
 */
export * from "./products/index.ts"
export * from "./StoreLocator.ts"
