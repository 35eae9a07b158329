/**
 * The physical store and the search answer as the store service sends them; clients
 * decode and the fixtures encode with these schemas. Rules: platform §3 "Physical stores";
 * orders §3 "Store availability".
 *
 * Where the spec is silent: every number is finite (`1e999` parses to Infinity, and a body
 * carrying it is malformed).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/**
 * One named attribute of a store (hours-Week1, storeBrand, StoreLocator1, fisEligibleStore…).
 * `displayable` arrives as a boolean or as the strings "true"/"false" (the commerce
 * platform's REST layer sends strings); only StoreLocator1 reads it.
 *
 * @category schemas
 */
export const PhysicalStoreAttribute = /*#__PURE__*/ Schema.Struct({
  name: Schema.String,
  value: Schema.String,
  displayable: Schema.optional(Schema.Union([Schema.Boolean, Schema.Literals(["true", "false"])])),
})
export type PhysicalStoreAttribute = typeof PhysicalStoreAttribute.Type

/**
 * Store-level inventory for the sku asked about (orders §3): statuses seen are
 * Available, Unavailable and Backorderable.
 *
 * @category schemas
 */
export const InventoryAvailability = /*#__PURE__*/ Schema.Struct({
  inventoryStatus: Schema.String,
  availabilityDateTime: Schema.optional(Schema.NullOr(Schema.String)),
})
export type InventoryAvailability = typeof InventoryAvailability.Type

/**
 * A store in the response form of platform §3.
 *
 * @category schemas
 */
export const PhysicalStore = /*#__PURE__*/ Schema.Struct({
  storeNumber: Schema.String,
  name: Schema.String,
  addressLine: Schema.Array(Schema.String),
  city: Schema.String,
  stateOrProvinceName: Schema.optional(Schema.NullOr(Schema.String)),
  postalCode: Schema.String,
  country: Schema.String,
  telephone: Schema.optional(Schema.NullOr(Schema.String)),
  latitude: Schema.Finite,
  longitude: Schema.Finite,
  distance: Schema.optional(Schema.NullOr(Schema.Finite)),
  physicalStoreAttribute: Schema.Array(PhysicalStoreAttribute),
  inventoryAvailability: Schema.optional(Schema.Array(InventoryAvailability)),
  mapLink: Schema.optional(Schema.String),
})
export type PhysicalStore = typeof PhysicalStore.Type

/**
 * GET {apiRoot}/storelocator/search response: the stores and the radius actually used
 * (after clamping), in the unit that was asked for.
 *
 * @category schemas
 */
export const StoreSearchResponse = /*#__PURE__*/ Schema.Struct({
  physicalStores: Schema.Array(PhysicalStore),
  radius: Schema.Finite,
})
export type StoreSearchResponse = typeof StoreSearchResponse.Type

/**
 * GET {apiRoot}/storelocator/{storeId} response.
 *
 * @category schemas
 */
export const StoreLookupResponse = /*#__PURE__*/ Schema.Struct({
  physicalStores: Schema.Array(PhysicalStore),
})
export type StoreLookupResponse = typeof StoreLookupResponse.Type
