import { addOrderMessages, pointsBannerTexts } from "@outfitter/domain"
import { browserVisitor } from "@outfitter/react-hooks"
import { memoryLoyaltyCache } from "@outfitter/clients"
import { clearDocumentCookies } from "@outfitter/fixtures/testing"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { PointsHistoryPage } from "../src/features/loyalty/history/PointsHistoryPage.tsx"
import { analyticsEventName } from "../src/ui/analytics.ts"
import { documentCookieFetch, renderWithFixtures, setMemberCookies } from "./support.tsx"

const fetch = documentCookieFetch

const signIn = setMemberCookies

const renderPage = (fetchImpl: typeof globalThis.fetch = fetch) =>
  renderWithFixtures(<PointsHistoryPage />, {
    path: "/shop/us/account/rewards/history",
    config: { fetch: fetchImpl, visitor: browserVisitor("10051") },
    loyaltyCache: memoryLoyaltyCache(),
  })

describe("PointsHistoryPage: history", () => {
  it("shows the first batch of 5, Load more shows the rest and hides itself", async () => {
    signIn("5002")
    renderPage()
    const list = await screen.findByRole("list", { name: "Points history records" })
    expect(within(list).getAllByRole("listitem")).toHaveLength(5)
    fireEvent.click(screen.getByRole("button", { name: "Load more" }))
    expect(within(list).getAllByRole("listitem")).toHaveLength(10)
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull()
    expect(screen.getByText("Showing 10 of 10")).toBeTruthy()
    expect(document.activeElement).toBe(within(list).getAllByRole("listitem")[5])
  })

  it("no records and api error take their classes", async () => {
    signIn("5095")
    const empty = renderPage()
    expect((await screen.findByText("You have no points history yet.")).className).toContain("no-records")
    empty.unmount()
    clearDocumentCookies()
    signIn("5096")
    renderPage()
    expect((await screen.findByText(/couldn't load your points history/)).className).toContain("api-error")
  })
})

describe("PointsHistoryPage: help and banner", () => {
  it("opens each find-your-order-number modal and closes it with Escape or Close", async () => {
    signIn("5004")
    renderPage()
    expect(await screen.findByRole("status", { name: "Made a purchase recently?" })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "In-store receipt" }))
    const store = screen.getByRole("dialog", { name: "Find your in-store order number" })
    fireEvent.keyDown(store, { key: "Escape" })
    expect(screen.queryByRole("dialog")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Online order" }))
    expect(screen.getByRole("dialog", { name: "Find your online order number" })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Close" }))
    expect(screen.queryByRole("dialog")).toBeNull()
  })
})

describe("PointsHistoryPage: add order", () => {
  it("a wrong length shows the not-found message, emits the event and makes no call", async () => {
    signIn("5001")
    renderPage()
    const events: Array<unknown> = []
    const listener = (event: Event) => events.push((event as CustomEvent).detail)
    window.addEventListener(analyticsEventName, listener)
    // the page shows once the order history has answered (the banner above it depends on it)
    fireEvent.change(await screen.findByLabelText("Order number"), { target: { value: "1234567890" } })
    fireEvent.click(screen.getByRole("button", { name: "Add points" }))
    expect(screen.getByText(addOrderMessages["trans-not-found"]).className).toContain("field-error")
    expect(screen.getByLabelText("Order number").getAttribute("aria-invalid")).toBe("true")
    window.removeEventListener(analyticsEventName, listener)
    expect(events).toEqual([{ type: "loyalty", name: "add-order-incorrect-length" }])
  })

  it("a known status shows its message after the 3 s minimum and clears the input", async () => {
    signIn("5001")
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderPage()
    const input = (await screen.findByLabelText("Order number")) as HTMLInputElement
    fireEvent.change(input, { target: { value: "10000000003" } })
    fireEvent.click(screen.getByRole("button", { name: "Add points" }))
    await screen.findByRole("button", { name: "Adding…" })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3100)
    })
    await waitFor(() => expect(screen.getByText(addOrderMessages["already-added"])).toBeTruthy())
    expect(input.value).toBe("")
    expect(screen.getByRole("button", { name: "Add points" })).toBeTruthy()
  })
})

describe("PointsHistoryPage: recent-purchase / problem-order banner", () => {
  it("a recent purchase (member 5004) names the order placed two days ago, after the orders load", async () => {
    signIn("5004")
    renderPage()
    expect(screen.queryByRole("heading", { name: pointsBannerTexts.recentPurchase.title })).toBeNull()
    const banner = await screen.findByRole("status", { name: pointsBannerTexts.recentPurchase.title })
    expect(banner.textContent).toContain(pointsBannerTexts.recentPurchase.body("10000004001"))
    expect(banner.className).toContain("is-recentPurchase")
    expect(within(banner).queryByRole("link")).toBeNull()
    expect(banner.getAttribute("style")).toContain("--points-banner-slide: 300ms")
  })

  it("a problem order (member 5002) wins and links to its payment page", async () => {
    signIn("5002")
    renderPage()
    const banner = await screen.findByRole("status", { name: pointsBannerTexts.problemOrder.title })
    expect(banner.textContent).toContain("10000003002")
    const link = within(banner).getByRole("link", { name: "Update payment" })
    expect(link.getAttribute("href")).toBe("/shop/us/account/orders/10000003002/payment")
    expect(screen.queryByRole("status", { name: pointsBannerTexts.recentPurchase.title })).toBeNull()
  })

  it("no banner without a recent or problem order", async () => {
    signIn("5003")
    renderPage()
    expect(await screen.findByText("You have no orders yet.")).toBeTruthy()
    expect(document.querySelector(".points-banner")).toBeNull()
  })

  it("no banner when the orders fail to load", async () => {
    signIn("5001")
    const failingOrders: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init)
      if (new URL(request.url).pathname.endsWith("/user/orders")) {
        return Response.json({ error: [{ errorKey: "SERVICE_UNAVAILABLE", errorCode: "500", errorMessage: "x" }] }, { status: 500 })
      }
      return fetch(input, init)
    }
    renderPage(failingOrders)
    expect(await screen.findByText("We could not load your orders. Please try again later.", {}, { timeout: 5000 })).toBeTruthy()
    expect(document.querySelector(".points-banner")).toBeNull()
  })
})

describe("PointsHistoryPage: order history panels", () => {
  it("shows the member's order cards under an h2, each an h3 with its resend button; one h1", async () => {
    signIn("5001")
    renderPage()
    expect(await screen.findByRole("heading", { level: 2, name: "Order history" })).toBeTruthy()
    const recent = await screen.findByRole("article", { name: "Order 10000001003" })
    expect(within(recent).getByRole("heading", { level: 3, name: "Order 10000001003" })).toBeTruthy()
    expect(within(recent).getByRole("button", { name: "Resend confirmation" })).toBeTruthy()
    // the in-store purchase is on the second page of ten
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }))
    const inStore = await screen.findByRole("article", { name: "Order 20000002001" })
    expect(within(inStore).getByRole("button", { name: "Resend e-receipt" })).toBeTruthy()
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
  })
})
