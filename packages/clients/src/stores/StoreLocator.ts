/**
 * The storelocator service (platform §7): store search and store by id.
 *
 * @since 0.1.0
 */
import { type AjaxFailed, type InvalidParams, NotFound, type ResponseTooLarge, type Timeout } from "@outfitter/domain/errors"
import {
  type PhysicalStore,
  parseStoreId,
  prepareStoreSearch,
  type StoreSearch,
  type StoreSearchInput,
  storeSearchQuery,
  StoreLookupResponse,
  StoreSearchResponse,
} from "@outfitter/domain/stores"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import { ApiConfig } from "../config/ApiConfig.ts"
import { decodeJsonResponse } from "../http/ServiceResponse.ts"
import { Http } from "../http/Http.ts"

/**
 * A search's outcome: the service's response (stores and the radius it used) and the
 * validated, clamped parameters that were sent.
 *
 * @category models
 */
export interface StoreSearchResult {
  readonly physicalStores: ReadonlyArray<PhysicalStore>
  readonly radius: number
  readonly search: StoreSearch
}

/** @category models */
export interface StoreLocatorShape {
  /** Validates and clamps the input (domain rules), then GET {apiRoot}/storelocator/search. */
  readonly search: (input: StoreSearchInput) => Effect.Effect<StoreSearchResult, InvalidParams | AjaxFailed | NotFound | Timeout | ResponseTooLarge>
  /** Parses the id (domain rule), then GET {apiRoot}/storelocator/{storeId}. */
  readonly get: (storeId: unknown) => Effect.Effect<PhysicalStore, InvalidParams | NotFound | AjaxFailed | Timeout | ResponseTooLarge>
}

const make = Effect.gen(function*() {
  const client = yield* Http
  const { apiRoot } = yield* ApiConfig

  const search: StoreLocatorShape["search"] = Effect.fn("StoreLocator.search")(function*(input) {
    const prepared = prepareStoreSearch(input)
    if (Result.isFailure(prepared)) return yield* Effect.fail(prepared.failure)
    const response = yield* client
      .get(`${apiRoot}/storelocator/search`, { urlParams: storeSearchQuery(prepared.success), acceptJson: true })
      .pipe(decodeJsonResponse(StoreSearchResponse))
    return { physicalStores: response.physicalStores, radius: response.radius, search: prepared.success }
  })

  const get: StoreLocatorShape["get"] = Effect.fn("StoreLocator.get")(function*(storeId) {
    const id = parseStoreId(storeId)
    if (Result.isFailure(id)) return yield* Effect.fail(id.failure)
    const response = yield* client
      .get(`${apiRoot}/storelocator/${id.success}`, { acceptJson: true })
      .pipe(decodeJsonResponse(StoreLookupResponse))
    const store = response.physicalStores[0]
    if (store === undefined) {
      return yield* Effect.fail(new NotFound({ message: `No store ${id.success}` }))
    }
    return store
  })

  return { search, get } satisfies StoreLocatorShape
})

/**
 * The storelocator client.
 *
 * @example
 * import { StoreLocator } from "@outfitter/clients"
 * import * as Effect from "effect/Effect"
 * const nearest = Effect.gen(function*() {
 *   const stores = yield* StoreLocator
 *   return yield* stores.search({ latitude: 39.96, longitude: -82.99, radius: 25, radiusUOM: "SMI", maxItems: 1 })
 * })
 * @example A search run with Effect, its errors handled by tag
 * ```ts
 * import { clientsLayer, StoreLocator } from "@outfitter/clients"
 * import * as Effect from "effect/Effect"
 *
 * const storeNames = (input: { readonly latitude: string; readonly longitude: string }) =>
 *   StoreLocator.use((stores) => stores.search({ ...input, radius: 25, radiusUOM: "SMI", maxItems: 3 })).pipe(
 *     Effect.map((result) => result.physicalStores.map((store) => store.name)),
 *     // the domain's validation runs before any request: bad input fails with InvalidParams
 *     Effect.catchTag("InvalidParams", (error) => Effect.succeed([`${error.field}: ${error.message}`])),
 *   )
 *
 * const names = await Effect.runPromise(
 *   storeNames({ latitude: "39.9612", longitude: "-82.9988" }).pipe(
 *     Effect.provide(clientsLayer({ apiRoot: "https://www.example.com/api" })),
 *   ),
 * )
 * ```
 * @category services
 */
export class StoreLocator extends Context.Service<StoreLocator, StoreLocatorShape>()("outfitter/StoreLocator") {
  /** Real HTTP; needs an HttpClient and the ApiConfig. */
  static readonly layer = Layer.effect(StoreLocator)(make)
}
