import { it } from "@effect/vitest"
import { fc, test } from "@fast-check/vitest"
import * as Effect from "effect/Effect"
import { describe, expect } from "vitest"
import { decodeSelectedStoreCookie, encodeSelectedStoreCookie } from "../../src/cookies/SelectedStoreCookie.ts"
import type { PhysicalStore } from "../../src/stores/PhysicalStoreSchema.ts"
import type { StoreBrand } from "../../src/stores/StoreBrand.ts"
import {
  cookieForStoreOnLoad,
  hasPreferredStore,
  preferredStoreSearchBrands,
  resolveStoreOnLoad,
  saveStoreToUPref,
  type StoreOnLoad,
  type StoreOnLoadInput,
  type StoreSearchPage,
} from "../../src/stores/StoreSelection.ts"
import { storeWith, withAttributes } from "./PhysicalStoreExample.ts"

describe("hasPreferredStore (platform §3: empty, REMOVED or NONE in any case mean no store)", () => {
  it.each([
    ["", false],
    ["   ", false],
    ["REMOVED", false],
    ["removed", false],
    ["Removed", false],
    ["NONE", false],
    ["None", false],
    [" none ", false],
    [" 10042 ", true],
    ["10042", true],
  ])("%j → %s", (value, has) => {
    expect(hasPreferredStore(value)).toBe(has)
  })

  it.each([undefined, null, 10042, {}])("is false for the non-string %j", (value) => {
    expect(hasPreferredStore(value)).toBe(false)
  })
})

const preferredStore = withAttributes(storeWith({ storeNumber: "20077", name: "Polaris Fashion Place" }), { storeBrand: "ACF" })
const nearestStore = storeWith({ storeNumber: "30311", name: "Kenwood Towne Centre" })
const columbusPoint = { latitude: 39.9612, longitude: -82.9988 }

/** A page with nothing known: no URL store, no cookie, a guest, geolocation on but finding nothing. */
const page = (overrides: Partial<StoreOnLoadInput<string>> = {}): StoreOnLoadInput<string> => ({
  urlStoreId: undefined,
  cookie: undefined,
  isRegistered: false,
  pageBrand: "acf",
  fetchPreferredStoreId: Effect.succeed(undefined),
  lookupStore: (storeId) => Effect.succeed(storeId === preferredStore.storeNumber ? preferredStore : undefined),
  geolocate: Effect.succeed(undefined),
  isGeolocationEnabled: true,
  findNearestStore: () => Effect.succeed(undefined),
  ...overrides,
})

/** Everything available at once, so each test can show what wins. */
const everything = page({
  urlStoreId: "40001",
  cookie: { _tag: "Store", storeId: "50002" },
  isRegistered: true,
  fetchPreferredStoreId: Effect.succeed("20077"),
  geolocate: Effect.succeed(columbusPoint),
  findNearestStore: () => Effect.succeed(nearestStore),
})

const resolve = (input: StoreOnLoadInput<string>) => Effect.runPromise(resolveStoreOnLoad(input))

describe("resolveStoreOnLoad: the order of platform §4", () => {
  it("1. the URL store beats everything", async () => {
    expect(await resolve(everything)).toEqual({ _tag: "FromUrl", storeId: "40001" })
  })

  it("2. the cookie beats the preferred store and geolocation", async () => {
    expect(await resolve({ ...everything, urlStoreId: undefined })).toEqual({ _tag: "FromCookie", storeId: "50002" })
  })

  it("an empty URL store does not count", async () => {
    expect(await resolve({ ...everything, urlStoreId: "" })).toEqual({ _tag: "FromCookie", storeId: "50002" })
  })

  it("a cookied null means no store is nearby, without geolocating again", async () => {
    const cookie = decodeSelectedStoreCookie("null")
    expect(await resolve({ ...everything, urlStoreId: undefined, cookie })).toEqual({ _tag: "NoStoreNearby" })
  })

  it("3. the preferred store of a registered user beats geolocation", async () => {
    expect(await resolve({ ...everything, urlStoreId: undefined, cookie: undefined })).toEqual({
      _tag: "FromPreferredStore",
      store: preferredStore,
    })
  })

  it("4. geolocation comes last", async () => {
    expect(await resolve({ ...everything, urlStoreId: undefined, cookie: undefined, isRegistered: false })).toEqual({
      _tag: "Geolocated",
      store: nearestStore,
    })
  })
})

describe("resolveStoreOnLoad: the preferred store", () => {
  const registered = page({
    isRegistered: true,
    fetchPreferredStoreId: Effect.succeed("20077"),
    geolocate: Effect.succeed(columbusPoint),
    findNearestStore: () => Effect.succeed(nearestStore),
  })

  it("is fetched only for registered users (platform §6)", async () => {
    expect(await resolve({ ...registered, isRegistered: false })).toEqual({ _tag: "Geolocated", store: nearestStore })
  })

  it("is looked up by its trimmed id", async () => {
    expect(await resolve({ ...registered, fetchPreferredStoreId: Effect.succeed(" 20077 ") })).toEqual({
      _tag: "FromPreferredStore",
      store: preferredStore,
    })
  })

  it.each([undefined, "", "REMOVED", "none"])("is skipped for the preference %j, which means no store", async (preference) => {
    expect(await resolve({ ...registered, fetchPreferredStoreId: Effect.succeed(preference) })).toEqual({
      _tag: "Geolocated",
      store: nearestStore,
    })
  })

  it("falls back to geolocation when the preference fetch fails", async () => {
    expect(await resolve({ ...registered, fetchPreferredStoreId: Effect.fail("service unavailable") })).toEqual({
      _tag: "Geolocated",
      store: nearestStore,
    })
  })

  it("falls back to geolocation when the lookup fails or finds nothing", async () => {
    expect(await resolve({ ...registered, lookupStore: () => Effect.fail("service unavailable") })).toEqual({
      _tag: "Geolocated",
      store: nearestStore,
    })
    expect(await resolve({ ...registered, lookupStore: () => Effect.succeed(undefined) })).toEqual({
      _tag: "Geolocated",
      store: nearestStore,
    })
  })

  const storeOfBrand = (code: string | undefined) => withAttributes(preferredStore, { storeBrand: code })
  const cases: ReadonlyArray<readonly [string | undefined, StoreBrand, boolean]> = [
    ["ACF", "acf", true],
    ["KID", "kids", true],
    ["HOL", "hol", true],
    ["GH", "gh", true],
    ["GH", "hol", true],
    ["HOL", "gh", true],
    ["KID", "acf", false],
    ["ACF", "kids", false],
    ["HOL", "acf", false],
    ["ACF", "hol", false],
    [undefined, "acf", false],
  ]

  it.each(cases)("a %s store on a %s page is used: %s (gh counts as hol)", async (code, pageBrand, isUsed) => {
    const store = storeOfBrand(code)
    const outcome = await resolve({ ...registered, pageBrand, lookupStore: () => Effect.succeed(store) })
    expect(outcome).toEqual(isUsed ? { _tag: "FromPreferredStore", store } : { _tag: "Geolocated", store: nearestStore })
  })
})

describe("resolveStoreOnLoad: geolocation", () => {
  it.effect("finds the nearest store from the coordinates", () =>
    Effect.gen(function*() {
      const seen: Array<{ latitude: number; longitude: number }> = []
      const outcome = yield* resolveStoreOnLoad(page({
        geolocate: Effect.succeed(columbusPoint),
        findNearestStore: (point) => {
          seen.push(point)
          return Effect.succeed(nearestStore)
        },
      }))
      expect(outcome).toEqual({ _tag: "Geolocated", store: nearestStore })
      expect(seen).toEqual([columbusPoint])
    }))

  it.effect("signals no store cookied when geolocation fails", () =>
    Effect.gen(function*() {
      const outcome = yield* resolveStoreOnLoad(page({ geolocate: Effect.fail("maps service down") }))
      expect(outcome).toEqual({ _tag: "NoStoreCookied" })
    }))

  it.effect("signals no store cookied when there are no coordinates", () =>
    Effect.gen(function*() {
      const outcome = yield* resolveStoreOnLoad(page({ geolocate: Effect.succeed(undefined), findNearestStore: () => Effect.succeed(nearestStore) }))
      expect(outcome).toEqual({ _tag: "NoStoreCookied" })
    }))

  it.effect("signals no store cookied when geolocation is disabled, without asking for coordinates", () =>
    Effect.gen(function*() {
      const outcome = yield* resolveStoreOnLoad(page({
        isGeolocationEnabled: false,
        geolocate: Effect.die("geolocate must not run when disabled"),
        findNearestStore: () => Effect.succeed(nearestStore),
      }))
      expect(outcome).toEqual({ _tag: "NoStoreCookied" })
    }))

  it.effect("says no store is nearby when the search finds none", () =>
    Effect.gen(function*() {
      const outcome = yield* resolveStoreOnLoad(page({ geolocate: Effect.succeed(columbusPoint), findNearestStore: () => Effect.succeed(undefined) }))
      expect(outcome).toEqual({ _tag: "NoStoreNearby" })
    }))

  it.effect("signals no store cookied when the nearest-store search fails", () =>
    Effect.gen(function*() {
      const outcome = yield* resolveStoreOnLoad(page({ geolocate: Effect.succeed(columbusPoint), findNearestStore: () => Effect.fail("503") }))
      expect(outcome).toEqual({ _tag: "NoStoreCookied" })
    }))
})

describe("resolveStoreOnLoad: a model of the spec's order", () => {
  type Outcome<A> = { readonly kind: "ok"; readonly value: A } | { readonly kind: "fail" }
  const outcome = <A>(arbitrary: fc.Arbitrary<A>): fc.Arbitrary<Outcome<A>> =>
    fc.oneof(arbitrary.map((value) => ({ kind: "ok" as const, value })), fc.constant({ kind: "fail" as const }))
  const toEffect = <A>(result: Outcome<A>): Effect.Effect<A, string> =>
    result.kind === "ok" ? Effect.succeed(result.value) : Effect.fail("failed")
  const brand = fc.constantFrom<StoreBrand>("acf", "kids", "hol", "gh")
  const codeOf: Record<StoreBrand, string> = { acf: "ACF", kids: "KID", hol: "HOL", gh: "GH" }

  const scenario = fc.record({
    urlStoreId: fc.constantFrom(undefined, "", "40001"),
    cookie: fc.constantFrom(undefined, { _tag: "Store" as const, storeId: "50002" }, { _tag: "NoStoreNearby" as const }),
    isRegistered: fc.boolean(),
    pageBrand: brand,
    preference: outcome(fc.constantFrom(undefined, "", "REMOVED", "None", "20077")),
    lookup: outcome(fc.option(fc.option(brand, { nil: undefined }), { nil: null })),
    point: outcome(fc.option(fc.constant(columbusPoint), { nil: undefined })),
    isGeolocationEnabled: fc.boolean(),
    nearest: outcome(fc.boolean()),
  })

  type Scenario = typeof scenario extends fc.Arbitrary<infer A> ? A : never

  /** platform §4 "Store selection order on load", written out as plainly as possible. */
  const expected = (s: Scenario, preferred: PhysicalStore | undefined): StoreOnLoad => {
    if (s.urlStoreId === "40001") return { _tag: "FromUrl", storeId: "40001" }
    if (s.cookie?._tag === "Store") return { _tag: "FromCookie", storeId: "50002" }
    if (s.cookie?._tag === "NoStoreNearby") return { _tag: "NoStoreNearby" }
    const family = (b: StoreBrand | undefined) => (b === "gh" ? "hol" : b)
    if (
      s.isRegistered && s.preference.kind === "ok" && s.preference.value === "20077" && s.lookup.kind === "ok" &&
      s.lookup.value !== null && s.lookup.value !== undefined && family(s.lookup.value) === family(s.pageBrand) &&
      preferred !== undefined
    ) return { _tag: "FromPreferredStore", store: preferred }
    if (!s.isGeolocationEnabled || s.point.kind === "fail" || s.point.value === undefined) return { _tag: "NoStoreCookied" }
    if (s.nearest.kind === "fail") return { _tag: "NoStoreCookied" }
    return s.nearest.value ? { _tag: "Geolocated", store: nearestStore } : { _tag: "NoStoreNearby" }
  }

  test.prop([scenario])("resolves every combination as the spec orders it", async (s) => {
    // lookup.value: null → the store does not exist; undefined → it exists without a brand
    const preferred = s.lookup.kind === "ok" && s.lookup.value !== null
      ? withAttributes(preferredStore, { storeBrand: s.lookup.value === undefined ? undefined : codeOf[s.lookup.value] })
      : undefined
    const lookup: Outcome<PhysicalStore | undefined> = s.lookup.kind === "fail" ? s.lookup : { kind: "ok", value: preferred }
    const actual = await resolve({
      urlStoreId: s.urlStoreId,
      cookie: s.cookie,
      isRegistered: s.isRegistered,
      pageBrand: s.pageBrand,
      fetchPreferredStoreId: toEffect(s.preference),
      lookupStore: () => toEffect(lookup),
      geolocate: toEffect(s.point),
      isGeolocationEnabled: s.isGeolocationEnabled,
      findNearestStore: () => toEffect(s.nearest.kind === "ok" ? { kind: "ok", value: s.nearest.value ? nearestStore : undefined } : s.nearest),
    })
    expect(actual).toEqual(expected(s, preferred))
  })
})

describe("cookieForStoreOnLoad", () => {
  it("writes the preferred or geolocated store with its brand", () => {
    expect(cookieForStoreOnLoad({ _tag: "FromPreferredStore", store: preferredStore })).toEqual({
      _tag: "Store",
      storeId: "20077",
      storeBrand: "acf",
    })
    const kids = withAttributes(nearestStore, { storeBrand: "KID" })
    expect(cookieForStoreOnLoad({ _tag: "Geolocated", store: kids })).toEqual({ _tag: "Store", storeId: "30311", storeBrand: "kids" })
  })

  it("leaves out the brand of a store without one", () => {
    const noBrand = withAttributes(nearestStore, { storeBrand: undefined })
    expect(cookieForStoreOnLoad({ _tag: "Geolocated", store: noBrand })).toEqual({ _tag: "Store", storeId: "30311" })
  })

  it("writes the string null when no store is nearby (platform §4)", () => {
    const cookie = cookieForStoreOnLoad({ _tag: "NoStoreNearby" })
    expect(cookie).toEqual({ _tag: "NoStoreNearby" })
    expect(cookie === undefined ? undefined : encodeSelectedStoreCookie(cookie)).toBe("null")
  })

  it("writes nothing for a store that is already in the URL or the cookie, or when none is cookied", () => {
    expect(cookieForStoreOnLoad({ _tag: "FromUrl", storeId: "1" })).toBeUndefined()
    expect(cookieForStoreOnLoad({ _tag: "FromCookie", storeId: "1" })).toBeUndefined()
    expect(cookieForStoreOnLoad({ _tag: "NoStoreCookied" })).toBeUndefined()
  })
})

describe("saveStoreToUPref (platform §4 'Saving a chosen store')", () => {
  it("a preferred store fills an empty slot", () => {
    expect(saveStoreToUPref({}, { storeId: "2", brand: "acf" }, { isPreferred: true, pageBrand: "acf" })).toEqual({ psid: "2" })
    expect(saveStoreToUPref({ psid: "" }, { storeId: "2", brand: "acf" }, { isPreferred: true, pageBrand: "acf" })).toEqual({ psid: "2" })
  })

  it("a preferred store does not overwrite a filled slot", () => {
    expect(saveStoreToUPref({ psid: "1" }, { storeId: "2", brand: "acf" }, { isPreferred: true, pageBrand: "acf" })).toEqual({ psid: "1" })
    expect(saveStoreToUPref({ ssid: "7" }, { storeId: "8", brand: "kids" }, { isPreferred: true, pageBrand: "kids" })).toEqual({ ssid: "7" })
  })

  it("a preferred store fills its own empty slot when the other is filled", () => {
    expect(saveStoreToUPref({ psid: "1" }, { storeId: "8", brand: "kids" }, { isPreferred: true, pageBrand: "kids" })).toEqual({
      psid: "1",
      ssid: "8",
    })
  })

  it("a chosen store overwrites its slot and keeps the rest", () => {
    expect(
      saveStoreToUPref({ psid: "1", ssid: "7", shipTo: "US", cur: "USD" }, { storeId: "2", brand: "acf" }, {
        isPreferred: false,
        pageBrand: "acf",
      }),
    ).toEqual({ psid: "2", ssid: "7", shipTo: "US", cur: "USD" })
  })

  it.each([
    ["acf", "psid"],
    ["hol", "psid"],
    ["gh", "psid"],
    ["kids", "ssid"],
  ] as const)("a %s store goes to %s", (brand, slot) => {
    expect(saveStoreToUPref({}, { storeId: "9", brand }, { isPreferred: false, pageBrand: "acf" })).toEqual({ [slot]: "9" })
  })

  it("an unknown store brand falls back to the page's brand", () => {
    expect(saveStoreToUPref({}, { storeId: "9", brand: undefined }, { isPreferred: false, pageBrand: "kids" })).toEqual({ ssid: "9" })
    expect(saveStoreToUPref({}, { storeId: "9", brand: undefined }, { isPreferred: false, pageBrand: "hol" })).toEqual({ psid: "9" })
  })

  it("does not change the preference it was given", () => {
    const pref = { psid: "1" }
    saveStoreToUPref(pref, { storeId: "2", brand: "acf" }, { isPreferred: false, pageBrand: "acf" })
    expect(pref).toEqual({ psid: "1" })
  })
})

describe("preferredStoreSearchBrands (platform §7)", () => {
  const brands: ReadonlyArray<StoreBrand> = ["acf", "kids", "hol", "gh"]

  it.each(["account", "checkoutShipping", "checkout"] as const)("is ACF,KID on the %s page whatever the brand", (kind) => {
    for (const brand of brands) expect(preferredStoreSearchBrands(kind, brand)).toEqual(["ACF", "KID"])
  })

  it.each([
    ["category", "acf", ["ACF"]],
    ["category", "kids", ["KID"]],
    ["category", "hol", ["HOL"]],
    ["category", "gh", ["HOL"]],
    ["other", "acf", ["ACF"]],
    ["other", "kids", ["KID"]],
    ["other", "hol", ["HOL"]],
    ["other", "gh", ["HOL"]],
  ] as const)("on a %s page of brand %s is %j", (kind: StoreSearchPage, brand, expected) => {
    expect(preferredStoreSearchBrands(kind, brand)).toEqual(expected)
  })
})

describe("what the page hands in, of the wrong type", () => {
  it("treats a lookup the page did not give as one that failed, so the spec's next step runs", async () => {
    const registered = page({ isRegistered: true, fetchPreferredStoreId: "20077" as never, geolocate: Effect.succeed(columbusPoint) })
    expect(await resolve({ ...registered, findNearestStore: () => Effect.succeed(nearestStore) })).toEqual({
      _tag: "Geolocated",
      store: nearestStore,
    })
    expect(await resolve({ ...registered, findNearestStore: "nearest" as never })).toEqual({ _tag: "NoStoreCookied" })
    expect(await resolve(page({ isRegistered: true, fetchPreferredStoreId: Effect.succeed("20077"), lookupStore: null as never })))
      .toEqual({ _tag: "NoStoreCookied" })
  })

  it("reads input that is not an object, a URL id that is not text and a cookie of the wrong shape as absent", async () => {
    expect(await resolve(null as never)).toEqual({ _tag: "NoStoreCookied" })
    expect(await resolve(page({ urlStoreId: 40001 as never, cookie: { _tag: "Store", storeId: 5 } as never }))).toEqual({ _tag: "NoStoreCookied" })
  })

  it("writes no cookie for an outcome or store of the wrong shape", () => {
    expect(cookieForStoreOnLoad(null as never)).toBeUndefined()
    expect(cookieForStoreOnLoad({ _tag: "Geolocated", store: { storeNumber: 30311 } } as never)).toBeUndefined()
  })

  it("saves nothing for a store without a string id, and reads a preference that is not an object as empty", () => {
    expect(saveStoreToUPref({ psid: "1" }, { storeId: 2, brand: "acf" } as never, { isPreferred: false, pageBrand: "acf" })).toEqual({ psid: "1" })
    expect(saveStoreToUPref(null as never, { storeId: "2", brand: undefined }, { isPreferred: "yes", pageBrand: "kids" } as never)).toEqual({
      ssid: "2",
    })
  })
})
