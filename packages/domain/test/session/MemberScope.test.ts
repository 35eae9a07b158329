import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  anonymousMember,
  isMemberScopedKey,
  sessionMemberOf,
  signedInCookieNames,
  withoutSecrets,
} from "../../src/session/MemberScope.ts"

describe("sessionMemberOf", () => {
  it.each([
    ["userType=R; WC_PERSISTENT=10051; WC_USERACTIVITY_5001=5001%2C10051", "5001"],
    ["WC_USERACTIVITY_5005=x", "5005"],
    ["WC_USERACTIVITY_-1002=x", anonymousMember],
    ["WC_USERACTIVITY_-1002=x; WC_USERACTIVITY_5002=y", "5002"],
    ["WC_USERACTIVITY_5001=", anonymousMember],
    ["userType=R", anonymousMember],
    ["", anonymousMember],
  ])("%s → %s", (header, member) => {
    expect(sessionMemberOf(header)).toBe(member)
  })

  it("is anonymous for anything that is not a cookie string", () => {
    for (const value of [undefined, null, 5001, {}, []]) expect(sessionMemberOf(value)).toBe(anonymousMember)
  })

  test.prop([fc.string()])("is total: any string gives a non-empty member", (header) => {
    expect(sessionMemberOf(header).length).toBeGreaterThan(0)
  })

  it("tells two members apart", () => {
    expect(sessionMemberOf("WC_USERACTIVITY_5001=a")).not.toBe(sessionMemberOf("WC_USERACTIVITY_5005=a"))
  })
})

describe("isMemberScopedKey", () => {
  it.each([
    [["user"], true],
    [["user", "orders"], true],
    [["user", "wallet"], true],
    [["user", "addressBook"], true],
    [["loyalty", "info"], true],
    [["session", "visitor"], true],
    [["storelocator", "search", {}], false],
    [["storelocator", "10001"], false],
    [["product", "123"], false],
    [["maps", "geocode", "43215", "US"], false],
    [[], true],
    [[42], true],
  ] as const)("%j → %s", (key, scoped) => {
    expect(isMemberScopedKey(key)).toBe(scoped)
  })
})

describe("signedInCookieNames", () => {
  it("names the cookies that say signed in, and no other", () => {
    expect(signedInCookieNames("userType=R; WC_PERSISTENT=10051; WC_USERACTIVITY_5001=x; uPref=y; selectedStore=10001")).toEqual([
      "userType",
      "WC_PERSISTENT",
      "WC_USERACTIVITY_5001",
    ])
    expect(signedInCookieNames("uPref=y")).toEqual([])
    expect(signedInCookieNames(undefined)).toEqual([])
  })

  test.prop([fc.string()])("is total and answers only signed-in cookie names", (header) => {
    for (const name of signedInCookieNames(header)) {
      expect(name === "userType" || name === "WC_PERSISTENT" || /^WC_USERACTIVITY_-?\d+$/.test(name)).toBe(true)
    }
  })
})

describe("withoutSecrets", () => {
  it("drops the Apple token at any depth and says so", () => {
    const split = withoutSecrets({ response: { firstName: "Ada", appleToken: "apple-5001", cards: [{ appleToken: "x", n: 1 }] } })
    expect(split).toEqual({ kept: { response: { firstName: "Ada", cards: [{ n: 1 }] } }, hadSecrets: true })
    expect(JSON.stringify(split.kept)).not.toContain("apple")
  })

  it("leaves a value without secrets as it was", () => {
    expect(withoutSecrets({ a: [1, "b", null] })).toEqual({ kept: { a: [1, "b", null] }, hadSecrets: false })
    expect(withoutSecrets("text")).toEqual({ kept: "text", hadSecrets: false })
  })

  test.prop([fc.jsonValue()])("is total, and no appleToken key survives", (value) => {
    const { kept } = withoutSecrets(value)
    expect(JSON.stringify(kept) ?? "").not.toContain('"appleToken"')
  })
})

describe("a query key that is not a list", () => {
  it("belongs to the member (dropped when the member changes)", () => {
    expect(isMemberScopedKey(undefined as never)).toBe(true)
    expect(isMemberScopedKey("storelocator" as never)).toBe(true)
  })
})
