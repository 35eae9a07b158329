import { addOrderMessages } from "@outfitter/domain"
import { resetFixtures } from "@outfitter/fixtures"
import { respondWithFixtures } from "@outfitter/fixtures/node"
import { browserVisitor, LoyaltyCacheContext, OutfitterProvider } from "@outfitter/react-hooks"
import { memoryLoyaltyCache } from "@outfitter/clients"
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { PointsHistoryPage } from "../src/features/loyalty/history/PointsHistoryPage.tsx"
import { analyticsEventName } from "../src/ui/analytics.ts"

const clearCookies = () => {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]!.trim()
    if (name !== "") document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

const fetch: typeof globalThis.fetch = async (input, init) => {
  const request = new Request(input, init)
  if (document.cookie !== "") request.headers.set("cookie", document.cookie)
  return respondWithFixtures(request)
}

const signIn = (id: string) => {
  for (const cookie of ["userType=R", "WC_PERSISTENT=10051", `WC_USERACTIVITY_${id}=${id}%2C10051`, "fixtureSession=active"]) {
    document.cookie = `${cookie}; Path=/`
  }
}

const renderPage = () => {
  const config = { apiRoot: "http://fixtures.outfitter.test/api", fetch, visitor: browserVisitor("10051") }
  const location = memoryLocation({ path: "/shop/us/account/rewards/history" })
  return render(
    <LoyaltyCacheContext.Provider value={memoryLoyaltyCache()}>
      <OutfitterProvider config={config}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Route path="/shop/:site" nest>
            <PointsHistoryPage />
          </Route>
        </Router>
      </OutfitterProvider>
    </LoyaltyCacheContext.Provider>,
  )
}

beforeEach(() => {
  clearCookies()
  sessionStorage.clear()
  resetFixtures()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
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
    clearCookies()
    signIn("5096")
    renderPage()
    expect((await screen.findByText(/couldn't load your points history/)).className).toContain("api-error")
  })
})

describe("PointsHistoryPage: help and banner", () => {
  it("opens each find-your-order-number modal and closes it with Escape or Close", async () => {
    signIn("5001")
    renderPage()
    expect(screen.getByRole("note").textContent).toContain("Made a purchase recently?")
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
    fireEvent.change(screen.getByLabelText("Order number"), { target: { value: "1234567890" } })
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
    const input = screen.getByLabelText("Order number") as HTMLInputElement
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
