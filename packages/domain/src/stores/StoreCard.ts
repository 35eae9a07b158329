/**
 * The store card and its availability messages, for the finder, checkout and store
 * pickup, and the product page. Rules: platform §3 "Physical stores", §4 "Store card
 * availability"; orders §4 "Product page store availability".
 *
 * Where the spec is silent: store and context are read field by field; a text that is not
 * a string is empty, a coordinate that is not a number NaN, an inventory status that is not
 * a string no inventory, an unknown context the finder's, a flag that is not a boolean its
 * absent value.
 *
 * @since 0.1.0
 */
import { mapLinkUrl, type StaticMapSize, staticMapSizes, staticMapUrl } from "../maps/index.ts"
import { fieldsOf, listOf, stringOf, stringsOf, textOf } from "../kernel/Untrusted.ts"
import type { PhysicalStore } from "./PhysicalStoreSchema.ts"
import { roundDistance, storeAttribute, storeBrand, storeHours, storeHoursByWeek, storeMessage } from "./StoreNormalise.ts"
import type { StoreBrand } from "./StoreBrand.ts"

/**
 * Every availability message a card can show, by key. Keys are stable (hosts translate
 * them); the text is the English the reference storefront shows.
 *
 * @category constants
 */
export const storeCardMessages = {
  PICKUP_OFFERED: "Same-day pickup offered",
  ENTIRE_ORDER_AVAILABLE: "Entire order available",
  NOT_AVAILABLE: "Not available",
  OUT_OF_STOCK: "Out of stock",
  SELECT_A_SIZE: "Select a size to see availability",
  AVAILABLE_NOW: "Available now",
  SAME_DAY_DELIVERY_INELIGIBLE: "Not eligible for same-day delivery",
  NOT_IN_STOCK: "Not in stock",
  AVAILABLE_FOR_PICKUP: "Available for pickup via same-day service",
  NOT_AVAILABLE_FOR_PICKUP: "Not available for pickup",
  NOT_AVAILABLE_AT_LOCATION: "Not available at this location",
} as const

/** @category models */
export type StoreCardMessageKey = keyof typeof storeCardMessages

/** @category models */
export interface StoreCardMessaging {
  readonly header: string | undefined
  readonly headerKey: StoreCardMessageKey | undefined
  readonly status: string | undefined
  readonly statusKey: StoreCardMessageKey | undefined
  /** The US same-day-delivery ineligibility line under "available now". */
  readonly subtext: string | undefined
  readonly subtextKey: StoreCardMessageKey | undefined
}

/**
 * Where the card is shown, and what that context knows.
 *
 * - `finder`: the store finder; no availability messaging.
 * - `checkout`: checkout shipping and store pickup; the whole order is picked up.
 *   `latestOrderAvailabilityDate` is appended to the status when it is a string.
 * - `product`: a product page. `sku` is the selected sku when one is known.
 *
 * @category models
 */
export type StoreCardContext =
  | { readonly kind: "finder" }
  | {
    readonly kind: "checkout"
    readonly latestOrderAvailabilityDate?: unknown
    readonly orderAvailabilityTimestamp?: number
  }
  | {
    readonly kind: "product"
    readonly sku?: string | undefined
    readonly isNewProductPage: boolean
    readonly isSizeSelected: boolean
    readonly isSelectedSizeActive: boolean
    /** Product attribute fisEligibility; absent means eligible. */
    readonly productFisEligible?: boolean
    /** Product attribute popinsEligibility; absent means eligible. */
    readonly productPopinsEligible?: boolean
  }

/**
 * The card view model of platform §3, plus `isSelectable` (the select button is enabled)
 * and `mapImageUrl` (unsigned; sign it through the maps client before showing it).
 *
 * @category models
 */
export interface StoreCard {
  readonly storeID: string
  readonly storeName: string
  readonly storeHours: string
  /** The same hours as the two week values, for showing them apart. */
  readonly storeHoursByWeek: ReadonlyArray<string>
  readonly storeAddress: string
  readonly storeCity: string
  readonly storeStateOrProvince: string
  readonly storePhone: string
  readonly storePostalCode: string
  readonly storeCountry: string
  readonly storeLongitude: number
  readonly storeLatitude: number
  readonly storeBrand: StoreBrand | undefined
  readonly showLogo: boolean
  readonly storeMessage: string | undefined
  readonly mapLink: string
  readonly mapImageUrl: string
  readonly distance: number | undefined
  readonly messaging: StoreCardMessaging
  readonly displayStore: boolean
  readonly isSelectable: boolean
  readonly isCheckoutTemplate: boolean
  readonly latestOrderAvailabilityDate: string | undefined
  readonly orderAvailabilityTimestamp: number | undefined
  readonly hasItemInventory: boolean
  readonly isStorePopinsEligible: boolean
  readonly isStoreFISEligible: boolean
  readonly isAvailableInStore: boolean
  readonly isNotInStock: boolean
  readonly isNotAvailableForPickup: boolean
  readonly isNotAvailableAtLocation: boolean
  readonly isSelectStoreMsg: boolean
}

const notEligible = "notEligible"

/**
 * Store inventory for the sku: Available counts; Unavailable and Backorderable do not
 * (a backorder is not on the shelf for pickup today), nor does a missing record.
 *
 * @category predicates
 */
export const hasStoreInventory = (store: Pick<PhysicalStore, "inventoryAvailability">): boolean => {
  const status = firstInventory(store)["inventoryStatus"]
  return typeof status === "string" && status !== "Unavailable" && status !== "Backorderable"
}

/** The store's first inventory record's fields (none when there is no such object). */
const firstInventory = (store: unknown): Readonly<Record<string, unknown>> =>
  fieldsOf(listOf(fieldsOf(store)["inventoryAvailability"])[0])

/**
 * Same-day pickup (popins) eligibility of the store: opt-in, so a missing attribute or
 * notEligible means not eligible; eligible and eligibleNoShip both mean eligible.
 *
 * @category predicates
 */
export const isStorePopinsEligible = (store: Pick<PhysicalStore, "physicalStoreAttribute">): boolean => {
  const value = storeAttribute(store, "popinsEligibleStore")
  return value !== undefined && value !== notEligible
}

/**
 * Find-in-store eligibility of the store: every store is, unless marked notEligible.
 *
 * @category predicates
 */
export const isStoreFisEligible = (store: Pick<PhysicalStore, "physicalStoreAttribute">): boolean =>
  storeAttribute(store, "fisEligibleStore") !== notEligible

const messaging = (
  headerKey: StoreCardMessageKey | undefined,
  statusKey: StoreCardMessageKey | undefined,
  options: { statusSuffix?: string | undefined; subtextKey?: StoreCardMessageKey | undefined } = {},
): StoreCardMessaging => ({
  header: headerKey === undefined ? undefined : storeCardMessages[headerKey],
  headerKey,
  status: statusKey === undefined
    ? undefined
    : options.statusSuffix === undefined
    ? storeCardMessages[statusKey]
    : `${storeCardMessages[statusKey]} ${options.statusSuffix}`,
  statusKey,
  subtext: options.subtextKey === undefined ? undefined : storeCardMessages[options.subtextKey],
  subtextKey: options.subtextKey,
})

/** @category models */
export type ProductAvailability =
  | "SELECT_A_SIZE"
  | "AVAILABLE_NOW"
  | "NOT_IN_STOCK"
  | "AVAILABLE_FOR_PICKUP"
  | "NOT_AVAILABLE_FOR_PICKUP"
  | "NOT_AVAILABLE_AT_LOCATION"

/**
 * The one product-page message a card shows, in the order of platform §4 "Store card
 * availability".
 *
 * @category availability
 */
export const productAvailability = (
  store: Pick<PhysicalStore, "physicalStoreAttribute" | "inventoryAvailability">,
  givenContext: Extract<StoreCardContext, { kind: "product" }>,
): ProductAvailability => {
  const context = fieldsOf(givenContext)
  const sku = stringOf(context["sku"])
  if (sku === undefined || sku === "") {
    if (context["isSizeSelected"] === true && context["isSelectedSizeActive"] !== true) return "NOT_IN_STOCK"
    return "SELECT_A_SIZE"
  }
  const canFind = isStoreFisEligible(store) && context["productFisEligible"] !== false
  const storePickup = isStorePopinsEligible(store)
  const canPickUp = storePickup && context["productPopinsEligible"] !== false
  if (!canFind && !storePickup) return "NOT_AVAILABLE_AT_LOCATION"
  if (!hasStoreInventory(store)) return "NOT_IN_STOCK"
  if (canPickUp) return "AVAILABLE_FOR_PICKUP"
  if (canFind) return "AVAILABLE_NOW"
  return "NOT_AVAILABLE_FOR_PICKUP"
}

/**
 * Builds a store card for a context.
 *
 * @example
 * import { storeCard } from "@outfitter/domain"
 * declare const store: import("@outfitter/domain").PhysicalStore
 * storeCard(store, { kind: "finder" }).isSelectable // => true
 * @category constructors
 */
export const storeCard = (
  store: PhysicalStore,
  givenContext: StoreCardContext,
  options: { readonly mapSize?: StaticMapSize } = {},
): StoreCard => {
  const hasInventory = hasStoreInventory(store)
  const popins = isStorePopinsEligible(store)
  const fis = isStoreFisEligible(store)
  const brand = storeBrand(store)
  const fields = fieldsOf(store)
  const coordinate = (value: unknown) => (typeof value === "number" ? value : Number.NaN)
  const point = { latitude: coordinate(fields["latitude"]), longitude: coordinate(fields["longitude"]) }
  const inventoryDate = firstInventory(store)["availabilityDateTime"]
  const mapSize = fieldsOf(options)["mapSize"] as StaticMapSize | undefined
  const base = {
    storeID: textOf(fields["storeNumber"]),
    storeName: textOf(fields["name"]),
    storeHours: storeHours(store),
    storeHoursByWeek: storeHoursByWeek(store),
    storeAddress: stringsOf(fields["addressLine"]).filter((line) => line.trim() !== "").join(", "),
    storeCity: textOf(fields["city"]),
    storeStateOrProvince: textOf(fields["stateOrProvinceName"]),
    storePhone: textOf(fields["telephone"]),
    storePostalCode: textOf(fields["postalCode"]),
    storeCountry: textOf(fields["country"]),
    storeLongitude: point.longitude,
    storeLatitude: point.latitude,
    storeBrand: brand,
    showLogo: brand !== "hol",
    storeMessage: storeMessage(store),
    mapLink: stringOf(fields["mapLink"]) ?? mapLinkUrl(point),
    mapImageUrl: staticMapUrl(point, mapSize ?? staticMapSizes.card),
    distance: roundDistance(fields["distance"] as number | undefined),
    hasItemInventory: hasInventory,
    isStorePopinsEligible: popins,
    isStoreFISEligible: fis,
    displayStore: true,
  }
  const flags = {
    isAvailableInStore: false,
    isNotInStock: false,
    isNotAvailableForPickup: false,
    isNotAvailableAtLocation: false,
    isSelectStoreMsg: false,
  }

  const context = fieldsOf(givenContext)
  switch (context["kind"]) {
    case "checkout": {
      const given = context["latestOrderAvailabilityDate"]
      const date = typeof given === "string" && given !== "" ? given : undefined
      const isOffered = popins && hasInventory
      // platform §4: not eligible wins over out of stock
      const card = isOffered
        ? messaging("PICKUP_OFFERED", "ENTIRE_ORDER_AVAILABLE", { statusSuffix: date })
        : messaging(undefined, popins ? "OUT_OF_STOCK" : "NOT_AVAILABLE")
      return {
        ...base,
        ...flags,
        isAvailableInStore: isOffered,
        isNotInStock: !isOffered && popins,
        isNotAvailableForPickup: !popins,
        messaging: card,
        isSelectable: isOffered,
        isCheckoutTemplate: true,
        latestOrderAvailabilityDate: date,
        orderAvailabilityTimestamp: typeof context["orderAvailabilityTimestamp"] === "number"
          ? context["orderAvailabilityTimestamp"]
          : undefined,
      }
    }
    case "product": {
      const availability = productAvailability(store, givenContext as Extract<StoreCardContext, { kind: "product" }>)
      const isUsStore = base.storeCountry.toUpperCase() === "US"
      return {
        ...base,
        isAvailableInStore: availability === "AVAILABLE_NOW" || availability === "AVAILABLE_FOR_PICKUP",
        isNotInStock: availability === "NOT_IN_STOCK",
        isNotAvailableForPickup: availability === "NOT_AVAILABLE_FOR_PICKUP",
        isNotAvailableAtLocation: availability === "NOT_AVAILABLE_AT_LOCATION",
        isSelectStoreMsg: availability === "SELECT_A_SIZE",
        messaging: messaging(undefined, availability, {
          subtextKey: availability === "AVAILABLE_NOW" && isUsStore ? "SAME_DAY_DELIVERY_INELIGIBLE" : undefined,
        }),
        isSelectable: true,
        isCheckoutTemplate: false,
        latestOrderAvailabilityDate: typeof inventoryDate === "string" ? inventoryDate : undefined,
        orderAvailabilityTimestamp: undefined,
      }
    }
    default:
      return {
        ...base,
        ...flags,
        messaging: messaging(undefined, undefined),
        isSelectable: true,
        isCheckoutTemplate: false,
        latestOrderAvailabilityDate: undefined,
        orderAvailabilityTimestamp: undefined,
      }
  }
}
