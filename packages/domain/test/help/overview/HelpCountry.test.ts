import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  countriesByRegion,
  defaultWorldRegion,
  helpContentSpot,
  helpCountry,
  worldRegionCodes,
  worldRegionOf,
  worldRegions,
} from "../../../src/help/overview/HelpCountry.ts"
import { siteCodes, siteSettings } from "../../../src/site/Site.ts"

const country = (countryCode: string, iso: string, name: string, isActive = true) => ({ countryCode, iso, name, isActive })
const options = [
  country("US", "USA", "United States"),
  country("FR", "FRA", "France"),
  country("DE", "DEU", "Germany"),
  country("JP", "JPN", "Japan"),
  country("AE", "ARE", "United Arab Emirates"),
  country("BR", "BRA", "Brazil", false),
]

describe("worldRegionOf (orders §3 data-world-region)", () => {
  it.each(worldRegions.flatMap((region) => worldRegionCodes[region].map((code) => [code, region] as const)))(
    "places %s in %s",
    (code, region) => {
      expect(worldRegionOf(code)).toBe(region)
      expect(worldRegionOf(` ${code.toLowerCase()} `)).toBe(region)
    },
  )

  it("places every country a site ships to in a region the table names", () => {
    const named = new Set(worldRegions.flatMap((region) => worldRegionCodes[region]))
    for (const site of siteCodes) for (const code of siteSettings[site].countries) expect(named.has(code)).toBe(true)
  })

  it("lists each code in one region only", () => {
    const all = worldRegions.flatMap((region) => worldRegionCodes[region])
    expect(new Set(all).size).toBe(all.length)
  })

  it("places an unknown code, or no code, in the default region", () => {
    expect(worldRegionOf("ZZ")).toBe(defaultWorldRegion)
    expect(worldRegionOf(undefined)).toBe("americas")
  })
})

describe("helpContentSpot", () => {
  it.each(worldRegions)("names the %s variant", (region) => {
    expect(helpContentSpot(region)).toBe(`help-overview-${region}`)
  })

  test.prop([fc.anything()])("is always one of the four variants", (value) => {
    expect(worldRegions.map((region) => `help-overview-${region}`)).toContain(helpContentSpot(value))
  })
})

describe("helpCountry (orders §3: the shipping country from stored preferences)", () => {
  it("reads the stored ship-to country with its iso, name and region", () => {
    expect(helpCountry({ shipTo: "JP" }, options, "wd")).toEqual({ code: "JP", iso: "JPN", name: "Japan", region: "asia-pacific" })
    expect(helpCountry({ shipTo: "fr" }, options, "us")).toEqual({ code: "FR", iso: "FRA", name: "France", region: "europe" })
  })

  it("falls back to the site's country when none is stored or the options lack it", () => {
    expect(helpCountry({}, options, "eu")).toEqual({ code: "DE", iso: "DEU", name: "Germany", region: "europe" })
    expect(helpCountry({ shipTo: "XX" }, options, "us")).toEqual({ code: "US", iso: "USA", name: "United States", region: "americas" })
  })

  it("names the site's country from its site settings when the options are missing (as the options name it)", () => {
    expect(helpCountry({ shipTo: "AE" }, undefined, "wd")).toEqual({ code: "AU", iso: "", name: "Australia", region: "asia-pacific" })
    expect(helpCountry({}, [], "uk")).toEqual({ code: "GB", iso: "", name: "United Kingdom", region: "europe" })
  })

  it("takes the country chosen on the help page first, when the options offer it", () => {
    expect(helpCountry({ shipTo: "FR" }, options, "us", "JP")).toEqual({ code: "JP", iso: "JPN", name: "Japan", region: "asia-pacific" })
    expect(helpCountry({ shipTo: "FR" }, options, "us", "jp").code).toBe("JP")
    expect(helpCountry({ shipTo: "FR" }, options, "us", "XX").code).toBe("FR")
    expect(helpCountry({}, options, "eu", "").code).toBe("DE")
    expect(helpCountry({}, options, "eu", 42).code).toBe("DE")
  })
})

describe("countriesByRegion (the country selector)", () => {
  it("groups active countries by region, regions in order, countries by name", () => {
    expect(countriesByRegion(options)).toEqual([
      { region: "americas", name: "Americas", countries: [{ code: "US", iso: "USA", name: "United States", region: "americas" }] },
      {
        region: "europe",
        name: "Europe",
        countries: [
          { code: "FR", iso: "FRA", name: "France", region: "europe" },
          { code: "DE", iso: "DEU", name: "Germany", region: "europe" },
        ],
      },
      { region: "asia-pacific", name: "Asia Pacific", countries: [{ code: "JP", iso: "JPN", name: "Japan", region: "asia-pacific" }] },
      {
        region: "middle-east-africa",
        name: "Middle East and Africa",
        countries: [{ code: "AE", iso: "ARE", name: "United Arab Emirates", region: "middle-east-africa" }],
      },
    ])
  })

  it("leaves out inactive countries, rows without a code and empty regions", () => {
    expect(countriesByRegion([country("BR", "BRA", "Brazil", false), { name: "Nowhere" }, "US"])).toEqual([])
  })

  test.prop([fc.array(fc.record({ countryCode: fc.string(), iso: fc.string(), name: fc.string(), isActive: fc.boolean() }))])(
    "keeps every active country with a code exactly once, in its own region",
    (rows) => {
      const groups = countriesByRegion(rows)
      const listed = groups.flatMap((group) => group.countries)
      expect(listed.length).toBe(rows.filter((row) => row.isActive && row.countryCode.trim() !== "").length)
      for (const group of groups) for (const each of group.countries) expect(each.region).toBe(group.region)
    },
  )
})
