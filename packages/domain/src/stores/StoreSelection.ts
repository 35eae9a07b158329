/**
 * Which store a page starts with, and how a chosen store is saved. Rules: platform §4
 * "Which store a page starts with", "Saving a chosen store", §6, §7.
 *
 * Where the spec is silent: what the page hands in is read field by field (a value of the
 * wrong type is none or off); a lookup not given as an Effect or a function counts as
 * failed, so the next step runs; an outcome or store of the wrong shape saves nothing.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import type { SelectedStoreCookie, UPref } from "../cookies/index.ts"
import type { PhysicalStore } from "./PhysicalStoreSchema.ts"
import { fieldsOf, stringOf } from "../kernel/Untrusted.ts"
import { storeSlotFor, type SearchBrand, type StoreBrand } from "./StoreBrand.ts"
import { storeBrand } from "./StoreNormalise.ts"

/**
 * A preferred store of empty, REMOVED or NONE (any case) means no store (platform §3).
 *
 * @example
 * import { hasPreferredStore } from "@outfitter/domain"
 * hasPreferredStore("removed") // => false
 * hasPreferredStore("10042") // => true
 * @category predicates
 */
export const hasPreferredStore = (value: unknown): value is string => {
  if (typeof value !== "string") return false
  const trimmed = value.trim()
  return trimmed !== "" && trimmed.toUpperCase() !== "REMOVED" && trimmed.toUpperCase() !== "NONE"
}

/**
 * Where the store a page starts with came from.
 *
 * @category models
 */
export type StoreOnLoad =
  | { readonly _tag: "FromUrl"; readonly storeId: string }
  | { readonly _tag: "FromCookie"; readonly storeId: string }
  | { readonly _tag: "FromPreferredStore"; readonly store: PhysicalStore }
  | { readonly _tag: "Geolocated"; readonly store: PhysicalStore }
  /** No store near: the selectedStore cookie is set to the string null. */
  | { readonly _tag: "NoStoreNearby" }
  /** Geolocation failed, had no coordinates, or was not enabled: "no store cookied". */
  | { readonly _tag: "NoStoreCookied" }

/**
 * What the on-load resolution may ask of the page. Every effect may fail; a failure is
 * treated as the spec says (preference failure → try geolocation; geolocation failure →
 * no store cookied).
 *
 * @category models
 */
export interface StoreOnLoadInput<E> {
  /** A store named in the URL's filter parameter (name:storeId). */
  readonly urlStoreId: string | undefined
  readonly cookie: SelectedStoreCookie | undefined
  /** userType R: only registered users get their preferred store from their profile. */
  readonly isRegistered: boolean
  readonly pageBrand: StoreBrand
  readonly fetchPreferredStoreId: Effect.Effect<string | undefined, E>
  readonly lookupStore: (storeId: string) => Effect.Effect<PhysicalStore | undefined, E>
  /** Coordinates for geolocation (zip code through the maps service), undefined if unknown. */
  readonly geolocate: Effect.Effect<{ readonly latitude: number; readonly longitude: number } | undefined, E>
  readonly isGeolocationEnabled: boolean
  /** The one nearest store (a search with maxItems 1), undefined if none. */
  readonly findNearestStore: (point: { readonly latitude: number; readonly longitude: number }) => Effect.Effect<PhysicalStore | undefined, E>
}

/** Why a lookup the page did not give cannot run: it counts as one that failed. */
class LookupMissing {
  readonly _tag = "LookupMissing"
}

/** The page's Effect, or one that fails when it gave something else. */
const effectOf = <A, E>(value: unknown): Effect.Effect<A, E | LookupMissing> =>
  Effect.isEffect(value) ? (value as Effect.Effect<A, E>) : Effect.fail(new LookupMissing())

/** The page's lookup, or one that fails when it gave something that is not a function. */
const callOf = <I, A, E>(value: unknown) => (argument: I): Effect.Effect<A, E | LookupMissing> =>
  typeof value === "function" ? effectOf<A, E>(value(argument)) : Effect.fail(new LookupMissing())

/**
 * Brands match for the preferred store when they are the same, treating the gym-wear
 * theme as hollister (they share one store-attribute service id).
 */
const sameBrandFamily = (a: StoreBrand | undefined, b: StoreBrand): boolean => {
  const family = (brand: StoreBrand) => (brand === "gh" ? "hol" : brand)
  return a !== undefined && family(a) === family(b)
}

/**
 * Resolves the store a page starts with, in the spec's order: the URL, the cookie
 * (a cookied "null" counts: no store is near), the registered user's preferred store
 * when its brand matches the page, then geolocation. Never fails.
 *
 * @category selection
 */
export const resolveStoreOnLoad = <E>(given: StoreOnLoadInput<E>): Effect.Effect<StoreOnLoad> =>
  Effect.gen(function*() {
    const input = fieldsOf(given)
    const urlStoreId = stringOf(input["urlStoreId"])
    if (urlStoreId !== undefined && urlStoreId !== "") return { _tag: "FromUrl", storeId: urlStoreId } as const
    const cookie = fieldsOf(input["cookie"])
    const cookieStoreId = stringOf(cookie["storeId"])
    if (cookie["_tag"] === "Store" && cookieStoreId !== undefined) return { _tag: "FromCookie", storeId: cookieStoreId } as const
    if (cookie["_tag"] === "NoStoreNearby") return { _tag: "NoStoreNearby" } as const

    const geolocate = effectOf<{ readonly latitude: number; readonly longitude: number } | undefined, E>(input["geolocate"])
    const findNearestStore = callOf<{ readonly latitude: number; readonly longitude: number }, PhysicalStore | undefined, E>(
      input["findNearestStore"],
    )
    const geolocated = Effect.gen(function*() {
      if (input["isGeolocationEnabled"] !== true) return { _tag: "NoStoreCookied" } as const
      const point = yield* geolocate
      if (point === undefined) return { _tag: "NoStoreCookied" } as const
      const store = yield* findNearestStore(point)
      return store === undefined ? ({ _tag: "NoStoreNearby" } as const) : ({ _tag: "Geolocated", store } as const)
    }).pipe(Effect.catch(() => Effect.succeed({ _tag: "NoStoreCookied" } as const)))

    if (input["isRegistered"] !== true) return yield* geolocated
    const preferred = yield* effectOf<string | undefined, E>(input["fetchPreferredStoreId"]).pipe(Effect.result)
    if (preferred._tag === "Failure" || !hasPreferredStore(preferred.success)) return yield* geolocated
    const store = yield* callOf<string, PhysicalStore | undefined, E>(input["lookupStore"])(preferred.success.trim()).pipe(
      Effect.catch(() => Effect.succeed(undefined)),
    )
    if (store !== undefined && sameBrandFamily(storeBrand(store), input["pageBrand"] as StoreBrand)) {
      return { _tag: "FromPreferredStore", store } as const
    }
    return yield* geolocated
  })

/**
 * The cookie value to write for an on-load outcome, if any.
 *
 * @category selection
 */
export const cookieForStoreOnLoad = (outcome: StoreOnLoad): SelectedStoreCookie | undefined => {
  const fields = fieldsOf(outcome)
  switch (fields["_tag"]) {
    case "FromPreferredStore":
    case "Geolocated": {
      const storeId = stringOf(fieldsOf(fields["store"])["storeNumber"])
      if (storeId === undefined) return undefined
      const brand = storeBrand(fields["store"] as PhysicalStore)
      return { _tag: "Store", storeId, ...(brand === undefined ? {} : { storeBrand: brand }) }
    }
    case "NoStoreNearby":
      return { _tag: "NoStoreNearby" }
    default:
      return undefined
  }
}

/**
 * Saves a store into uPref (platform §4): adult and hollister stores fill psid, kids
 * stores fill ssid. A preferred store (from the profile) fills its slot only when the
 * slot is empty; a store the shopper chose overwrites the slot. The slot follows the
 * store's brand, and the page's brand when the store's is unknown.
 *
 * @example
 * import { saveStoreToUPref } from "@outfitter/domain"
 * saveStoreToUPref({ psid: "1" }, { storeId: "2", brand: "acf" }, { isPreferred: true, pageBrand: "acf" }) // => { psid: "1" }
 * saveStoreToUPref({ psid: "1" }, { storeId: "2", brand: "acf" }, { isPreferred: false, pageBrand: "acf" }) // => { psid: "2" }
 * @category selection
 */
export const saveStoreToUPref = (
  pref: UPref,
  store: { readonly storeId: string; readonly brand: StoreBrand | undefined },
  options: { readonly isPreferred: boolean; readonly pageBrand: StoreBrand },
): UPref => {
  const { storeId, brand } = fieldsOf(store)
  const { isPreferred, pageBrand } = fieldsOf(options)
  const kept = fieldsOf(pref) as UPref
  if (typeof storeId !== "string") return kept
  const slot = storeSlotFor((brand ?? pageBrand) as StoreBrand)
  if (isPreferred === true && kept[slot] !== undefined && kept[slot] !== "") return kept
  return { ...kept, [slot]: storeId }
}

/**
 * The page kinds that decide the preferred-store search brand (platform §7).
 *
 * @category models
 */
export type StoreSearchPage = "account" | "checkoutShipping" | "checkout" | "category" | "other"

/**
 * The brand list of a preferred-store resolution search (platform §7): ACF,KID on the
 * account, checkout shipping and checkout pages; otherwise ACF or KID by the category's
 * brand, or HOL on hollister pages.
 *
 * @category selection
 */
export const preferredStoreSearchBrands = (page: StoreSearchPage, pageBrand: StoreBrand): ReadonlyArray<SearchBrand> => {
  if (page === "account" || page === "checkoutShipping" || page === "checkout") return ["ACF", "KID"]
  if (pageBrand === "kids") return ["KID"]
  if (pageBrand === "hol" || pageBrand === "gh") return ["HOL"]
  return ["ACF"]
}
