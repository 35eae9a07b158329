/**
 * The gift card balance client (orders §7 "Help and enrol", §8, §9): the check, the status,
 * the currency number pattern, and the lookup that runs them (the domain's
 * `giftCardPollPolicy` over the shared `pollUntilSettled`).
 *
 * - **check** POSTs the check body to `{paymentsApiRoot}/giftcard/check` (the domain's
 *   `giftCardCheckUrl`); the body's card number is opened (`giftCardCheckWire`) only as the
 *   request body is built, so no log, URL or error value of this client holds it.
 * - **status** GETs `{paymentsApiRoot}/giftcard/status/{lookupId}`.
 * - **lookup** checks, then asks the status at once and up to 3 more times 2000 ms apart;
 *   it ends with the balance, `GiftCardRefused` (an errorKey, with the fields to mark) or
 *   `GiftCardTimedOut` (GC_TIME_OUT). A failed call ends it with that call's error.
 * - **currencySymbol** is the preferences' symbol for the currency when given, else the
 *   number pattern's prefix (GET `{apiRoot}/currency/numberpattern?currency=`); when that
 *   call fails the answer is undefined and the amount is shown with Intl's symbol.
 *
 * Where the spec is silent (choices): the calls are anonymous (a gift card check needs no
 * session), so a 401 is AjaxFailed, not the page-reloading Unauthorized; a lookup is never
 * retried as a whole (a second check would need a fresh captcha).
 *
 * @since 0.4.0
 */
import {
  CurrencyNumberPattern,
  currencyNumberPatternUrl,
  type GiftCardBalance,
  type GiftCardCheck,
  type GiftCardCheckBody,
  GiftCardCheckResponse,
  giftCardCheckUrl,
  giftCardCheckWire,
  giftCardLookupOutcome,
  giftCardPollPolicy,
  type GiftCardRefused,
  GiftCardStatusResponse,
  giftCardStatusUrl,
  type GiftCardTimedOut,
  isGiftCardStatusPending,
  preferenceCurrencySymbol,
} from "@outfitter/domain/help"
import { pollUntilSettled } from "@outfitter/domain/ui"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { ApiConfig } from "../config/ApiConfig.ts"
import { Http, jsonBody } from "../http/Http.ts"
import { decodeJsonResponse, type ServiceCallError } from "../http/ServiceResponse.ts"
import { Session } from "../session/Session.ts"

/** How a lookup can fail. @category models */
export type GiftCardLookupError = ServiceCallError | GiftCardRefused | GiftCardTimedOut

/** @category models */
export interface GiftCardsShape {
  /** POST the check; the lookup id to poll. */
  readonly check: (body: GiftCardCheckBody) => Effect.Effect<GiftCardCheckResponse, ServiceCallError>
  /** GET one status answer. */
  readonly status: (lookupId: string) => Effect.Effect<GiftCardStatusResponse, ServiceCallError>
  /** The check and its polling: the balance, or why there is none. */
  readonly lookup: (check: GiftCardCheck) => Effect.Effect<GiftCardBalance, GiftCardLookupError>
  /**
   * The symbol to show before an amount: the preferences' (`currencies`, the preference
   * options' `{ iso, symbol }` list), else the number pattern's prefix; undefined when
   * neither has one.
   */
  readonly currencySymbol: (currency: string, currencies?: unknown) => Effect.Effect<string | undefined>
}

const make = Effect.gen(function*() {
  const client = yield* Http
  const { apiRoot } = yield* ApiConfig
  const { settings } = yield* Session
  const roots = { apiRoot, paymentsApiRoot: settings.paymentsApiRoot }

  const check: GiftCardsShape["check"] = Effect.fn("GiftCards.check")(function*(body) {
    return yield* client.post(giftCardCheckUrl(roots), { body: jsonBody(giftCardCheckWire(body)), acceptJson: true }).pipe(
      decodeJsonResponse(GiftCardCheckResponse),
    )
  })

  const status: GiftCardsShape["status"] = Effect.fn("GiftCards.status")(function*(lookupId) {
    const url = yield* Effect.fromResult(giftCardStatusUrl(roots, lookupId))
    return yield* client.get(url, { acceptJson: true }).pipe(decodeJsonResponse(GiftCardStatusResponse))
  })

  const lookup: GiftCardsShape["lookup"] = Effect.fn("GiftCards.lookup")(function*(given) {
    const { lookupId } = yield* check(given.body)
    const end = yield* pollUntilSettled(giftCardPollPolicy, () => status(lookupId), isGiftCardStatusPending)
    return yield* Effect.fromResult(giftCardLookupOutcome(end, given.pinFilled))
  })

  const currencySymbol: GiftCardsShape["currencySymbol"] = (currency, currencies) => {
    const known = preferenceCurrencySymbol(currencies, currency)
    if (known !== undefined) return Effect.succeed(known)
    return client.get(currencyNumberPatternUrl(apiRoot, currency), { acceptJson: true }).pipe(
      decodeJsonResponse(CurrencyNumberPattern),
      Effect.map(({ prefix }) => prefix.trim() || undefined),
      Effect.orElseSucceed(() => undefined),
    )
  }

  return { check, status, lookup, currencySymbol } satisfies GiftCardsShape
})

/**
 * The gift card balance client.
 *
 * @example
 * import { GiftCards } from "@outfitter/clients"
 * import { validateGiftCardForm } from "@outfitter/domain/help"
 * import * as Effect from "effect/Effect"
 * const form = { country: "US", cardNumber: "600000000001", pin: "1234", captcha: "fixtures-captcha-pass" }
 * const balance = Effect.fromResult(validateGiftCardForm(form)).pipe(
 *   Effect.flatMap((check) => GiftCards.use((cards) => cards.lookup(check))),
 * )
 * @category services
 */
export class GiftCards extends Context.Service<GiftCards, GiftCardsShape>()("outfitter/GiftCards") {
  /** Real HTTP; needs the Http service, the ApiConfig and the Session. */
  static readonly layer = Layer.effect(GiftCards)(make)
}
