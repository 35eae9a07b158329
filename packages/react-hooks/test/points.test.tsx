import { OrderNumberLength } from "@outfitter/domain"
import {
  pointsHistoryKey,
  useAddOrderPoints,
  usePointsHistory,
} from "@outfitter/react-hooks"
import { act, renderHook, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { loyaltyWrapper, memberFetch } from "./support/outfitter.ts"

describe("usePointsHistory", () => {
  it("loads the parsed history through the loyalty history endpoint", async () => {
    const { fetch, calls } = memberFetch("5002")
    const { result } = renderHook(() => usePointsHistory(), { wrapper: loyaltyWrapper({ fetch }) })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.entries).toHaveLength(10)
    expect(calls()).toEqual(["GET /api/loyalty/history"])
    expect(pointsHistoryKey).toEqual(["loyalty", "history", "points"])
  })
})

describe("useAddOrderPoints", () => {
  it("answers the status text of the POST", async () => {
    const { fetch, calls } = memberFetch("5001")
    const { result } = renderHook(() => useAddOrderPoints(), { wrapper: loyaltyWrapper({ fetch }) })
    await act(async () => {
      await result.current.mutateAsync("10000000008").catch(() => undefined)
    })
    await waitFor(() => expect(result.current.data).toBe("NotShippedOrder"))
    expect(calls()).toEqual(["POST /api/user/loyalty/points/10000000008"])
  })

  it("reads the history again past the cache when the points were added, and not otherwise", async () => {
    const { fetch, calls } = memberFetch("5001")
    const { result } = renderHook(() => ({ history: usePointsHistory(), add: useAddOrderPoints() }), {
      wrapper: loyaltyWrapper({ fetch }),
    })
    await waitFor(() => expect(result.current.history.isSuccess).toBe(true))
    await act(async () => {
      await result.current.add.mutateAsync("10000000008") // NotShippedOrder: nothing added
    })
    expect(calls().filter((request) => request === "GET /api/loyalty/history")).toHaveLength(1)
    await act(async () => {
      await result.current.add.mutateAsync("12345678901") // LoyaltyAdded
    })
    await waitFor(() => expect(calls().filter((request) => request === "GET /api/loyalty/history")).toHaveLength(2))
  })

  it("fails with OrderNumberLength for a short number, without a request", async () => {
    const { fetch, calls } = memberFetch("5001")
    const { result } = renderHook(() => useAddOrderPoints(), { wrapper: loyaltyWrapper({ fetch }) })
    await act(async () => {
      await result.current.mutateAsync("123").catch(() => undefined)
    })
    await waitFor(() => expect(result.current.error).toBeInstanceOf(OrderNumberLength))
    expect(calls()).toEqual([])
  })
})
