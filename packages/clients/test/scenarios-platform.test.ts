/**
 * The scenarios of the platform contexts (stores, products, sessions, password,
 * preferences, addresses, saved cards, loyalty), each reached through the public API: the
 * scenario selected with `selectScenario` (or named per request by the
 * `x-outfitter-scenario` header), then the real client over the fixtures, with ordinary
 * input, ends in the magic value's typed failure. Without the scenario the same call
 * succeeds, so each assertion fails if the scenario does nothing.
 */
import { describe, expect, it } from "@effect/vitest"
import {
  AddressBookService,
  clientsLayer,
  Loyalty,
  Maps,
  PasswordService,
  Points,
  Preferences,
  Products,
  Remembered,
  SavedCards,
  StoreLocator,
  UserService,
  WalletPass,
} from "@outfitter/clients"
import type { Visitor } from "@outfitter/domain"
import { resetFixtures, scenarioHeader, scenarios, selectScenario } from "@outfitter/fixtures"
import { cookieJarFetch } from "@outfitter/fixtures/testing"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as TestClock from "effect/testing/TestClock"
import { afterEach } from "vitest"
import { fixtureApiRoot } from "./support.ts"

afterEach(() => resetFixtures())

const registered: Visitor = { kind: "registered", isLoggedIn: true, isRemembered: false }

/**
 * Every client over a cookie jar that starts empty (the scenario's member is who the
 * fixtures see), counting the requests; with `header`, every request names that scenario.
 */
const world = (options: { readonly header?: string; readonly visitor?: Visitor } = {}) => {
  const jar = cookieJarFetch()
  const requests: Array<Request> = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init)
    if (options.header !== undefined) request.headers.set(scenarioHeader, options.header)
    requests.push(request.clone())
    return jar.fetch(request)
  }
  const layer = clientsLayer({ apiRoot: fixtureApiRoot, visitor: () => options.visitor ?? registered, fetch })
  return { requests, layer }
}

/** Selects the scenario, failing the test on an unknown name. */
const select = (name: string) => {
  const selected = selectScenario(name)
  expect(Result.isSuccess(selected), name).toBe(true)
}

const columbus = { latitude: 39.9612, longitude: -82.9988, radius: 25, radiusUOM: "SMI" } as const
const typedCard = { cardNumber: "5555 5555 5555 4444", expireMonth: "7", expireYear: "2031", cvv: "321", country: "US" }
const addCard = () => SavedCards.use((cards) => cards.add(typedCard))

describe("the platform scenarios are in the catalogue", () => {
  it("each context's scenarios cover something or sign someone in", () => {
    const mine = scenarios.filter((scenario) =>
      ["stores", "session", "preferences", "addresses", "payments", "loyalty"].includes(scenario.context)
    )
    expect(mine.length).toBeGreaterThan(40)
    for (const scenario of mine) {
      expect((scenario.covers ?? []).length > 0 || scenario.member !== undefined || scenario.answers !== undefined, scenario.name).toBe(true)
    }
  })
})

describe("stores and products", () => {
  it.effect("without a scenario, the calls the scenarios break succeed", () =>
    Effect.gen(function*() {
      expect((yield* StoreLocator.use((s) => s.search(columbus))).physicalStores.length).toBeGreaterThan(0)
      expect((yield* StoreLocator.use((s) => s.get("10001"))).storeNumber).toBe("10001")
      expect(yield* Maps.use((m) => m.geocode("43215", "US"))).toBeDefined()
      expect((yield* Products.use((p) => p.get("1234567"))).productId).toBe("1234567")
      expect((yield* Products.use((p) => p.storeAvailability({ storeNumber: "10001", shortSku: "10234567" }))).length).toBe(1)
    }).pipe(Effect.provide(world().layer)))

  it.effect.each([
    ["store-search-fails", "AjaxFailed"],
    ["store-search-malformed", "AjaxFailed"],
  ] as const)("%s: a Columbus search fails with %s", ([name, tag]) => {
    select(name)
    return Effect.gen(function*() {
      const error = yield* Effect.flip(StoreLocator.use((s) => s.search(columbus)))
      expect(error._tag).toBe(tag)
    }).pipe(Effect.provide(world().layer))
  })

  it.effect("store-lookup-fails: store 10001's details fail with a 500; store-lookup-malformed with an undecodable body", () =>
    Effect.gen(function*() {
      select("store-lookup-fails")
      const failed = yield* Effect.flip(StoreLocator.use((s) => s.get("10001")))
      expect(failed).toMatchObject({ _tag: "AjaxFailed", status: 500 })
      select("store-lookup-malformed")
      const malformed = yield* Effect.flip(StoreLocator.use((s) => s.get("10001")))
      expect(malformed._tag).toBe("AjaxFailed")
      expect(malformed).not.toMatchObject({ status: 500 })
      // the search is left alone
      expect((yield* StoreLocator.use((s) => s.search(columbus))).physicalStores.length).toBeGreaterThan(0)
    }).pipe(Effect.provide(world().layer)))

  it.effect("store-availability-fails and -malformed: availability of store 10001 fails; the product still reads", () =>
    Effect.gen(function*() {
      for (const name of ["store-availability-fails", "store-availability-malformed"]) {
        select(name)
        const error = yield* Effect.flip(Products.use((p) => p.storeAvailability({ storeNumber: "10001", shortSku: "10234567" })))
        expect(error._tag, name).toBe("AjaxFailed")
        expect((yield* Products.use((p) => p.get("1234567"))).productId).toBe("1234567")
      }
    }).pipe(Effect.provide(world().layer)))

  it.effect("geocode-fails: 43215 finds no place for a page, and lookUpPostalCode keeps the 500", () => {
    select("geocode-fails")
    return Effect.gen(function*() {
      expect(yield* Maps.use((m) => m.geocode("43215", "US"))).toBeUndefined()
      expect(yield* Effect.flip(Maps.use((m) => m.lookUpPostalCode("43215", "US")))).toMatchObject({ _tag: "AjaxFailed", status: 500 })
    }).pipe(Effect.provide(world().layer))
  })

  it.effect("lookUpPostalCode: a place for a known code, undefined only for the geocoder's 404", () =>
    Effect.gen(function*() {
      expect((yield* Maps.use((m) => m.lookUpPostalCode("43215", "US")))?.postalCode).toBe("43215")
      expect(yield* Maps.use((m) => m.lookUpPostalCode("99999", "US"))).toBeUndefined()
    }).pipe(Effect.provide(world().layer)))

  it.effect("product-fails (500) and product-malformed: product 1234567 fails with AjaxFailed", () =>
    Effect.gen(function*() {
      select("product-fails")
      expect(yield* Effect.flip(Products.use((p) => p.get("1234567")))).toMatchObject({ _tag: "AjaxFailed", status: 500 })
      select("product-malformed")
      expect((yield* Effect.flip(Products.use((p) => p.get("1234567"))))._tag).toBe("AjaxFailed")
    }).pipe(Effect.provide(world().layer)))

  it.effect("by header: one request in store-lookup-fails, the next (none) as usual, with nothing selected", () => {
    const failing = world({ header: "store-lookup-fails" })
    const plain = world({ header: "none" })
    return Effect.gen(function*() {
      expect(yield* Effect.flip(StoreLocator.use((s) => s.get("10001")).pipe(Effect.provide(failing.layer))))
        .toMatchObject({ _tag: "AjaxFailed", status: 500 })
      expect((yield* StoreLocator.use((s) => s.get("10001")).pipe(Effect.provide(plain.layer))).storeNumber).toBe("10001")
    })
  })
})

describe("users, sessions and password", () => {
  it.effect.each([
    ["registered-member", "Jordan"],
    ["remembered-call-fails", "Morgan"],
    ["preferred-store-set", "Taylor"],
    ["preferred-store-removed", "Sam"],
  ] as const)("%s: the user call answers %s", ([name, firstName]) => {
    select(name)
    return UserService.use((users) => users.get()).pipe(
      Effect.map((user) => expect(user.firstName).toBe(firstName)),
      Effect.provide(world().layer),
    )
  })

  it.effect("remembered-member: Riley is remembered and may not write", () => {
    select("remembered-member")
    return Effect.gen(function*() {
      expect(yield* Remembered.use((r) => r.check())).toEqual({ _tag: "Remembered", isRemembered: true })
      expect((yield* UserService.use((users) => users.get())).firstName).toBe("Riley")
    }).pipe(Effect.provide(world().layer))
  })

  it.effect("remembered-call-fails: the remembered call fails (NotRemembered over AjaxFailed)", () => {
    select("remembered-call-fails")
    return Remembered.use((r) => r.check()).pipe(
      Effect.map((outcome) => {
        expect(outcome._tag).toBe("NotRemembered")
        expect(outcome._tag === "NotRemembered" && outcome.failure._tag).toBe("AjaxFailed")
      }),
      Effect.provide(world().layer),
    )
  })

  it.effect.each(["guest-visitor", "generic-visitor"])("%s: the user call is Unauthorized", (name) => {
    select(name)
    return Effect.flip(UserService.use((users) => users.get())).pipe(
      Effect.map((error) => expect(error._tag).toBe("Unauthorized")),
      Effect.provide(world().layer),
    )
  })

  it.effect("by header: registered-member signs one request in as Jordan", () =>
    UserService.use((users) => users.get()).pipe(
      Effect.map((user) => expect(user.firstName).toBe("Jordan")),
      Effect.provide(world({ header: "registered-member" }).layer),
    ))

  it.effect("password-reset-fails: any e-mail's reset fails with the service's message", () => {
    select("password-reset-fails")
    return Effect.flip(PasswordService.use((p) => p.forgot("ann@example.com"))).pipe(
      Effect.map((error) => expect(error.message).toBe("We could not send the reset e-mail. Please try again later.")),
      Effect.provide(world().layer),
    )
  })
})

describe("preferences", () => {
  it.effect("without a scenario, FR, es and CA/USD are accepted", () =>
    Effect.gen(function*() {
      expect((yield* Preferences.use((p) => p.update({ country: "FR" }))).country).toBe("FR")
      expect((yield* Preferences.use((p) => p.update({ language: "es" }))).language).toBe("es")
      expect((yield* Preferences.use((p) => p.changeLanguageCurrency({ country: "CA", currency: "USD", url: "/shop/ca" }))).currency).toBe("USD")
    }).pipe(Effect.provide(world().layer)))

  it.effect.each([
    ["ship-to-change-fails", { country: "FR" }],
    ["ship-to-change-malformed", { country: "FR" }],
    ["language-change-fails", { language: "es" }],
  ] as const)("%s: %o fails with AjaxFailed", ([name, change]) => {
    select(name)
    return Effect.flip(Preferences.use((p) => p.update(change))).pipe(
      Effect.map((error) => expect(error._tag).toBe("AjaxFailed")),
      Effect.provide(world().layer),
    )
  })

  it.effect("ship-to-change-fails leaves a language change alone", () => {
    select("ship-to-change-fails")
    return Preferences.use((p) => p.update({ language: "es" })).pipe(
      Effect.map((response) => expect(response.language).toBe("es")),
      Effect.provide(world().layer),
    )
  })

  it.effect("currency-change-fails: CA/USD fails with AjaxFailed; by header too", () =>
    Effect.gen(function*() {
      const change = Preferences.use((p) => p.changeLanguageCurrency({ country: "CA", currency: "USD", url: "/shop/ca" }))
      const byHeader = yield* Effect.flip(change.pipe(Effect.provide(world({ header: "currency-change-fails" }).layer)))
      expect(byHeader._tag).toBe("AjaxFailed")
      select("currency-change-fails")
      expect((yield* Effect.flip(change.pipe(Effect.provide(world().layer))))._tag).toBe("AjaxFailed")
    }))
})

describe("addresses", () => {
  it.effect("without a scenario, Jordan's default moves to 102", () =>
    AddressBookService.use((book) => book.setDefault("102")).pipe(
      Effect.map((book) => expect(book.defaultShipping).toBe("102")),
      Effect.provide(world({ header: "registered-member" }).layer),
    ))

  it.effect("default-address-fails: making 102 the default is a 500 AjaxFailed", () => {
    select("default-address-fails")
    return Effect.flip(AddressBookService.use((book) => book.setDefault("102"))).pipe(
      Effect.map((error) => expect(error).toMatchObject({ _tag: "AjaxFailed", status: 500 })),
      Effect.provide(world().layer),
    )
  })

  it.effect("default-address-session-expired, by header: making 102 the default is Unauthorized (401)", () =>
    Effect.flip(AddressBookService.use((book) => book.setDefault("102"))).pipe(
      Effect.map((error) => expect(error).toMatchObject({ _tag: "Unauthorized", status: 401 })),
      Effect.provide(world({ header: "default-address-session-expired" }).layer),
    ))
})

describe("saved cards", () => {
  it.effect("without a scenario, Jordan saves the mastercard", () =>
    addCard().pipe(
      Effect.map((card) => expect(card.cardLastFour).toBe("4444")),
      Effect.provide(world({ header: "registered-member" }).layer),
    ))

  it.effect.each([
    ["saved-card-geo-fenced", { errorKey: "GEO_FENCE", status: 400 }],
    ["saved-card-expiry-error", { errorKey: "AUTH_MESSAGE1006", status: 400 }],
    ["saved-card-declined", { errorKey: "CARD_DECLINED", status: 400 }],
    ["saved-card-save-fails", { status: 500 }],
    ["saved-card-expired", { errorKey: "AUTH_MESSAGE1006", status: 400 }],
  ] as const)("%s: the mastercard is refused with %o", ([name, expected]) => {
    select(name)
    return Effect.flip(addCard()).pipe(
      Effect.map((error) => {
        expect(error).toMatchObject({ _tag: "PaymentWriteFailure", ...expected })
        expect(JSON.stringify(error)).not.toContain("5555555555554444")
      }),
      Effect.provide(world().layer),
    )
  })

  it.effect("saved-card-expired refuses an expiry update too", () => {
    select("saved-card-expired")
    return Effect.flip(SavedCards.use((cards) => cards.update("card-5001-1", { expireMonth: "1", expireYear: "2033" }))).pipe(
      Effect.map((error) => expect(error).toMatchObject({ errorKey: "AUTH_MESSAGE1006" })),
      Effect.provide(world().layer),
    )
  })

  it.effect("saved-card-token-declined: the card goes encrypted instead of as a token, and is saved", () => {
    select("saved-card-token-declined")
    const { requests, layer } = world()
    return Effect.gen(function*() {
      const card = yield* addCard()
      expect(card.cardLastFour).toBe("4444")
      const add = requests.find((request) => request.method === "POST" && new URL(request.url).pathname === "/api/user/wallet/")
      const body = (yield* Effect.promise(() => add!.json())) as { cardNumberType: string }
      expect(body.cardNumberType).toBe("encryptedCardNumber")
    }).pipe(Effect.provide(layer))
  })

  it.effect.each(["pxp-key-expired", "pxp-key-missing", "pxp-config-fails", "pxp-config-malformed"])(
    "%s: saving fails with PXP_CONFIG_FAILURE before the wallet is called",
    (name) => {
      select(name)
      const { requests, layer } = world()
      return Effect.gen(function*() {
        yield* TestClock.setTime(Date.parse("2026-11-22T00:00:00Z")) // the expired key is from 2020
        const error = yield* Effect.flip(addCard())
        expect(error).toMatchObject({ _tag: "PxpConfigFailure", errorKey: "PXP_CONFIG_FAILURE" })
        expect(requests.some((request) => request.url.includes("/user/wallet"))).toBe(false)
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("by header: pxp-config-fails for one add", () =>
    Effect.flip(addCard()).pipe(
      Effect.map((error) => expect(error).toMatchObject({ errorKey: "PXP_CONFIG_FAILURE" })),
      Effect.provide(world({ header: "pxp-config-fails" }).layer),
    ))
})

describe("loyalty, rewards and points", () => {
  it.effect("without a scenario, Jordan's rewards read", () =>
    Loyalty.use((l) => l.get("rewards")).pipe(
      Effect.map((result) => expect(result.reason).toBe(1)),
      Effect.provide(world({ header: "registered-member" }).layer),
    ))

  it.effect("loyalty-token-expired: 1 + 3 forced calls, then TokenExpired (reason 21)", () => {
    select("loyalty-token-expired")
    const { requests, layer } = world()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(Loyalty.use((l) => l.get("rewards")))
      expect(error).toMatchObject({ _tag: "TokenExpired", reason: 21 })
      expect(requests).toHaveLength(4)
    }).pipe(Effect.provide(layer))
  })

  it.effect.each([
    ["loyalty-token-invalid", "info", "TokenInvalid"],
    ["loyalty-fails", "rewards", "AjaxFailed"],
    ["loyalty-malformed", "rewards", "AjaxFailed"],
    ["loyalty-unauthorized", "rewards", "Unauthorized"],
  ] as const)("%s: loyalty %s fails with %s", ([name, endpoint, tag]) => {
    select(name)
    return Effect.flip(Loyalty.use((l) => l.get(endpoint, { retries: 0 }))).pipe(
      Effect.map((error) => expect(error._tag).toBe(tag)),
      Effect.provide(world().layer),
    )
  })

  it.effect("loyalty-cross-border: the info says repudiation (CROSSBORDER_USER); the other endpoints answer as Jordan's", () => {
    select("loyalty-cross-border")
    return Effect.gen(function*() {
      expect(yield* Loyalty.use((l) => l.hasRepudiation())).toBe(true)
      expect((yield* Loyalty.use((l) => l.get("rewards"))).reason).toBe(1)
    }).pipe(Effect.provide(world().layer))
  })

  it.effect("without a scenario Jordan has no repudiation", () =>
    Loyalty.use((l) => l.hasRepudiation()).pipe(
      Effect.map((repudiation) => expect(repudiation).toBe(false)),
      Effect.provide(world({ header: "registered-member" }).layer),
    ))

  it.effect("loyalty-no-record, by header: the info answers no_record_found", () =>
    Loyalty.use((l) => l.get("info")).pipe(
      Effect.map((result) => expect(result.response.status).toBe("no_record_found")),
      Effect.provide(world({ header: "loyalty-no-record" }).layer),
    ))

  it.effect("loyalty-onboarding-opens: Jordan's info has onboarding 0 on store 10051", () => {
    select("loyalty-onboarding-opens")
    return Loyalty.use((l) => l.get("info")).pipe(
      Effect.map((result) => expect(result.response).toMatchObject({ status: "success", payload: { preference: { onboarding: 0 }, custLoyaltyStoreId: "10051" } })),
      Effect.provide(world().layer),
    )
  })

  it.effect("loyalty-campaign-token-expired: any token is TokenExpired", () => {
    select("loyalty-campaign-token-expired")
    return Effect.flip(Loyalty.use((l) => l.campaign({ email: "a@example.com", event: "signup", token: "t-1" }))).pipe(
      Effect.map((error) => expect(error._tag).toBe("TokenExpired")),
      Effect.provide(world().layer),
    )
  })

  it.effect("wallet-pass-fails: any member's pass is a 500 AjaxFailed", () => {
    select("wallet-pass-fails")
    return Effect.flip(WalletPass.use((w) => w.create("apple-5001"))).pipe(
      Effect.map((error) => expect(error._tag).toBe("AjaxFailed")),
      Effect.provide(world().layer),
    )
  })

  it.effect.each([
    ["points-claim-error", "Error"],
    ["points-transaction-not-found", "TransactionNotFound"],
    ["points-already-added", "LoyaltyAlreadyAdded"],
    ["points-store-not-valid", "StoreNotValid"],
    ["points-ineligible-date", "IneligibleTransactionDate"],
    ["points-ineligible-country", "IneligibleTransactionCountry"],
    ["points-response-pending", "RESPONSE_PENDING"],
    ["points-not-shipped", "NotShippedOrder"],
    ["points-unknown-status", "SomethingUnknown"],
  ] as const)("%s: any order number's claim answers %s", ([name, status]) => {
    select(name)
    return Points.use((p) => p.addOrder("12345678901")).pipe(
      Effect.map((answer) => expect(answer).toBe(status)),
      Effect.provide(world().layer),
    )
  })

  it.effect.each(["points-claim-fails", "points-claim-malformed"])("%s: the claim fails with AjaxFailed", (name) => {
    select(name)
    return Effect.flip(Points.use((p) => p.addOrder("12345678901"))).pipe(
      Effect.map((error) => expect(error._tag).toBe("AjaxFailed")),
      Effect.provide(world().layer),
    )
  })

  it.effect("without a scenario the claim is LoyaltyAdded", () =>
    Points.use((p) => p.addOrder("12345678901")).pipe(
      Effect.map((answer) => expect(answer).toBe("LoyaltyAdded")),
      Effect.provide(world({ header: "registered-member" }).layer),
    ))
})
