/**
 * The fixtures build's stand-in for tldts (src/features/qa/registrableDomain.ts), held to
 * tldts itself, with the options MSW's cookie jar (tough-cookie) passes, for every kind of
 * host a storefront is served on: where the public suffix list has no rule of more than one
 * label for the name, the two give the same registrable domain.
 */
import fc from "fast-check"
import { getDomain as tldtsDomain } from "tldts"
import { describe, expect, it } from "vitest"
import { getDomain } from "../src/features/qa/registrableDomain.ts"

// what tough-cookie passes (lib/getPublicSuffix.ts)
const cookieJar = { allowIcannDomains: true, allowPrivateDomains: true }

describe("the fixtures build's registrable domain", () => {
  it.each([
    ["127.0.0.1", null],
    ["localhost", null],
    ["[::1]", null],
    ["http://127.0.0.1:4173/api/session", null],
    ["outfitter.test", "outfitter.test"],
    ["qa.outfitter.test", "outfitter.test"],
    ["shop.example.com", "example.com"],
    ["staging.storefront.example.org", "example.org"],
    ["https://qa.outfitter.dev/shop/us", "outfitter.dev"],
    ["intranet", null],
    ["", null],
    ["not a host", null],
  ])("%j → %j, as tldts says", (host, expected) => {
    expect(getDomain(host, cookieJar)).toBe(expected)
    expect(tldtsDomain(host, cookieJar)).toBe(expected)
  })

  it("agrees with tldts for any IPv4 address", () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(getDomain(ip, cookieJar)).toBe(tldtsDomain(ip, cookieJar))
      }),
    )
  })

  it("agrees with tldts for names under one-label suffixes", () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9-]{3,9}[a-z0-9]$/)
    const suffix = fc.constantFrom("com", "org", "net", "dev", "test", "io", "app", "localhost")
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), suffix, (labels, tld) => {
        const host = [...labels, tld].join(".")
        expect(getDomain(host, cookieJar)).toBe(tldtsDomain(host, cookieJar))
      }),
    )
  })

  it("differs from the list only under its longer suffixes, by looking one label too high", () => {
    // example.co.uk's registrable domain by the list; the default rule stops at co.uk,
    // where the fixtures keep no cookie (the module's comment says why that is harmless)
    expect(tldtsDomain("shop.example.co.uk", cookieJar)).toBe("example.co.uk")
    expect(getDomain("shop.example.co.uk", cookieJar)).toBe("co.uk")
  })
})
