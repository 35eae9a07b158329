/**
 * useWalletWidget over the fixtures, with fake timers standing in for the clock (every
 * wait of the widget is a timer): the requests its schedules say, at the times they say,
 * and none after a terminal state or after unmounting.
 */
import { makeStoreSettings, type StoreSettings } from "@outfitter/domain"
import { walletFixtureOrigin, walletHostileOrigin, walletOrderNumbers, walletPaidAfterReads } from "@outfitter/fixtures"
import { cookieJarFetch } from "@outfitter/fixtures/testing"
import { type AnalyticsEvent, orderDetailsKey, orderHistoryKey, subscribeAnalytics, useWalletWidget, type WalletWidgetOptions } from "@outfitter/react-hooks"
import { QueryClient } from "@tanstack/react-query"
import { act, renderHook } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { outfitterWrapper } from "./support/outfitter.ts"

const w = walletOrderNumbers
const iphone = { userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1", maxTouchPoints: 5 }
const desktop = { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0", maxTouchPoints: 0 }
/** This page (happy-dom's address): the return address, and an origin the mobile button may go to. */
const page = globalThis.location.href

/** A guest's browser over the fixtures, recording each wallet request as "METHOD what", and the analytics. */
const browser = (settings: Partial<StoreSettings> = {}) => {
  const requests: Array<string> = []
  const jar = cookieJarFetch({
    onRequest: (request) => {
      const path = new URL(request.url).pathname
      if (path.includes("/wosai/")) requests.push(`${request.method} ${path.split("/payment/")[1]}`)
    },
  })
  const events: Array<string> = []
  const stop = subscribeAnalytics((event: AnalyticsEvent) => void events.push(event.name))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = outfitterWrapper({ queryClient, config: { fetch: jar.fetch, onUnauthorized: vi.fn(), settings: makeStoreSettings(settings) } })
  return { requests, events, stop, wrapper, queryClient }
}

const render = (
  orderId: string,
  at: ReturnType<typeof browser>,
  options: Partial<WalletWidgetOptions> = {},
) =>
  renderHook(
    () =>
      useWalletWidget({
        orderId,
        payway: orderId === w.alipayPaid || orderId === w.hostileRedirect ? "ALIPAY" : "WECHATPAY",
        country: "cn",
        email: "registered@outfitter.test",
        returnUrl: page,
        browser: desktop,
        hasFocus: () => true,
        redirect: vi.fn(),
        ...options,
      }),
    { wrapper: at.wrapper },
  )

/** Moves the fake clock on, letting the fixtures answer what that started. */
const advance = (ms: number) => act(async () => {
  await vi.advanceTimersByTimeAsync(ms)
})

const statusReads = (requests: ReadonlyArray<string>) => requests.filter((request) => request.startsWith("GET status")).length

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe("useWalletWidget: a desktop pays by QR code", () => {
  it("checks the status, makes a code, reads the status every 100 ms until paid, completes 500 ms later, then stops", async () => {
    const at = browser()
    const views = [orderDetailsKey(w.wechatPaid, "registered@outfitter.test"), orderHistoryKey]
    for (const key of views) at.queryClient.setQueryData(key, {})
    const stale = () => views.map((key) => at.queryClient.getQueryState(key)?.isInvalidated)
    const { result } = render(w.wechatPaid, at)
    await advance(0)
    expect(result.current.widget.state).toBe("loaded")
    expect(result.current.widget.code?.qrCode).toBe(`${walletFixtureOrigin}/qr/wechatpay/${w.wechatPaid}/1`)
    expect(at.requests.slice(0, 3)).toEqual([`GET status/${w.wechatPaid}`, "POST precreate", `GET status/${w.wechatPaid}`])
    await advance(100 * (walletPaidAfterReads - 2))
    expect(result.current.widget.state).toBe("loaded")
    expect(statusReads(at.requests)).toBe(1 + walletPaidAfterReads - 1)
    await advance(100)
    expect(result.current.widget.state).toBe("processing")
    expect(statusReads(at.requests)).toBe(1 + walletPaidAfterReads)
    await advance(499)
    expect(result.current.widget.state).toBe("processing")
    expect(stale(), "the order is stale once it is paid").toEqual([false, false])
    await advance(1)
    expect(result.current.widget.state).toBe("completed")
    expect(stale()).toEqual([true, true])
    expect(at.events).toEqual(["qrLoadedEvent", "qrCompletedEvent"])
    const made = at.requests.length
    await advance(60 * 60 * 1000)
    expect(at.requests).toHaveLength(made)
    expect(vi.getTimerCount(), "no timer is left").toBe(0)
    at.stop()
  })

  it("a code never paid is read until the retry timeout (the store's 1000 ms here), then retry, and nothing more", async () => {
    const at = browser({ walletRetryTimeoutMs: 1000 })
    const { result } = render(w.neverPaid, at)
    await advance(999)
    expect(result.current.widget.state).toBe("loaded")
    await advance(1)
    expect(result.current.widget.state).toBe("retry")
    expect(statusReads(at.requests)).toBe(1 + 11)
    expect(at.events).toEqual(["qrLoadedEvent", "qrRetryEvent"])
    await advance(60 * 60 * 1000)
    expect(statusReads(at.requests)).toBe(1 + 11)
    expect(vi.getTimerCount()).toBe(0)

    // Retry: the status checked again, a new code, polled again
    act(() => result.current.retry())
    await advance(0)
    expect(result.current.widget.state).toBe("loaded")
    expect(result.current.widget.code?.qrCode).toBe(`${walletFixtureOrigin}/qr/wechatpay/${w.neverPaid}/2`)
    expect(at.requests.filter((request) => request === "POST precreate")).toHaveLength(2)
    at.stop()
  })

  it("unmounting stops the polling: no request after", async () => {
    const at = browser()
    const { unmount } = render(w.neverPaid, at)
    await advance(350)
    const made = at.requests.length
    unmount()
    await advance(10_000)
    expect(at.requests).toHaveLength(made)
    expect(vi.getTimerCount()).toBe(0)
    at.stop()
  })

  it("waits for the window's focus, looking every 100 ms", async () => {
    const at = browser()
    let focused = false
    render(w.neverPaid, at, { hasFocus: () => focused })
    await advance(1000)
    expect(at.requests).toEqual([])
    focused = true
    await advance(100)
    expect(at.requests.slice(0, 2)).toEqual([`GET status/${w.neverPaid}`, "POST precreate"])
    at.stop()
  })

  it.each([
    [w.precreateFails, 1],
    [w.statusFails, 2],
    [w.paymentFails, 1 + 3],
  ] as const)("order %s ends in error after %i status reads, and nothing more is asked", async (orderId, reads) => {
    const at = browser()
    const { result } = render(orderId, at)
    await advance(1000)
    expect(result.current.widget.state).toBe("error")
    expect(statusReads(at.requests)).toBe(reads)
    expect(at.events.at(-1)).toBe("qrErrorEvent")
    expect(vi.getTimerCount()).toBe(0)
    at.stop()
  })

  it("an order already paid goes to processing, then completed, without a code", async () => {
    const at = browser()
    const { result } = render(w.alreadyPaid, at)
    await advance(500)
    expect(result.current.widget.state).toBe("completed")
    expect(at.requests).toEqual([`GET status/${w.alreadyPaid}`])
    at.stop()
  })

  it("a second Retry while a code loads is refused and does not stop the run", async () => {
    const at = browser({ walletRetryTimeoutMs: 200 })
    const { result } = render(w.neverPaid, at)
    await advance(200)
    expect(result.current.widget.state).toBe("retry")
    act(() => {
      result.current.retry()
      result.current.retry()
    })
    await advance(0)
    expect(result.current.widget.state).toBe("loaded")
    await advance(200)
    expect(result.current.widget.state).toBe("retry")
    at.stop()
  })

  it("a wallet setting that is not right is read as its default (a page never fails on a bad setting)", async () => {
    const at = browser({ walletPollingIntervalMs: 0, walletRetryTimeoutMs: 500 })
    const { result } = render(w.neverPaid, at)
    await advance(500)
    expect(result.current.widget.state).toBe("retry")
    // the default 100 ms between reads: 0, 100, … 500
    expect(statusReads(at.requests)).toBe(1 + 6)
    at.stop()
  })
})

describe("useWalletWidget: a phone pays with a button", () => {
  it("asks for the H5 code with this page as the return address; the button sends the page there", async () => {
    const at = browser()
    const redirect = vi.fn()
    const { result } = render(w.alipayPaid, at, { browser: iphone, redirect })
    await advance(0)
    expect(result.current.widget).toMatchObject({ state: "loaded", deviceId: "MBROWSER", subPayway: "H5" })
    expect(result.current.widget.code?.redirectUrl).toBe(page)
    act(() => result.current.tapMobile())
    await advance(0)
    expect(redirect).toHaveBeenCalledExactlyOnceWith(page)
    expect(result.current.widget.state).toBe("loaded")
    at.stop()
  })

  it("in retry the button fetches a new code first, then sends the page to it", async () => {
    const at = browser({ walletRetryTimeoutMs: 300 })
    const redirect = vi.fn()
    const { result } = render(w.neverPaid, at, { browser: iphone, redirect })
    await advance(300)
    expect(result.current.widget.state).toBe("retry")
    act(() => result.current.tapMobile())
    expect(result.current.widget.state).toBe("mobile_fetching")
    await advance(0)
    expect(result.current.widget.state).toBe("loaded")
    expect(redirect).toHaveBeenCalledExactlyOnceWith(page)
    expect(at.requests.filter((request) => request === "POST precreate")).toHaveLength(2)
    at.stop()
  })

  it("a destination outside the allowed origins is refused: error, and the page stays", async () => {
    const at = browser()
    const redirect = vi.fn()
    const { result } = render(w.hostileRedirect, at, { browser: iphone, redirect })
    await advance(0)
    expect(result.current.widget.code?.redirectUrl).toBe(`${walletHostileOrigin}/pay/${w.hostileRedirect}`)
    act(() => result.current.tapMobile())
    await advance(0)
    expect(result.current.widget.state).toBe("error")
    expect(redirect).not.toHaveBeenCalled()
    expect(at.events).toEqual(["qrLoadedEvent", "qrErrorEvent"])
    at.stop()
  })

  it("a store may allow its payment service's origin", async () => {
    const at = browser({ walletRedirectOrigins: [walletHostileOrigin] })
    const redirect = vi.fn()
    const { result } = render(w.hostileRedirect, at, { browser: iphone, redirect })
    await advance(0)
    act(() => result.current.tapMobile())
    await advance(0)
    expect(redirect).toHaveBeenCalledExactlyOnceWith(`${walletHostileOrigin}/pay/${w.hostileRedirect}`)
    at.stop()
  })
})
