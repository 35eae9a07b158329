import { resetFixtures } from "@outfitter/fixtures"
import { respondWithFixtures } from "@outfitter/fixtures/node"
import { browserVisitor, OutfitterProvider } from "@outfitter/react-hooks"
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { RewardsPage, type RewardsPageProps } from "../src/features/loyalty/rewards/RewardsPage.tsx"

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

const renderRewards = (props: RewardsPageProps = {}) => {
  const config = { apiRoot: "http://fixtures.outfitter.test/api", fetch, visitor: browserVisitor("10051") }
  const location = memoryLocation({ path: "/shop/us/account/rewards" })
  return render(
    <OutfitterProvider config={config}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/shop/:site" nest>
          <RewardsPage {...props} />
        </Route>
      </Router>
    </OutfitterProvider>,
  )
}

beforeEach(() => {
  clearCookies()
  localStorage.clear()
  sessionStorage.clear()
  resetFixtures()
})
afterEach(cleanup)

describe("RewardsPage", () => {
  it("shows a seeded member's welcome, tier, points and progress, and the BOUNCE_BACK reward", async () => {
    signIn("5001")
    renderRewards({ settings: { rewardThreshold: 1_000_000 } })
    expect(await screen.findByRole("heading", { level: 2, name: "Welcome, Avery" })).toBeTruthy()
    expect(screen.getByTestId("rewards-tier").textContent).toContain("member since 01/15/2024")
    const points = await screen.findByTestId("rewards-points")
    const n = Number(points.textContent!.replace(/\D/g, ""))
    const ring = screen.queryByRole("progressbar", { name: "Progress to your next reward" })
    if (n > 0) expect(ring?.getAttribute("aria-valuenow")).toBe(String(Math.round(Math.min(1, Math.round(Math.sqrt(n) / 1000 * 100) / 100) * 100)))
    else expect(ring).toBeNull()
    expect(document.querySelector('[data-kind="bounceBack"]')).not.toBeNull()
  })

  it("a VIP member shows the tier expiry", async () => {
    signIn("5003")
    renderRewards()
    await waitFor(() => expect(screen.getByTestId("rewards-tier").textContent).toBe("Tier: vip · expires 12/31/2026"))
  })

  it("points failure shows try again, which reloads", async () => {
    signIn("5096")
    const reload = vi.fn()
    renderRewards({ reload })
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(document.querySelector(".rewards-welcome.is-error")).not.toBeNull()
  })

  it("the new-reward notification shows once on the brand site and sets the flag", async () => {
    signIn("5002")
    renderRewards({ settings: { couponNotificationSite: "us" } })
    const dialog = await screen.findByRole("dialog", { name: "You have a new reward" })
    expect(within(dialog).getByText("$10 in rewards, expires 12/31")).toBeTruthy()
    expect(localStorage.getItem("couponsNotified")).toBe("true")
  })

  it("refer a friend appends referral_code; add to wallet posts the pass, then submits the wallet form with userInfoToken", async () => {
    signIn("5002")
    const submitted: Array<string> = []
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function(this: HTMLFormElement) {
      submitted.push(new FormData(this).get("userInfoToken") as string)
    })
    renderRewards({ links: { referral: "https://x.test/refer" } })
    await screen.findByTestId("rewards-points")
    fireEvent.click(screen.getByRole("button", { name: "Refer a friend" }))
    const field = await screen.findByLabelText<HTMLInputElement>("Your referral link")
    expect(field.value).toMatch(/^https:\/\/x\.test\/refer\?referral_code=REF\d{6}$/)
    fireEvent.click(screen.getByRole("button", { name: "Close" }))
    fireEvent.click(screen.getByRole("button", { name: "My ID" }))
    expect(screen.getByRole("img", { name: "Member ID barcode" })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Add to wallet" }))
    await waitFor(() => expect(submitted).toHaveLength(1))
    expect(submitted[0]).not.toBe("")
    submit.mockRestore()
  })

  it("switch account accept closes and reloads", async () => {
    signIn("5002")
    const reload = vi.fn()
    renderRewards({ reload })
    fireEvent.click(await screen.findByRole("button", { name: "Switch account" }))
    fireEvent.click(screen.getByRole("button", { name: "Accept" }))
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole("dialog", { name: "Switch account" })).toBeNull()
  })
})
