/**
 * A failed call's error keeps the method, the URL (no user info) and why it failed, so a
 * support engineer can see it; never the request's headers or body (errors/CallContext.ts).
 */
import { describe, expect, it } from "@effect/vitest"
import { clientsLayer, contractMismatchOf, Loyalty, Reauthorisation, StoreLocator } from "@outfitter/clients"
import { isAjaxFailed, isNotFound } from "@outfitter/domain"
import * as Effect from "effect/Effect"

const apiRoot = "http://ann:secret@service.outfitter.invalid/api"

const refusing: typeof globalThis.fetch = () =>
  Promise.reject(new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 10.0.0.1:443") }))

const answering = (status: number, body: string): typeof globalThis.fetch => () =>
  Promise.resolve(new Response(body, { status, headers: { "content-type": "application/json" } }))

describe("errors keep the call's method, URL and cause", () => {
  it.effect("a refused connection: AjaxFailed with GET, the URL without user info, and fetch's reason", () =>
    Effect.flip(StoreLocator.use((stores) => stores.get(10001))).pipe(
      Effect.map((error) => {
        expect(isAjaxFailed(error)).toBe(true)
        expect(error).toMatchObject({
          method: "GET",
          url: "http://service.outfitter.invalid/api/storelocator/10001",
          cause: { name: "TypeError", message: "fetch failed", cause: { message: "connect ECONNREFUSED 10.0.0.1:443" } },
        })
        expect(JSON.stringify(error)).not.toContain("secret")
      }),
      Effect.provide(clientsLayer({ apiRoot, fetch: refusing })),
    ))

  it.effect("a 404 is NotFound with the method and URL", () =>
    Effect.flip(StoreLocator.use((stores) => stores.get(10001))).pipe(
      Effect.map((error) => {
        expect(isNotFound(error)).toBe(true)
        expect(error).toMatchObject({ method: "GET", url: "http://service.outfitter.invalid/api/storelocator/10001" })
      }),
      Effect.provide(clientsLayer({ apiRoot, fetch: answering(404, "{\"error\":[{\"errorMessage\":\"no such store\"}]}") })),
    ))

  it.effect("a loyalty body that does not decode names where, never the values", () =>
    Effect.flip(Loyalty.use((loyalty) => loyalty.get("info", { force: true }))).pipe(
      Effect.map((error) => {
        expect(isAjaxFailed(error)).toBe(true)
        const cause = isAjaxFailed(error) ? error.cause : undefined
        expect(cause?.message).toContain("payload.firstName")
        expect(JSON.stringify(error)).not.toContain("4111111111111111")
      }),
      Effect.provide(clientsLayer({
        apiRoot,
        fetch: answering(200, "{\"status\":\"success\",\"payload\":{\"firstName\":4111111111111111}}"),
        settings: { loyaltyEnabled: true },
      })),
    ))
})

describe("an answer that does not match the contract says where first, and what was expected there", () => {
  const store = { storeNumber: 10001, name: "Easton", storeBrand: "ACF" }

  it.effect("the path of the first field that fails and the contract's expectation, never the value", () =>
    Effect.flip(StoreLocator.use((stores) => stores.get(10001))).pipe(
      Effect.map((error) => {
        expect(isAjaxFailed(error)).toBe(true)
        const mismatch = contractMismatchOf(error)
        expect(mismatch).toEqual({ path: "physicalStores.0.storeNumber", expected: "Expected string" })
        expect(isAjaxFailed(error) ? error.cause?.mismatch : undefined).toEqual(mismatch)
        expect(JSON.stringify(mismatch)).not.toContain("10001")
      }),
      Effect.provide(clientsLayer({ apiRoot, fetch: answering(200, JSON.stringify({ physicalStores: [store] })) })),
    ))

  it.effect("a body that is not the contract's shape at all is at (the body)", () =>
    Effect.flip(StoreLocator.use((stores) => stores.get(10001))).pipe(
      Effect.map((error) => expect(contractMismatchOf(error)?.path).toBe("(the body)")),
      Effect.provide(clientsLayer({ apiRoot, fetch: answering(200, "[]") })),
    ))

  it.effect("a payment status answer keeps it through the re-authorisation's failure", () =>
    Effect.flip(Reauthorisation.use((reauth) => reauth.paymentStatus("PI-1", 0))).pipe(
      Effect.map((error) => {
        expect(error._tag).toBe("ReauthFailed")
        expect(contractMismatchOf(error)).toEqual({ path: "reAuthStatus", expected: "Expected string" })
      }),
      Effect.provide(clientsLayer({ apiRoot, fetch: answering(200, JSON.stringify({ reAuthStatus: 7 })) })),
    ))

  it("is found in the last failure of a retried call, and nowhere in any other value", () => {
    const last = { _tag: "AjaxFailed", cause: { name: "SchemaError", message: "", mismatch: { path: "total", expected: "Expected string" } } }
    expect(contractMismatchOf({ _tag: "MaxRetries", last })).toEqual({ path: "total", expected: "Expected string" })
    for (const other of [undefined, null, 7, "x", new Error("fetch failed"), { cause: { mismatch: { path: 1 } } }, { last: { last: { last: { last: last } } } }]) {
      expect(contractMismatchOf(other)).toBeUndefined()
    }
  })
})
