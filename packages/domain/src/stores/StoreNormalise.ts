/**
 * Reading a physical store: its attributes, hours, brand, message and distance, and the
 * normalised form the selection logic works with (platform §3 "Physical store").
 *
 * @since 0.1.0
 */
import type { PhysicalStore } from "./PhysicalStoreSchema.ts"
import { storeBrandFromCode, type StoreBrand } from "./StoreBrand.ts"

/**
 * The value of a named attribute, or undefined.
 *
 * @category getters
 */
export const storeAttribute = (store: Pick<PhysicalStore, "physicalStoreAttribute">, name: string): string | undefined =>
  store.physicalStoreAttribute.find((attribute) => attribute.name === name)?.value

/**
 * hours-Week1 and hours-Week2 as two values, the missing or blank ones left out; for
 * showing the weeks apart, since a week's own text may contain commas.
 *
 * @category getters
 */
export const storeHoursByWeek = (store: Pick<PhysicalStore, "physicalStoreAttribute">): ReadonlyArray<string> =>
  [storeAttribute(store, "hours-Week1"), storeAttribute(store, "hours-Week2")]
    .filter((hours): hours is string => hours !== undefined && hours.trim() !== "")

/**
 * hours-Week1 and hours-Week2 joined by a comma (platform §3 "storeHours"); either may be
 * missing, both missing gives an empty string.
 *
 * @category getters
 */
export const storeHours = (store: Pick<PhysicalStore, "physicalStoreAttribute">): string =>
  storeHoursByWeek(store).join(",")

/**
 * The store's brand from storeBrand, else Brand, mapped ACF→acf, KID→kids, HOL→hol, GH→gh.
 *
 * @category getters
 */
export const storeBrand = (store: Pick<PhysicalStore, "physicalStoreAttribute">): StoreBrand | undefined =>
  storeBrandFromCode(storeAttribute(store, "storeBrand")) ?? storeBrandFromCode(storeAttribute(store, "Brand"))

/**
 * The StoreLocator1 store message, only when it is flagged displayable.
 *
 * @category getters
 */
export const storeMessage = (store: Pick<PhysicalStore, "physicalStoreAttribute">): string | undefined => {
  const attribute = store.physicalStoreAttribute.find((entry) => entry.name === "StoreLocator1")
  if (attribute === undefined) return undefined
  const isDisplayable = attribute.displayable === true || attribute.displayable === "true"
  return isDisplayable && attribute.value.trim() !== "" ? attribute.value : undefined
}

/**
 * Distance rounded to one decimal (platform §9); a non-finite distance is undefined.
 *
 * @example
 * import { roundDistance } from "@outfitter/domain"
 * roundDistance(3.14159) // => 3.1
 * @category getters
 */
export const roundDistance = (distance: number | null | undefined): number | undefined =>
  typeof distance === "number" && Number.isFinite(distance) ? Math.round(distance * 10) / 10 : undefined

/**
 * A store as the selection logic sees it (platform §3 "Normalised").
 *
 * @category models
 */
export interface NormalisedStore {
  readonly storeName: string
  readonly storeId: string
  readonly city: string
  readonly zipCode: string
  readonly brand: StoreBrand | undefined
  /** False for the hollister brand, whose cards carry no logo. */
  readonly showLogo: boolean
  readonly latitude: number
  readonly longitude: number
  readonly storeLocator1: string | undefined
}

/**
 * Normalises a store.
 *
 * @category constructors
 */
export const normaliseStore = (store: PhysicalStore): NormalisedStore => {
  const brand = storeBrand(store)
  return {
    storeName: store.name,
    storeId: store.storeNumber,
    city: store.city,
    zipCode: store.postalCode,
    brand,
    showLogo: brand !== "hol",
    latitude: store.latitude,
    longitude: store.longitude,
    storeLocator1: storeMessage(store),
  }
}
