/**
 * A failed call's error keeps the method, the URL (no user info) and why it failed, so a
 * support engineer can see it; never the request's headers or body (errors/CallContext.ts).
 */
import { describe, expect, it } from "@effect/vitest"
import { clientsLayer, Loyalty, StoreLocator } from "@outfitter/clients"
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
