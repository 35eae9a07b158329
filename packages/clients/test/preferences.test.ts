import { describe, expect, it } from "@effect/vitest"
import { clientsLayer, Preferences } from "@outfitter/clients"
import { AjaxFailed, encodeUPrefCookie, InvalidParams } from "@outfitter/domain"
import { createFixtureFetch } from "@outfitter/fixtures/node"
import { cookieJarFetch } from "@outfitter/fixtures/testing"
import * as Effect from "effect/Effect"

const apiRoot = "http://fixtures.outfitter.invalid/api"

/** Records every request (its body read), then answers from the fixtures. */
const recordingFetch = (cookies: Record<string, string> = {}) => {
  const requests: Array<{ url: URL; method: string; body: unknown }> = []
  const { fetch } = cookieJarFetch({
    cookies,
    onRequest: async (request) => {
      const text = await request.text()
      requests.push({ url: new URL(request.url), method: request.method, body: text === "" ? undefined : JSON.parse(text) })
    },
  })
  return { requests, fetch }
}

const run = <A, E>(
  effect: Effect.Effect<A, E, Preferences>,
  fetch: typeof globalThis.fetch = createFixtureFetch(),
  settings: Record<string, unknown> = {},
) => effect.pipe(Effect.provide(clientsLayer({ apiRoot, fetch, settings })))

describe("Preferences.options", () => {
  it.effect("decodes countries of every site, AE and currency-less countries included", () => {
    const { requests, fetch } = recordingFetch()
    return run(
      Effect.gen(function*() {
        const options = yield* Preferences.use((p) => p.options())
        const codes = options.countries.map((c) => c.countryCode)
        for (const code of ["US", "CA", "GB", "DE", "AU", "AE", "MX", "CN"]) expect(codes).toContain(code)
        expect(options.countries.find((c) => c.countryCode === "CO")?.currency.supported).toEqual([])
        expect(options.languages.find((l) => l.code === "en_US")?.iso).toBe("en")
        expect(requests[0]?.url.pathname).toBe("/api/user/preferences/options")
        expect(requests[0]?.url.search).toBe("")
        yield* Preferences.use((p) => p.options({ transfer: false }))
        expect(requests[1]?.url.searchParams.get("transfer")).toBe("false")
      }),
      fetch,
    )
  })
})

describe("Preferences.update", () => {
  it.effect("posts a country with email and phone, and mode=checkout on checkout", () => {
    const { requests, fetch } = recordingFetch()
    return run(
      Effect.gen(function*() {
        const response = yield* Preferences.use((p) => p.update({ country: "fr", email: "a@b.c", phone: " 555 ", isCheckout: true }))
        expect(response).toEqual({ transferBag: true, url: "/shop/eu-fr", country: "FR", language: "fr" })
        expect(requests[0]?.method).toBe("POST")
        expect(requests[0]?.url.pathname).toBe("/api/user/preferences")
        expect(requests[0]?.url.searchParams.get("mode")).toBe("checkout")
        expect(requests[0]?.body).toEqual({ country: "fr", email: "a@b.c", phone: "555" })
        yield* Preferences.use((p) => p.update({ language: "es" }))
        expect(requests[1]?.url.search).toBe("")
        expect(requests[1]?.body).toEqual({ language: "es" })
      }),
      fetch,
    )
  })

  it.effect("does not transfer the bag within the site of the uPref ship-to country", () => {
    const { fetch } = recordingFetch({ uPref: encodeUPrefCookie({ shipTo: "DE" }) })
    return run(
      Effect.gen(function*() {
        expect(yield* Preferences.use((p) => p.update({ country: "FR" }))).toEqual({ transferBag: false, url: null, country: "FR", language: "fr" })
      }),
      fetch,
    )
  })

  it.effect("answers a language change", () =>
    run(Effect.gen(function*() {
      expect(yield* Preferences.use((p) => p.update({ language: "de" }))).toEqual({ transferBag: false, language: "de" })
    })))

  it.effect("fails with InvalidParams before calling when neither country nor language is given", () => {
    const { requests, fetch } = recordingFetch()
    return run(
      Effect.gen(function*() {
        const error = yield* Effect.flip(Preferences.use((p) => p.update({ country: " ", email: "a@b.c" })))
        expect(error).toBeInstanceOf(InvalidParams)
        expect(requests).toHaveLength(0)
      }),
      fetch,
    )
  })

  it.effect("maps the magic failures: 500 and a malformed body are AjaxFailed, an unknown country InvalidParams", () =>
    run(Effect.gen(function*() {
      const server = yield* Effect.flip(Preferences.use((p) => p.update({ country: "XE" })))
      expect(server).toBeInstanceOf(AjaxFailed)
      expect(server.reason).toBe(2)
      const malformed = yield* Effect.flip(Preferences.use((p) => p.update({ country: "XM" })))
      expect(malformed).toBeInstanceOf(AjaxFailed)
      expect((yield* Effect.flip(Preferences.use((p) => p.update({ language: "xx" }))))._tag).toBe("AjaxFailed")
      expect((yield* Effect.flip(Preferences.use((p) => p.update({ country: "ZZ" }))))._tag).toBe("InvalidParams")
    })))
})

describe("Preferences.changeLanguageCurrency", () => {
  it.effect("sends the store ids, langId, currency, country and URL in the query and {country, currency} as the body", () => {
    const { requests, fetch } = recordingFetch()
    return run(
      Effect.gen(function*() {
        const response = yield* Preferences.use((p) => p.changeLanguageCurrency({ country: "CA", currency: "USD", url: "/shop/ca" }))
        expect(response).toEqual({ country: "CA", currency: "USD" })
        const request = requests[0]!
        expect(request.url.pathname).toBe("/api/user/preferences/language-currency")
        expect(Object.fromEntries(request.url.searchParams)).toEqual({
          storeId: "10151",
          catalogId: "10551",
          langId: "-1",
          currency: "USD",
          country: "CA",
          URL: "/shop/ca",
        })
        expect(request.body).toEqual({ country: "CA", currency: "USD" })
      }),
      fetch,
      { storeId: "10151" },
    )
  })

  it.effect("fails before calling without a currency, and maps the magic currency to AjaxFailed", () => {
    const { requests, fetch } = recordingFetch()
    return run(
      Effect.gen(function*() {
        const missing = yield* Effect.flip(Preferences.use((p) => p.changeLanguageCurrency({ country: "CA", currency: "", url: "/" })))
        expect(missing).toBeInstanceOf(InvalidParams)
        expect(missing._tag === "InvalidParams" ? missing.field : undefined).toBe("currency")
        expect(requests).toHaveLength(0)
        expect((yield* Effect.flip(Preferences.use((p) => p.changeLanguageCurrency({ country: "CA", currency: "XXX", url: "/" }))))._tag)
          .toBe("AjaxFailed")
        expect((yield* Effect.flip(Preferences.use((p) => p.changeLanguageCurrency({ country: "CA", currency: "EUR", url: "/" }))))._tag)
          .toBe("InvalidParams")
      }),
      fetch,
    )
  })
})
