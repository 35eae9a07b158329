import { describe, expect, it } from "@effect/vitest"
import { clientsLayer, Maps, StoreLocator } from "@outfitter/clients"
import { AjaxFailed, InvalidParams, NotFound, storeSearchMessages } from "@outfitter/domain"
import { createFixtureFetch } from "@outfitter/fixtures/node"
import * as Effect from "effect/Effect"
import { recordingFetch } from "./support.ts"

const apiRoot = "http://fixtures.outfitter.invalid/api"

const columbus = { latitude: 39.9612, longitude: -82.9988 }

const run = <A, E>(effect: Effect.Effect<A, E, StoreLocator | Maps>, fetch: typeof globalThis.fetch = createFixtureFetch()) =>
  effect.pipe(Effect.provide(clientsLayer({ apiRoot, fetch })))

describe("StoreLocator.search", () => {
  it.effect("sends the validated, clamped query with absent values dropped", () => {
    const { urls, fetch } = recordingFetch()
    return Effect.gen(function*() {
      const stores = yield* StoreLocator
      const result = yield* stores.search({ ...columbus, radius: "900", radiusUOM: "SMI", brand: " ACF, ,KID", maxItems: 80, state: null })
      expect(result.radius).toBe(500)
      expect(result.search.maxItems).toBe(50)
      const url = urls[0]!
      expect(url.pathname).toBe("/api/storelocator/search")
      expect(Object.fromEntries(url.searchParams)).toEqual({
        brand: "ACF,KID",
        latitude: "39.9612",
        longitude: "-82.9988",
        maxItems: "50",
        radius: "500",
        radiusUOM: "SMI",
      })
    }).pipe((effect) => run(effect, fetch))
  })

  it.effect("decodes stores sorted by distance within the radius", () =>
    run(Effect.gen(function*() {
      const stores = yield* StoreLocator
      const result = yield* stores.search({ ...columbus, radius: 25, radiusUOM: "SMI" })
      expect(result.physicalStores.length).toBeGreaterThan(3)
      const distances = result.physicalStores.map((store) => store.distance ?? Number.NaN)
      expect(distances.every((distance) => distance <= 25)).toBe(true)
      expect([...distances].sort((a, b) => a - b)).toEqual(distances)
    })))

  it.effect("clamps a short-sku search to 75 and 15", () =>
    run(Effect.gen(function*() {
      const stores = yield* StoreLocator
      const result = yield* stores.search({ ...columbus, radius: 100, radiusUOM: "SMI", maxItems: 40, shortSku: "10000001" })
      expect(result.radius).toBe(75)
      expect(result.search.maxItems).toBe(15)
      expect(result.physicalStores.length).toBeLessThanOrEqual(15)
    })))

  it.effect("fails with InvalidParams and the spec's message before calling anything", () => {
    const { urls, fetch } = recordingFetch()
    return Effect.gen(function*() {
      const stores = yield* StoreLocator
      const error = yield* Effect.flip(stores.search({ latitude: 40 }))
      expect(error).toBeInstanceOf(InvalidParams)
      expect(error.message).toBe(storeSearchMessages.latitudeOrLongitudeMissing)
      expect(error.reason).toBe(3)
      expect(urls).toHaveLength(0)
    }).pipe((effect) => run(effect, fetch))
  })

  it.effect("turns a 500 into AjaxFailed with reason 2", () =>
    run(Effect.gen(function*() {
      const stores = yield* StoreLocator
      const error = yield* Effect.flip(stores.search({ country: "XE" }))
      expect(error).toBeInstanceOf(AjaxFailed)
      expect(error.reason).toBe(2)
      expect(error._tag === "AjaxFailed" && error.status).toBe(500)
    })))

  it.effect("turns a malformed body into AjaxFailed, not an exception", () =>
    run(Effect.gen(function*() {
      const stores = yield* StoreLocator
      const error = yield* Effect.flip(stores.search({ country: "XM" }))
      expect(error._tag).toBe("AjaxFailed")
      expect(error.reason).toBe(2)
    })))

  it.effect("turns a network failure into AjaxFailed 'service unavailable'", () =>
    run(
      Effect.gen(function*() {
        const stores = yield* StoreLocator
        const error = yield* Effect.flip(stores.search(columbus))
        expect(error._tag).toBe("AjaxFailed")
        expect(error.message).toBe("service unavailable")
      }),
      () => Promise.reject(new TypeError("fetch failed")),
    ))
})

describe("StoreLocator.get", () => {
  it.effect("looks a store up by a numeric string id", () =>
    run(Effect.gen(function*() {
      const stores = yield* StoreLocator
      const store = yield* stores.get(" 10001 ")
      expect(store.storeNumber).toBe("10001")
    })))

  it.effect("rejects a non-numeric id as invalid params without a call", () => {
    const { urls, fetch } = recordingFetch()
    return Effect.gen(function*() {
      const stores = yield* StoreLocator
      const error = yield* Effect.flip(stores.get("12abc"))
      expect(error).toBeInstanceOf(InvalidParams)
      expect(urls).toHaveLength(0)
    }).pipe((effect) => run(effect, fetch))
  })

  it.effect("maps an unknown id to NotFound, 99500 to AjaxFailed 500, 99422 to AjaxFailed", () =>
    run(Effect.gen(function*() {
      const stores = yield* StoreLocator
      expect(yield* Effect.flip(stores.get(98765))).toBeInstanceOf(NotFound)
      const failed = yield* Effect.flip(stores.get(99500))
      expect(failed._tag === "AjaxFailed" && failed.status).toBe(500)
      const malformed = yield* Effect.flip(stores.get(99422))
      expect(malformed._tag).toBe("AjaxFailed")
    })))
})

describe("Maps", () => {
  it.effect("geocodes a known zip and gives an empty result for an unknown or failing one", () =>
    run(Effect.gen(function*() {
      const maps = yield* Maps
      const columbusZip = yield* maps.geocode("43215", "US")
      expect(columbusZip?.latlng.lat).toBeCloseTo(39.96, 1)
      expect(yield* maps.geocode("99999-unknown", "US")).toBeUndefined()
      expect(yield* maps.geocode("00000", "US")).toBeUndefined()
    })))

  it.effect("signs a static map url, and fails with the spec's message when it cannot", () =>
    run(Effect.gen(function*() {
      const maps = yield* Maps
      const signed = yield* maps.signStaticMapUrl("https://maps.googleapis.com/maps/api/staticmap?center=40%2C-83&zoom=18&size=186x186")
      expect(signed).toMatch(/signature=/)
      const error = yield* Effect.flip(maps.signStaticMapUrl("https://evil.example/x"))
      expect(error.message).toBe("Google Url Failed to be created correctly")
    })))
})
