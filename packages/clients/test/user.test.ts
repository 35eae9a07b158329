import { describe, expect, it } from "@effect/vitest"
import { Remembered, SignIn, UserPreference, UserService } from "@outfitter/clients"
import {
  GenericUser,
  InvalidParams,
  permissionMessages,
  rememberedErrorEvent,
  RememberedUserBlocked,
  SoftAuthenticationRequired,
  Unauthorized,
  userDataMessages,
} from "@outfitter/domain"
import * as Effect from "effect/Effect"
import { http, HttpResponse } from "msw"
import { type FixtureBrowser, fixtureBrowser, fixtureStoreId } from "./support.ts"

const storeId = fixtureStoreId

const provide = (b: FixtureBrowser, options: { extendedAuthWindow?: boolean; isRemembered?: () => boolean | undefined } = {}) =>
  b.layer({ visitor: () => b.visitor(options.isRemembered?.()), settings: { extendedAuthWindow: options.extendedAuthWindow ?? false } })

const signIn = (email: string) => SignIn.use((session) => session.signIn({ email, password: "outfitter" }))

describe("SignIn (fixture endpoint)", () => {
  it.effect("sets the session cookies of a registered user", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      const user = yield* signIn("registered@outfitter.test")
      expect(user.firstName).toBe("Jordan")
      expect(b.cookies().get("userType")).toBe("R")
      expect(b.cookies().get("WC_PERSISTENT")).toBe(storeId)
      expect(b.cookies().has("WC_USERACTIVITY_5001")).toBe(true)
      expect(b.visitor().kind).toBe("registered")
      yield* SignIn.use((session) => session.signOut())
      expect(b.visitor().kind).toBe("generic")
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("each magic e-mail signs in as its visitor kind", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      yield* signIn("guest@outfitter.test")
      expect(b.visitor().kind).toBe("guest")
      yield* signIn("generic@outfitter.test")
      yield* SignIn.use((session) => session.signOut())
      yield* signIn("generic@outfitter.test")
      expect(b.visitor().kind).toBe("generic")
      yield* signIn("remembered@outfitter.test")
      expect(b.cookies().get("fixtureSession")).toBe("expired")
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("a wrong password or empty field is InvalidParams on its field", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      const wrong = yield* Effect.flip(SignIn.use((session) => session.signIn({ email: "registered@outfitter.test", password: "nope" })))
      expect(wrong).toBeInstanceOf(InvalidParams)
      expect(wrong._tag === "InvalidParams" && wrong.field).toBe("password")
      expect(b.cookies().size).toBe(0)
      const empty = yield* Effect.flip(SignIn.use((session) => session.signIn({ email: " ", password: "x" })))
      expect(empty._tag === "InvalidParams" && empty.field).toBe("email")
    }).pipe(Effect.provide(provide(b)))
  })
})

describe("Remembered.check (platform §4)", () => {
  it.effect("a remembered user: Remembered", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      yield* signIn("remembered@outfitter.test")
      const outcome = yield* Remembered.use((remembered) => remembered.check())
      expect(outcome).toEqual({ _tag: "Remembered", isRemembered: true })
      expect(new URL(b.requests.at(-1)!.url).pathname).toBe("/api/user/remembered")
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("the call succeeds but says not remembered: Error with the analytics event", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      yield* signIn("registered@outfitter.test")
      const outcome = yield* Remembered.use((remembered) => remembered.check())
      expect(outcome).toEqual({ _tag: "Error", isRemembered: false, event: rememberedErrorEvent })
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("a failing call: NotRemembered (false)", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      yield* signIn("remembered-fails@outfitter.test")
      const outcome = yield* Remembered.use((remembered) => remembered.check())
      expect(outcome._tag).toBe("NotRemembered")
      expect(outcome.isRemembered).toBe(false)
      expect(outcome._tag === "NotRemembered" && outcome.failure._tag).toBe("AjaxFailed")
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("a malformed body or a 401 is NotRemembered too", () => {
    const b = fixtureBrowser({
      extraHandlers: [http.get("*/api/user/remembered", () => HttpResponse.json({ isRemembered: "yes" }))],
    })
    const c = fixtureBrowser({ extraHandlers: [http.get("*/api/user/remembered", () => new HttpResponse(null, { status: 401 }))] })
    return Effect.gen(function*() {
      yield* signIn("registered@outfitter.test").pipe(Effect.provide(provide(b)))
      const malformed = yield* Remembered.use((remembered) => remembered.check()).pipe(Effect.provide(provide(b)))
      expect(malformed._tag === "NotRemembered" && malformed.failure._tag).toBe("AjaxFailed")
      yield* signIn("registered@outfitter.test").pipe(Effect.provide(provide(c)))
      const refused = yield* Remembered.use((remembered) => remembered.check()).pipe(Effect.provide(provide(c)))
      expect(refused._tag === "NotRemembered" && refused.failure._tag).toBe("Unauthorized")
    })
  })

  it.effect("a generic or guest visitor is not asked at all", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      const outcome = yield* Remembered.use((remembered) => remembered.check())
      expect(outcome).toEqual({
        _tag: "NotRemembered",
        isRemembered: false,
        failure: { _tag: "GenericUser", message: permissionMessages.genericOrGuest },
      })
      yield* signIn("guest@outfitter.test")
      const guest = yield* Remembered.use((remembered) => remembered.check())
      expect(guest._tag).toBe("NotRemembered")
      expect(b.requests.filter((request) => request.url.endsWith("/user/remembered"))).toHaveLength(0)
    }).pipe(Effect.provide(provide(b)))
  })
})

describe("UserService.get", () => {
  it.effect("asks with version=1.1, caches, and refetches with force", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      yield* signIn("registered@outfitter.test")
      const users = yield* UserService
      const first = yield* users.get()
      expect(first.email).toBe("registered@outfitter.test")
      yield* users.get()
      const gets = () => b.requests.filter((request) => new URL(request.url).pathname === "/api/user" && request.method === "GET")
      expect(gets()).toHaveLength(1)
      expect(new URL(gets()[0]!.url).searchParams.get("version")).toBe("1.1")
      yield* users.get({ force: true })
      expect(gets()).toHaveLength(2)
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("refuses a generic or guest visitor without a call", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(UserService.use((users) => users.get()))
      expect(error).toBeInstanceOf(GenericUser)
      expect(error.message).toBe("Invalid User Type, can not be generic or guest")
      expect(b.requests).toHaveLength(0)
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("a 401 or 403 is Unauthorized (the page reloads)", () => {
    const b = fixtureBrowser({ extraHandlers: [http.get("*/api/user", () => new HttpResponse(null, { status: 403 }))] })
    return Effect.gen(function*() {
      yield* signIn("registered@outfitter.test")
      const error = yield* Effect.flip(UserService.use((users) => users.get()))
      expect(error).toBeInstanceOf(Unauthorized)
      expect(error._tag === "Unauthorized" && error.status).toBe(403)
    }).pipe(Effect.provide(provide(b)))
  })
})

describe("UserService.update", () => {
  it.effect("PUTs JSON, reads the answer as text and empties the cache", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      yield* signIn("removed@outfitter.test")
      const users = yield* UserService
      expect((yield* users.get()).firstName).toBe("Sam")
      const text = yield* users.update({ firstName: "Jo" })
      expect(text).toBe("OK")
      const put = b.requests.find((request) => request.method === "PUT")!
      expect(yield* Effect.promise(() => put.json())).toEqual({ firstName: "Jo" })
      expect((yield* users.get()).firstName).toBe("Jo")
      yield* users.update({ firstName: "Sam" }) // the fixtures are shared by the whole file
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("needs a non-empty object, before any call", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      yield* signIn("registered@outfitter.test")
      const before = b.requests.length
      const error = yield* Effect.flip(UserService.use((users) => users.update({})))
      expect(error).toBeInstanceOf(InvalidParams)
      expect(error.message).toBe(userDataMessages.emptyData)
      expect(b.requests).toHaveLength(before)
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("a remembered visitor is blocked with the window off, asked to re-authenticate with it on", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      yield* signIn("remembered@outfitter.test").pipe(Effect.provide(provide(b)))
      const off = yield* Effect.flip(UserService.use((users) => users.update({ firstName: "R" }))).pipe(
        Effect.provide(provide(b, { isRemembered: () => true })),
      )
      expect(off).toBeInstanceOf(RememberedUserBlocked)
      const on = yield* Effect.flip(UserService.use((users) => users.update({ firstName: "R" }))).pipe(
        Effect.provide(provide(b, { isRemembered: () => true, extendedAuthWindow: true })),
      )
      expect(on).toBeInstanceOf(SoftAuthenticationRequired)
      expect(on.message).toBe("Unauthorized user, soft authentication")
      expect(b.requests.filter((request) => request.method === "PUT")).toHaveLength(0)
    })
  })

  it.effect("a generic visitor cannot update", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(UserService.use((users) => users.update({ firstName: "X" })))
      expect(error.message).toBe("Invalid User Type, can not be generic")
    }).pipe(Effect.provide(provide(b)))
  })
})

describe("UserService.create and exists", () => {
  it.effect("creates without a user-type check, then exists says so", () => {
    const b = fixtureBrowser()
    const email = `new-${Date.now()}@outfitter.test`
    return Effect.gen(function*() {
      const users = yield* UserService
      expect(yield* users.exists(email)).toBe(false)
      const created = yield* users.create({ email, firstName: "New" })
      expect(created.email).toBe(email)
      expect(yield* users.exists(` ${email} `)).toBe(true)
      const exists = b.requests.find((request) => request.url.includes("/user/exists"))!
      expect(new URL(exists.url).searchParams.get("email")).toBe(email)
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("create needs a non-empty object; exists needs an email", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      const users = yield* UserService
      expect((yield* Effect.flip(users.create([]))).message).toBe(userDataMessages.emptyData)
      expect((yield* Effect.flip(users.exists(""))).message).toBe(userDataMessages.emailRequired)
      expect(b.requests).toHaveLength(0)
    }).pipe(Effect.provide(provide(b)))
  })
})

describe("UserPreference.preferredStore", () => {
  it.effect.each([
    ["store@outfitter.test", "10001"],
    ["removed@outfitter.test", undefined],
    ["registered@outfitter.test", undefined],
    ["remembered@outfitter.test", undefined],
  ] as const)("%s → %s", ([email, expected]) => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      yield* signIn(email)
      expect(yield* UserPreference.use((preference) => preference.preferredStore())).toBe(expected)
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("is refused for a generic visitor", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(UserPreference.use((preference) => preference.preferredStore()))
      expect(error._tag).toBe("GenericUser")
    }).pipe(Effect.provide(provide(b)))
  })
})

describe("signing in and out empties the user cache", () => {
  it.effect("the next GET is the new user", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      yield* signIn("registered@outfitter.test")
      expect((yield* UserService.use((users) => users.get())).firstName).toBe("Jordan")
      yield* signIn("store@outfitter.test")
      expect((yield* UserService.use((users) => users.get())).firstName).toBe("Taylor")
    }).pipe(Effect.provide(provide(b)))
  })
})
