/**
 * The product client: a product's details (GET {apiRoot}/product/{productId}, Outfitter's
 * choice, the spec shows no product call) and store availability for a sku (orders §7,
 * GET {apiRoot}/product/item/availability/stores?storeNumber=…&shortSku=…).
 *
 * @since 0.1.0
 */
import type { AjaxFailed, InvalidParams, NotFound, ResponseTooLarge, Timeout } from "@outfitter/domain/errors"
import {
  type PhysicalStore,
  parseProductId,
  Product,
  storeAvailabilityQuery,
  StoreLookupResponse,
} from "@outfitter/domain/stores"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import { ApiConfig } from "../../config/ApiConfig.ts"
import { decodeJsonResponse } from "../../http/ServiceResponse.ts"
import { Http } from "../../http/Http.ts"

/** @category models */
export interface ProductsShape {
  /** Parses the id (domain rule), then GET {apiRoot}/product/{productId}. */
  readonly get: (productId: unknown) => Effect.Effect<Product, InvalidParams | NotFound | AjaxFailed | Timeout | ResponseTooLarge>
  /**
   * Validates the store number and short sku (domain rules), then GET
   * {apiRoot}/product/item/availability/stores; the stores with their inventory.
   */
  readonly storeAvailability: (
    input: { readonly storeNumber: unknown; readonly shortSku: unknown },
  ) => Effect.Effect<ReadonlyArray<PhysicalStore>, InvalidParams | NotFound | AjaxFailed | Timeout | ResponseTooLarge>
}

const make = Effect.gen(function*() {
  const client = yield* Http
  const { apiRoot } = yield* ApiConfig

  const get: ProductsShape["get"] = Effect.fn("Products.get")(function*(productId) {
    const id = parseProductId(productId)
    if (Result.isFailure(id)) return yield* Effect.fail(id.failure)
    return yield* client
      .get(`${apiRoot}/product/${id.success}`, { acceptJson: true })
      .pipe(decodeJsonResponse(Product))
  })

  const storeAvailability: ProductsShape["storeAvailability"] = Effect.fn("Products.storeAvailability")(function*(input) {
    const query = storeAvailabilityQuery(input)
    if (Result.isFailure(query)) return yield* Effect.fail(query.failure)
    const response = yield* client
      .get(`${apiRoot}/product/item/availability/stores`, { urlParams: { ...query.success }, acceptJson: true })
      .pipe(decodeJsonResponse(StoreLookupResponse))
    return response.physicalStores
  })

  return { get, storeAvailability } satisfies ProductsShape
})

/**
 * The product client.
 *
 * @example
 * import { Products } from "@outfitter/clients"
 * import * as Effect from "effect/Effect"
 * const stores = Effect.gen(function*() {
 *   const products = yield* Products
 *   return yield* products.storeAvailability({ storeNumber: "10001", shortSku: "10234567" })
 * })
 * @category services
 */
export class Products extends Context.Service<Products, ProductsShape>()("outfitter/Products") {
  /** Real HTTP; needs an HttpClient and the ApiConfig. */
  static readonly layer = Layer.effect(Products)(make)
}
