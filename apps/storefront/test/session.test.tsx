import { makeStoreSettings, type Visitor } from "@outfitter/domain"
import { browserVisitor, OutfitterProvider, visitorKey } from "@outfitter/react-hooks"
import { QueryClient } from "@tanstack/react-query"
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import type { ReactNode } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { OrderHistoryPanels } from "../src/features/orders/OrderHistory.tsx"
import { AccountLayout } from "../src/features/session/AccountNavigation.tsx"
import { SignInPage } from "../src/features/session/SignInPage.tsx"
import { scrollTabIntoView, targetScrollLeft } from "../src/features/session/tabScroll.ts"
import { documentCookieFetch, fixtureApiRoot, renderWithFixtures, signInAs } from "./support.tsx"

const signInCookies = async (email: string) => void (await signInAs(email))

const renderAt = (ui: ReactNode, path: string, options: { loginModal?: boolean } = {}) => {
  const settings = makeStoreSettings({ loginModal: options.loginModal ?? true })
  return renderWithFixtures(ui, { path, config: { visitor: browserVisitor(settings.storeId), settings } }).location
}

describe("SignInPage: the three states (platform §2, §4)", () => {
  it("remembered: welcome back, masked e-mail, hidden login id, password only", async () => {
    await signInCookies("remembered@outfitter.test")
    renderAt(<SignInPage />, "/shop/us/signin")
    expect(await screen.findByRole("heading", { level: 2, name: "Welcome back, Riley" })).toBeTruthy()
    expect(screen.getByText("rxxxxxxxxx@outfitter.test")).toBeTruthy()
    const hidden = document.querySelector<HTMLInputElement>('input[type="hidden"][name="loginId"]')!
    expect(hidden.value).toBe("remembered@outfitter.test")
    expect(screen.queryByLabelText("E-mail address")).toBeNull()
    expect(screen.getByLabelText("Password")).toBeTruthy()
    expect(localStorage.getItem("isRemembered")).toBe("true")
  })

  it("not remembered (a generic visitor): the plain form, no error", async () => {
    renderAt(<SignInPage />, "/shop/us/signin")
    expect(await screen.findByLabelText("E-mail address")).toBeTruthy()
    expect(screen.getByLabelText("Password")).toBeTruthy()
    expect(screen.queryByRole("alert")).toBeNull()
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull()
  })

  it("error (the call says not remembered): the message and a usable form, and the analytics event", async () => {
    await signInCookies("registered@outfitter.test")
    const events: Array<unknown> = []
    const listener = (event: Event) => events.push((event as CustomEvent).detail)
    window.addEventListener("outfitter:analytics", listener)
    renderAt(<SignInPage />, "/shop/us/signin")
    expect((await screen.findByRole("alert")).textContent).toContain("We could not confirm who you are")
    expect(screen.getByLabelText("E-mail address")).toBeTruthy()
    expect(events).toEqual([{ type: "error", name: "remembered_check", reason: "not_remembered" }])
    window.removeEventListener("outfitter:analytics", listener)
  })

  it("a failing remembered call: not remembered", async () => {
    await signInCookies("remembered-fails@outfitter.test")
    renderAt(<SignInPage />, "/shop/us/signin")
    expect(await screen.findByLabelText("E-mail address")).toBeTruthy()
    expect(screen.queryByRole("alert")).toBeNull()
    expect(localStorage.getItem("isRemembered")).toBe("false")
  })

  it("a bad password: a field error and a live-region message; then signing in goes to the account", async () => {
    const location = renderAt(<SignInPage />, "/shop/us/signin")
    fireEvent.change(await screen.findByLabelText("E-mail address"), { target: { value: "registered@outfitter.test" } })
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong" } })
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }))
    const password = screen.getByLabelText("Password")
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"))
    expect(document.getElementById(password.getAttribute("aria-describedby")!)!.textContent).toContain(
      "The e-mail address or password is incorrect.",
    )
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("The e-mail address or password is incorrect."))
    fireEvent.change(password, { target: { value: "outfitter" } })
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }))
    await waitFor(() => expect(location.history?.at(-1)).toBe("/shop/us/account"))
    expect(document.cookie).toContain("userType=R")
  })

  it("an empty e-mail is a field error on the e-mail, with no call", async () => {
    renderAt(<SignInPage />, "/shop/us/signin")
    fireEvent.click(await screen.findByRole("button", { name: "Sign in" }))
    const email = screen.getByLabelText("E-mail address")
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"))
    expect(document.cookie).toBe("")
  })

  it("'Not you?' switches a remembered visitor to the plain form", async () => {
    await signInCookies("remembered@outfitter.test")
    renderAt(<SignInPage />, "/shop/us/signin")
    fireEvent.click(await screen.findByRole("button", { name: "Not you? Sign in with another account" }))
    expect(screen.getByLabelText("E-mail address")).toBeTruthy()
  })
})

describe("AccountNavigation (platform §2)", () => {
  it("a guest gets the guest navigation", async () => {
    renderAt(<AccountLayout>page</AccountLayout>, "/shop/us/signin")
    const nav = await screen.findByRole("navigation", { name: "Account (guest)" })
    expect(within(nav).getByRole("link", { name: "Sign in" }).getAttribute("aria-current")).toBe("page")
    expect(screen.queryByRole("navigation", { name: "Account" })).toBeNull()
  })

  it("a remembered user gets the guest navigation too", async () => {
    await signInCookies("remembered@outfitter.test")
    localStorage.setItem("isRemembered", "true")
    renderAt(<AccountLayout>page</AccountLayout>, "/shop/us/account")
    expect(await screen.findByRole("navigation", { name: "Account (guest)" })).toBeTruthy()
  })

  it("a logged-in user gets the account navigation with the current tab marked, and the order navigation on an order", async () => {
    await signInCookies("registered@outfitter.test")
    renderAt(<AccountLayout>page</AccountLayout>, "/shop/us/account/orders/ANF123")
    const nav = await screen.findByRole("navigation", { name: "Account" })
    expect(within(nav).getByRole("link", { name: "Orders" }).getAttribute("aria-current")).toBe("page")
    expect(within(nav).getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBeNull()
    const order = screen.getByRole("navigation", { name: "Order ANF123" })
    expect(within(order).getByRole("link", { name: "Order details" }).getAttribute("aria-current")).toBe("page")
  })

  it("an order's Payment tab shows only for a problem order of the member's, and on its payment page", async () => {
    await signInCookies("registered@outfitter.test")
    renderAt(<AccountLayout>page</AccountLayout>, "/shop/us/account/orders/10000018001")
    const tabs = await screen.findByRole("navigation", { name: "Order 10000018001" })
    expect(await within(tabs).findByRole("link", { name: "Payment" })).toBeTruthy()
    cleanup()
    for (const order of ["10000016009", "10000016001", "10000018005"]) {
      // the panels read the same order history: once they list it, the tabs have it too
      renderAt(<AccountLayout><OrderHistoryPanels /></AccountLayout>, `/shop/us/account/orders/${order}`)
      await screen.findByRole("article", { name: "Order 10000001003" })
      const orderTabs = screen.getByRole("navigation", { name: `Order ${order}` })
      expect(within(orderTabs).getAllByRole("link").map((link) => link.textContent)).toEqual(["Order details"])
      cleanup()
    }
    renderAt(<AccountLayout>page</AccountLayout>, "/shop/us/account/orders/10000016001/payment")
    const onPayment = await screen.findByRole("navigation", { name: "Order 10000016001" })
    expect(within(onPayment).getByRole("link", { name: "Payment" }).getAttribute("aria-current")).toBe("page")
  })

  it("hydrates the HTML of a page built ahead (no visitor known) though the visitor has already answered, then shows the navigation", async () => {
    await signInCookies("registered@outfitter.test")
    const settings = makeStoreSettings({})
    const config = { apiRoot: fixtureApiRoot, fetch: documentCookieFetch, visitor: browserVisitor(settings.storeId), settings }
    // rendered and hydrated at the page's path with no query, as the prerenderer and main.tsx do
    history.replaceState(null, "", "/shop/us/account")
    const page = (queryClient: QueryClient) => (
      <OutfitterProvider config={config} queryClient={queryClient}>
        <Router ssrPath="/shop/us/account" ssrSearch="">
          <Route path="/shop/:site" nest>
            <AccountLayout>page</AccountLayout>
          </Route>
        </Router>
      </OutfitterProvider>
    )
    // the prerenderer's HTML: no visitor known, so no navigation and no page
    const html = renderToString(page(new QueryClient()))
    expect(html).toBe('<div class="account-layout"><div class="account-page"></div></div>')
    // in the browser the visitor has answered before the page is hydrated (the route's data
    // starts in the render that hydrates it)
    const queryClient = new QueryClient()
    await queryClient.fetchQuery({ queryKey: visitorKey, queryFn: () => config.visitor() })
    expect(queryClient.getQueryData<Visitor>(visitorKey)?.isLoggedIn).toBe(true)
    const container = document.body.appendChild(document.createElement("div"))
    container.innerHTML = html
    const mismatches: Array<unknown> = []
    const root = await act(async () => hydrateRoot(container, page(queryClient), { onRecoverableError: (error) => mismatches.push(error) }))
    expect(mismatches).toEqual([])
    await waitFor(() => expect(within(container).getByRole("navigation", { name: "Account" })).toBeTruthy())
    expect(container.textContent).toContain("page")
    act(() => root.unmount())
    container.remove()
  })

  it("signing out goes back to the guest navigation", async () => {
    await signInCookies("registered@outfitter.test")
    renderAt(<AccountLayout>page</AccountLayout>, "/shop/us/account")
    fireEvent.click(await screen.findByRole("button", { name: "Sign out" }))
    expect(await screen.findByRole("navigation", { name: "Account (guest)" })).toBeTruthy()
    expect(document.cookie).not.toContain("userType")
  })

  it("the scroll target puts the tab in view within the list's bounds", () => {
    expect(targetScrollLeft({ scrollLeft: 0, clientWidth: 200, scrollWidth: 800 }, { offsetLeft: 500, offsetWidth: 100 })).toBe(450)
    expect(targetScrollLeft({ scrollLeft: 0, clientWidth: 200, scrollWidth: 800 }, { offsetLeft: 10, offsetWidth: 100 })).toBe(0)
    expect(targetScrollLeft({ scrollLeft: 0, clientWidth: 200, scrollWidth: 800 }, { offsetLeft: 790, offsetWidth: 100 })).toBe(600)
  })
})

describe("scrollTabIntoView (platform §9: 300 ms)", () => {
  const fakeList = () => {
    const list = { scrollLeft: 0, clientWidth: 200, scrollWidth: 800 } as unknown as HTMLElement
    const tab = { offsetLeft: 500, offsetWidth: 100 } as unknown as HTMLElement
    return { list, tab }
  }
  const withMotion = (reduce: boolean) =>
    vi.spyOn(window, "matchMedia").mockImplementation((query: string) => ({ matches: reduce && query.includes("reduce") }) as MediaQueryList)

  it("is instant under prefers-reduced-motion", () => {
    const media = withMotion(true)
    const { list, tab } = fakeList()
    scrollTabIntoView(list, tab)
    expect(list.scrollLeft).toBe(450)
    media.mockRestore()
  })

  it("otherwise moves over 300 ms, reaching the tab at the end", () => {
    const media = withMotion(false)
    let now = 0
    const frames: Array<FrameRequestCallback> = []
    const clock = vi.spyOn(performance, "now").mockImplementation(() => now)
    const raf = vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
    const { list, tab } = fakeList()
    scrollTabIntoView(list, tab)
    expect(list.scrollLeft).toBe(0)
    now = 150
    frames.shift()!(now)
    expect(list.scrollLeft).toBeGreaterThan(0)
    expect(list.scrollLeft).toBeLessThan(450)
    expect(frames).toHaveLength(1)
    now = 300
    frames.shift()!(now)
    expect(list.scrollLeft).toBe(450)
    expect(frames).toHaveLength(0)
    for (const spy of [media, clock, raf]) spy.mockRestore()
  })
})
