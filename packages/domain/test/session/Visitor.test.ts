import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  anonymousUserId,
  decideVisitor,
  isGenericVisitor,
  isLoggedInVisitor,
  visitorSignalsFromCookies,
  type VisitorSignals,
} from "../../src/session/Visitor.ts"

const signals = (overrides: Partial<VisitorSignals> = {}): VisitorSignals => ({
  hasPersistentCookie: true,
  activityUserId: "5001",
  userType: "R",
  isRemembered: false,
  ...overrides,
})

describe("isGenericVisitor (platform §6)", () => {
  it("is generic with no persistent cookie and no activity id", () => {
    expect(isGenericVisitor({ hasPersistentCookie: false, activityUserId: undefined })).toBe(true)
    expect(isGenericVisitor({ hasPersistentCookie: false, activityUserId: "" })).toBe(true)
  })
  it("is generic with the anonymous activity id -1002, even with a persistent cookie", () => {
    expect(anonymousUserId).toBe("-1002")
    expect(isGenericVisitor({ hasPersistentCookie: true, activityUserId: "-1002" })).toBe(true)
  })
  it("is not generic with either a persistent cookie or a real activity id", () => {
    expect(isGenericVisitor({ hasPersistentCookie: true, activityUserId: undefined })).toBe(false)
    expect(isGenericVisitor({ hasPersistentCookie: false, activityUserId: "5001" })).toBe(false)
    expect(isGenericVisitor({ hasPersistentCookie: false, activityUserId: "-1003" })).toBe(false)
  })
})

describe("isLoggedInVisitor (platform §6)", () => {
  it("needs userType R and the persistent cookie", () => {
    expect(isLoggedInVisitor({ userType: "R", hasPersistentCookie: true })).toBe(true)
    expect(isLoggedInVisitor({ userType: "R", hasPersistentCookie: false })).toBe(false)
    expect(isLoggedInVisitor({ userType: "G", hasPersistentCookie: true })).toBe(false)
    expect(isLoggedInVisitor({ userType: "r", hasPersistentCookie: true })).toBe(false)
    expect(isLoggedInVisitor({ userType: undefined, hasPersistentCookie: true })).toBe(false)
  })
})

describe("decideVisitor", () => {
  it("registered: R, persistent cookie, not remembered", () => {
    expect(decideVisitor(signals())).toEqual({ kind: "registered", isLoggedIn: true, isRemembered: false })
  })
  it("remembered wins over registered and stays logged in", () => {
    expect(decideVisitor(signals({ isRemembered: true }))).toEqual({ kind: "remembered", isLoggedIn: true, isRemembered: true })
  })
  it("remembered without userType R is remembered but not logged in", () => {
    expect(decideVisitor(signals({ userType: undefined, isRemembered: true }))).toEqual({
      kind: "remembered",
      isLoggedIn: false,
      isRemembered: true,
    })
  })
  it("guest: known to the store, not R", () => {
    expect(decideVisitor(signals({ userType: "G" }))).toEqual({ kind: "guest", isLoggedIn: false, isRemembered: false })
  })
  it("generic wins over everything, even a remembered answer", () => {
    expect(decideVisitor(signals({ activityUserId: "-1002", isRemembered: true }))).toEqual({
      kind: "generic",
      isLoggedIn: false,
      isRemembered: false,
    })
    expect(decideVisitor(signals({ hasPersistentCookie: false, activityUserId: undefined }))).toMatchObject({ kind: "generic" })
  })
  it("an unasked remembered call (undefined) counts as not remembered", () => {
    expect(decideVisitor(signals({ isRemembered: undefined })).kind).toBe("registered")
  })

  test.prop([
    fc.boolean(),
    fc.option(fc.constantFrom("-1002", "5001", ""), { nil: undefined }),
    fc.option(fc.constantFrom("R", "G", ""), { nil: undefined }),
    fc.option(fc.boolean(), { nil: undefined }),
  ])("kind and flags agree", (hasPersistentCookie, activityUserId, userType, isRemembered) => {
    const visitor = decideVisitor({ hasPersistentCookie, activityUserId, userType, isRemembered })
    if (visitor.kind === "generic") expect(visitor.isLoggedIn || visitor.isRemembered).toBe(false)
    if (visitor.kind === "remembered") expect(visitor.isRemembered).toBe(true)
    if (visitor.kind === "registered") expect(visitor.isLoggedIn && !visitor.isRemembered).toBe(true)
    if (visitor.kind === "guest") expect(visitor.isLoggedIn || visitor.isRemembered).toBe(false)
  })
})

describe("visitorSignalsFromCookies", () => {
  it("reads userType, the store's persistent cookie and the activity id", () => {
    const header = "userType=R; WC_PERSISTENT=10051%3B1700000000; WC_USERACTIVITY_5001=5001%2C10051"
    expect(visitorSignalsFromCookies(header, "10051", true)).toEqual({
      hasPersistentCookie: true,
      activityUserId: "5001",
      userType: "R",
      isRemembered: true,
    })
  })
  it("a persistent cookie for another store does not count", () => {
    expect(visitorSignalsFromCookies("WC_PERSISTENT=10052", "10051").hasPersistentCookie).toBe(false)
    expect(visitorSignalsFromCookies("WC_PERSISTENT=100510", "10051").hasPersistentCookie).toBe(false)
  })
  it("prefers a real activity id over the anonymous one", () => {
    expect(visitorSignalsFromCookies("WC_USERACTIVITY_-1002=x; WC_USERACTIVITY_7=y", "10051").activityUserId).toBe("7")
    expect(visitorSignalsFromCookies("WC_USERACTIVITY_-1002=x", "10051").activityUserId).toBe("-1002")
  })
  it("cookies being cleared (empty values) count as absent: signed out is generic", () => {
    const cleared = "userType=; WC_PERSISTENT=; WC_USERACTIVITY_5001=; fixtureSession="
    expect(visitorSignalsFromCookies(cleared, "10051").activityUserId).toBeUndefined()
    expect(decideVisitor(visitorSignalsFromCookies(cleared, "10051")).kind).toBe("generic")
  })
  it("an empty header is a generic visitor", () => {
    expect(decideVisitor(visitorSignalsFromCookies("", "10051")).kind).toBe("generic")
  })
  test.prop([fc.string(), fc.string()])("never throws on arbitrary cookie text", (header, storeId) => {
    const read = visitorSignalsFromCookies(header, storeId)
    expect(typeof read.hasPersistentCookie).toBe("boolean")
  })
})

describe("signals of the wrong type", () => {
  it("read as absent: signals that are not an object are a generic visitor", () => {
    expect(decideVisitor(null as never)).toEqual({ kind: "generic", isLoggedIn: false, isRemembered: false })
    expect(isGenericVisitor({ hasPersistentCookie: "yes", activityUserId: 5001 } as never)).toBe(true)
    expect(isLoggedInVisitor({ hasPersistentCookie: 1, userType: "R" } as never)).toBe(false)
  })
  it("read a cookie header that is not text as no cookies, and an isRemembered that is not a boolean as not asked", () => {
    expect(visitorSignalsFromCookies(null as never, "10051", "yes" as never)).toEqual({
      hasPersistentCookie: false,
      activityUserId: undefined,
      userType: undefined,
      isRemembered: undefined,
    })
  })
})
