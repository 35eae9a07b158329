/**
 * The headers a build writes (server/securityHeaders.ts, server/headersFile.ts) and how its
 * settings are read (src/app/buildSettings.ts): the policy frames the default
 * configuration's payment providers unless told otherwise, allows Google's reCAPTCHA only
 * with a site key, and carries HSTS; the `_headers` file reads back as written, and a
 * path gets the headers of the rules that match it.
 */
import { defaultStoreSettings } from "@outfitter/domain"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { headersFileText, headersForPath, parseHeadersFile } from "../server/headersFile.ts"
import { contentSecurityPolicy, recaptchaSources, securityHeaders } from "../server/securityHeaders.ts"
import { buildSettingsFrom } from "../src/app/buildSettings.ts"

const directives = (policy: string): Record<string, ReadonlyArray<string>> =>
  Object.fromEntries(policy.split(";").map((part) => {
    const [name = "", ...values] = part.trim().split(/\s+/)
    return [name, values]
  }))

describe("the Content-Security-Policy", () => {
  it("frames the default configuration's three payment providers when no origins are given, not 'none'", () => {
    expect(directives(contentSecurityPolicy({ api: "https://www.example.com/api" }))["frame-src"]).toEqual(defaultStoreSettings.paymentProviderOrigins)
  })

  it("frames exactly the given origins, and nothing for an empty list", () => {
    expect(directives(contentSecurityPolicy({ frames: ["https://3ds.psp.test/path", "javascript:alert(1)"] }))["frame-src"]).toEqual(["https://3ds.psp.test"])
    expect(directives(contentSecurityPolicy({ frames: [] }))["frame-src"]).toEqual(["'none'"])
  })

  it("allows Google's reCAPTCHA script and frames only for a build with a site key", () => {
    const without = directives(contentSecurityPolicy({}))
    expect(without["script-src"]).toEqual(["'self'"])
    expect(without["frame-src"]!.some((source) => source.includes("google"))).toBe(false)
    const withCaptcha = directives(contentSecurityPolicy({ captcha: true }))
    expect(withCaptcha["script-src"]).toEqual(["'self'", ...recaptchaSources.script])
    expect(withCaptcha["frame-src"]).toEqual([...defaultStoreSettings.paymentProviderOrigins, ...recaptchaSources.frame])
    expect(withCaptcha["connect-src"]).toEqual(["'self'"])
  })

  it("sends HSTS with the policy", () => {
    expect(securityHeaders({})["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains")
  })
})

describe("the build's settings", () => {
  it("default to the configuration's providers and no site key; a list replaces them, keeping only http(s) origins", () => {
    expect(buildSettingsFrom({})).toEqual({ apiRoot: "", paymentFrameOrigins: defaultStoreSettings.paymentProviderOrigins, recaptchaSiteKey: "" })
    expect(buildSettingsFrom({
      VITE_OUTFITTER_API_ROOT: " https://www.example.com/api ",
      VITE_OUTFITTER_PAYMENT_FRAME_ORIGINS: "https://a.psp.test/x, ftp://b.psp.test,not a url",
      VITE_OUTFITTER_RECAPTCHA_SITE_KEY: " 6Lkey ",
    })).toEqual({ apiRoot: "https://www.example.com/api", paymentFrameOrigins: ["https://a.psp.test"], recaptchaSiteKey: "6Lkey" })
  })
})

const token = fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/)
const value = fc.stringMatching(/^[!-~]([ -~]{0,40}[!-~])?$/)
const rule = fc.record({
  path: fc.stringMatching(/^\/[a-z0-9/_.*-]{0,20}$/),
  headers: fc.dictionary(token, value, { maxKeys: 5 }),
})

describe("the _headers file", () => {
  it("reads back as it was written", () => {
    fc.assert(fc.property(fc.array(rule, { maxLength: 5 }), fc.array(fc.stringMatching(/^[ -~]{0,30}$/), { maxLength: 2 }), (rules, comment) => {
      expect(parseHeadersFile(headersFileText(rules, comment))).toEqual(rules)
    }))
  })

  it("refuses what the format cannot hold: a line break in a value, a path without its /", () => {
    expect(() => headersFileText([{ path: "/*", headers: { "X-A": "a\r\nSet-Cookie: b" } }])).toThrow()
    expect(() => headersFileText([{ path: "*", headers: {} }])).toThrow()
  })

  it("gives a path the headers of every rule that matches it, the last rule's value winning", () => {
    const rules = parseHeadersFile("# comment\n/*\n  A: 1\n  B: 1\n/assets/*\n  B: 2\n/shop/:site/help\n  C: 3\n")
    expect(headersForPath(rules, "/shop/us")).toEqual({ A: "1", B: "1" })
    expect(headersForPath(rules, "/assets/main.js")).toEqual({ A: "1", B: "2" })
    expect(headersForPath(rules, "/shop/uk/help")).toEqual({ A: "1", B: "1", C: "3" })
    expect(headersForPath(rules, "/shop/uk/x/help")).toEqual({ A: "1", B: "1" })
  })
})
