import { type OutfitterConfig, useOnboarding, useStoreSettings } from "@outfitter/react-hooks"
import { renderHook, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { loyaltyWrapper, memberFetch } from "./support/outfitter.ts"

const settle = async (userId: string, settings: OutfitterConfig["settings"] = {}, mock?: boolean) => {
  const { fetch, calls } = memberFetch(userId)
  const { result } = renderHook(() => useOnboarding(mock === undefined ? {} : { mock }), {
    wrapper: loyaltyWrapper({ fetch, settings }),
  })
  await waitFor(() => expect(result.current.isPending).toBe(false))
  return { result, requests: calls() }
}

describe("useStoreSettings", () => {
  it("answers the provider's store settings with the onboarding defaults", () => {
    const { fetch } = memberFetch("5001")
    const { result } = renderHook(() => useStoreSettings(), { wrapper: loyaltyWrapper({ fetch }) })
    expect(result.current).toMatchObject({ hasOnboarding: true, loyaltyBirthYear: true, onboardingPhone: true, storeId: "10051" })
  })
})

describe("useOnboarding", () => {
  it("opens for member 5001 (onboarding 0, loyalty store 10051) on store 10051", async () => {
    const { result, requests } = await settle("5001")
    expect(result.current.shouldOpen).toBe(true)
    expect(requests).toEqual(["GET /api/loyalty/info"])
  })
  it("stays closed for a member whose onboarding is 1", async () => {
    expect((await settle("5002")).result.current.shouldOpen).toBe(false)
  })
  it("stays closed when the loyalty store is not the current store", async () => {
    expect((await settle("5001", { storeId: "10052" })).result.current.shouldOpen).toBe(false)
  })
  it("does not even load the info with hasOnboarding off", async () => {
    const { result, requests } = await settle("5001", { hasOnboarding: false })
    expect(result.current.shouldOpen).toBe(false)
    expect(requests).toEqual([])
  })
  it("opens with the mock flag for anyone", async () => {
    expect((await settle("5002", {}, true)).result.current.shouldOpen).toBe(true)
  })
})
