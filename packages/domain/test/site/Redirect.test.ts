import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { safeRedirect } from "../../src/site/Redirect.ts"
import { removeQueryParams, replaceLanguageInQuery } from "../../src/site/SiteUrl.ts"

const policy = { currentUrl: "https://www.outfitter.example/shop/us/stores", allowedOrigins: ["https://www.outfitter.example.fr"] }

describe("safeRedirect: only this site's paths and allowed origins", () => {
  it.each([
    "/shop/eu-fr",
    "/shop/eu-fr/stores?x=1#top",
    "https://www.outfitter.example/shop/uk",
    "https://www.outfitter.example.fr/shop/eu-fr",
  ])("follows %s", (target) => {
    expect(Result.getOrUndefined(safeRedirect(target, policy))).toBe(target)
  })

  it.each([
    "//evil.example/shop/us",
    "/\\evil.example",
    "https://evil.example/shop/us",
    "http://www.outfitter.example.fr.evil.example/",
    "javascript:alert(1)",
    "data:text/html,<script>1</script>",
    "ftp://www.outfitter.example/",
    "shop/us",
    "",
    "/shop/us\nSet-Cookie: x=1",
  ])("refuses %j with UnsafeRedirect", (target) => {
    const result = safeRedirect(target, policy)
    expect(Result.isFailure(result) && result.failure._tag).toBe("UnsafeRedirect")
  })

  it("refuses another origin when none is allowed, and anything that is not a string", () => {
    expect(Result.isFailure(safeRedirect("https://www.outfitter.example.fr/shop/eu-fr"))).toBe(true)
    expect(Result.isFailure(safeRedirect(undefined, policy))).toBe(true)
    expect(Result.isFailure(safeRedirect(42, policy))).toBe(true)
  })

  it("reads a policy of the wrong shape as allowing nothing more (never throws)", () => {
    const elsewhere = "https://www.outfitter.example.fr/shop/eu-fr"
    for (const given of [null, "x", { currentUrl: 42, allowedOrigins: "https://www.outfitter.example.fr" }, { allowedOrigins: [null, 7] }]) {
      expect(Result.isFailure(safeRedirect(elsewhere, given as never))).toBe(true)
      expect(Result.getOrUndefined(safeRedirect("/shop/us", given as never))).toBe("/shop/us")
    }
  })

  it("never repeats a URL's credentials in its message", () => {
    const result = safeRedirect("https://user:secret@evil.example/", policy)
    expect(Result.isFailure(result) && result.failure.message).not.toContain("secret")
  })

  test.prop([fc.string({ unit: "binary" })])("is total; what it follows is a single-slash path or an allowed origin", (target) => {
    const result = safeRedirect(target, policy)
    if (Result.isSuccess(result)) {
      const followed = result.success
      const sameSite = followed.startsWith("/") && !followed.startsWith("//") && !followed.startsWith("/\\")
      const allowed = [policy.currentUrl, ...policy.allowedOrigins].some((url) => followed.startsWith(new URL(url).origin + "/") || followed === new URL(url).origin)
      expect(sameSite || allowed).toBe(true)
    }
  })
})

describe("the URL helpers are total", () => {
  it.each(["//", "http://", "//[", "http://[::1"])("%j comes back unchanged instead of throwing", (url) => {
    expect(removeQueryParams(url, ["facet"])).toBe(url)
    expect(replaceLanguageInQuery(url, "-2")).toBe(url)
  })

  test.prop([fc.string({ unit: "binary" }), fc.string()], { numRuns: 2000 })("removeQueryParams and replaceLanguageInQuery never throw", (url, name) => {
    expect(typeof removeQueryParams(url, [name])).toBe("string")
    expect(typeof replaceLanguageInQuery(url, name)).toBe("string")
  })
})
