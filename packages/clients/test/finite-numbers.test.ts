/**
 * A body with a number JSON cannot hold exactly (`1e999` parses to Infinity) is a
 * malformed answer: the typed AjaxFailed with the malformed-body message, never a store
 * at an infinite distance, never a crash. One call per schema family.
 */
import { describe, expect, it } from "@effect/vitest"
import { clientsLayer, Loyalty, malformedResponseMessage, Maps, StoreLocator } from "@outfitter/clients"
import { AjaxFailed, serviceUnavailableMessage } from "@outfitter/domain"
import * as Effect from "effect/Effect"

const apiRoot = "http://service.outfitter.invalid/api"

/**
 * The AjaxFailed a call ends with, as expected: the same message and status, plus the
 * call's method and URL (under apiRoot) and, for a malformed body, the cause naming where
 * it did not match (never its values), which the errors keep now (errors/CallContext.ts).
 */
const failedWith = (actual: unknown, props: { readonly message: string; readonly status: number }, where?: string) => {
  const error = actual as AjaxFailed
  expect(error.url?.startsWith(apiRoot)).toBe(true)
  expect(error.method).toBe("GET")
  if (where !== undefined) expect(error.cause?.message).toContain(where)
  if (where !== undefined) expect(error.cause?.message).not.toContain("1e999")
  return new AjaxFailed({ ...props, method: "GET", url: error.url, ...(error.cause === undefined ? {} : { cause: error.cause }) })
}

/** A fetch that answers every call with this raw JSON text. */
const answering = (status: number, text: string): typeof globalThis.fetch => () =>
  Promise.resolve(new Response(text, { status, headers: { "content-type": "application/json" } }))

const store = (distance: string) =>
  `{"storeNumber":"10001","name":"Easton","addressLine":[],"city":"Columbus","postalCode":"43219","country":"US","latitude":40,"longitude":-83,"distance":${distance},"physicalStoreAttribute":[]}`

describe("non-finite numbers in a response", () => {
  it.effect("stores: a radius or a distance of 1e999 is a malformed answer", () =>
    Effect.gen(function*() {
      const radius = yield* Effect.flip(StoreLocator.use((stores) => stores.search({ country: "US" }))).pipe(
        Effect.provide(clientsLayer({ apiRoot, fetch: answering(200, `{"physicalStores":[],"radius":1e999}`) })),
      )
      expect(radius).toStrictEqual(failedWith(radius, { message: malformedResponseMessage, status: 200 }, "radius"))
      const distance = yield* Effect.flip(StoreLocator.use((stores) => stores.get(10001))).pipe(
        Effect.provide(clientsLayer({ apiRoot, fetch: answering(200, `{"physicalStores":[${store("-1e999")}]}`) })),
      )
      expect(distance).toStrictEqual(failedWith(distance, { message: malformedResponseMessage, status: 200 }, "distance"))
      // the same store with a finite distance is read
      const found = yield* StoreLocator.use((stores) => stores.get(10001)).pipe(
        Effect.provide(clientsLayer({ apiRoot, fetch: answering(200, `{"physicalStores":[${store("2.5")}]}`) })),
      )
      expect(found.distance).toBe(2.5)
    }))

  it.effect("maps: coordinates of 1e999 are no place (the geocoder's empty result, platform §8)", () =>
    Maps.use((maps) => maps.geocode("43215", "US")).pipe(
      Effect.map((place) => expect(place).toBeUndefined()),
      Effect.provide(clientsLayer({
        apiRoot,
        fetch: answering(
          200,
          `{"country":"United States","countryAbbr":"US","postalCode":"43215","postalTown":"Columbus","state":"Ohio","stateAbbr":"OH","latlng":{"lat":1e999,"lng":-83}}`,
        ),
      })),
    ))

  it.effect("loyalty: a point balance of 1e999 is a malformed answer", () =>
    Effect.flip(Loyalty.use((loyalty) => loyalty.get("rewards", { force: true }))).pipe(
      Effect.map((error) => expect(error).toStrictEqual(failedWith(error, { message: malformedResponseMessage, status: 200 }, "payload.pointBalance"))),
      Effect.provide(clientsLayer({ apiRoot, fetch: answering(200, `{"status":"success","payload":{"pointBalance":1e999}}`) })),
    ))

  it.effect("errors: an error body whose code is 1e999 is unreadable, so the failure keeps the spec's message", () =>
    Effect.flip(StoreLocator.use((stores) => stores.get(10001))).pipe(
      Effect.map((error) => expect(error).toStrictEqual(failedWith(error, { message: serviceUnavailableMessage, status: 500 }))),
      Effect.provide(clientsLayer({ apiRoot, fetch: answering(500, `{"error":[{"errorCode":1e999,"errorMessage":"\\u001b[2J"}]}`) })),
    ))
})
