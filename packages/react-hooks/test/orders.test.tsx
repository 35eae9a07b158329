import { registeredVisitor } from "@outfitter/clients"
import type { OrderSummary } from "@outfitter/domain"
import { orderHistoryKey, useOrderHistory, useResendConfirmation } from "@outfitter/react-hooks"
import { act, renderHook, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { memberFetch, outfitterWrapper } from "./support/outfitter.ts"

const wrapper = outfitterWrapper({ config: { fetch: memberFetch("5001").fetch, visitor: () => registeredVisitor, onUnauthorized: vi.fn() } })

const order = (orderId: string): OrderSummary => ({
  orderId,
  placedDate: "2026-10-02",
  total: "$1.00",
  status: "Shipped",
  isOnlinePurchase: true,
  isShipped: true,
  channel: "WEB",
})

describe("orders hooks", () => {
  it("the key mirrors the path", () => {
    expect(orderHistoryKey).toEqual(["user", "orders"])
  })

  it("lists the user's orders", async () => {
    const { result } = renderHook(() => useOrderHistory(), { wrapper })
    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0))
  })

  it("resends, shows processing, and ignores a second click while busy", async () => {
    const { result } = renderHook(() => useResendConfirmation(order("10000001001")), { wrapper })
    let outcome: unknown
    let second: unknown = "not called"
    await act(async () => {
      const first = result.current.resend()
      second = await result.current.resend()
      outcome = await first
    })
    expect(second).toBeUndefined()
    expect(outcome).toEqual({ ok: true, kind: "confirmation" })
    expect(result.current.state).toBe("processing")
  })

  it("a failing resend resolves as not ok", async () => {
    const { result } = renderHook(() => useResendConfirmation(order("10000009500")), { wrapper })
    let outcome: unknown
    await act(async () => {
      outcome = await result.current.resend()
    })
    expect(outcome).toMatchObject({ ok: false })
  })
})
