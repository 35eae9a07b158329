import { registeredVisitor } from "@outfitter/clients"
import { makeStoreSettings, type OrderDetails, returnSubmissionBody } from "@outfitter/domain"
import { returnsMagic, returnsOrderNumbers } from "@outfitter/fixtures"
import { cookieJarFetch } from "@outfitter/fixtures/testing"
import {
  type AnalyticsEvent,
  orderDetailsKey,
  orderHistoryKey,
  useOrderHistory,
  subscribeAnalytics,
  useRefundCalculation,
  useCancelOrder,
  useOrderDetails,
  useReturnReasons,
  useReturnsFlow,
  useSubmitReturn,
} from "@outfitter/react-hooks"
import { QueryClient } from "@tanstack/react-query"
import { act, renderHook, waitFor } from "@testing-library/react"
import * as Result from "effect/Result"
import { describe, expect, it, vi } from "vitest"
import { memberFetch, outfitterWrapper } from "./support/outfitter.ts"

const email = "registered@outfitter.test"

/** A member's browser over the fixtures, recording each request as "METHOD path". */
const member = (settings: Parameters<typeof makeStoreSettings>[0] = {}) => {
  const requests: Array<string> = []
  const bodies: Array<unknown> = []
  const jar = memberFetch("5001", {
    onRequest: async (request) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`)
      if (request.method === "POST") bodies.push(await request.clone().json().catch(() => undefined))
    },
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = outfitterWrapper({
    queryClient,
    config: { fetch: jar.fetch, visitor: () => registeredVisitor, onUnauthorized: vi.fn(), settings: makeStoreSettings(settings) },
  })
  return { requests, bodies, wrapper, queryClient }
}

/** A guest's browser (no cookies) over the fixtures. */
const guest = () => {
  const requests: Array<string> = []
  const jar = cookieJarFetch({ onRequest: (request) => void requests.push(`${request.method} ${new URL(request.url).pathname}`) })
  return { requests, wrapper: outfitterWrapper({ config: { fetch: jar.fetch, onUnauthorized: vi.fn() } }) }
}

const detailsOf = async (wrapper: ReturnType<typeof outfitterWrapper>, orderNumber: string): Promise<OrderDetails> => {
  const { result } = renderHook(() => useOrderDetails(orderNumber, email), { wrapper })
  await waitFor(() => expect(result.current.data).toBeDefined())
  return result.current.data!
}

/** The order a body was made from (by its token), as a submission names it. */
const from = (body: { readonly fromOrderToken: string }) => ({ orderNumber: madeFrom.get(body.fromOrderToken) ?? "", email })
const madeFrom = new Map<string, string>()

const bodyFor = (details: OrderDetails) => {
  madeFrom.set(details.orderToken, details.orderNumber)
  const line = details.items.find((item) => item.returnable)!
  return Result.getOrThrow(returnSubmissionBody(details, {
    smartLabel: true,
    eGiftCard: false,
    items: [{ itemId: line.itemId, shortSku: line.shortSku, returnReasonCode: "R04", returnReasonDetailCode: null, returnReasonComments: "", exchange: false }],
  }))
}

describe("order details and reason codes", () => {
  it("reads an order's details with its lines, under a key of the order and the e-mail", async () => {
    const { wrapper } = member()
    const details = await detailsOf(wrapper, returnsOrderNumbers.returnable)
    expect(details.orderNumber).toBe(returnsOrderNumbers.returnable)
    expect(details.items.some((item) => item.returnable)).toBe(true)
    expect(orderDetailsKey("1", "a@b.co")).toEqual(["user", "order", "1", "details", "a@b.co"])
  })

  it("waits while the order number or the e-mail is empty", () => {
    const { wrapper, requests } = member()
    const { result } = renderHook(() => useOrderDetails("", email), { wrapper })
    expect(result.current.fetchStatus).toBe("idle")
    expect(requests).toEqual([])
  })

  it("reads the reason codes of both types", async () => {
    const { wrapper } = member()
    const { result } = renderHook(() => useReturnReasons(), { wrapper })
    await waitFor(() => expect(result.current.data).toBeDefined())
    expect(new Set(result.current.data!.map((reason) => reason.type))).toEqual(new Set(["options", "textbox"]))
  })
})

describe("useSubmitReturn", () => {
  it("a member submits directly, once: a second submit while the first is on its way is refused", async () => {
    const { wrapper, requests } = member()
    const body = bodyFor(await detailsOf(wrapper, returnsOrderNumbers.returnable))
    const { result } = renderHook(() => useSubmitReturn(), { wrapper })
    let outcomes: Array<PromiseSettledResult<unknown>> = []
    await act(async () => {
      outcomes = await Promise.allSettled([
        result.current.mutateAsync({ body, signedIn: true, origin: from(body) }),
        result.current.mutateAsync({ body, signedIn: true, origin: from(body) }),
      ])
    })
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected"])
    expect((outcomes[1] as PromiseRejectedResult).reason._tag).toBe("SubmissionInFlight")
    expect(requests.filter((request) => request === "POST /api/user/order/return")).toHaveLength(1)
    expect(requests).not.toContain("POST /api/session/guest")
  })

  it("a submission marks the order's details and the order history stale; read again, they show the return", async () => {
    const { wrapper, queryClient } = member()
    const orderNumber = returnsOrderNumbers.returnable
    const body = bodyFor(await detailsOf(wrapper, orderNumber))
    const history = renderHook(() => useOrderHistory(), { wrapper })
    await waitFor(() => expect(history.result.current.data).toBeDefined())
    const statusOf = () => history.result.current.data?.find((order) => order.orderId === orderNumber)?.status
    expect(statusOf()).toBe("Delivered")
    history.unmount()
    const views = [orderDetailsKey(orderNumber, email), orderHistoryKey]
    const stale = () => views.map((key) => queryClient.getQueryState(key)?.isInvalidated)
    expect(stale()).toEqual([false, false])
    const { result } = renderHook(() => useSubmitReturn(), { wrapper })
    await act(() => result.current.mutateAsync({ body, signedIn: true, origin: from(body) }))
    expect(stale()).toEqual([true, true])
    const shownAgain = renderHook(() => useOrderHistory(), { wrapper })
    await waitFor(() => expect(shownAgain.result.current.data?.find((order) => order.orderId === orderNumber)?.status).toBe("Return requested"))
    const page = renderHook(() => useOrderDetails(orderNumber, email), { wrapper })
    await waitFor(() => expect(page.result.current.data?.status).toBe("Return requested"))
  })

  it("a guest gets a guest session before the submission", async () => {
    const { wrapper: memberWrapper } = member()
    const body = bodyFor(await detailsOf(memberWrapper, returnsOrderNumbers.returnable))
    const { wrapper, requests } = guest()
    const { result } = renderHook(() => useSubmitReturn(), { wrapper })
    await act(async () => {
      await result.current.mutateAsync({ body, signedIn: false, origin: from(body) })
    })
    expect(requests.filter((request) => request.startsWith("POST"))).toEqual(["POST /api/session/guest", "POST /api/user/order/return"])
  })

  it("a failed submission is sent once, never retried, and raises the 'online returns' error event", async () => {
    const events: Array<AnalyticsEvent> = []
    const off = subscribeAnalytics((event) => void events.push(event))
    const { wrapper, requests } = member()
    const body = bodyFor(await detailsOf(wrapper, returnsMagic.submissionFails))
    const { result } = renderHook(() => useSubmitReturn(), { wrapper })
    await act(async () => {
      await result.current.mutateAsync({ body, signedIn: true, origin: from(body) }).catch(() => undefined)
    })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(requests.filter((request) => request === "POST /api/user/order/return")).toHaveLength(1)
    off()
    expect(events).toContainEqual({ type: "online returns", name: "submit:fail", status: 500 })
  })

  it("a failed refund calculation raises calculateRefund:fail", async () => {
    const events: Array<AnalyticsEvent> = []
    const off = subscribeAnalytics((event) => void events.push(event))
    const { wrapper } = member()
    const details = await detailsOf(wrapper, returnsMagic.calculationFails)
    const line = details.items.find((item) => item.returnable)!
    const { result } = renderHook(() => useRefundCalculation(), { wrapper })
    await act(async () => {
      await result.current.mutateAsync({
        orderNumber: details.orderNumber,
        request: { returnItems: [{ itemId: line.itemId, shortSku: line.shortSku, returnReasonCode: "R04", returnReasonDetailCode: null, returnReasonComments: "", exchange: false }], payments: details.payments, returnShippingFee: 7, returnFeeWaived: false, shipToCountryCode: "US" },
      }).catch(() => undefined)
    })
    off()
    expect(events).toEqual([{ type: "returns", name: "calculateRefund:fail" }])
  })

  it("adds the fraud-device id when the store uses that service, and forgets it once the return is confirmed", async () => {
    const { wrapper, bodies } = member({ fraudDeviceSession: true })
    const body = bodyFor(await detailsOf(wrapper, returnsOrderNumbers.returnable))
    const { result } = renderHook(() => useSubmitReturn(), { wrapper })
    await act(async () => {
      await result.current.mutateAsync({ body, signedIn: true, origin: from(body) })
    })
    expect((bodies.at(-1) as { signifydSessionId?: string }).signifydSessionId).toMatch(/^[0-9a-f]{32}$/)
    expect(sessionStorage.getItem("signifydSessionId")).toBeNull()
  })

  it("sends no fraud-device id when the store does not use it", async () => {
    const { wrapper, bodies } = member()
    const body = bodyFor(await detailsOf(wrapper, returnsOrderNumbers.returnable))
    const { result } = renderHook(() => useSubmitReturn(), { wrapper })
    await act(async () => {
      await result.current.mutateAsync({ body, signedIn: true, origin: from(body) })
    })
    expect(bodies.at(-1)).not.toHaveProperty("signifydSessionId")
  })
})

describe("useCancelOrder", () => {
  it("cancels a processing order and refetches its details", async () => {
    const { wrapper, requests } = member()
    const { result } = renderHook(() => ({ details: useOrderDetails(returnsOrderNumbers.cancellable, email), cancel: useCancelOrder() }), { wrapper })
    await waitFor(() => expect(result.current.details.data?.status).toBe("Processing"))
    await act(async () => {
      await result.current.cancel.mutateAsync({ orderId: returnsOrderNumbers.cancellable, body: { email, changeReasonCode: "CR01" } })
    })
    expect(requests).toContain(`PUT /api/user/order/${returnsOrderNumbers.cancellable}`)
    await waitFor(() => expect(result.current.details.data?.status).toBe("Cancelled"))
    expect(requests.filter((request) => request === `GET /api/user/order/return/${returnsOrderNumbers.cancellable}`)).toHaveLength(2)
  })

  it("a 'Failure' answer is an error", async () => {
    const { wrapper } = member()
    const { result } = renderHook(() => useCancelOrder(), { wrapper })
    await act(async () => {
      await result.current.mutateAsync({ orderId: returnsMagic.cancelAnswersFailure, body: { email, changeReasonCode: "CR01" } }).catch(() => undefined)
    })
    await waitFor(() => expect(result.current.error).toMatchObject({ _tag: "AjaxFailed", errorKey: "Failure" }))
  })
})

describe("useReturnsFlow: the flow is the domain machine's", () => {
  it("starts at the intro for the intro address, refuses continue with nothing selected and keeps the flow", () => {
    const { wrapper } = member()
    const { result } = renderHook(() => useReturnsFlow({ itemIds: ["1", "2"], hash: "#order-returns-intro" }), { wrapper })
    expect(result.current.flow.view).toBe("RF0")
    act(() => result.current.dispatch({ _tag: "Continue" }))
    expect(result.current.flow.view).toBe("RF1")
    act(() => result.current.dispatch({ _tag: "Continue" }))
    expect(result.current.flow.view).toBe("RF1")
    expect(result.current.refused?.reason).toBe("NothingSelected")
    act(() => result.current.dispatch({ _tag: "ToggleItem", itemId: "1", kind: "return" }))
    expect(result.current.refused).toBeUndefined()
    act(() => result.current.reset({ itemIds: ["1"] }))
    expect(result.current.flow.view).toBe("OD")
  })
})
