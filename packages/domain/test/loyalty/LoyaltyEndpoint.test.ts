import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { InvalidParams } from "../../src/errors/ServiceError.ts"
import {
  isLoyaltyEndpoint,
  loyaltyEndpoints,
  loyaltyMessages,
  parseLoyaltyEndpoint,
  parseSwitchAccountChoice,
  requireLoyaltyEnabled,
  requireServiceRoot,
  unknownLoyaltyEndpointMessage,
  validateCampaign,
} from "../../src/loyalty/LoyaltyEndpoint.ts"

describe("parseLoyaltyEndpoint (platform §5, §7)", () => {
  it("accepts the four endpoints exactly", () => {
    for (const endpoint of loyaltyEndpoints) expect(parseLoyaltyEndpoint(endpoint)).toEqual(Result.succeed(endpoint))
  })

  it("refuses a missing, empty, or non-string endpoint with the non-empty message", () => {
    for (const value of [undefined, null, "", 3]) {
      const result = parseLoyaltyEndpoint(value)
      expect(Result.isFailure(result) && result.failure.message).toBe(loyaltyMessages.endpointMissing)
    }
  })

  it("refuses an unknown or differently spelt endpoint", () => {
    for (const value of ["Info", " info", "campaign", "points"]) {
      const result = parseLoyaltyEndpoint(value)
      expect(Result.isFailure(result) && result.failure).toBeInstanceOf(InvalidParams)
      expect(Result.isFailure(result) && result.failure.message).toBe(`Unknown loyalty endpoint: ${value}`)
    }
  })

  test.prop([fc.anything()])("never throws, and succeeds only with one of the four", (value) => {
    const result = parseLoyaltyEndpoint(value)
    expect(Result.isSuccess(result)).toBe((loyaltyEndpoints as ReadonlyArray<unknown>).includes(value))
  })
})

describe("store checks", () => {
  it("'Loyalty is not enabled for this store' when loyalty is off", () => {
    expect(Result.isSuccess(requireLoyaltyEnabled({ loyaltyEnabled: true }))).toBe(true)
    const off = requireLoyaltyEnabled({ loyaltyEnabled: false })
    expect(Result.isFailure(off) && off.failure.message).toBe("Loyalty is not enabled for this store")
    expect(Result.isFailure(off) && off.failure.reason).toBe(3)
  })

  it("'Invalid Settings' for an empty or blank root; a root loses its trailing slash", () => {
    for (const url of [undefined, "", "  "]) {
      const result = requireServiceRoot("loyaltyApp", url)
      expect(Result.isFailure(result) && result.failure).toMatchObject({ message: "Invalid Settings", field: "loyaltyApp" })
    }
    expect(requireServiceRoot("loyaltyApp", "https://x.test/api/loyalty/")).toEqual(Result.succeed("https://x.test/api/loyalty"))
  })

  it("switch-account choices are accept and decline only", () => {
    expect(Result.isSuccess(parseSwitchAccountChoice("accept"))).toBe(true)
    expect(Result.isSuccess(parseSwitchAccountChoice("decline"))).toBe(true)
    expect(Result.isFailure(parseSwitchAccountChoice("Accept"))).toBe(true)
  })
})

describe("validateCampaign (platform §5)", () => {
  const full = { email: "a@example.com", event: "signup", token: "t" }

  it("accepts the three fields, trimmed", () => {
    expect(validateCampaign({ email: " a@example.com ", event: "signup", token: "t" })).toEqual(Result.succeed(full))
  })

  it("refuses each missing or blank field with the spec's message", () => {
    for (const field of ["email", "event", "token"] as const) {
      for (const value of [undefined, "", "   ", 5]) {
        const result = validateCampaign({ ...full, [field]: value })
        expect(Result.isFailure(result) && result.failure).toMatchObject({ message: "email, event, and token must be supplied", field })
      }
    }
  })

  test.prop([fc.anything()])("never throws", (value) => {
    const result = validateCampaign(value)
    expect(Result.isSuccess(result) || result.failure.message === loyaltyMessages.campaignFieldsMissing).toBe(true)
  })
})

describe("settings of the wrong type", () => {
  it("are not enabled, and a root that is not text is not configured", () => {
    for (const settings of [null, {}, { loyaltyEnabled: "true" }]) {
      expect(Result.isFailure(requireLoyaltyEnabled(settings as never))).toBe(true)
    }
    const missing = requireServiceRoot("loyaltyApp", 42 as never)
    expect(Result.isFailure(missing) && missing.failure.message).toBe(loyaltyMessages.invalidSettings)
    const unnamed = requireServiceRoot(null as never, undefined)
    expect(Result.isFailure(unnamed) && unnamed.failure.field).toBeUndefined()
  })
})

describe("messages for values that cannot become text", () => {
  it("name them by their kind instead of throwing", () => {
    const odd = JSON.parse('{"toString":[],"valueOf":{}}')
    const choice = parseSwitchAccountChoice(odd)
    expect(Result.isFailure(choice) && choice.failure.message).toBe("Unknown switch-account choice: [object Object]")
    expect(parseSwitchAccountChoice(5)).toEqual(Result.fail(new InvalidParams({ message: "Unknown switch-account choice: 5", field: "choice" })))
  })
})

describe("isLoyaltyEndpoint and unknownLoyaltyEndpointMessage", () => {
  it("holds for the four endpoints only, in their own case", () => {
    expect(loyaltyEndpoints.map(isLoyaltyEndpoint)).toEqual([true, true, true, true])
    expect(["History", " info", "", "points", null, undefined, 1, ["info"], { info: true }].map(isLoyaltyEndpoint)).toEqual(
      Array.from({ length: 9 }, () => false),
    )
  })

  test.prop([fc.string().filter((value) => !(loyaltyEndpoints as ReadonlyArray<string>).includes(value))])("refuses any other text", (value) => {
    expect(isLoyaltyEndpoint(value)).toBe(false)
  })

  it("names the endpoint it did not know, as the refusal of parseLoyaltyEndpoint does", () => {
    expect(unknownLoyaltyEndpointMessage("points")).toBe("Unknown loyalty endpoint: points")
    expect(unknownLoyaltyEndpointMessage({ toString: [] } as never)).toBe("Unknown loyalty endpoint: [object Object]")
    const refused = parseLoyaltyEndpoint("points")
    expect(Result.isFailure(refused) && refused.failure.message).toBe(unknownLoyaltyEndpointMessage("points"))
  })
})
