import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { siteCodes } from "../../src/site/Site.ts"
import { parseSiteUrl, removeQueryParams, replaceLanguageInPath, replaceLanguageInQuery, storeIdFromFilter } from "../../src/site/SiteUrl.ts"

describe("parseSiteUrl", () => {
  it("reads the site, optional language and the rest", () => {
    expect(parseSiteUrl("/shop/us")).toEqual({ site: "us", language: undefined, rest: "", search: "", hash: "" })
    expect(parseSiteUrl("/shop/EU-fr/stores?x=1#top")).toEqual({ site: "eu", language: "fr", rest: "/stores", search: "?x=1", hash: "#top" })
    expect(parseSiteUrl("https://www.example.com/shop/cn-zh/account")?.language).toBe("zh")
  })
  it("rejects other paths and unknown sites", () => {
    for (const url of ["/", "/shopping/us", "/shop/xx", "/shop/usa", "/shop/us-", "/shop/us-f r"]) expect(parseSiteUrl(url)).toBeUndefined()
  })
  it.each(siteCodes)("accepts site %s", (site) => {
    expect(parseSiteUrl(`/shop/${site}-de`)?.site).toBe(site)
  })
})

describe("replaceLanguageInPath", () => {
  it("adds, replaces and removes the language, keeping the rest", () => {
    expect(replaceLanguageInPath("/shop/us", "fr")).toBe("/shop/us-fr")
    expect(replaceLanguageInPath("/shop/us-fr/account/orders?brand=kids#a", "de")).toBe("/shop/us-de/account/orders?brand=kids#a")
    expect(replaceLanguageInPath("/shop/eu-fr/stores", undefined)).toBe("/shop/eu/stores")
    expect(replaceLanguageInPath("https://shop.example/shop/eu", "it")).toBe("https://shop.example/shop/eu-it")
  })
  it("leaves foreign URLs and bad languages alone", () => {
    expect(replaceLanguageInPath("/cart", "fr")).toBe("/cart")
    expect(replaceLanguageInPath("/shop/us", "f/r")).toBe("/shop/us")
  })
  test.prop([fc.constantFrom(...siteCodes), fc.stringMatching(/^[a-z]{2}(_[A-Z]{2})?$/)])("round-trips through parseSiteUrl", (site, language) => {
    expect(parseSiteUrl(replaceLanguageInPath(`/shop/${site}/stores`, language))).toMatchObject({ site, language, rest: "/stores" })
  })
})

describe("query parameters", () => {
  it("sets langId", () => {
    expect(replaceLanguageInQuery("/shop/us?langId=-1&a=b", "-2")).toBe("/shop/us?langId=-2&a=b")
    expect(replaceLanguageInQuery("/shop/us", "-3")).toBe("/shop/us?langId=-3")
  })
  it("removes parameters", () => {
    expect(removeQueryParams("/shop/us?facet=a&facet=b&x=1", ["facet"])).toBe("/shop/us?x=1")
    expect(removeQueryParams("/shop/us?facet=a", ["facet"])).toBe("/shop/us")
  })
  it("removes nothing for names that are not a list of strings", () => {
    expect(removeQueryParams("/shop/us?facet=a", "facet" as never)).toBe("/shop/us?facet=a")
    expect(removeQueryParams("/shop/us?facet=a&x=1", [7, "x"] as never)).toBe("/shop/us?facet=a")
  })
  it("leaves the address as it was for a langId that is not a string", () => {
    expect(replaceLanguageInQuery("/shop/us?langId=-1", [JSON.parse('{"toString":[]}')] as never)).toBe("/shop/us?langId=-1")
  })
  it("leaves the path as it was for a language that is not a string", () => {
    expect(replaceLanguageInPath("/shop/us/stores", ["fr"] as never)).toBe("/shop/us/stores")
  })
})

describe("storeIdFromFilter (name:storeId)", () => {
  it("reads the store id", () => {
    expect(storeIdFromFilter("?filter=store:10042")).toBe("10042")
    expect(storeIdFromFilter("filter=size:M,Columbus%20Easton:10043")).toBe("10043")
    expect(storeIdFromFilter(new URLSearchParams({ filter: "a:b:10044" }))).toBe("10044")
  })
  it("is undefined for a search that is neither text nor URLSearchParams", () => {
    expect(storeIdFromFilter(null as never)).toBeUndefined()
    expect(storeIdFromFilter({ filter: "store:1" } as never)).toBeUndefined()
  })
  it("is undefined without a numeric id", () => {
    for (const search of ["", "?filter=", "?filter=store:abc", "?filter=10042", "?filter=:10042", "?other=store:1"]) {
      expect(storeIdFromFilter(search)).toBeUndefined()
    }
  })
  test.prop([fc.string()])("never throws", (text) => {
    const id = storeIdFromFilter(text)
    expect(id === undefined || /^\d+$/.test(id)).toBe(true)
  })
})
