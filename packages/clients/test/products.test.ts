import { describe, expect, it } from "@effect/vitest"
import { clientsLayer, Products } from "@outfitter/clients"
import { AjaxFailed, invalidProductIdMessage, invalidShortSkuMessage, InvalidParams, invalidStoreIdMessage, NotFound } from "@outfitter/domain"
import { fixtureInventory } from "@outfitter/fixtures"
import { createFixtureFetch } from "@outfitter/fixtures/node"
import * as Effect from "effect/Effect"
import { recordingFetch } from "./support.ts"

const apiRoot = "http://fixtures.outfitter.invalid/api"

const run = <A, E>(effect: Effect.Effect<A, E, Products>, fetch: typeof globalThis.fetch = createFixtureFetch()) =>
  effect.pipe(Effect.provide(clientsLayer({ apiRoot, fetch })))

describe("Products.get", () => {
  it.effect("decodes a fixture product with colours, sizes and skus", () =>
    run(Effect.gen(function*() {
      const product = yield* Products.use((products) => products.get(" 1234567 "))
      expect(product.name).toBe("Essential Crew Tee")
      expect(product.colours.map((colour) => colour.code)).toEqual(["NAVY", "WHITE"])
      expect(product.colours[0]?.sizes.find((size) => size.size === "L")?.active).toBe(false)
    })))

  it.effect("rejects a bad id before any request", () => {
    const { urls, fetch } = recordingFetch()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(Products.use((products) => products.get("12a")))
      expect(error).toEqual(new InvalidParams({ message: invalidProductIdMessage, field: "productId" }))
      expect(urls).toEqual([])
    }).pipe((effect) => run(effect, fetch))
  })

  it.effect("unknown → NotFound; magic 9500000 → AjaxFailed 500; magic 9422000 → AjaxFailed (malformed)", () =>
    run(Effect.gen(function*() {
      expect(yield* Effect.flip(Products.use((products) => products.get("1111111")))).toBeInstanceOf(NotFound)
      const failed = yield* Effect.flip(Products.use((products) => products.get("9500000")))
      expect(failed).toBeInstanceOf(AjaxFailed)
      expect(failed._tag === "AjaxFailed" && failed.status).toBe(500)
      expect(yield* Effect.flip(Products.use((products) => products.get("9422000")))).toBeInstanceOf(AjaxFailed)
    })))
})

describe("Products.storeAvailability (orders §7)", () => {
  it.effect("sends storeNumber and shortSku and decodes the stores with inventory", () => {
    const { urls, fetch } = recordingFetch()
    return Effect.gen(function*() {
      const stores = yield* Products.use((products) => products.storeAvailability({ storeNumber: "10042", shortSku: " 12004518 " }))
      expect(urls[0]?.pathname).toBe("/api/product/item/availability/stores")
      expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ storeNumber: "10042", shortSku: "12004518" })
      expect(stores.map((store) => store.storeNumber)).toEqual(["10042"])
      expect(stores[0]?.inventoryAvailability).toEqual([fixtureInventory("10042", "12004518")])
    }).pipe((effect) => run(effect, fetch))
  })

  it.effect("invalid store number or sku → InvalidParams, no request", () => {
    const { urls, fetch } = recordingFetch()
    return Effect.gen(function*() {
      const badStore = yield* Effect.flip(Products.use((products) => products.storeAvailability({ storeNumber: "abc", shortSku: "1" })))
      expect(badStore.message).toBe(invalidStoreIdMessage)
      const badSku = yield* Effect.flip(Products.use((products) => products.storeAvailability({ storeNumber: "10042", shortSku: "" })))
      expect(badSku.message).toBe(invalidShortSkuMessage)
      expect(urls).toEqual([])
    }).pipe((effect) => run(effect, fetch))
  })

  it.effect("magic stores fail: 99500 → AjaxFailed 500, 99422 → AjaxFailed (malformed), unknown → NotFound", () =>
    run(Effect.gen(function*() {
      const failed = yield* Effect.flip(Products.use((products) => products.storeAvailability({ storeNumber: "99500", shortSku: "10234567" })))
      expect(failed._tag === "AjaxFailed" && failed.status).toBe(500)
      const malformed = yield* Effect.flip(Products.use((products) => products.storeAvailability({ storeNumber: "99422", shortSku: "10234567" })))
      expect(malformed).toBeInstanceOf(AjaxFailed)
      const missing = yield* Effect.flip(Products.use((products) => products.storeAvailability({ storeNumber: "54321", shortSku: "10234567" })))
      expect(missing).toBeInstanceOf(NotFound)
    })))
})
