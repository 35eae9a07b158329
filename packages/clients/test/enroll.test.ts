import { describe, expect, it } from "@effect/vitest"
import { clientsLayer, Enroll, fastEnrollQuery } from "@outfitter/clients"
import { fastEnrollMessages, fastEnrollUser, isInvalidPasswordFailure, sessionLoginMessages } from "@outfitter/domain"
import {
  createdFastEnrollUsers,
  fastEnrollEmails,
  fastEnrollFixtureErrors,
  fastEnrollLogOffs,
  fastEnrollMember,
  fastEnrollPassword,
} from "@outfitter/fixtures"
import * as Effect from "effect/Effect"
import { fixtureApiRoot, fixtureBrowser } from "./support.ts"

const setup = (settings = {}) => {
  const b = fixtureBrowser()
  return { requests: b.requests, layer: b.layer({ visitor: () => b.visitor(false), settings }) }
}

describe("Enroll.lookup (orders §7)", () => {
  it.effect("GETs user-exists with the e-mail and filter=details, and answers the details", () => {
    const { requests, layer } = setup()
    return Effect.gen(function*() {
      const account = yield* Enroll.use((enroll) => enroll.lookup(` ${fastEnrollEmails.member} `))
      expect(account).toEqual({
        userId: fastEnrollMember.userId,
        appleToken: fastEnrollMember.appleWallet.appleToken,
        barCode: fastEnrollMember.appleWallet.barCode.data,
      })
      const url = new URL(requests[0]!.url)
      expect(`${url.origin}${url.pathname}`).toBe(`${fixtureApiRoot}/user/exists`)
      expect(Object.fromEntries(url.searchParams)).toEqual({ email: fastEnrollEmails.member, filter: "details" })
    }).pipe(Effect.provide(layer))
  })

  it.effect("fails with NotFound when there is no account, and AjaxFailed when the lookup fails", () => {
    const { layer } = setup()
    return Effect.gen(function*() {
      expect((yield* Effect.flip(Enroll.use((enroll) => enroll.lookup(fastEnrollEmails.newcomer))))._tag).toBe("NotFound")
      expect(yield* Effect.flip(Enroll.use((enroll) => enroll.lookup(fastEnrollEmails.lookupFails)))).toMatchObject({ _tag: "AjaxFailed", status: 500 })
    }).pipe(Effect.provide(layer))
  })

  it.effect("reads a 2xx answer without a user id as malformed", () => {
    const layer = clientsLayer({ apiRoot: fixtureApiRoot, fetch: () => Promise.resolve(Response.json({ userId: "  " })) })
    return Effect.gen(function*() {
      expect((yield* Effect.flip(Enroll.use((enroll) => enroll.lookup("x@example.com"))))._tag).toBe("AjaxFailed")
    }).pipe(Effect.provide(layer))
  })
})

describe("Enroll.create (orders §7)", () => {
  it.effect("POSTs the user object with fastEnroll=true and answers the new account", () => {
    const { requests, layer } = setup()
    const user = fastEnrollUser({ email: fastEnrollEmails.newcomer, phone: "6145550100", optIns: ["anf"], campaignId: "spring26" })
    return Effect.gen(function*() {
      const account = yield* Enroll.use((enroll) => enroll.create(user))
      expect(account.userId).toMatch(/^\d+$/)
      expect(new URL(requests[0]!.url).searchParams.get("fastEnroll")).toBe(fastEnrollQuery.fastEnroll)
      expect(createdFastEnrollUsers()).toEqual({ [fastEnrollEmails.newcomer]: user })
      // the new account is now found by the lookup
      expect((yield* Enroll.use((enroll) => enroll.lookup(fastEnrollEmails.newcomer))).userId).toBe(account.userId)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a refusal is FastEnrollFailed with the first error message", () => {
    const { layer } = setup()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(Enroll.use((enroll) => enroll.create({ email: fastEnrollEmails.createFails })))
      expect(error).toMatchObject({ _tag: "FastEnrollFailed", message: fastEnrollFixtureErrors.createFirst, status: 500 })
    }).pipe(Effect.provide(layer))
  })

  it.effect("an empty user object is refused before any request", () => {
    const { requests, layer } = setup()
    return Effect.gen(function*() {
      expect((yield* Effect.flip(Enroll.use((enroll) => enroll.create({}))))._tag).toBe("InvalidParams")
      expect(requests).toHaveLength(0)
    }).pipe(Effect.provide(layer))
  })
})

describe("Enroll.login and logOff (orders §5, §7)", () => {
  it.effect("POSTs the login body with fastEnroll=true to the session path", () => {
    const { requests, layer } = setup()
    return Effect.gen(function*() {
      const account = yield* Enroll.use((enroll) => enroll.login({ logonId: fastEnrollEmails.member, password: fastEnrollPassword }))
      expect(account.userId).toBe(fastEnrollMember.userId)
      const url = new URL(requests[0]!.url)
      expect(`${url.origin}${url.pathname}?${url.searchParams}`).toBe(`${fixtureApiRoot}/session?fastEnroll=true`)
      expect(yield* Effect.promise(() => requests[0]!.json())).toEqual({ logonId: fastEnrollEmails.member, password: fastEnrollPassword })
    }).pipe(Effect.provide(layer))
  })

  it.effect("a wrong password is EC_ERROR .2030, an invalid password, and the error carries no password", () => {
    const { layer } = setup()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(Enroll.use((enroll) => enroll.login({ logonId: fastEnrollEmails.member, password: "not-it-42" })))
      expect(error).toMatchObject({ _tag: "FastEnrollFailed", message: fastEnrollFixtureErrors.invalidPassword.errorMessage })
      expect(isInvalidPasswordFailure(error as never)).toBe(true)
      expect(JSON.stringify(error)).not.toContain("not-it-42")
    }).pipe(Effect.provide(layer))
  })

  it.effect("requires logonId and password before any request", () => {
    const { requests, layer } = setup()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(Enroll.use((enroll) => enroll.login({ logonId: fastEnrollEmails.member, password: "" })))
      expect(error).toMatchObject({ _tag: "InvalidParams", field: "password", message: sessionLoginMessages.passwordRequired })
      expect(requests).toHaveLength(0)
    }).pipe(Effect.provide(layer))
  })

  it.effect("DELETEs the session; the session path is the sessionUrl setting when set", () => {
    const { requests, layer } = setup({ sessionUrl: `${fixtureApiRoot}/session` })
    return Effect.gen(function*() {
      yield* Enroll.use((enroll) => enroll.logOff())
      expect(requests[0]?.method).toBe("DELETE")
      expect(fastEnrollLogOffs()).toBe(1)
    }).pipe(Effect.provide(layer))
  })

  it("the failure message the pane falls back to is the domain's", () => {
    expect(fastEnrollMessages.failed).toMatch(/enrolment/)
  })
})
