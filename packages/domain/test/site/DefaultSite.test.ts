import { describe, expect, it } from "vitest"
import { defaultSiteCode, defaultSiteCountry } from "../../src/site/DefaultSite.ts"
import { siteFromPath } from "../../src/site/Site.ts"

describe("the default site", () => {
  it("is the US site, the one an unknown path falls back to, and its country is US", () => {
    expect(defaultSiteCode).toBe("us")
    expect(siteFromPath("nowhere")).toBe(defaultSiteCode)
    expect(defaultSiteCountry).toBe("US")
  })
})
