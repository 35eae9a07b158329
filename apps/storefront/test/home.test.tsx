import { makeStoreSettings } from "@outfitter/domain"
import { browserVisitor, writeRememberedCopy } from "@outfitter/react-hooks"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { HomePage } from "../src/features/home/HomePage.tsx"
import { renderWithFixtures, setMemberCookies } from "./support.tsx"

const renderHome = (path = "/shop/us", options: { loginModal?: boolean } = {}) => {
  const settings = makeStoreSettings({ loginModal: options.loginModal ?? true })
  return renderWithFixtures(<HomePage />, { path, config: { visitor: browserVisitor(settings.storeId), settings } }).location
}

const section = (name: string) => screen.getByRole("region", { name })
const linkTargets = (region: HTMLElement) =>
  within(region).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])

describe("HomePage: the ways in", () => {
  it("a visitor not signed in: sign-in and track order, no account page", async () => {
    renderHome()
    expect(await screen.findByRole("link", { name: "Sign in to your account" })).toBeTruthy()
    expect(linkTargets(section("Your account"))).toEqual([
      ["Sign in to your account", "/shop/us/signin"],
      ["Track an order", "/shop/us/help/track-order"],
    ])
    expect(screen.queryByText(/Welcome back/)).toBeNull()
  })

  it("a signed-in member: the account pages, and never the sign-in entry", async () => {
    setMemberCookies("5001")
    renderHome()
    expect(await screen.findByRole("link", { name: "Orders" })).toBeTruthy()
    expect(linkTargets(section("Your account"))).toEqual([
      ["Overview", "/shop/us/account"],
      ["Orders", "/shop/us/account/orders"],
      ["Rewards", "/shop/us/account/rewards"],
      ["Addresses", "/shop/us/account/addresses"],
      ["Payment cards", "/shop/us/account/payments"],
      ["Password", "/shop/us/account/password"],
    ])
    expect(screen.queryByRole("link", { name: "Sign in to your account" })).toBeNull()
  })

  it("a remembered member is welcomed back and asked to sign in again", async () => {
    // the session cookies of a member, and the browser's copy of "remembered" (platform §3)
    setMemberCookies("5001")
    writeRememberedCopy(true)
    renderHome()
    expect(await screen.findByText("Welcome back. Sign in again to see your account.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Sign in to your account" }).getAttribute("href")).toBe("/shop/us/signin")
  })

  it("stores and help, on the site of the address", async () => {
    renderHome("/shop/ca")
    expect(screen.getByRole("heading", { level: 1, name: "Home" })).toBeTruthy()
    expect(linkTargets(section("Stores"))).toEqual([["Find a store", "/shop/ca/stores"]])
    expect(linkTargets(section("Help"))).toEqual([
      ["Help", "/shop/ca/help"],
      ["Track your order", "/shop/ca/help/track-order"],
      ["Gift card balance", "/shop/ca/help/gift-cards"],
      ["Contact us", "/shop/ca/help/contact"],
    ])
  })
})

describe("HomePage: the sign-in modal from query parameters", () => {
  it("opens on ?modal=signin with the feature on, and closes", async () => {
    const location = renderHome("/shop/us?modal=signin")
    const dialog = await screen.findByRole("dialog", { name: "Sign in" })
    expect(await within(dialog).findByLabelText("E-mail address")).toBeTruthy()
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Close sign in" })))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(location.history?.at(-1)).toBe("/shop/us")
  })

  it("stays closed with the feature off", async () => {
    renderHome("/shop/us?modal=signin", { loginModal: false })
    expect(await screen.findByRole("link", { name: "Sign in to your account" })).toBeTruthy()
    expect(screen.queryByRole("dialog")).toBeNull()
  })
})
