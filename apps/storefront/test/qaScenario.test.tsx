/**
 * The page's scenario and the QA panel (features/qa): what `?scenario=` asks for, what the
 * tab remembers in session storage, the plan made of the two, the plan carried out on the
 * fixtures (reached through a fixture call, not read back from where it was written), and
 * the panel's switch, accounts and reset.
 */
import { resetFixtures, scenarios, selectedScenario, selectScenario } from "@outfitter/fixtures"
import { fireEvent, render, screen, within } from "@testing-library/react"
import fc from "fast-check"
import { describe, expect, it, vi } from "vitest"
import { becomeMember } from "../src/features/qa/documentSession.ts"
import { QaPanel } from "../src/features/qa/QaPanel.tsx"
import {
  addressWithoutScenario,
  type AddressScenario,
  planScenario,
  qaScenarioStorageKey,
  readAddressScenario,
  rememberedScenario,
  rememberScenario,
  type ScenarioStorage,
} from "../src/features/qa/scenarioAddress.ts"
import { applyScenarioPlan, qaTools, startWithScenario } from "../src/features/qa/startScenario.ts"
import { documentCookieFetch, fixtureApiRoot } from "./support.tsx"

const failing = "store-search-fails"
const other = "store-search-malformed"

/** The store search's HTTP status over the fixtures, as the page would see it. */
const storeSearchStatus = async () =>
  (await documentCookieFetch(`${fixtureApiRoot}/storelocator/search?latitude=39.9612&longitude=-82.9988&radius=25&radiusUOM=SMI&maxItems=3`)).status

const refusing: ScenarioStorage = {
  getItem: () => {
    throw new Error("refused")
  },
  setItem: () => {
    throw new Error("refused")
  },
  removeItem: () => {
    throw new Error("refused")
  },
}

describe("readAddressScenario", () => {
  it.each([
    ["", { _tag: "Absent" }],
    ["?brand=kids", { _tag: "Absent" }],
    ["?scenario=", { _tag: "Clear" }],
    ["?scenario", { _tag: "Clear" }],
    ["?scenario=%20", { _tag: "Clear" }],
    ["?scenario=none", { _tag: "Clear" }],
    ["?scenario=gift-card-timeout", { _tag: "Choose", name: "gift-card-timeout" }],
    ["?brand=kids&scenario=%20a-b%20", { _tag: "Choose", name: "a-b" }],
    ["?scenario=a&scenario=b", { _tag: "Choose", name: "b" }],
    ["?scenario=a&scenario=none", { _tag: "Clear" }],
    ["?scenario=None", { _tag: "Choose", name: "None" }],
  ] satisfies ReadonlyArray<readonly [string, AddressScenario]>)("%s", (search, expected) => {
    expect(readAddressScenario(search)).toEqual(expected)
  })

  it("any name that is not blank or none comes back trimmed, however it is encoded", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const trimmed = name.trim()
        const asked = readAddressScenario(`?${new URLSearchParams({ scenario: name })}`)
        expect(asked).toEqual(trimmed === "" || trimmed === "none" ? { _tag: "Clear" } : { _tag: "Choose", name: trimmed })
      }),
    )
  })
})

describe("addressWithoutScenario", () => {
  it.each([
    ["http://x.test/shop/us?scenario=a", "/shop/us"],
    ["http://x.test/shop/us/stores?scenario=a&brand=kids#top", "/shop/us/stores?brand=kids#top"],
    ["http://x.test/shop/us?modal=signin&scenario=&x=1", "/shop/us?modal=signin&x=1"],
    ["http://x.test/shop/us?scenario=a&scenario=b", "/shop/us"],
  ])("%s → %s", (href, expected) => {
    expect(addressWithoutScenario(href)).toBe(expected)
  })

  it.each(["http://x.test/shop/us", "http://x.test/shop/us?brand=kids", "not a url"])("%s: nothing to replace", (href) => {
    expect(addressWithoutScenario(href)).toBeUndefined()
  })

  it("keeps every other parameter, whatever its name and value", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }).filter((key) => key !== "scenario"), fc.string()), (params) => {
        const search = new URLSearchParams(params)
        const clean = addressWithoutScenario(`http://x.test/shop/us?scenario=x&${search}`)
        expect(new URLSearchParams(new URL(clean!, "http://x.test").search).toString()).toBe(search.toString())
      }),
    )
  })
})

describe("planScenario", () => {
  it.each([
    [{ _tag: "Absent" }, undefined, { _tag: "Plain" }],
    [{ _tag: "Absent" }, "b", { _tag: "Resume", name: "b" }],
    [{ _tag: "Clear" }, undefined, { _tag: "Clear" }],
    [{ _tag: "Clear" }, "b", { _tag: "Clear" }],
    [{ _tag: "Choose", name: "a" }, undefined, { _tag: "Choose", name: "a" }],
    [{ _tag: "Choose", name: "a" }, "b", { _tag: "Choose", name: "a" }],
  ] as const)("%o with %s remembered", (address, remembered, plan) => {
    expect(planScenario(address, remembered)).toEqual(plan)
  })
})

describe("the tab's remembered scenario", () => {
  it("is kept in session storage under outfitter.qa.", () => {
    expect(qaScenarioStorageKey).toMatch(/^outfitter\.qa\./)
    expect(rememberedScenario(sessionStorage)).toBeUndefined()
    rememberScenario(sessionStorage, failing)
    expect(sessionStorage.getItem(qaScenarioStorageKey)).toBe(failing)
    expect(rememberedScenario(sessionStorage)).toBe(failing)
    rememberScenario(sessionStorage, undefined)
    expect(sessionStorage.getItem(qaScenarioStorageKey)).toBeNull()
    expect(rememberedScenario(sessionStorage)).toBeUndefined()
  })

  it("a blank copy is none", () => {
    sessionStorage.setItem(qaScenarioStorageKey, "  ")
    expect(rememberedScenario(sessionStorage)).toBeUndefined()
  })

  it("storage that refuses is read as empty and written as nothing, never a throw", () => {
    expect(rememberedScenario(refusing)).toBeUndefined()
    expect(() => rememberScenario(refusing, failing)).not.toThrow()
    expect(() => rememberScenario(refusing, undefined)).not.toThrow()
    expect(rememberedScenario(undefined)).toBeUndefined()
  })
})

describe("applyScenarioPlan", () => {
  it("Choose selects the scenario in the fixtures (the store search fails) and remembers it", async () => {
    expect(await storeSearchStatus()).toBe(200)
    const outcome = applyScenarioPlan({ _tag: "Choose", name: failing }, sessionStorage)
    expect(outcome).toMatchObject({ scenario: { name: failing }, notice: undefined })
    expect(await storeSearchStatus()).toBe(500)
    expect(rememberedScenario(sessionStorage)).toBe(failing)
  })

  it("Resume selects the remembered scenario again in a fresh page's fixtures", async () => {
    rememberScenario(sessionStorage, failing)
    const outcome = applyScenarioPlan(planScenario({ _tag: "Absent" }, rememberedScenario(sessionStorage)), sessionStorage)
    expect(outcome.scenario?.name).toBe(failing)
    expect(await storeSearchStatus()).toBe(500)
  })

  it("Clear puts the plain fixtures back and forgets the scenario", async () => {
    applyScenarioPlan({ _tag: "Choose", name: failing }, sessionStorage)
    expect(applyScenarioPlan({ _tag: "Clear" }, sessionStorage)).toEqual({ scenario: undefined, notice: undefined })
    expect(selectedScenario()).toBeUndefined()
    expect(rememberedScenario(sessionStorage)).toBeUndefined()
    expect(await storeSearchStatus()).toBe(200)
  })

  it("an unknown name changes nothing: the remembered scenario stays, and the notice lists the names", async () => {
    applyScenarioPlan({ _tag: "Choose", name: failing }, sessionStorage)
    resetFixtures() // the next page: fresh fixtures
    const outcome = applyScenarioPlan({ _tag: "Choose", name: "no-such-scenario" }, sessionStorage)
    expect(outcome.scenario?.name).toBe(failing)
    expect(outcome.notice).toContain("Unknown scenario 'no-such-scenario'")
    for (const { name } of scenarios) expect(outcome.notice).toContain(name)
    expect(rememberedScenario(sessionStorage)).toBe(failing)
    expect(await storeSearchStatus()).toBe(500)
  })

  it("an unknown name with nothing remembered leaves the plain fixtures", async () => {
    const outcome = applyScenarioPlan({ _tag: "Choose", name: "no-such-scenario" }, sessionStorage)
    expect(outcome.scenario).toBeUndefined()
    expect(outcome.notice).toContain("Unknown scenario")
    expect(rememberedScenario(sessionStorage)).toBeUndefined()
    expect(await storeSearchStatus()).toBe(200)
  })

  it("a remembered name the fixtures no longer know is forgotten, with a notice", () => {
    rememberScenario(sessionStorage, "retired-scenario")
    const outcome = applyScenarioPlan({ _tag: "Resume", name: "retired-scenario" }, sessionStorage)
    expect(outcome.scenario).toBeUndefined()
    expect(outcome.notice).toContain("Unknown scenario 'retired-scenario'")
    expect(rememberedScenario(sessionStorage)).toBeUndefined()
  })

  it("Choose signs the scenario's member in (each of the catalogue's scenarios with one), Resume and a scenario without one do not", () => {
    const signIn = vi.fn<(member: string) => void>()
    applyScenarioPlan({ _tag: "Choose", name: failing }, sessionStorage, signIn)
    expect(signIn).not.toHaveBeenCalled()
    const withMember = scenarios.filter((scenario) => scenario.member !== undefined)
    for (const { name } of withMember) {
      applyScenarioPlan({ _tag: "Choose", name }, sessionStorage, signIn)
      applyScenarioPlan({ _tag: "Resume", name }, sessionStorage, signIn)
    }
    expect(signIn.mock.calls).toEqual(withMember.map((scenario) => [scenario.member]))
  })
})

describe("startWithScenario", () => {
  const memberScenario = scenarios.find((scenario) => scenario.member !== undefined)

  it("keeps ?scenario= in the address while the worker starts (msw may load the page again then), then takes it out and selects it", async () => {
    history.replaceState(null, "", `/shop/us/stores?scenario=${failing}&brand=kids#top`)
    const reload = vi.fn()
    let addressAtWorkerStart = ""
    const outcome = await startWithScenario(async () => {
      addressAtWorkerStart = `${location.pathname}${location.search}${location.hash}`
    }, reload)
    expect(addressAtWorkerStart).toBe(`/shop/us/stores?scenario=${failing}&brand=kids#top`)
    expect(`${location.pathname}${location.search}${location.hash}`).toBe("/shop/us/stores?brand=kids#top")
    expect(outcome.scenario?.name).toBe(failing)
    expect(await storeSearchStatus()).toBe(500)
    expect(reload).not.toHaveBeenCalled()
  })

  it("a page with no parameter resumes the tab's scenario", async () => {
    rememberScenario(sessionStorage, failing)
    history.replaceState(null, "", "/shop/us/stores")
    const outcome = await startWithScenario(async () => undefined, vi.fn())
    expect(outcome.scenario?.name).toBe(failing)
    expect(location.search).toBe("")
  })

  it("a chosen scenario with a member signs them in and loads the page again (its first render saw no session)", async () => {
    expect(memberScenario, "the catalogue has a scenario with a member").toBeDefined()
    history.replaceState(null, "", `/shop/us/account?scenario=${memberScenario!.name}`)
    const reload = vi.fn()
    const outcome = await startWithScenario(async () => undefined, reload)
    expect(outcome).toMatchObject({ scenario: { name: memberScenario!.name }, signedIn: true })
    expect(document.cookie).toContain(`WC_USERACTIVITY_${memberScenario!.member}=`)
    expect(reload).toHaveBeenCalledTimes(1)
    // the reloaded page resumes it without signing in again
    const again = await startWithScenario(async () => undefined, reload)
    expect(again.signedIn).toBeUndefined()
    expect(reload).toHaveBeenCalledTimes(1)
  })
})

describe("becomeMember", () => {
  it("drops the session that was there and signs the member in (the fixtures' user call answers them)", async () => {
    becomeMember("5002")
    document.cookie = "uPref=kept; Path=/"
    becomeMember("5001")
    expect(document.cookie).not.toContain("WC_USERACTIVITY_5002")
    expect(document.cookie).toContain("uPref=kept")
    const user = await (await documentCookieFetch(`${fixtureApiRoot}/user?version=1.1`)).json()
    expect(user).toMatchObject({ email: "registered@outfitter.test", firstName: "Jordan" })
  })
})

describe("QaPanel", () => {
  const open = () => fireEvent.click(screen.getByRole("button", { name: "QA panel" }))

  it("is a collapsed toggle until opened; Escape closes it again", () => {
    render(<QaPanel tools={qaTools} reload={() => undefined} />)
    const toggle = screen.getByRole("button", { name: "QA panel" })
    expect(toggle).toHaveProperty("textContent", "QA")
    expect(toggle.getAttribute("aria-expanded")).toBe("false")
    expect(screen.queryByRole("heading", { name: "QA panel" })).toBeNull()
    open()
    expect(toggle.getAttribute("aria-expanded")).toBe("true")
    expect(screen.getByRole("heading", { name: "QA panel", level: 2 })).toBeTruthy()
    fireEvent.keyDown(screen.getByRole("heading", { name: "QA panel" }), { key: "Escape" })
    expect(toggle.getAttribute("aria-expanded")).toBe("false")
    expect(screen.queryByRole("heading", { name: "QA panel" })).toBeNull()
  })

  it("shows the current scenario, offers every scenario grouped by context, and Apply selects one and reloads", async () => {
    selectScenario(failing)
    const reload = vi.fn()
    render(<QaPanel tools={qaTools} reload={reload} />)
    open()
    expect(screen.getByTestId("qa-current-scenario").textContent).toContain(failing)
    const select = screen.getByLabelText<HTMLSelectElement>("Choose a scenario")
    expect(select.value).toBe(failing)
    const offered = [...select.querySelectorAll("option")].map((option) => option.value).filter((value) => value !== "")
    expect(offered).toEqual(scenarios.map((scenario) => scenario.name))
    for (const scenario of scenarios) {
      expect(select.querySelector(`optgroup[label="${scenario.context}"] option[value="${scenario.name}"]`)).not.toBeNull()
    }
    fireEvent.change(select, { target: { value: other } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(selectedScenario()?.name).toBe(other)
    expect(rememberedScenario(sessionStorage)).toBe(other)
  })

  it("Apply with no scenario clears it", async () => {
    applyScenarioPlan({ _tag: "Choose", name: failing }, sessionStorage)
    const reload = vi.fn()
    render(<QaPanel tools={qaTools} reload={reload} />)
    open()
    fireEvent.change(screen.getByLabelText("Choose a scenario"), { target: { value: "" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(selectedScenario()).toBeUndefined()
    expect(rememberedScenario(sessionStorage)).toBeUndefined()
    expect(await storeSearchStatus()).toBe(200)
  })

  it("a notice opens the panel and is written into its live region", async () => {
    render(<QaPanel tools={qaTools} notice="Unknown scenario 'x'. Known scenarios: a, b" reload={() => undefined} />)
    const region = within(screen.getByRole("region", { name: "QA panel" })).getByRole("status")
    await vi.waitFor(() => expect(region.textContent).toBe("Unknown scenario 'x'. Known scenarios: a, b"))
  })

  it("a loyalty member's button signs that member in and reloads", () => {
    const reload = vi.fn()
    render(<QaPanel tools={qaTools} reload={reload} />)
    open()
    fireEvent.click(screen.getByRole("button", { name: /Member 5096 .*loyalty service down/ }))
    expect(document.cookie).toContain("WC_USERACTIVITY_5096=")
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("an e-mail account signs in through the fixtures' sign-in, named by its e-mail and purpose", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) =>
      documentCookieFetch(new URL(String(input), fixtureApiRoot).href, init))
    const reload = vi.fn()
    render(<QaPanel tools={qaTools} reload={reload} />)
    open()
    fireEvent.click(screen.getByRole("button", { name: /^registered@outfitter\.test member 5001, signed in/ }))
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(document.cookie).toContain("WC_USERACTIVITY_5001=")
    fetch.mockRestore()
  })

  it("Reset puts the fixtures, the cookies and the storage back, and reloads", async () => {
    applyScenarioPlan({ _tag: "Choose", name: failing }, sessionStorage)
    becomeMember("5001")
    localStorage.setItem("isRemembered", "true")
    const reload = vi.fn()
    render(<QaPanel tools={qaTools} reload={reload} />)
    open()
    fireEvent.click(screen.getByRole("button", { name: "Reset everything" }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(selectedScenario()).toBeUndefined()
    expect(rememberedScenario(sessionStorage)).toBeUndefined()
    expect(document.cookie).toBe("")
    expect(localStorage.length).toBe(0)
    expect(await storeSearchStatus()).toBe(200)
  })
})
