import { browserVisitor } from "@outfitter/react-hooks"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { AddressBookView } from "../src/features/addresses/pages.tsx"
import { renderWithFixtures, signInAs } from "./support.tsx"

const renderBook = () => {
  const reloads: Array<string> = []
  const unauthorized: Array<number> = []
  renderWithFixtures(<AddressBookView reload={() => void reloads.push("reload")} />, {
    path: "/shop/us/account/addresses",
    config: { visitor: browserVisitor("10051"), onUnauthorized: (error) => void unauthorized.push(error.status) },
  })
  return { reloads, unauthorized }
}

const card = async (name: string) => screen.findByRole("article", { name })

describe("AddressBookPage", () => {
  it("lists the addresses with the default marked", async () => {
    await signInAs("registered@outfitter.test")
    renderBook()
    expect(screen.getByRole("heading", { level: 1, name: "Address book" })).toBeTruthy()
    const home = await card("Home")
    expect(within(home).getByText("Default address")).toBeTruthy()
    expect(within(home).queryByRole("button", { name: "Make default" })).toBeNull()
    const cottage = await card("Cottage")
    expect(within(cottage).getByRole("button", { name: "Make default" })).toBeTruthy()
    expect(within(screen.getByRole("list", { name: "Saved addresses" })).getAllByRole("listitem").length).toBeGreaterThanOrEqual(4)
  })

  it("make default: processing, success, then the page reloads", async () => {
    await signInAs("registered@outfitter.test")
    const { reloads } = renderBook()
    const cottage = await card("Cottage")
    fireEvent.click(within(cottage).getByRole("button", { name: "Make default" }))
    expect(within(cottage).getByRole("button", { name: "Saving…" }).getAttribute("aria-busy")).toBe("true")
    await within(cottage).findByRole("button", { name: "Default saved" }, { timeout: 3000 })
    expect(reloads).toEqual([])
    await waitFor(() => expect(reloads).toEqual(["reload"]), { timeout: 3000 })
  }, 10_000)

  it("make default fails (500): failed, then back to initial after 3 s, no reload", async () => {
    await signInAs("registered@outfitter.test")
    const { reloads, unauthorized } = renderBook()
    const failing = await card("Server error")
    fireEvent.click(within(failing).getByRole("button", { name: "Make default" }))
    await within(failing).findByRole("button", { name: "Not saved" }, { timeout: 3000 })
    await within(failing).findByRole("button", { name: "Make default" }, { timeout: 4000 })
    expect(reloads).toEqual([])
    expect(unauthorized).toEqual([])
    expect(await screen.findByText("Server error could not be made the default address.")).toBeTruthy()
  }, 12_000)

  it("make default answered 401: the unauthorized handler, and the failed state", async () => {
    await signInAs("registered@outfitter.test")
    const { reloads, unauthorized } = renderBook()
    const expired = await card("Session expired")
    fireEvent.click(within(expired).getByRole("button", { name: "Make default" }))
    await within(expired).findByRole("button", { name: "Not saved" }, { timeout: 3000 })
    expect(unauthorized).toContain(401)
    expect(reloads).toEqual([])
  }, 10_000)

  it("add: per-country labels, field errors before sending, then the new address is listed", async () => {
    await signInAs("store@outfitter.test")
    renderBook()
    await card("Home")
    fireEvent.click(screen.getByRole("button", { name: "Add an address" }))
    const dialog = screen.getByRole("dialog", { name: "Add an address" })
    expect(within(dialog).getByLabelText("State")).toBeTruthy()
    expect(within(dialog).getByLabelText("ZIP code")).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText("Country"), { target: { value: "CA" } })
    expect(within(dialog).getByLabelText("Province")).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText("Country"), { target: { value: "GB" } })
    expect(within(dialog).getByLabelText("County (optional)")).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText("Country"), { target: { value: "CA" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Save address" }))
    expect(within(dialog).getByText("Enter first name")).toBeTruthy()
    expect(document.activeElement).toBe(within(dialog).getByLabelText("First name"))
    expect(within(dialog).getByLabelText("First name").getAttribute("aria-invalid")).toBe("true")
    fireEvent.change(within(dialog).getByLabelText("Nickname (optional)"), { target: { value: "Office" } })
    fireEvent.change(within(dialog).getByLabelText("First name"), { target: { value: "Taylor" } })
    fireEvent.change(within(dialog).getByLabelText("Last name"), { target: { value: "Kim" } })
    fireEvent.change(within(dialog).getByLabelText("Address line 1"), { target: { value: "1 Bay St" } })
    fireEvent.change(within(dialog).getByLabelText("City"), { target: { value: "Toronto" } })
    fireEvent.change(within(dialog).getByLabelText("Province"), { target: { value: "ON" } })
    fireEvent.change(within(dialog).getByLabelText("Postal code"), { target: { value: "M5J" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Save address" }))
    expect(within(dialog).getByText("Enter a valid postal code (A1A 1A1)")).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText("Postal code"), { target: { value: "m5j 2n8" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Save address" }))
    const office = await card("Office")
    expect(office.textContent).toContain("M5J 2N8")
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("edit opens the modal filled in and saves the change", async () => {
    await signInAs("registered@outfitter.test")
    renderBook()
    const cottage = await card("Cottage")
    fireEvent.click(within(cottage).getByRole("button", { name: "Edit Cottage" }))
    const dialog = screen.getByRole("dialog", { name: "Edit address" })
    expect((within(dialog).getByLabelText("City") as HTMLInputElement).value).toBe("Ottawa")
    fireEvent.change(within(dialog).getByLabelText("City"), { target: { value: "Kingston" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Save address" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    await waitFor(async () => expect((await card("Cottage")).textContent).toContain("Kingston"))
  })

  it("the billing-country modal: a missing country is the required error; a match opens the add form for it", async () => {
    await signInAs("store@outfitter.test")
    renderBook()
    await card("Home")
    fireEvent.click(screen.getByRole("button", { name: "Choose billing country" }))
    const dialog = screen.getByRole("dialog", { name: "Billing country" })
    const input = await within(dialog).findByLabelText("Billing country")
    fireEvent.click(within(dialog).getByRole("button", { name: "Use this country" }))
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"))
    fireEvent.change(input, { target: { value: "Nowhere" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Use this country" }))
    expect(input.getAttribute("aria-invalid")).toBe("true")
    fireEvent.change(input, { target: { value: "canada" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Use this country" }))
    const add = await screen.findByRole("dialog", { name: "Add an address" })
    expect((within(add).getByLabelText("Country") as HTMLSelectElement).value).toBe("CA")
    expect(within(add).getByLabelText("Province")).toBeTruthy()
    expect(screen.getByText("Billing country: Canada")).toBeTruthy()
  })
})
