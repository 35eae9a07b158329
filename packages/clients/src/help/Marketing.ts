/**
 * The marketing content client (orders-returns-help §3 "Marketing content spot", §5, §7,
 * §8): `GET {apiRoot}/content/marketing?name=…&name=…`, a list of spots with their text.
 * A request without a spot name, or with an object spot without one, is refused with
 * InvalidParams before any call (the domain's `marketingSpotNames`); a failed call or an
 * answer that does not decode is AjaxFailed: the two reasons the rules name.
 *
 * Where the spec is silent: the answer is taken as the service gives it (spots it did not
 * ask for are kept, a spot it lacks is simply absent), and it is not retried.
 *
 * @since 0.4.0
 */
import { MarketingContent, marketingContentUrl, type MarketingSpotRequest, marketingSpotNames } from "@outfitter/domain/help"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { ApiConfig } from "../config/ApiConfig.ts"
import { Http } from "../http/Http.ts"
import { decodeJsonResponse, type ServiceCallError } from "../http/ServiceResponse.ts"

/** @category models */
export interface MarketingShape {
  /** GET the named content spots. */
  readonly content: (
    spots: MarketingSpotRequest | ReadonlyArray<MarketingSpotRequest>,
  ) => Effect.Effect<MarketingContent, ServiceCallError>
}

const make = Effect.gen(function*() {
  const client = yield* Http
  const { apiRoot } = yield* ApiConfig

  const content: MarketingShape["content"] = Effect.fn("Marketing.content")(function*(spots) {
    const names = yield* Effect.fromResult(marketingSpotNames(spots))
    return yield* client.get(marketingContentUrl(apiRoot, names), { acceptJson: true }).pipe(decodeJsonResponse(MarketingContent))
  })

  return { content } satisfies MarketingShape
})

/**
 * The marketing content client.
 *
 * @example
 * import { Marketing } from "@outfitter/clients"
 * const spots = Marketing.use((marketing) => marketing.content(["help-overview-europe"]))
 * @category services
 */
export class Marketing extends Context.Service<Marketing, MarketingShape>()("outfitter/Marketing") {
  /** Real HTTP; needs the Http service and the ApiConfig. */
  static readonly layer = Layer.effect(Marketing)(make)
}
