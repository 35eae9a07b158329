import { fc, test } from "@fast-check/vitest"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { isUnknownSitePath, parseSiteSegment, siteCodes, siteFromPath, siteSettings } from "../../src/site/Site.ts"
import { SiteCode } from "../../src/site/SiteCodeSchema.ts"
import { defaultRadiusUnit } from "../../src/stores/StoreSearch.ts"

describe("siteCodes (platform §9)", () => {
  it("are us, eu, wd, ca, uk, am, cn", () => {
    expect(siteCodes).toEqual(["us", "eu", "wd", "ca", "uk", "am", "cn"])
  })

  it("the SiteCode schema accepts exactly those", () => {
    for (const code of siteCodes) expect(Schema.decodeUnknownSync(SiteCode)(code)).toBe(code)
    expect(() => Schema.decodeUnknownSync(SiteCode)("fr")).toThrow()
    expect(() => Schema.decodeUnknownSync(SiteCode)("US")).toThrow()
  })
})

describe("siteFromPath (platform §2: /shop/{site}(-{language}))", () => {
  it.each([
    ["us", "us"],
    ["eu", "eu"],
    ["wd", "wd"],
    ["ca", "ca"],
    ["uk", "uk"],
    ["am", "am"],
    ["cn", "cn"],
    ["eu-fr", "eu"],
    ["ca-fr", "ca"],
    ["wd-ja", "wd"],
    ["EU-DE", "eu"],
    ["Uk", "uk"],
  ] as const)("%s → %s", (segment, site) => {
    expect(siteFromPath(segment)).toBe(site)
  })

  it.each(["", "fr", "usa", "euro", "cnn", "ukraine", "-eu", "shop", "e u", "eu_fr"])("falls back to us for the unknown segment %j", (segment) => {
    expect(siteFromPath(segment)).toBe("us")
  })

  it.each([undefined, null, 42, ["eu"], { site: "eu" }])("falls back to us for the non-string %j", (segment) => {
    expect(siteFromPath(segment)).toBe("us")
  })

  test.prop([fc.anything()])("never throws and always gives a supported site", (segment) => {
    expect(siteCodes).toContain(siteFromPath(segment))
  })

  test.prop([fc.constantFrom(...siteCodes), fc.stringMatching(/^[a-z]{2}$/)])("reads the site of any site-language segment", (site, language) => {
    expect(siteFromPath(`${site}-${language}`)).toBe(site)
  })
})

describe("siteSettings", () => {
  it("has one entry per site, under its own code, whose first country is the default", () => {
    expect(Object.keys(siteSettings).sort()).toEqual([...siteCodes].sort())
    for (const code of siteCodes) {
      const settings = siteSettings[code]
      expect(settings.code).toBe(code)
      expect(settings.countries[0]).toBe(settings.country)
    }
  })

  it("names each site's country as Intl's English region names do", () => {
    const regionNames = new Intl.DisplayNames(["en"], { type: "region" })
    for (const code of siteCodes) expect(siteSettings[code].countryName, code).toBe(regionNames.of(siteSettings[code].country))
  })

  it("measures in miles on the US and UK sites and in kilometres elsewhere (platform §5 default unit)", () => {
    expect(defaultRadiusUnit(siteSettings.us.isMetric)).toBe("SMI")
    expect(defaultRadiusUnit(siteSettings.uk.isMetric)).toBe("SMI")
    expect(defaultRadiusUnit(siteSettings.ca.isMetric)).toBe("KTM")
    expect(defaultRadiusUnit(siteSettings.eu.isMetric)).toBe("KTM")
  })

  it("defaults the US site to US and the Canadian site to CA", () => {
    expect(siteSettings.us.country).toBe("US")
    expect(siteSettings.ca.country).toBe("CA")
    expect(siteSettings.cn.country).toBe("CN")
  })
})

describe("parseSiteSegment and isUnknownSitePath: an unknown site is no site", () => {
  it.each([
    ["us", "us"],
    ["eu-fr", "eu"],
    ["US", "us"],
    ["uk", "uk"],
    ["gb", undefined],
    ["", undefined],
    ["usa", undefined],
  ] as const)("%s → %s", (segment, site) => {
    expect(parseSiteSegment(segment)).toBe(site)
  })

  it("every site code is known, alone and with a language", () => {
    for (const code of siteCodes) {
      expect(parseSiteSegment(code)).toBe(code)
      expect(parseSiteSegment(`${code}-es`)).toBe(code)
      expect(isUnknownSitePath(`/shop/${code}/stores`)).toBe(false)
    }
  })

  it.each([
    ["/shop/gb", true],
    ["/shop/gb/stores", true],
    ["/shop/%E0/stores", true],
    ["/shop//stores", true],
    ["/shop/us", false],
    ["/shop/us-es/account?x=1", false],
    ["/", false],
    ["/assets/index.js", false],
    ["/api/storelocator/10001", false],
  ] as const)("path %s unknown: %s", (path, unknown) => {
    expect(isUnknownSitePath(path)).toBe(unknown)
  })

  test.prop([fc.anything()])("both are total", (value) => {
    expect(() => parseSiteSegment(value)).not.toThrow()
    expect(typeof isUnknownSitePath(value)).toBe("boolean")
  })
})
