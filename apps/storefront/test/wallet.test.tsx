/**
 * The wallet QR payment on the order detail page, over the fixtures, with fake timers as
 * the clock: a member's WeChat Pay order from the code to 'Payment Complete', a guest's
 * Alipay order, the code running out (the retry overlay, Retry and a new code, with the
 * focus on Retry), a failed precreate (the general message and Retry), and an order that
 * takes no wallet payment. Everything is found by role and label.
 */
import { walletOrderNumbers, walletPaidAfterReads } from "@outfitter/fixtures"
import { act, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { vi } from "vitest"
import { renderOrderPage } from "./orderPage.tsx"
import { signInAs } from "./support.tsx"

const member = "registered@outfitter.test"
const w = walletOrderNumbers

const renderOrder = renderOrderPage

/** Moves the fake clock on, letting the fixtures answer and React render what that started. */
const advance = (ms: number) => act(async () => {
  await vi.advanceTimersByTimeAsync(ms)
})

/**
 * Waits until `ready` holds while the order, the widget's chunk and the QR library load:
 * the page's own turns (real I/O) go on and the fake clock creeps a millisecond a turn (the
 * fixtures answer on a timer). A condition, not a time: it gives up after many turns with
 * the condition's own failure.
 */
const until = async (ready: () => unknown) => {
  for (let turn = 0; turn < 5000; turn++) {
    try {
      if (ready()) return
    } catch {
      // not there yet
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
      await new Promise((resolve) => setImmediate(resolve))
    })
  }
  ready()
}

const drawn = (name: string) => () => within(wallet(name)).getByRole("img")

const wallet = (name: string) => screen.getByRole("region", { name })
/** The widget's message: visible, and a polite live region. */
const liveRegion = (region: HTMLElement) => within(region).getByRole("status")

const fakeClock = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] })

beforeEach(fakeClock)
afterEach(() => vi.useRealTimers())

describe("the wallet QR payment on the order detail page", () => {
  it("a member's pending WeChat Pay order: the code, then 'Payment Complete' once paid", async () => {
    vi.useRealTimers()
    await signInAs(member)
    fakeClock()
    renderOrder(`/shop/cn/account/orders/${w.wechatPaid}`)
    await until(drawn("Pay with WeChat Pay"))
    const region = wallet("Pay with WeChat Pay")
    expect(within(region).getByRole("img", { name: "WeChat Pay payment code" })).toBeTruthy()
    expect(within(region).getByText("Scan the code with WeChat to pay")).toBeTruthy()
    await advance(50)
    expect(liveRegion(region).textContent).toBe("Scan the code with WeChat to pay")
    await advance(100 * walletPaidAfterReads)
    await advance(500)
    expect(within(region).getByText("Payment Complete")).toBeTruthy()
    expect(within(region).queryByRole("img")).toBeNull()
    await advance(50)
    expect(liveRegion(region).textContent).toBe("Payment Complete")
    // the order itself is still shown below
    expect(screen.getByRole("heading", { name: "Items" })).toBeTruthy()
  })

  it("a guest with the order's e-mail pays an Alipay order", async () => {
    renderOrder(`/shop/cn/account/orders/${w.alipayPaid}?email=${encodeURIComponent(member)}`)
    await until(drawn("Pay with Alipay"))
    const region = wallet("Pay with Alipay")
    expect(within(region).getByRole("img", { name: "Alipay payment code" })).toBeTruthy()
    expect(within(region).getByText("Scan the code with Alipay to pay")).toBeTruthy()
  })

  it("a code never paid runs out: the retry overlay, Retry, a new code; Retry takes the focus when it comes back", async () => {
    renderOrder(`/shop/cn/account/orders/${w.neverPaid}?email=${encodeURIComponent(member)}`, { walletRetryTimeoutMs: 1000 })
    await until(drawn("Pay with WeChat Pay"))
    const region = wallet("Pay with WeChat Pay")
    const first = region.querySelector("path")?.getAttribute("d")
    expect(first).toBeTruthy()
    await advance(1000)
    expect(within(region).getByText("This payment code has expired.")).toBeTruthy()
    // the old code is dimmed under the overlay, out of the accessibility tree
    expect(within(region).queryByRole("img")).toBeNull()
    await advance(50)
    expect(liveRegion(region).textContent).toBe("This payment code has expired.")

    fireEvent.click(within(region).getByRole("button", { name: "Retry" }))
    expect(region.contains(document.activeElement)).toBe(true)
    await until(() => region.querySelector("svg[data-drawn=current]") !== null && within(region).queryByRole("img") !== null)
    expect(within(region).getByRole("img", { name: "WeChat Pay payment code" })).toBeTruthy()
    expect(region.querySelector("path")?.getAttribute("d")).not.toBe(first)

    await advance(1000)
    const retry = within(region).getByRole("button", { name: "Retry" })
    expect(document.activeElement).toBe(retry)
  })

  it("a failed precreate shows the general message with Retry, announced", async () => {
    renderOrder(`/shop/cn/account/orders/${w.precreateFails}?email=${encodeURIComponent(member)}`)
    await until(() => within(wallet("Pay with WeChat Pay")).getByRole("button", { name: "Retry" }))
    const region = wallet("Pay with WeChat Pay")
    expect(within(region).getByText("Something went wrong with your payment code. Please try again.")).toBeTruthy()
    expect(within(region).getByRole("button", { name: "Retry" })).toBeTruthy()
    await advance(50)
    expect(liveRegion(region).textContent).toBe("Something went wrong with your payment code. Please try again.")
  })

  it("an order paid another way shows no wallet payment", async () => {
    renderOrder(`/shop/us/account/orders/10000016001?email=${encodeURIComponent(member)}`)
    await until(() => screen.getByRole("heading", { name: "Items" }))
    expect(screen.getByRole("heading", { name: "Items" })).toBeTruthy()
    expect(screen.queryByRole("region", { name: /^Pay with/ })).toBeNull()
  })
})
