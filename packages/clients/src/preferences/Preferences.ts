/**
 * The preferences service calls (platform §7): the ship-to options GET, the
 * user-preferences POST (country or language) and the language/currency POST.
 *
 * Choices where the spec is silent:
 * - `mode=checkout` goes in the user-preferences query string (the spec writes it as a
 *   query pair); country or language, email and phone go in the JSON body.
 * - The language/currency call's `URL` query parameter is the page address to come back
 *   to; storeId, catalogId and, unless given, langId come from the session's store
 *   settings.
 * - A change with neither a country nor a language, or a language/currency change without
 *   a country or a currency, fails with InvalidParams before any call.
 *
 * @since 0.1.0
 */
import { type AjaxFailed, type Timeout, InvalidParams, type NotFound, type ResponseTooLarge } from "@outfitter/domain/errors"
import { LanguageCurrencyResponse, PreferenceOptions, PreferenceUpdateResponse } from "@outfitter/domain/preferences"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { ApiConfig } from "../config/ApiConfig.ts"
import { decodeJsonResponse } from "../http/ServiceResponse.ts"
import { Session } from "../session/Session.ts"
import { Http, jsonBody } from "../http/Http.ts"

/** @category models */
export type PreferenceCallError = InvalidParams | NotFound | AjaxFailed | Timeout | ResponseTooLarge

/** @category models */
export interface PreferenceUpdate {
  /** The new ship-to country (two-letter code). */
  readonly country?: string | undefined
  /** The new language (iso). */
  readonly language?: string | undefined
  /** Known from the checkout address. */
  readonly email?: string | undefined
  readonly phone?: string | undefined
  /** On checkout the call carries mode=checkout. */
  readonly isCheckout?: boolean | undefined
}

/** @category models */
export interface LanguageCurrencyChange {
  readonly country: string
  readonly currency: string
  /** The langId to send; defaults to the store settings' langId. */
  readonly langId?: string | undefined
  /** The page address (the URL query parameter). */
  readonly url: string
}

/** @category models */
export interface PreferencesShape {
  /** GET the options; `transfer: false` adds transfer=false. */
  readonly options: (query?: { readonly transfer?: boolean }) => Effect.Effect<PreferenceOptions, PreferenceCallError>
  /** POST a country or language change. */
  readonly update: (change: PreferenceUpdate) => Effect.Effect<PreferenceUpdateResponse, PreferenceCallError>
  /** POST a language/currency change. */
  readonly changeLanguageCurrency: (change: LanguageCurrencyChange) => Effect.Effect<LanguageCurrencyResponse, PreferenceCallError>
}

const present = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === "" ? undefined : value.trim()

const make = Effect.gen(function*() {
  const client = yield* Http
  const { endpoints } = yield* ApiConfig
  const session = yield* Session

  const options: PreferencesShape["options"] = Effect.fn("Preferences.options")(function*(query) {
    return yield* client
      .get(endpoints.preferenceOptions, { urlParams: query?.transfer === false ? { transfer: "false" } : {}, acceptJson: true })
      .pipe(decodeJsonResponse(PreferenceOptions))
  })

  const update: PreferencesShape["update"] = Effect.fn("Preferences.update")(function*(change) {
    const country = present(change.country)
    const language = present(change.language)
    if (country === undefined && language === undefined) {
      return yield* Effect.fail(new InvalidParams({ message: "A country or a language must be supplied", field: "country" }))
    }
    const body = {
      ...(country === undefined ? {} : { country }),
      ...(language === undefined ? {} : { language }),
      ...(present(change.email) === undefined ? {} : { email: present(change.email) }),
      ...(present(change.phone) === undefined ? {} : { phone: present(change.phone) }),
    }
    return yield* client
      .post(endpoints.userPreferences, {
        body: jsonBody(body),
        urlParams: change.isCheckout === true ? { mode: "checkout" } : {},
        acceptJson: true,
      })
      .pipe(decodeJsonResponse(PreferenceUpdateResponse))
  })

  const changeLanguageCurrency: PreferencesShape["changeLanguageCurrency"] = Effect.fn("Preferences.changeLanguageCurrency")(
    function*(change) {
      const country = present(change.country)
      const currency = present(change.currency)
      if (country === undefined || currency === undefined) {
        return yield* Effect.fail(new InvalidParams({ message: "A country and a currency must be supplied", field: country === undefined ? "country" : "currency" }))
      }
      const { settings } = session
      return yield* client
        .post(endpoints.languageCurrency, {
          body: jsonBody({ country, currency }),
          urlParams: {
            storeId: settings.storeId,
            catalogId: settings.catalogId,
            langId: present(change.langId) ?? settings.langId,
            currency,
            country,
            URL: change.url,
          },
          acceptJson: true,
        })
        .pipe(decodeJsonResponse(LanguageCurrencyResponse))
    },
  )

  return { options, update, changeLanguageCurrency } satisfies PreferencesShape
})

/**
 * The preferences client.
 *
 * @example
 * import { Preferences } from "@outfitter/clients"
 * const program = Preferences.use((preferences) => preferences.update({ country: "FR" }))
 * @category services
 */
export class Preferences extends Context.Service<Preferences, PreferencesShape>()("outfitter/Preferences") {
  /** Real HTTP; needs an HttpClient, the ApiConfig and the Session. */
  static readonly layer = Layer.effect(Preferences)(make)
}
