import { describe, expect, it } from "@effect/vitest"
import { AddressBookService, clientsLayer, SignIn } from "@outfitter/clients"
import {
  AddressIdMissing,
  addressIdMissingMessage,
  decideVisitor,
  GenericUser,
  InvalidParams,
  permissionMessages,
  SoftAuthenticationRequired,
  Unauthorized,
  type Visitor,
  visitorSignalsFromCookies,
} from "@outfitter/domain"
import { createFixtureFetch } from "@outfitter/fixtures/node"
import * as Effect from "effect/Effect"
import { http, HttpResponse } from "msw"

const apiRoot = "http://fixtures.outfitter.test/api"
const storeId = "10051"

/** A browser in miniature: a cookie jar, the fixtures in-process, every request recorded. */
const browser = (extraHandlers: Parameters<typeof createFixtureFetch>[0] = {}) => {
  const jar = new Map<string, string>()
  const requests: Array<Request> = []
  const fixtures = createFixtureFetch(extraHandlers)
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ")
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    if (jar.size > 0) request.headers.set("cookie", cookieHeader())
    requests.push(request.clone())
    const response = await fixtures(request)
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";")
      const index = pair.indexOf("=")
      const name = pair.slice(0, index).trim()
      if (attributes.some((attribute) => attribute.trim() === "Max-Age=0")) jar.delete(name)
      else jar.set(name, pair.slice(index + 1).trim())
    }
    return response
  }
  const visitor = (): Visitor => decideVisitor(visitorSignalsFromCookies(cookieHeader(), storeId))
  return { jar, requests, fetch, visitor }
}

type Browser = ReturnType<typeof browser>

const provide = (b: Browser, options: { extendedAuthWindow?: boolean; visitor?: () => Visitor } = {}) =>
  clientsLayer({
    apiRoot,
    fetch: b.fetch,
    visitor: options.visitor ?? b.visitor,
    settings: { extendedAuthWindow: options.extendedAuthWindow ?? false },
  })

const signIn = (email: string) => SignIn.use((session) => session.signIn({ email, password: "outfitter" }))
const book = AddressBookService
const usForm = { firstName: "Jordan", lastName: "Lee", addressLine1: "5 Elm St", city: "Dayton", country: "us", region: "OH", postalCode: "45402" }

// the fixture books are not reset between tests (resetFixtures does not know them yet): the
// test that changes the default runs after the ones that read it
describe("AddressBookService", () => {
  it.effect("lists the signed-in user's book at GET {api}/user/addressBook/", () => {
    const b = browser()
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
    const b = browser()
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
    const b = browser()
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
    const b = browser()
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
    const b = browser()
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
    const b = browser()
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
    const b = browser()
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
    const b = browser({ extraHandlers: [http.get("*/api/user/addressBook/", () => HttpResponse.json({ addresses: "none" }))] })
    const c = browser({ extraHandlers: [http.get("*/api/user/addressBook/", () => new HttpResponse(null, { status: 403 }))] })
    return Effect.gen(function*() {
      const malformed = yield* Effect.flip(book.use((addresses) => addresses.list()).pipe(Effect.provide(provide(b, { visitor: () => signedIn }))))
      expect(malformed._tag).toBe("AjaxFailed")
      const forbidden = yield* Effect.flip(book.use((addresses) => addresses.list()).pipe(Effect.provide(provide(c, { visitor: () => signedIn }))))
      expect(forbidden._tag === "Unauthorized" && forbidden.status).toBe(403)
    })
  })
})

const signedIn: Visitor = { kind: "registered", isLoggedIn: true, isRemembered: false }
