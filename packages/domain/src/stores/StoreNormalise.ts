/**
 * Reading a physical store: attributes, hours, brand, message, distance, and the normalised
 * form selection works with. Rules: platform §3 "Physical stores".
 *
 * Where the spec is silent: a store is read field by field; an attribute list that is not
 * an array has none, an attribute without a string name and value is left out, a text that
 * is not a string is empty and a coordinate that is not a number is NaN.
 *
 * @since 0.1.0
 */
import { fieldsOf, isRecord, listOf, textOf } from "../kernel/Untrusted.ts"
import type { PhysicalStore, PhysicalStoreAttribute } from "./PhysicalStoreSchema.ts"
import { storeBrandFromCode, type StoreBrand } from "./StoreBrand.ts"

/**
 * The value of a named attribute, or undefined.
 *
 * @category getters
 */
export const storeAttribute = (store: Pick<PhysicalStore, "physicalStoreAttribute">, name: string): string | undefined =>
  attributesOf(store).find((attribute) => attribute.name === name)?.value

/** The store's attributes that have a string name and value. */
const attributesOf = (store: unknown): ReadonlyArray<PhysicalStoreAttribute> =>
  listOf(fieldsOf(store)["physicalStoreAttribute"]).filter((attribute): attribute is PhysicalStoreAttribute =>
    isRecord(attribute) && typeof attribute["name"] === "string" && typeof attribute["value"] === "string"
  )

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
  const attribute = attributesOf(store).find((entry) => entry.name === "StoreLocator1")
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
  const { name, storeNumber, city, postalCode, latitude, longitude } = fieldsOf(store)
  return {
    storeName: textOf(name),
    storeId: textOf(storeNumber),
    city: textOf(city),
    zipCode: textOf(postalCode),
    brand,
    showLogo: brand !== "hol",
    latitude: typeof latitude === "number" ? latitude : Number.NaN,
    longitude: typeof longitude === "number" ? longitude : Number.NaN,
    storeLocator1: storeMessage(store),
  }
}
