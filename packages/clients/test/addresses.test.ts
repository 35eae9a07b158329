import { describe, expect, it } from "@effect/vitest"
import { AddressBookService, SignIn } from "@outfitter/clients"
import {
  AddressIdMissing,
  addressIdMissingMessage,
  GenericUser,
  InvalidParams,
  permissionMessages,
  SoftAuthenticationRequired,
  Unauthorized,
  type Visitor,
} from "@outfitter/domain"
import * as Effect from "effect/Effect"
import { http, HttpResponse } from "msw"
import { type FixtureBrowser, fixtureBrowser } from "./support.ts"

const provide = (b: FixtureBrowser, options: { extendedAuthWindow?: boolean; visitor?: () => Visitor } = {}) =>
  b.layer({ visitor: options.visitor ?? (() => b.visitor()), settings: { extendedAuthWindow: options.extendedAuthWindow ?? false } })

const signIn = (email: string) => SignIn.use((session) => session.signIn({ email, password: "outfitter" }))
const book = AddressBookService
const usForm = { firstName: "Jordan", lastName: "Lee", addressLine1: "5 Elm St", city: "Dayton", country: "us", region: "OH", postalCode: "45402" }

// test/setup.ts resets the fixtures (the books too) before each test
describe("AddressBookService", () => {
  it.effect("lists the signed-in user's book at GET {api}/user/addressBook/", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      yield* signIn("registered@outfitter.test")
      const result = yield* book.use((addresses) => addresses.list())
      expect(result.addresses.map((address) => address.addressId)).toEqual(["101", "102", "9500", "9401"])
      expect(result.defaultShipping).toBe("101")
      const request = b.requests.at(-1)!
      expect(request.method).toBe("GET")
      expect(new URL(request.url).pathname).toBe("/api/user/addressBook/")
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("reads one address at GET {api}/user/addressBook/{id}", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      yield* signIn("registered@outfitter.test")
      const address = yield* book.use((addresses) => addresses.get("102"))
      expect(address.city).toBe("Ottawa")
      expect(new URL(b.requests.at(-1)!.url).pathname).toBe("/api/user/addressBook/102")
      const missing = yield* Effect.flip(book.use((addresses) => addresses.get("777")))
      expect(missing._tag).toBe("NotFound")
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("sets the default with PUT {defaultShipping, defaultBilling}", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      yield* signIn("registered@outfitter.test")
      const updated = yield* book.use((addresses) => addresses.setDefault("102"))
      expect(updated.defaultShipping).toBe("102")
      expect(updated.defaultBilling).toBe("102")
      const request = b.requests.at(-1)!
      expect(request.method).toBe("PUT")
      expect(new URL(request.url).pathname).toBe("/api/user/addressBook/")
      expect(yield* Effect.promise(() => request.json())).toEqual({ defaultShipping: "102", defaultBilling: "102" })
      const listed = yield* book.use((addresses) => addresses.list())
      expect(listed.defaultShipping).toBe("102")
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("a missing address id is AddressIdMissing, with no request", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      yield* signIn("registered@outfitter.test")
      const before = b.requests.length
      for (const id of [undefined, "", "  ", null]) {
        const error = yield* Effect.flip(book.use((addresses) => addresses.setDefault(id)))
        expect(error).toBeInstanceOf(AddressIdMissing)
        expect(error.message).toBe(addressIdMissingMessage)
      }
      const getError = yield* Effect.flip(book.use((addresses) => addresses.get(undefined)))
      expect(getError._tag).toBe("AddressIdMissing")
      expect(b.requests.length).toBe(before)
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("the magic ids: 9500 fails with AjaxFailed (500), 9401 with Unauthorized (401)", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      yield* signIn("registered@outfitter.test")
      const failed = yield* Effect.flip(book.use((addresses) => addresses.setDefault("9500")))
      expect(failed._tag).toBe("AjaxFailed")
      expect(failed._tag === "AjaxFailed" && failed.status).toBe(500)
      const unauthorized = yield* Effect.flip(book.use((addresses) => addresses.setDefault("9401")))
      expect(unauthorized).toBeInstanceOf(Unauthorized)
      expect(unauthorized._tag === "Unauthorized" && unauthorized.status).toBe(401)
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("the default passes the soft-authentication check first", () => {
    const b = fixtureBrowser()
    const remembered: Visitor = { kind: "registered", isLoggedIn: true, isRemembered: true }
    const guest: Visitor = { kind: "guest", isLoggedIn: false, isRemembered: false }
    return Effect.gen(function*() {
      const blocked = yield* Effect.flip(
        book.use((addresses) => addresses.setDefault("101")).pipe(Effect.provide(provide(b, { visitor: () => guest }))),
      )
      expect(blocked).toBeInstanceOf(SoftAuthenticationRequired)
      expect(blocked.message).toBe(permissionMessages.softAuthentication)
      expect(blocked.message).toBe("Unauthorized user, soft authentication")
      const soft = yield* Effect.flip(
        book.use((addresses) => addresses.setDefault("101")).pipe(
          Effect.provide(provide(b, { visitor: () => remembered, extendedAuthWindow: true })),
        ),
      )
      expect(soft).toBeInstanceOf(SoftAuthenticationRequired)
      const listing = yield* Effect.flip(
        book.use((addresses) => addresses.list()).pipe(Effect.provide(provide(b, { visitor: () => guest }))),
      )
      expect(listing).toBeInstanceOf(GenericUser)
      expect(b.requests.length).toBe(0)
    })
  })

  it.effect("adds and edits with the per-country form; a bad form is InvalidParams, not sent", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      yield* signIn("store@outfitter.test")
      const added = yield* book.use((addresses) => addresses.add(usForm))
      expect(added).toMatchObject({ city: "Dayton", country: "US", postalCode: "45402" })
      expect(b.requests.at(-1)!.method).toBe("POST")
      const edited = yield* book.use((addresses) => addresses.edit(added.addressId, { ...usForm, city: "Akron", postalCode: "44308" }))
      expect(edited).toMatchObject({ addressId: added.addressId, city: "Akron" })
      expect(new URL(b.requests.at(-1)!.url).pathname).toBe(`/api/user/addressBook/${added.addressId}`)
      const listed = yield* book.use((addresses) => addresses.list())
      expect(listed.addresses.map((address) => address.city)).toEqual(["Columbus", "Akron"])
      const before = b.requests.length
      const bad = yield* Effect.flip(book.use((addresses) => addresses.add({ ...usForm, postalCode: "4540" })))
      expect(bad).toBeInstanceOf(InvalidParams)
      expect(bad._tag === "InvalidParams" && bad.field).toBe("postalCode")
      expect(b.requests.length).toBe(before)
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("a malformed book is AjaxFailed; a 403 is Unauthorized", () => {
    const b = fixtureBrowser({ extraHandlers: [http.get("*/api/user/addressBook/", () => HttpResponse.json({ addresses: "none" }))] })
    const c = fixtureBrowser({ extraHandlers: [http.get("*/api/user/addressBook/", () => new HttpResponse(null, { status: 403 }))] })
    return Effect.gen(function*() {
      const malformed = yield* Effect.flip(book.use((addresses) => addresses.list()).pipe(Effect.provide(provide(b, { visitor: () => signedIn }))))
      expect(malformed._tag).toBe("AjaxFailed")
      const forbidden = yield* Effect.flip(book.use((addresses) => addresses.list()).pipe(Effect.provide(provide(c, { visitor: () => signedIn }))))
      expect(forbidden._tag === "Unauthorized" && forbidden.status).toBe(403)
    })
  })
})

const signedIn: Visitor = { kind: "registered", isLoggedIn: true, isRemembered: false }
