/**
 * Every number a response schema accepts is finite. JSON has no Infinity or NaN, but a
 * body can still carry them: `1e999` parses to Infinity. Such a body must fail to decode
 * (the clients turn that into their malformed-body AjaxFailed), never reach a page as a
 * store at an infinite distance or a balance of NaN points.
 *
 * One block per schema family; each substitutes a non-finite value into every numeric
 * field of a valid body in turn, and checks that any finite value still decodes.
 */
import { fc, test } from "@fast-check/vitest"
import * as Exit from "effect/Exit"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { ServiceErrorBody } from "../../src/errors/ServiceErrorBody.ts"
import { loyaltyResponseSchemas, LoyaltyFailureBody } from "../../src/loyalty/LoyaltyResponseSchema.ts"
import { GeocodeResult } from "../../src/maps/GeocodeSchema.ts"
import { PaymentErrorBody } from "../../src/payments/PaymentErrorBody.ts"
import { PxpConfig } from "../../src/payments/PxpConfigSchema.ts"
import { PhysicalStore, StoreLookupResponse, StoreSearchResponse } from "../../src/stores/PhysicalStoreSchema.ts"
import { columbusStore } from "../stores/PhysicalStoreExample.ts"

const nonFinite = fc.constantFrom(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN)
const finite = fc.double({ noNaN: true, noDefaultInfinity: true })

type Path = ReadonlyArray<string | number>

/** A copy of the body with the value at the path replaced. */
const setAt = (body: unknown, path: Path, value: unknown): unknown => {
  if (path.length === 0) return value
  const [head, ...rest] = path as [string | number, ...Array<string | number>]
  if (Array.isArray(body)) return body.map((item, index) => (index === head ? setAt(item, rest, value) : item))
  const record = body as Record<string, unknown>
  return { ...record, [head]: setAt(record[head], rest, value) }
}

const decodes = (schema: Schema.Top & { readonly DecodingServices: never }, body: unknown): boolean =>
  Exit.isSuccess(Schema.decodeUnknownExit(schema)(body))

/** For every numeric path of the body: non-finite values are refused, finite ones accepted. */
const everyNumberIsFinite = (
  name: string,
  schema: Schema.Top & { readonly DecodingServices: never },
  body: unknown,
  paths: ReadonlyArray<Path>,
) => {
  describe(name, () => {
    it("decodes the valid body", () => {
      expect(decodes(schema, body)).toBe(true)
    })

    test.prop([fc.constantFrom(...paths), nonFinite])("refuses Infinity, -Infinity and NaN in every number field", (path, value) => {
      expect(decodes(schema, setAt(body, path, value))).toBe(false)
    })

    test.prop([fc.constantFrom(...paths), finite])("accepts any finite number there", (path, value) => {
      expect(decodes(schema, setAt(body, path, value))).toBe(true)
    })
  })
}

describe("stores: the storelocator responses (platform §3)", () => {
  everyNumberIsFinite("PhysicalStore", PhysicalStore, columbusStore, [["latitude"], ["longitude"], ["distance"]])
  everyNumberIsFinite(
    "StoreSearchResponse",
    StoreSearchResponse,
    { physicalStores: [columbusStore], radius: 25 },
    [["radius"], ["physicalStores", 0, "latitude"], ["physicalStores", 0, "longitude"], ["physicalStores", 0, "distance"]],
  )
  everyNumberIsFinite("StoreLookupResponse", StoreLookupResponse, { physicalStores: [columbusStore] }, [["physicalStores", 0, "distance"]])

  it("a body with 1e999 (Infinity once parsed) is refused", () => {
    const body: unknown = JSON.parse(`{"physicalStores":[],"radius":1e999}`)
    expect(decodes(StoreSearchResponse, body)).toBe(false)
  })
})

describe("maps: the geocode result (platform §3)", () => {
  everyNumberIsFinite(
    "GeocodeResult",
    GeocodeResult,
    {
      country: "United States",
      countryAbbr: "US",
      postalCode: "43215",
      postalTown: "Columbus",
      state: "Ohio",
      stateAbbr: "OH",
      latlng: { lat: 39.96, lng: -82.99 },
    },
    [["latlng", "lat"], ["latlng", "lng"]],
  )
})

describe("errors: the platform error body (platform §8)", () => {
  everyNumberIsFinite("ServiceErrorBody", ServiceErrorBody, { error: [{ errorCode: 500, errorKey: "ERR", errorMessage: "Oops" }] }, [[
    "error",
    0,
    "errorCode",
  ]])
})

describe("loyalty: the envelope and payloads (platform §8, loyalty-payments §3)", () => {
  everyNumberIsFinite(
    "info",
    loyaltyResponseSchemas.info,
    { status: "success", payload: { firstName: "Avery", custLoyaltyStoreId: 10051, userId: 5002 } },
    [["payload", "custLoyaltyStoreId"], ["payload", "userId"]],
  )
  everyNumberIsFinite(
    "rewards",
    loyaltyResponseSchemas.rewards,
    { status: "success", payload: { pointBalance: 1200, loyaltyPercentagePoint: 40 } },
    [["payload", "pointBalance"], ["payload", "loyaltyPercentagePoint"]],
  )
  everyNumberIsFinite(
    "history (its errors list)",
    loyaltyResponseSchemas.history,
    { status: "no_record_found", errors: [{ errorKey: "NO_RECORD", errorCode: 404 }] },
    [["errors", 0, "errorCode"]],
  )
  everyNumberIsFinite("LoyaltyFailureBody", LoyaltyFailureBody, { errors: [{ errorCode: 21 }], error: [{ errorCode: 500 }] }, [
    ["errors", 0, "errorCode"],
    ["error", 0, "errorCode"],
  ])
})

describe("payments: the wallet's error body and the provider config (platform §3, §8)", () => {
  everyNumberIsFinite("PaymentErrorBody", PaymentErrorBody, { error: [{ errorCode: 400, errorKey: "GEO_FENCE" }] }, [["error", 0, "errorCode"]])
  everyNumberIsFinite(
    "PxpConfig (expiry dates as epoch milliseconds)",
    PxpConfig,
    {
      publicApiKey: { key: "pk", expiryDate: 1_900_000_000_000 },
      publicEncryptionKey: { id: "enc-1", expiryDate: 1_900_000_000_000, rsa: { exponent: "AQAB", modulus: "AQAB" } },
    },
    [["publicApiKey", "expiryDate"], ["publicEncryptionKey", "expiryDate"]],
  )
})
