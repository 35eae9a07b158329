import { type Country, decodeUPrefCookie, encodeUPrefCookie, readCookie } from "@outfitter/domain"
import { cookieJarFetch } from "@outfitter/fixtures/testing"
import { http, HttpResponse } from "msw"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import type { ReactNode } from "react"
import { describe, expect, it, vi } from "vitest"
import { BillingCountryPicker } from "../src/features/preferences/BillingCountryPicker.tsx"
import { CurrentCountryMessage } from "../src/features/preferences/CurrentCountryMessage.tsx"
import { type PreferenceEffects, PreferenceEffectsContext } from "../src/features/preferences/preferenceEffects.ts"
import { PreferenceMenu } from "../src/features/preferences/PreferenceMenu.tsx"
import { renderWithFixtures } from "./support.tsx"

const recorder = (currentUrl: string) => {
  const calls: Array<string> = []
  const effects: PreferenceEffects = {
    currentUrl: () => currentUrl,
    hostname: () => "localhost",
    navigate: (url) => void calls.push(`navigate ${url}`),
    reload: () => void calls.push("reload"),
    nativeReload: () => void calls.push("nativeReload"),
    clearGenderPreference: () => void calls.push("clearGenderPreference"),
  }
  return { calls, effects }
}

/** The menu under /shop/:site over the fixtures; `failPosts` answers every POST with a 500. */
const renderMenu = (path: string, options: { readonly failPosts?: boolean } = {}) => {
  const failPosts = options.failPosts === true ? [http.post("*", () => HttpResponse.json({ error: [] }, { status: 500 }))] : []
  const { calls, effects } = recorder(path)
  const view = renderWithFixtures(
    <PreferenceEffectsContext.Provider value={effects}>
      <PreferenceMenu />
    </PreferenceEffectsContext.Provider>,
    // a jar of its own: the uPref a test sets is the page's, not sent to the fixtures
    { path, config: { fetch: cookieJarFetch({ extraHandlers: failPosts }).fetch } },
  )
  return { ...view, calls }
}

const openMenu = async (name: RegExp) => {
  const trigger = await screen.findByRole("button", { name })
  fireEvent.click(trigger)
  expect(trigger.getAttribute("aria-expanded")).toBe("true")
  return screen.getByRole("dialog", { name: "Shipping and language preferences" })
}

const flowTimeout = { timeout: 5000 }

describe("PreferenceMenu display (platform §4)", () => {
  it("shows the site's country, one currency as text and two languages as a toggle", async () => {
    renderMenu("/shop/us/stores")
    const panel = await openMenu(/^Preferences: ship to United States, USD, English$/)
    expect(within(panel).getByRole("button", { name: "Change country" })).toBeTruthy()
    expect(within(panel).queryByRole("group", { name: "Currency" })).toBeNull()
    const languages = within(panel).getByRole("group", { name: "Language" })
    expect(within(languages).getByRole("button", { name: "English" }).getAttribute("aria-pressed")).toBe("true")
    expect(within(languages).getByRole("button", { name: "Español" }).getAttribute("aria-pressed")).toBe("false")
  })

  it("shows AE as plain text with no change link, a currency toggle and a language list", async () => {
    document.cookie = `uPref=${encodeUPrefCookie({ shipTo: "AE" })}; Path=/`
    renderMenu("/shop/wd")
    const panel = await openMenu(/ship to United Arab Emirates, AED, English/)
    expect(within(panel).getByText("United Arab Emirates")).toBeTruthy()
    expect(within(panel).queryByRole("button", { name: "Change country" })).toBeNull()
    expect(within(within(panel).getByRole("group", { name: "Currency" })).getAllByRole("button").map((b) => b.textContent)).toEqual(["AED", "USD"])
    expect(within(panel).getByRole("button", { name: "Change language" })).toBeTruthy()
  })

  it("reads the language from the URL and the currency from uPref, and lists more than two currencies inline", async () => {
    document.cookie = `uPref=${encodeUPrefCookie({ shipTo: "HK", cur: "USD" })}; Path=/`
    renderMenu("/shop/wd-zh")
    const panel = await openMenu(/ship to Hong Kong, USD, 中文/)
    fireEvent.click(within(panel).getByRole("button", { name: "Change currency" }))
    const list = within(panel).getByRole("group", { name: "Choose a currency" })
    expect(within(list).getAllByRole("radio")).toHaveLength(3)
    expect((within(list).getByRole("radio", { name: "USD US Dollar" }) as HTMLInputElement).checked).toBe(true)
  })

  it("gives a country without a supported currency the store default", async () => {
    document.cookie = `uPref=${encodeUPrefCookie({ shipTo: "BR" })}; Path=/`
    renderMenu("/shop/am-pt")
    await openMenu(/ship to Brazil, USD, Português/)
  })
})

describe("country picker (platform §5)", () => {
  it("filters by name or code as you type and chooses with the keyboard", async () => {
    renderMenu("/shop/us")
    const panel = await openMenu(/^Preferences/)
    fireEvent.click(within(panel).getByRole("button", { name: "Change country" }))
    const modal = screen.getByRole("dialog", { name: "Choose your ship-to country" })
    const input = within(modal).getByRole("combobox", { name: "Country" })
    expect(document.activeElement).toBe(input)
    expect(input.getAttribute("maxlength")).toBe("50")
    fireEvent.change(input, { target: { value: "uni" } })
    expect(input.getAttribute("aria-expanded")).toBe("true")
    expect(within(modal).getAllByRole("option").map((o) => o.textContent)).toEqual(["United States", "United Kingdom", "United Arab Emirates"])
    fireEvent.change(input, { target: { value: "jp" } })
    expect(within(modal).getAllByRole("option").map((o) => o.textContent)).toEqual(["Japan"])
    fireEvent.keyDown(input, { key: "ArrowDown" })
    expect(input.getAttribute("aria-activedescendant")).toBe(within(modal).getByRole("option").id)
    fireEvent.keyDown(input, { key: "Enter" })
    expect((input as HTMLInputElement).value).toBe("Japan")
    expect(input.getAttribute("aria-expanded")).toBe("false")
    // emptied, the list stays closed (below the minimum length); one character reopens it
    fireEvent.change(input, { target: { value: "" } })
    expect(input.getAttribute("aria-expanded")).toBe("false")
    fireEvent.change(input, { target: { value: "g" } })
    expect(input.getAttribute("aria-expanded")).toBe("true")
  })

  it("closes the list 100 ms after focus leaves", async () => {
    renderMenu("/shop/us")
    const panel = await openMenu(/^Preferences/)
    fireEvent.click(within(panel).getByRole("button", { name: "Change country" }))
    const input = screen.getByRole("combobox", { name: "Country" })
    vi.useFakeTimers()
    try {
      fireEvent.change(input, { target: { value: "ca" } })
      fireEvent.blur(input)
      act(() => void vi.advanceTimersByTime(99))
      expect(input.getAttribute("aria-expanded")).toBe("true")
      act(() => void vi.advanceTimersByTime(1))
      expect(input.getAttribute("aria-expanded")).toBe("false")
    } finally {
      vi.useRealTimers()
    }
  })

  it("rejects an unmatched country with the required error on the field and in the live region", async () => {
    renderMenu("/shop/us")
    const panel = await openMenu(/^Preferences/)
    fireEvent.click(within(panel).getByRole("button", { name: "Change country" }))
    const modal = screen.getByRole("dialog", { name: "Choose your ship-to country" })
    const input = within(modal).getByRole("combobox", { name: "Country" })
    fireEvent.change(input, { target: { value: "Atlantis" } })
    fireEvent.click(within(modal).getByRole("button", { name: "Save" }))
    expect(input.getAttribute("aria-invalid")).toBe("true")
    expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe("Select a country from the list")
    await waitFor(() => expect(within(modal).getByRole("status").textContent).toBe("Select a country from the list"))
  })
})

describe("preference change flow (platform §4)", () => {
  it("changes the ship-to country: processing ≥ 1.5 s, success, then the bag is transferred to the country's site", async () => {
    const { calls } = renderMenu("/shop/us/stores?facet=x")
    const panel = await openMenu(/^Preferences/)
    fireEvent.click(within(panel).getByRole("button", { name: "Change country" }))
    const modal = screen.getByRole("dialog", { name: "Choose your ship-to country" })
    fireEvent.change(within(modal).getByRole("combobox", { name: "Country" }), { target: { value: "fra" } })
    fireEvent.click(within(modal).getByRole("option", { name: "France" }))
    const started = Date.now()
    fireEvent.click(within(modal).getByRole("button", { name: "Save" }))
    expect(within(modal).getByRole("button", { name: "Saving…" }).getAttribute("aria-busy")).toBe("true")
    await waitFor(() => expect(within(modal).getByRole("button", { name: "Saved" })).toBeTruthy(), flowTimeout)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400)
    await waitFor(() => expect(calls).toEqual(["clearGenderPreference", "navigate /shop/eu-fr"]), flowTimeout)
    expect(decodeUPrefCookie(readCookie(document.cookie, "uPref"))).toEqual({ shipTo: "FR", cur: "EUR" })
  }, 10_000)

  it("switches the language with the toggle: writes languageFix and navigates to the same page in that language", async () => {
    const { calls } = renderMenu("/shop/us/stores")
    const panel = await openMenu(/^Preferences/)
    fireEvent.click(within(panel).getByRole("button", { name: "Español" }))
    await waitFor(() => expect(within(panel).getByRole("status").textContent).toBe("Updating your preferences…"))
    await waitFor(() => expect(calls).toEqual(["navigate /shop/us-es/stores"]), flowTimeout)
    expect(readCookie(document.cookie, "languageFix")).toBe("es")
  }, 10_000)

  it("replaces the modal body with the generic error when the change fails", async () => {
    const { calls } = renderMenu("/shop/eu", { failPosts: true })
    const panel = await openMenu(/^Preferences/)
    fireEvent.click(within(panel).getByRole("button", { name: "Change language" }))
    const modal = screen.getByRole("dialog", { name: "Choose your language" })
    fireEvent.change(within(modal).getByRole("combobox", { name: "Language" }), { target: { value: "deutsch" } })
    fireEvent.click(within(modal).getByRole("button", { name: "Save" }))
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Sorry, something went wrong" })).toBeTruthy(), flowTimeout)
    expect(screen.getByRole("alert").textContent).toContain("We could not update your preferences.")
    expect(calls).toEqual([])
  }, 10_000)

  it("writes the chosen currency into uPref and reloads even when the currency change fails", async () => {
    document.cookie = `uPref=${encodeUPrefCookie({ shipTo: "CA", psid: "10042" })}; Path=/`
    const { calls } = renderMenu("/shop/ca", { failPosts: true })
    const panel = await openMenu(/ship to Canada, CAD/)
    fireEvent.click(within(within(panel).getByRole("group", { name: "Currency" })).getByRole("button", { name: "USD" }))
    await waitFor(() => expect(calls).toEqual(["reload"]), { timeout: 7000 })
    expect(decodeUPrefCookie(readCookie(document.cookie, "uPref"))).toEqual({ shipTo: "CA", psid: "10042", cur: "USD" })
  }, 12_000)
})

const country = (countryCode: string, name: string): Country => ({
  countryId: countryCode,
  countryCode,
  iso: countryCode,
  name,
  currency: { supported: [], def: null },
  isActive: true,
})
const fixtureCountries = [country("US", "United States"), country("CA", "Canada")]

describe("BillingCountryPicker and the checkout current-country message", () => {
  const Wrap = ({ children }: { children: ReactNode }) => <>{children}</>
  it("requires a matched country and accepts typed text matching a name exactly", () => {
    const chosen: Array<string> = []
    render(<Wrap><BillingCountryPicker countries={fixtureCountries} onConfirm={(country) => chosen.push(country.countryCode)} /></Wrap>)
    const input = screen.getByRole("combobox", { name: "Billing country" })
    fireEvent.click(screen.getByRole("button", { name: "Use this country" }))
    expect(input.getAttribute("aria-invalid")).toBe("true")
    fireEvent.change(input, { target: { value: "CANADA" } })
    expect(input.getAttribute("aria-invalid")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Use this country" }))
    expect(chosen).toEqual(["CA"])
  })

  it("reveals the country selector from the message's link", () => {
    render(<CurrentCountryMessage country={fixtureCountries[0]}><p>selector</p></CurrentCountryMessage>)
    expect(screen.getByText("United States")).toBeTruthy()
    expect(screen.queryByText("selector")).toBeNull()
    const link = screen.getByRole("button", { name: "Change country" })
    fireEvent.click(link)
    expect(link.getAttribute("aria-expanded")).toBe("true")
    expect(screen.getByText("selector")).toBeTruthy()
  })
})
