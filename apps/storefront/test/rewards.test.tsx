import { makeStoreSettings, type StoreSettings } from "@outfitter/domain"
import { browserVisitor } from "@outfitter/react-hooks"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { RewardsPage, type RewardsPageProps } from "../src/features/loyalty/rewards/RewardsPage.tsx"
import { documentCookieFetch, renderWithFixtures, setMemberCookies } from "./support.tsx"

const fetch = documentCookieFetch

const signIn = setMemberCookies

/** Every request the page makes, as "METHOD path". */
let requests: Array<string> = []
const recordingFetch = (answer: typeof globalThis.fetch): typeof globalThis.fetch => async (input, init) => {
  const request = new Request(input, init)
  requests.push(`${request.method} ${new URL(request.url).pathname}`)
  return answer(input, init)
}

const renderRewards = (
  { settings, ...props }: RewardsPageProps & { readonly settings?: Partial<StoreSettings> } = {},
  answer: typeof globalThis.fetch = fetch,
) =>
  renderWithFixtures(<RewardsPage {...props} />, {
    path: "/shop/us/account/rewards",
    config: { fetch: recordingFetch(answer), visitor: browserVisitor("10051"), settings: makeStoreSettings(settings) },
  })

beforeEach(() => {
  requests = []
})

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

  it("says the rewards are loading, not that there are none, until the rewards call has answered", async () => {
    signIn("5001")
    let answerRewards: () => void = () => {}
    const held = new Promise<void>((resolve) => (answerRewards = resolve))
    const answer: typeof globalThis.fetch = async (input, init) => {
      if (new URL(new Request(input, init).url).pathname === "/api/loyalty/rewards") await held
      return fetch(input, init)
    }
    renderRewards({}, answer)
    const section = (await screen.findByRole("heading", { level: 2, name: "My rewards" })).closest("section")!
    await waitFor(() => expect(requests).toContain("GET /api/loyalty/rewards"))
    expect(within(section).getByText("Loading your rewards…")).toBeTruthy()
    expect(within(section).queryByText("No rewards yet.")).toBeNull()
    answerRewards()
    await waitFor(() => expect(within(section).queryByText("Loading your rewards…")).toBeNull())
    expect(document.querySelector('[data-kind="bounceBack"]')).not.toBeNull()
  })

  it("how it works opens its modal, naming the store's reward threshold", async () => {
    signIn("5003")
    renderRewards({ settings: { rewardThreshold: 2500 } })
    fireEvent.click(await screen.findByRole("button", { name: "How it works" }))
    const dialog = screen.getByRole("dialog", { name: "How rewards work" })
    expect(dialog.querySelector("#rewards-center__LoyaltyHowItWorks-modal")).not.toBeNull()
    expect(within(dialog).getByText(/At 2,500 points you earn a reward/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    expect(screen.queryByRole("dialog", { name: "How rewards work" })).toBeNull()
  })

  it("welcome offers show only with the welcome-offer setting on (and loyalty on)", async () => {
    signIn("5003")
    renderRewards({ settings: { welcomeOffersEnabled: true } })
    await waitFor(() => expect(document.querySelector('[data-kind="welcome"]')?.textContent).toContain("15% off your first order"))
    expect(requests).toContain("GET /api/loyalty/promotions")
    cleanup()
    requests = []
    renderRewards()
    await screen.findByTestId("rewards-points")
    expect(document.querySelector('[data-kind="welcome"]')).toBeNull()
    expect(requests).not.toContain("GET /api/loyalty/promotions")
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

  it("the new-reward notification shows once on the brand site (us by default) and sets the flag", async () => {
    signIn("5002")
    renderRewards()
    const dialog = await screen.findByRole("dialog", { name: "You have a new reward" })
    expect(within(dialog).getByText("$10 in rewards, expires 12/31")).toBeTruthy()
    expect(localStorage.getItem("couponsNotified")).toBe("true")
  })

  it("the coupon notification does not load on another site than the configured brand site", async () => {
    signIn("5002")
    renderRewards({ settings: { couponNotificationSite: "uk" } })
    await screen.findByTestId("rewards-points")
    expect(screen.queryByRole("dialog", { name: "You have a new reward" })).toBeNull()
    expect(localStorage.getItem("couponsNotified")).toBeNull()
  })

  it("refer a friend appends referral_code; add to wallet posts the pass, then submits the wallet form with userInfoToken", async () => {
    signIn("5002")
    localStorage.setItem("couponsNotified", "true") // already notified: no notification on top
    const submitted: Array<string> = []
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function(this: HTMLFormElement) {
      submitted.push(`${this.method} ${this.action} ${new FormData(this).get("userInfoToken") as string}`)
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
    expect(submitted[0]).toBe("post http://fixtures.outfitter.test/api/wallet/pass/download uit-apple-5002")
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

  it("switch account decline closes and reloads", async () => {
    signIn("5002")
    const reload = vi.fn()
    renderRewards({ reload })
    fireEvent.click(await screen.findByRole("button", { name: "Switch account" }))
    const dialog = screen.getByRole("dialog", { name: "Switch account" })
    expect(dialog.querySelector("#switchAccountModal")).not.toBeNull()
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }))
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(requests).toContain("PUT /api/user/loyalty/switch/decline")
    expect(requests).not.toContain("PUT /api/user/loyalty/switch/accept")
    expect(screen.queryByRole("dialog", { name: "Switch account" })).toBeNull()
  })

  it("switch account accept goes initial → processing, and back to initial when the switch fails (fixture member 5096: 500)", async () => {
    signIn("5096")
    const reload = vi.fn()
    renderRewards({ reload })
    // 5096's GETs fail too: wait for the page to settle on its error state first
    await screen.findByRole("button", { name: "Try again" })
    fireEvent.click(screen.getByRole("button", { name: "Switch account" }))
    const dialog = screen.getByRole("dialog", { name: "Switch account" })
    const accept = within(dialog).getByRole("button", { name: "Accept" })
    expect(accept.getAttribute("aria-busy")).toBe("false")
    fireEvent.click(accept)
    expect(accept.textContent).toBe("Switching…")
    expect(accept.getAttribute("aria-busy")).toBe("true")
    await waitFor(() => expect(accept.textContent).toBe("Accept"))
    expect(accept.getAttribute("aria-busy")).toBe("false")
    expect(accept.getAttribute("aria-disabled")).toBe("false")
    expect(requests.filter((r) => r === "PUT /api/user/loyalty/switch/accept")).toHaveLength(1)
    expect(reload).not.toHaveBeenCalled()
    expect(screen.getByRole("dialog", { name: "Switch account" })).toBe(dialog)
    // the failure is announced in the live region
    await waitFor(() => expect(document.querySelector("[aria-live=polite]")!.textContent).not.toBe(""))
  })

  it("a failing accept for a member whose other calls succeed (a fetch answering 500 for that PUT only) returns to initial and can be tried again", async () => {
    signIn("5002")
    const reload = vi.fn()
    let failSwitch = true
    const answer: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init)
      if (failSwitch && request.method === "PUT" && new URL(request.url).pathname === "/api/user/loyalty/switch/accept") {
        return new Response(
          JSON.stringify({ status: "failure", errors: [{ errorKey: "SERVICE_UNAVAILABLE", errorCode: "500", errorMessage: "service unavailable", params: [] }] }),
          { status: 500, headers: { "content-type": "application/json" } },
        )
      }
      return fetch(input, init)
    }
    renderRewards({ reload }, answer)
    await screen.findByTestId("rewards-points")
    fireEvent.click(screen.getByRole("button", { name: "Switch account" }))
    const dialog = screen.getByRole("dialog", { name: "Switch account" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Accept" }))
    expect(within(dialog).getByRole("button", { name: "Switching…" })).toBeTruthy()
    // a click while processing is ignored
    fireEvent.click(within(dialog).getByRole("button", { name: "Switching…" }))
    const again = await within(dialog).findByRole("button", { name: "Accept" })
    expect(requests.filter((r) => r === "PUT /api/user/loyalty/switch/accept")).toHaveLength(1)
    expect(reload).not.toHaveBeenCalled()
    expect(screen.getByRole("dialog", { name: "Switch account" })).toBe(dialog)
    // once the service is back, the same button switches: the modal closes and the page reloads
    failSwitch = false
    fireEvent.click(again)
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole("dialog", { name: "Switch account" })).toBeNull()
  })

  it("the call-to-action links take their targets from the data keyed by link type (rewardLinkTarget)", async () => {
    signIn("5002")
    renderRewards({
      links: {
        shop: "https://shop.test/new-in",
        earn: "/shop/us/ways-to-earn?from=rewards",
        referral: "https://refer.test/r?src=app",
        appStore: "https://apps.test/outfitter",
        googlePlay: "https://play.test/outfitter",
      },
    })
    await screen.findByTestId("rewards-points")
    const actions = screen.getByRole("region", { name: "Rewards actions" })
    expect(within(actions).getByRole("link", { name: "Shop now" }).getAttribute("href")).toBe("https://shop.test/new-in")
    expect(within(actions).getByRole("link", { name: "Ways to earn" }).getAttribute("href")).toBe("/shop/us/ways-to-earn?from=rewards")
    fireEvent.click(screen.getByRole("button", { name: "Get the app" }))
    const app = screen.getByRole("dialog", { name: "Get the app" })
    expect(app.querySelector("#rewards-app-download")).not.toBeNull()
    expect(within(app).getByRole("link", { name: "App Store" }).getAttribute("href")).toBe("https://apps.test/outfitter")
    expect(within(app).getByRole("link", { name: "Google Play" }).getAttribute("href")).toBe("https://play.test/outfitter")
    fireEvent.click(within(app).getByRole("button", { name: "Close" }))
    fireEvent.click(screen.getByRole("button", { name: "Refer a friend" }))
    const field = await screen.findByLabelText<HTMLInputElement>("Your referral link")
    expect(field.value).toMatch(/^https:\/\/refer\.test\/r\?src=app&referral_code=REF\d{6}$/)
  })

  it("a link type whose data is blank is not rendered; the others keep their data", async () => {
    signIn("5002")
    renderRewards({ links: { shop: "   ", earn: "https://earn.test/", appStore: "", googlePlay: "https://play.test/x", referral: " " } })
    await screen.findByTestId("rewards-points")
    const actions = screen.getByRole("region", { name: "Rewards actions" })
    expect(within(actions).queryByRole("link", { name: "Shop now" })).toBeNull()
    expect(within(actions).getByRole("link", { name: "Ways to earn" }).getAttribute("href")).toBe("https://earn.test/")
    fireEvent.click(screen.getByRole("button", { name: "Get the app" }))
    const app = screen.getByRole("dialog", { name: "Get the app" })
    expect(within(app).queryByRole("link", { name: "App Store" })).toBeNull()
    expect(within(app).getByRole("link", { name: "Google Play" }).getAttribute("href")).toBe("https://play.test/x")
    fireEvent.click(within(app).getByRole("button", { name: "Close" }))
    // no referral target: refer a friend shows its error variant
    fireEvent.click(screen.getByRole("button", { name: "Refer a friend" }))
    const refer = screen.getByRole("dialog", { name: "Refer a friend" })
    expect(refer.querySelector(".referfriend-modal-container--error")).not.toBeNull()
    expect(within(refer).queryByLabelText("Your referral link")).toBeNull()
  })
})
