/**
 * The maps service calls the store flow needs: a zip code to coordinates, and signing a
 * static map address ({gsMapRoot}signurl, platform §7).
 *
 * @since 0.1.0
 */
import { AjaxFailed, type InvalidParams, type ResponseTooLarge, type Timeout } from "@outfitter/domain/errors"
import { GeocodeResult, SignedUrlResponse, signUrlFailedMessage } from "@outfitter/domain/maps"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { ApiConfig } from "../config/ApiConfig.ts"
import { decodeJsonResponse } from "../http/ServiceResponse.ts"
import { Http } from "../http/Http.ts"

/**
 * Why a postal code could not be looked up: the geocoder refused the input, failed
 * (HTTP 5xx, a body that could not be read, no answer, a refused redirect), did not answer
 * in time, or answered past the size limit. None of them says the code is unknown.
 *
 * @category models
 */
export type GeocodeFailure = InvalidParams | AjaxFailed | Timeout | ResponseTooLarge

/** @category models */
export interface MapsShape {
  /** Coordinates and place names for a zip code; a failure is an empty result (platform §8), as a page shows it. */
  readonly geocode: (zipCode: string, country: string) => Effect.Effect<GeocodeResult | undefined>
  /**
   * Coordinates and place names for a zip code, for a caller that must tell "unknown" from
   * "broken": undefined only when the geocoder answered that it found nothing (HTTP 404);
   * any other failure is kept ({@link GeocodeFailure}).
   */
  readonly lookUpPostalCode: (zipCode: string, country: string) => Effect.Effect<GeocodeResult | undefined, GeocodeFailure>
  /** The signed form of an unsigned static map address. */
  readonly signStaticMapUrl: (url: string) => Effect.Effect<string, AjaxFailed>
}

const make = Effect.gen(function*() {
  const client = yield* Http
  const { mapsRoot } = yield* ApiConfig

  const lookUpPostalCode: MapsShape["lookUpPostalCode"] = (zipCode, country) =>
    client.get(`${mapsRoot}geocode`, { urlParams: { address: zipCode.trim(), country }, acceptJson: true }).pipe(
      decodeJsonResponse(GeocodeResult),
      Effect.catchTag("NotFound", () => Effect.succeed(undefined)),
      Effect.withSpan("Maps.geocode"),
    )

  const geocode: MapsShape["geocode"] = (zipCode, country) =>
    lookUpPostalCode(zipCode, country).pipe(Effect.orElseSucceed(() => undefined))

  const signStaticMapUrl: MapsShape["signStaticMapUrl"] = (url) =>
    client.get(`${mapsRoot}signurl`, { urlParams: { url }, acceptJson: true }).pipe(
      decodeJsonResponse(SignedUrlResponse),
      Effect.map((response) => response.url),
      Effect.mapError((error) =>
        new AjaxFailed({ message: signUrlFailedMessage, ...(error._tag === "AjaxFailed" && error.status !== undefined ? { status: error.status } : {}) })
      ),
      Effect.withSpan("Maps.signStaticMapUrl"),
    )

  return { geocode, lookUpPostalCode, signStaticMapUrl } satisfies MapsShape
})

/**
 * The maps client.
 *
 * @category services
 */
export class Maps extends Context.Service<Maps, MapsShape>()("outfitter/Maps") {
  static readonly layer = Layer.effect(Maps)(make)
}
