import { decodeUPrefCookie, readCookie } from "@outfitter/domain"
import { browserVisitor } from "@outfitter/react-hooks"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { beforeEach, describe, expect, it } from "vitest"
import { AccountOverviewPage } from "../src/features/session/account/pages.tsx"
import { recordingFetch, renderWithFixtures, signInAs } from "./support.tsx"

const { calls, fetch } = recordingFetch()

const signInCookies = async (email: string) => void (await signInAs(email, fetch))

const renderAccount = () => renderWithFixtures(<AccountOverviewPage />, { path: "/shop/us/account", config: { fetch, visitor: browserVisitor("10051") } })

beforeEach(() => {
  calls.length = 0
})

describe("AccountOverviewPage", () => {
  it("shows my info and a preferred store read from the user (empty, REMOVED, NONE: none)", async () => {
    await signInCookies("registered@outfitter.test")
    renderAccount()
    const info = await screen.findByRole("region", { name: "My info" })
    expect(info.textContent).toContain("Jordan")
    expect(info.textContent).toContain("registered@outfitter.test")
    expect(screen.getByTestId("preferred-store").textContent).toBe("You have no preferred store.")
    cleanup()
    await signInCookies("removed@outfitter.test")
    renderAccount()
    await screen.findByRole("region", { name: "My info" })
    expect(screen.getByTestId("preferred-store").textContent).toBe("You have no preferred store.")
    cleanup()
    await signInCookies("store@outfitter.test")
    renderAccount()
    await waitFor(() => expect(screen.getByTestId("preferred-store").textContent).toMatch(/^Your preferred store: \D/))
  })

  it("choosing a store in the modal fills the hidden preferredStore input and closes it; saving sends it", async () => {
    await signInCookies("registered@outfitter.test")
    const view = renderAccount()
    fireEvent.click(await screen.findByRole("button", { name: "Change preferred store" }))
    const dialog = screen.getByRole("dialog", { name: "Change preferred store" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Search" }))
    expect(within(dialog).getByText("Enter a zip or postal code to search.")).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText("Zip or postal code"), { target: { value: "43215" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Search" }))
    const first = (await within(dialog).findAllByRole("article", {}, { timeout: 4000 }))[0]!
    const name = within(first).getByRole("heading", { level: 3 }).textContent!
    fireEvent.click(within(first).getByRole("button", { name: `Select store: ${name}` }))
    expect(screen.queryByRole("dialog")).toBeNull()
    const search = calls.find((call) => call.path === "/api/storelocator/search")
    expect(search).toBeDefined()
    const hidden = view.container.querySelector<HTMLInputElement>('input[type="hidden"][name="preferredStore"]')!
    expect(hidden.value).toMatch(/^\d+$/)
    expect(screen.getByText(`Chosen store: ${name}`)).toBeTruthy()

    fireEvent.click(screen.getByRole("button", { name: "Save preferred store" }))
    await screen.findByRole("button", { name: "Preferred store saved" }, { timeout: 4000 })
    const put = calls.find((call) => call.method === "PUT" && call.path === "/api/user")
    expect(JSON.parse(put!.body)).toEqual({ preference: { preferredStore: hidden.value } })
    await waitFor(() => expect(screen.getByTestId("preferred-store").textContent).toBe(`Your preferred store: ${name}`))
    // saved as the selected store too, in the adult/kids slot (a preferred store fills an empty slot)
    expect(readCookie(document.cookie, "selectedStore")).toContain(hidden.value)
    const pref = decodeUPrefCookie(readCookie(document.cookie, "uPref"))
    expect([pref.psid, pref.ssid]).toContain(hidden.value)
  }, 12_000)

  it("Escape closes the modal without choosing", async () => {
    await signInCookies("registered@outfitter.test")
    const view = renderAccount()
    fireEvent.click(await screen.findByRole("button", { name: "Change preferred store" }))
    fireEvent.keyDown(screen.getByRole("dialog", { name: "Change preferred store" }), { key: "Escape" })
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(view.container.querySelector<HTMLInputElement>('input[name="preferredStore"]')!.value).toBe("")
    expect(screen.queryByRole("button", { name: "Save preferred store" })).toBeNull()
  })
})
