import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { decodeUPrefCookie, encodeUPrefCookie, type UPref } from "../../src/cookies/UPrefCookie.ts"

describe("uPref cookie (platform §3)", () => {
  it("matches the documented example", () => {
    expect(decodeUPrefCookie(encodeUPrefCookie({ psid: "10042", shipTo: "US" }))).toEqual({ psid: "10042", shipTo: "US" })
  })

  it("carries every field: psid, ssid, shipTo, cur, pc and sc", () => {
    const pref: UPref = { psid: "10042", ssid: "30311", shipTo: "CA", cur: "CAD", pc: "CA", sc: "US" }
    expect(decodeUPrefCookie(encodeUPrefCookie(pref))).toEqual(pref)
  })

  it("encodes as URI-encoded JSON, a valid cookie value", () => {
    const encoded = encodeUPrefCookie({ psid: "10042", cur: "USD" })
    expect(encoded).not.toMatch(/[;,\s"]/)
    expect(JSON.parse(decodeURIComponent(encoded))).toEqual({ psid: "10042", cur: "USD" })
  })

  it("reads JSON that was not URI-encoded", () => {
    expect(decodeUPrefCookie('{"ssid":"30311","shipTo":"US"}')).toEqual({ ssid: "30311", shipTo: "US" })
  })

  it("drops empty and non-string fields and unknown keys", () => {
    expect(decodeUPrefCookie('{"psid":"","ssid":30311,"cur":null,"shipTo":"US","extra":"x"}')).toEqual({ shipTo: "US" })
    expect(encodeUPrefCookie({ psid: "", shipTo: "US" })).toBe(encodeURIComponent('{"shipTo":"US"}'))
  })

  it.each([
    [undefined],
    [null],
    [""],
    ["{oops"],
    ["%E0%A4%A"],
    ["null"],
    ["[]"],
    ['["psid"]'],
    ["42"],
    ['"psid"'],
    ["true"],
  ])("reads the garbage %j as an empty preference", (raw) => {
    expect(decodeUPrefCookie(raw)).toEqual({})
  })

  const field = fc.option(fc.string({ unit: "grapheme", maxLength: 20 }), { nil: undefined })
  const pref = fc.record({ psid: field, ssid: field, shipTo: field, cur: field, pc: field, sc: field }, { requiredKeys: [] })

  test.prop([pref])("decode(encode(pref)) is the pref without its empty fields", (value) => {
    const withoutEmpties = Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === "string" && v !== ""))
    const encoded = encodeUPrefCookie(value as UPref)
    expect(encoded).not.toMatch(/[;,\s]/)
    expect(decodeUPrefCookie(encoded)).toEqual(withoutEmpties)
  })

  test.prop([fc.string({ unit: "binary" })])("never throws on garbage, and keeps only non-empty string fields", (raw) => {
    const decoded = decodeUPrefCookie(raw)
    for (const [key, value] of Object.entries(decoded)) {
      expect(["psid", "ssid", "shipTo", "cur", "pc", "sc"]).toContain(key)
      expect(typeof value).toBe("string")
      expect(value).not.toBe("")
    }
  })

  test.prop([fc.json()])("never throws on any JSON", (raw) => {
    expect(typeof decodeUPrefCookie(raw)).toBe("object")
  })
})

describe("encodeUPrefCookie: a value that is not a preference", () => {
  it.each([undefined, null, "psid=1", [1]])("encodes %j as the empty preference", (value) => {
    expect(decodeUPrefCookie(encodeUPrefCookie(value as unknown as UPref))).toEqual({})
  })
})
