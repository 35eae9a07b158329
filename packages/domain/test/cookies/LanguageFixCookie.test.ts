import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { readCookie } from "../../src/cookies/Cookie.ts"
import {
  decodeLanguageFixCookie,
  encodeLanguageFixCookie,
  languageFixCookieString,
  parentBrandDomain,
} from "../../src/cookies/LanguageFixCookie.ts"

describe("languageFix cookie (platform §3: 90 days, path /, parent brand domain)", () => {
  it("is written for 90 days on the parent domain", () => {
    expect(languageFixCookieString("fr", "www.brand.example")).toBe("languageFix=fr; Max-Age=7776000; Path=/; Domain=.brand.example; SameSite=Lax")
    expect(languageFixCookieString("fr_CA", "127.0.0.1")).toBe("languageFix=fr_CA; Max-Age=7776000; Path=/; SameSite=Lax")
    expect(languageFixCookieString("f r", "brand.example")).toBeUndefined()
  })
  it("finds the parent brand domain", () => {
    expect(parentBrandDomain("shop.eu.brand.com")).toBe(".brand.com")
    expect(parentBrandDomain("brand.com.")).toBe(".brand.com")
    expect(parentBrandDomain("localhost")).toBeUndefined()
    expect(parentBrandDomain("::1")).toBeUndefined()
    expect(parentBrandDomain("")).toBeUndefined()
  })
  it("decodes only languages", () => {
    expect(decodeLanguageFixCookie(readCookie("a=1; languageFix=de", "languageFix"))).toBe("de")
    expect(decodeLanguageFixCookie(undefined)).toBeUndefined()
    expect(decodeLanguageFixCookie("%E0%A4%A")).toBeUndefined()
    expect(decodeLanguageFixCookie("x".repeat(17))).toBeUndefined()
  })
  test.prop([fc.string()])("round-trips whatever it accepts and never throws", (text) => {
    const encoded = encodeLanguageFixCookie(text)
    if (encoded !== undefined) expect(decodeLanguageFixCookie(encoded)).toBe(text.trim())
    expect(() => decodeLanguageFixCookie(text)).not.toThrow()
  })
})

describe("values that are not text", () => {
  it("are no language and no host", () => {
    expect(encodeLanguageFixCookie(42 as never)).toBeUndefined()
    expect(parentBrandDomain(null as never)).toBeUndefined()
    expect(languageFixCookieString("fr", undefined as never)).toBe("languageFix=fr; Max-Age=7776000; Path=/; SameSite=Lax")
  })
})
