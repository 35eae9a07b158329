/**
 * The maps service calls the store flow needs: a zip code to coordinates, and signing a
 * static map address ({gsMapRoot}signurl, platform §7).
 *
 * @since 0.1.0
 */
import { AjaxFailed } from "@outfitter/domain/errors"
import { GeocodeResult, SignedUrlResponse, signUrlFailedMessage } from "@outfitter/domain/maps"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { ApiConfig } from "../config/ApiConfig.ts"
import { decodeJsonResponse } from "../http/ServiceResponse.ts"
import { Http } from "../http/Http.ts"

/** @category models */
export interface MapsShape {
  /** Coordinates and place names for a zip code; a failure is an empty result (platform §8). */
  readonly geocode: (zipCode: string, country: string) => Effect.Effect<GeocodeResult | undefined>
  /** The signed form of an unsigned static map address. */
  readonly signStaticMapUrl: (url: string) => Effect.Effect<string, AjaxFailed>
}

const make = Effect.gen(function*() {
  const client = yield* Http
  const { mapsRoot } = yield* ApiConfig

  const geocode: MapsShape["geocode"] = (zipCode, country) =>
    client.get(`${mapsRoot}geocode`, { urlParams: { address: zipCode.trim(), country }, acceptJson: true }).pipe(
      decodeJsonResponse(GeocodeResult),
      Effect.orElseSucceed(() => undefined),
      Effect.withSpan("Maps.geocode"),
    )

  const signStaticMapUrl: MapsShape["signStaticMapUrl"] = (url) =>
    client.get(`${mapsRoot}signurl`, { urlParams: { url }, acceptJson: true }).pipe(
      decodeJsonResponse(SignedUrlResponse),
      Effect.map((response) => response.url),
      Effect.mapError((error) =>
        new AjaxFailed({ message: signUrlFailedMessage, ...(error._tag === "AjaxFailed" && error.status !== undefined ? { status: error.status } : {}) })
      ),
      Effect.withSpan("Maps.signStaticMapUrl"),
    )

  return { geocode, signStaticMapUrl } satisfies MapsShape
})

/**
 * The maps client.
 *
 * @category services
 */
export class Maps extends Context.Service<Maps, MapsShape>()("outfitter/Maps") {
  static readonly layer = Layer.effect(Maps)(make)
}
