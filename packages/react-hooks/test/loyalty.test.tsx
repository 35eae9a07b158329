import { memoryLoyaltyCache } from "@outfitter/clients"
import { AjaxFailed, GenericUser, InvalidParams, memberOwnerKey, TokenExpired } from "@outfitter/domain"
import {
  loyaltyQueryKey,
  sessionStorageLoyaltyCache,
  useCampaign,
  useLoyalty,
  useRepudiation,
  useSwitchAccount,
} from "@outfitter/react-hooks"
import { act, renderHook, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { loyaltyWrapper, memberFetch } from "./support/outfitter.ts"

describe("useLoyalty", () => {
  it("loads an endpoint into the given cache, keyed like the path", async () => {
    const { fetch } = memberFetch("5001")
    const cache = memoryLoyaltyCache()
    const { result } = renderHook(() => useLoyalty("rewards"), { wrapper: loyaltyWrapper({ fetch }, cache) })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.reason).toBe(1)
    expect(result.current.data?.response.payload?.referral?.referralCode).toMatch(/^REF\d{6}$/)
    expect(cache.get("loyalty__rewards")).toContain("REF")
    expect(loyaltyQueryKey("history", { size: 10 })).toEqual(["loyalty", "history", { size: 10 }])
  })

  it("serves a cached entry with reason 5 without a request", async () => {
    const first = memberFetch("5001")
    const cache = memoryLoyaltyCache()
    const warm = renderHook(() => useLoyalty("info"), { wrapper: loyaltyWrapper({ fetch: first.fetch }, cache) })
    await waitFor(() => expect(warm.result.current.isSuccess).toBe(true))
    const second = memberFetch("5001")
    const { result } = renderHook(() => useLoyalty("info"), { wrapper: loyaltyWrapper({ fetch: second.fetch }, cache) })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.reason).toBe(5)
    expect(second.requests).toHaveLength(0)
  })

  it("waits without an endpoint", () => {
    const { fetch, requests } = memberFetch("5001")
    const { result } = renderHook(() => useLoyalty(undefined), { wrapper: loyaltyWrapper({ fetch }) })
    expect(result.current.fetchStatus).toBe("idle")
    expect(requests).toHaveLength(0)
  })

  it("gives the tagged errors as the query error", async () => {
    const expired = memberFetch("5091")
    const token = renderHook(() => useLoyalty("info"), { wrapper: loyaltyWrapper({ fetch: expired.fetch }) })
    await waitFor(() => expect(token.result.current.isError).toBe(true))
    expect(token.result.current.error).toBeInstanceOf(TokenExpired)
    expect(expired.requests).toHaveLength(4)

    const malformedFetch = memberFetch("5097")
    const malformed = renderHook(() => useLoyalty("info"), { wrapper: loyaltyWrapper({ fetch: malformedFetch.fetch }) })
    await waitFor(() => expect(malformed.result.current.isError).toBe(true))
    expect(malformed.result.current.error).toBeInstanceOf(AjaxFailed)

    const guest = { kind: "guest", isLoggedIn: false, isRemembered: false } as const
    const memberOnly = memberFetch("5001")
    const refused = renderHook(() => useLoyalty("info"), {
      wrapper: loyaltyWrapper({ fetch: memberOnly.fetch, visitor: () => guest }),
    })
    await waitFor(() => expect(refused.result.current.isError).toBe(true))
    expect(refused.result.current.error).toBeInstanceOf(GenericUser)
  })
})

describe("useRepudiation", () => {
  it("is true for CROSSBORDER_USER and false for a plain member", async () => {
    const crossFetch = memberFetch("5094")
    const cross = renderHook(() => useRepudiation(), { wrapper: loyaltyWrapper({ fetch: crossFetch.fetch }) })
    await waitFor(() => expect(cross.result.current.isSuccess).toBe(true))
    expect(cross.result.current.data).toBe(true)
    const plainFetch = memberFetch("5001")
    const plain = renderHook(() => useRepudiation(), { wrapper: loyaltyWrapper({ fetch: plainFetch.fetch }) })
    await waitFor(() => expect(plain.result.current.isSuccess).toBe(true))
    expect(plain.result.current.data).toBe(false)
  })
})

describe("useSwitchAccount and useCampaign", () => {
  it("switches and posts; a campaign without a token fails with the spec's message", async () => {
    const { fetch, calls } = memberFetch("5001")
    const wrapper = loyaltyWrapper({ fetch })
    const switching = renderHook(() => useSwitchAccount(), { wrapper })
    await act(() => switching.result.current.mutateAsync("decline"))
    expect(calls()).toContain("PUT /api/user/loyalty/switch/decline")

    const campaign = renderHook(() => useCampaign(), { wrapper })
    await act(async () => {
      await campaign.result.current.mutateAsync({ email: "a@example.com", event: "signup" }).catch(() => undefined)
    })
    await waitFor(() => expect(campaign.result.current.isError).toBe(true))
    expect(campaign.result.current.error).toBeInstanceOf(InvalidParams)
    expect(campaign.result.current.error?.message).toBe("email, event, and token must be supplied")
  })
})

describe("sessionStorageLoyaltyCache", () => {
  it("reads and writes the given storage; clear drops only the loyalty__ entries", () => {
    const items = new Map<string, string>()
    const cache = sessionStorageLoyaltyCache({
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
      key: (index) => [...items.keys()][index] ?? null,
      get length() {
        return items.size
      },
    })
    cache?.set("loyalty__info", "x")
    cache?.set("loyalty__history?size=5", "y")
    items.set("couponsNotified", "true")
    expect(items.get("loyalty__info")).toBe("x")
    expect(cache?.get("loyalty__missing")).toBeNull()
    cache?.clear()
    expect([...items.keys()].sort()).toEqual(["couponsNotified", memberOwnerKey])
  })

  const storageOver = (items: Map<string, string>) => ({
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size
    },
  })

  it("belongs to one member: when the cookies name another, the next read finds nothing of the first", () => {
    const items = new Map<string, string>()
    let member = "5001"
    const cache = sessionStorageLoyaltyCache(storageOver(items), { member: () => member })
    cache?.set("loyalty__info", JSON.stringify({ response: { firstName: "Ada", phone: "555-0101" } }))
    expect(cache?.get("loyalty__info")).toContain("Ada")
    member = "5005"
    expect(cache?.get("loyalty__info")).toBeNull()
    expect([...items.values()].join()).not.toContain("Ada")
    expect(items.get(memberOwnerKey)).toBe("5005")
  })

  it("a page loaded with another member's cookies starts from an empty cache", () => {
    const items = new Map<string, string>()
    sessionStorageLoyaltyCache(storageOver(items), { member: () => "5001" })?.set("loyalty__info", "{\"a\":1}")
    // the next page load: a new cache over the same session storage
    const next = sessionStorageLoyaltyCache(storageOver(items), { member: () => "anonymous" })
    expect(next?.get("loyalty__info")).toBeNull()
    const same = sessionStorageLoyaltyCache(storageOver(items), { member: () => "anonymous" })
    same?.set("loyalty__info", "{\"a\":2}")
    expect(sessionStorageLoyaltyCache(storageOver(items), { member: () => "anonymous" })?.get("loyalty__info")).toBe("{\"a\":2}")
  })

  it("keeps an entry with the Apple token in memory only: never in storage, a miss after a reload", () => {
    const items = new Map<string, string>()
    const cache = sessionStorageLoyaltyCache(storageOver(items), { member: () => "5003" })
    const info = JSON.stringify({ status: "success", response: { firstName: "Cy", appleToken: "apple-5003" } })
    cache?.set("loyalty__info", info)
    expect(cache?.get("loyalty__info")).toBe(info)
    expect([...items.values()].join()).not.toContain("apple-5003")
    expect(items.has("loyalty__info")).toBe(false)
    const afterReload = sessionStorageLoyaltyCache(storageOver(items), { member: () => "5003" })
    expect(afterReload?.get("loyalty__info")).toBeNull()
  })
})
