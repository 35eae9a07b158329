import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { cookieLifetimes, cookieString, readCookie, safeDecodeURIComponent, secureCookieFor } from "../../src/cookies/Cookie.ts"

describe("cookieLifetimes (platform §3, §9)", () => {
  it("are uPref 365, geoLocation 365, selectedStore 30 and languageFix 90 days, all on path /", () => {
    expect(cookieLifetimes).toEqual({
      uPref: { days: 365, path: "/" },
      geoLocation: { days: 365, path: "/" },
      selectedStore: { days: 30, path: "/" },
      languageFix: { days: 90, path: "/" },
    })
  })
})

describe("cookieString", () => {
  it.each([
    ["uPref", 31_536_000],
    ["geoLocation", 31_536_000],
    ["selectedStore", 2_592_000],
    ["languageFix", 7_776_000],
  ] as const)("gives %s a Max-Age of %d seconds and Path=/", (name, seconds) => {
    const cookie = cookieString(name, "v")
    expect(cookie.startsWith(`${name}=v; `)).toBe(true)
    expect(cookie).toContain(`; Max-Age=${seconds}`)
    expect(cookie).toContain("; Path=/")
    expect(cookie).not.toContain("Domain=")
  })

  it("matches the documented example", () => {
    expect(cookieString("selectedStore", "10042")).toBe("selectedStore=10042; Max-Age=2592000; Path=/; SameSite=Lax")
  })

  it("sets the domain when one is given (languageFix on the parent brand domain)", () => {
    expect(cookieString("languageFix", "fr", { domain: ".outfitter.example" })).toBe(
      "languageFix=fr; Max-Age=7776000; Path=/; Domain=.outfitter.example; SameSite=Lax",
    )
  })
})

describe("readCookie", () => {
  const header = "userType=R; selectedStore=10042; uPref=%7B%22psid%22%3A%2210042%22%7D"

  it("reads a cookie by name", () => {
    expect(readCookie(header, "selectedStore")).toBe("10042")
    expect(readCookie(header, "userType")).toBe("R")
    expect(readCookie(header, "uPref")).toBe("%7B%22psid%22%3A%2210042%22%7D")
  })

  it("is undefined for a missing cookie or an empty header", () => {
    expect(readCookie(header, "geoLocation")).toBeUndefined()
    expect(readCookie("", "uPref")).toBeUndefined()
  })

  it("matches the whole name, not a suffix or prefix", () => {
    expect(readCookie("xselectedStore=1; selectedStore=2", "selectedStore")).toBe("2")
    expect(readCookie("selectedStoreX=1", "selectedStore")).toBeUndefined()
  })

  it("keeps '=' inside a value and trims spaces around it", () => {
    expect(readCookie("geoLocation= US:OH:43215 ; a=b=c", "a")).toBe("b=c")
    expect(readCookie("geoLocation= US:OH:43215 ; a=b=c", "geoLocation")).toBe("US:OH:43215")
  })

  it("reads an empty value as the empty string", () => {
    expect(readCookie("selectedStore=; uPref=x", "selectedStore")).toBe("")
  })

  it("keeps the first of repeated names (browsers send the most specific path first)", () => {
    expect(readCookie("selectedStore=10042; selectedStore=20077", "selectedStore")).toBe("10042")
  })

  test.prop([fc.string(), fc.string()])("never throws", (cookieHeader, name) => {
    const value = readCookie(cookieHeader, name)
    expect(value === undefined || typeof value === "string").toBe(true)
  })

  test.prop([
    fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,15}$/),
    fc.stringMatching(/^[^;\s]{0,30}$/),
  ])("reads back a cookie written into a header", (name, value) => {
    expect(readCookie(`other=1; ${name}=${value}; last=2`, name)).toBe(name === "other" ? "1" : name === "last" ? "2" : value)
  })
})

describe("safeDecodeURIComponent", () => {
  it("decodes escapes and leaves a malformed escape as it was", () => {
    expect(safeDecodeURIComponent("US%3AOH")).toBe("US:OH")
    expect(safeDecodeURIComponent("100%")).toBe("100%")
    expect(safeDecodeURIComponent("%E0%A4%A")).toBe("%E0%A4%A")
  })

  test.prop([fc.string({ unit: "binary" })])("never throws", (text) => {
    expect(typeof safeDecodeURIComponent(text)).toBe("string")
  })
})

describe("secureCookieFor: Secure on https, SameSite=Lax always", () => {
  it("adds Secure on https only, once", () => {
    const lax = cookieString("uPref", "x")
    expect(lax).toContain("SameSite=Lax")
    expect(secureCookieFor(lax, "https:")).toBe(`${lax}; Secure`)
    expect(secureCookieFor(lax, "http:")).toBe(lax)
    expect(secureCookieFor(lax, undefined)).toBe(lax)
    expect(secureCookieFor(`${lax}; Secure`, "https:")).toBe(`${lax}; Secure`)
  })

  it("every cookie the storefront writes is SameSite=Lax, and Secure on https", () => {
    for (const name of Object.keys(cookieLifetimes) as Array<keyof typeof cookieLifetimes>) {
      const written = secureCookieFor(cookieString(name, "v"), "https:")
      expect(written).toMatch(/; SameSite=Lax/)
      expect(written).toMatch(/; Secure$/)
    }
  })

  test.prop([fc.string(), fc.string()])("is total and never removes anything", (cookie, protocol) => {
    expect(secureCookieFor(cookie, protocol).startsWith(cookie)).toBe(true)
  })
})

describe("values of the wrong type (never a TypeError)", () => {
  it("writes no cookie for a name that is not one of the spec's, or a value that is not text", () => {
    expect(cookieString("session" as never, "1")).toBe("")
    expect(cookieString("toString" as never, "1")).toBe("")
    expect(cookieString("uPref", 42 as never)).toBe("")
  })
  it("leaves out a domain that is not text, and reads options that are not an object as none", () => {
    expect(cookieString("uPref", "x", { domain: 7 } as never)).toBe("uPref=x; Max-Age=31536000; Path=/; SameSite=Lax")
    expect(cookieString("uPref", "x", null as never)).toBe("uPref=x; Max-Age=31536000; Path=/; SameSite=Lax")
  })
  it("reads no cookie from a header that is not text, and decodes a non-string as empty", () => {
    expect(readCookie(undefined as never, "uPref")).toBeUndefined()
    expect(readCookie({ uPref: "x" } as never, "uPref")).toBeUndefined()
    expect(safeDecodeURIComponent(null as never)).toBe("")
    expect(secureCookieFor(undefined as never, "https:")).toBe("; Secure")
  })
})

describe("cookieString: a name that cannot become text", () => {
  it("writes no cookie", () => {
    expect(cookieString(JSON.parse('{"toString":[],"valueOf":{}}') as never, "1")).toBe("")
  })
})
