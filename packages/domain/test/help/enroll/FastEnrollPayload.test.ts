import { describe, expect, it } from "vitest"
import { fastEnrollUser } from "../../../src/help/enroll/FastEnrollPayload.ts"

describe("the user object (orders §3)", () => {
  it("leaves absent parts out", () => {
    expect(fastEnrollUser({ email: " ann@example.com ", phone: undefined, optIns: [], campaignId: undefined })).toEqual({ email: "ann@example.com" })
  })

  it("carries the phone, the ticked opt-ins and the campaign id", () => {
    expect(fastEnrollUser({ email: "ann@example.com", phone: "6145550100", optIns: ["anf", "kids", " "], campaignId: "spring" })).toEqual({
      email: "ann@example.com",
      primaryPhone: "6145550100",
      emailOptions: { anf: "Y", kids: "Y" },
      fastEnrollCampaignId: "spring",
    })
  })
})
