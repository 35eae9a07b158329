import { describe, expect, it } from "vitest"
import { fastEnrollCampaignId, fastEnrollContentSpots } from "../../../src/help/enroll/FastEnrollCampaign.ts"

describe("the campaign (orders §3)", () => {
  it("reads campaignId from the query", () => {
    expect(fastEnrollCampaignId("?campaignId=spring-26")).toBe("spring-26")
    expect(fastEnrollCampaignId("campaignId=%20sp_1%20")).toBe("sp_1")
    expect(fastEnrollCampaignId(new URLSearchParams({ campaignId: "a".repeat(64) }))).toBe("a".repeat(64))
    expect(fastEnrollCampaignId(new URLSearchParams({ campaignId: "a".repeat(65) }))).toBeUndefined()
    expect(fastEnrollCampaignId("?campaignId=<b>hi</b>")).toBeUndefined()
    expect(fastEnrollCampaignId("?campaignId=")).toBeUndefined()
    expect(fastEnrollCampaignId("?other=1")).toBeUndefined()
  })

  it("suffixes the three confirmation spots with it", () => {
    expect(fastEnrollContentSpots("spring")).toEqual({
      existingUser: "fastEnroll-success-existing-spring",
      newUser: "fastEnroll-success-new-spring",
      action: "fastEnroll-success-action-spring",
    })
    expect(fastEnrollContentSpots(undefined)).toEqual({
      existingUser: "fastEnroll-success-existing",
      newUser: "fastEnroll-success-new",
      action: "fastEnroll-success-action",
    })
    expect(fastEnrollContentSpots("a b").newUser).toBe("fastEnroll-success-new")
  })
})
