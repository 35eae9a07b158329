import { formatLongDate, makeStoreSettings, resendFailureMessage, type StoreSettings } from "@outfitter/domain"
import { browserVisitor } from "@outfitter/react-hooks"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import type { ReactNode } from "react"
import { describe, expect, it } from "vitest"
import { OrderHistoryPanels, OrderHistoryView } from "../src/features/orders/OrderHistory.tsx"
import { renderWithFixtures, setMemberCookies, signInAs } from "./support.tsx"

const signIn = async (email: string) => void (await signInAs(email))

const renderAt = (path: string, ui: ReactNode, settings: Partial<StoreSettings> = {}) =>
  renderWithFixtures(ui, {
    path,
    config: { visitor: browserVisitor("10051"), onUnauthorized: () => undefined, settings: makeStoreSettings(settings) },
  })

/** Every order of the member on one page: the resend tests reach any order at once. */
const onePage = { orderHistoryPageSize: 100 }

describe("OrderHistoryPage", () => {
  it("lists online and in-store orders, each with its resend button", async () => {
    await signIn("registered@outfitter.test")
    renderAt("/shop/us/account/orders", <OrderHistoryView />, onePage)
    expect(screen.getByRole("heading", { level: 1, name: "Order history" })).toBeTruthy()
    const online = await screen.findByRole("article", { name: "Order 10000001001" })
    expect(within(online).getByRole("button", { name: "Resend confirmation" })).toBeTruthy()
    const inStore = screen.getByRole("article", { name: "Order 20000002001" })
    expect(within(inStore).getByRole("button", { name: "Resend e-receipt" })).toBeTruthy()
  })

  it("shows Sending, then the success text after 1 s", async () => {
    await signIn("registered@outfitter.test")
    renderAt("/shop/us/account/orders", <OrderHistoryView />, onePage)
    const inStore = await screen.findByRole("article", { name: "Order 20000002001" })
    fireEvent.click(within(inStore).getByRole("button", { name: "Resend e-receipt" }))
    expect(await within(inStore).findByRole("button", { name: "Sending" })).toBeTruthy()
    expect(await within(inStore).findByRole("button", { name: "E-Receipt Email Sent" }, { timeout: 2000 })).toBeTruthy()
    await waitFor(() => expect(screen.getByRole("status", { name: "" }).textContent).toContain("E-Receipt Email Sent"))
  })

  it("shows the error message when the resend fails", async () => {
    await signIn("registered@outfitter.test")
    renderAt("/shop/us/account/orders", <OrderHistoryView />, onePage)
    const failing = await screen.findByRole("article", { name: "Order 10000009500" })
    fireEvent.click(within(failing).getByRole("button", { name: "Resend confirmation" }))
    expect(within(failing).queryByRole("alert")).toBeNull()
    expect(await within(failing).findByRole("button", { name: "Not sent" }, { timeout: 2000 })).toBeTruthy()
    expect(within(failing).getByRole("alert").textContent).toBe(resendFailureMessage)
  })

  it("the orders page keeps one h1 and its cards are h2; the recent order is listed first", async () => {
    await signIn("registered@outfitter.test")
    renderAt("/shop/us/account/orders", <OrderHistoryView />)
    const cards = await screen.findAllByRole("article")
    expect(cards[0]!.getAttribute("aria-labelledby")).toBeTruthy()
    expect(within(cards[0]!).getByRole("heading", { level: 2, name: "Order 10000001003" })).toBeTruthy()
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    expect(screen.queryAllByRole("heading", { level: 3 })).toHaveLength(0)
  })

  it("pages 10 orders at a time, newest first, each placed date written as on the order's page", async () => {
    await signIn("registered@outfitter.test")
    renderAt("/shop/us/account/orders", <OrderHistoryView />)
    const pages = await screen.findByRole("navigation", { name: "Order history pages" })
    const placed = () =>
      screen.getAllByRole("article").map((card) => {
        const facts = [...card.querySelectorAll("dt")].find((term) => term.textContent === "Placed")
        return Date.parse(facts?.nextElementSibling?.textContent ?? "")
      })
    expect(screen.getAllByRole("article")).toHaveLength(10)
    const first = placed()
    expect(first.every((time) => !Number.isNaN(time))).toBe(true)
    expect(first).toEqual([...first].sort((a, b) => b - a))
    expect(within(screen.getAllByRole("article")[8]!).getByText(formatLongDate("2026-10-02"))).toBeTruthy()
    expect(within(pages).getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page")
    fireEvent.click(within(pages).getByRole("button", { name: "Page 2" }))
    await waitFor(() => expect(within(pages).getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page"))
    expect(screen.getByRole("article", { name: "Order 20000002001" })).toBeTruthy()
    expect(Math.max(...placed())).toBeLessThanOrEqual(Math.min(...first))
    expect(document.activeElement).toBe(screen.getByRole("list", { name: "Orders" }))
  })

  it("says so when there are no orders", async () => {
    // member 5003 has none
    setMemberCookies("5003")
    renderAt("/shop/us/account/orders", <OrderHistoryView />)
    expect(await screen.findByText("You have no orders yet.")).toBeTruthy()
  })
})

describe("OrderHistoryPanels", () => {
  it("renders the cards with the heading level asked for, and no h1", async () => {
    await signIn("store@outfitter.test")
    renderAt("/shop/us/account/rewards/history", <OrderHistoryPanels headingLevel={3} />)
    const list = await screen.findByRole("list", { name: "Orders" })
    const card = within(list).getByRole("article", { name: "Order 20000006001" })
    expect(within(card).getByRole("heading", { level: 3, name: "Order 20000006001" })).toBeTruthy()
    expect(within(card).getByRole("button", { name: "Resend e-receipt" })).toBeTruthy()
    expect(screen.queryAllByRole("heading", { level: 1 })).toHaveLength(0)
    expect(screen.queryAllByRole("heading", { level: 2 })).toHaveLength(0)
  })

  it("shows the loading status first, and the error when the orders fail", async () => {
    renderAt("/shop/us/account/rewards/history", <OrderHistoryPanels />)
    expect(screen.getByText("Loading your orders…").getAttribute("role")).toBe("status")
    expect(await screen.findByRole("alert")).toBeTruthy()
  })
})
