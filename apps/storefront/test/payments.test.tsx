import { registeredVisitor } from "@outfitter/clients"
import { paymentMessages } from "@outfitter/domain"
import { cookieJarFetch, type CookieJarFetchOptions, memberCookies } from "@outfitter/fixtures/testing"
import { QueryClient } from "@tanstack/react-query"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Base64Url } from "effect/encoding"
import { http, HttpResponse } from "msw"
import { SavedCardsView } from "../src/features/payments/SavedCardsPage.tsx"
import { renderWithFixtures } from "./support.tsx"
import { cardDataInCaches, cardDataInPage, cardDataInTree, type CardSecrets, watchConsole } from "./cardData.ts"

afterEach(() => {
  vi.restoreAllMocks()
})

/** The page as the member: their session cookies on every request, recorded as `METHOD path`. */
const renderPage = (userId: string, options: { readonly queryClient?: QueryClient; readonly extraHandlers?: CookieJarFetchOptions["extraHandlers"] } = {}) => {
  const reload = vi.fn()
  const member = cookieJarFetch({ cookies: memberCookies(userId), ...(options.extraHandlers === undefined ? {} : { extraHandlers: options.extraHandlers }) })
  const { container } = renderWithFixtures(<SavedCardsView reload={reload} />, {
    path: "/shop/us/account/payments",
    config: { fetch: member.fetch, visitor: () => registeredVisitor, onUnauthorized: vi.fn() },
    ...(options.queryClient === undefined ? {} : { queryClient: options.queryClient }),
  })
  return { reload, container, calls: member.calls }
}

const openAdd = async () => {
  fireEvent.click(await screen.findByRole("button", { name: "Add a card" }))
  return screen.getByRole("dialog", { name: "Add a card" })
}

const fill = (dialog: HTMLElement, values: { number: string; month?: string; year?: string; cvv?: string }) => {
  fireEvent.change(within(dialog).getByLabelText("Card number"), { target: { value: values.number } })
  if (values.month !== undefined) fireEvent.change(within(dialog).getByLabelText("Expiry month"), { target: { value: values.month } })
  if (values.year !== undefined) fireEvent.change(within(dialog).getByLabelText("Expiry year"), { target: { value: values.year } })
  if (values.cvv !== undefined) fireEvent.change(within(dialog).getByLabelText("Security code"), { target: { value: values.cvv } })
}

const year = String(new Date().getFullYear() + 2)

describe("SavedCardsPage", () => {
  it("lists the saved cards with the default", async () => {
    renderPage("5001")
    const list = await screen.findByRole("list", { name: "Saved cards" })
    expect(within(list).getByRole("heading", { name: "VISA ending in 1111" })).toBeTruthy()
    expect(within(list).getByRole("heading", { name: "House card ending in 4321" })).toBeTruthy()
    expect(within(list).getByText("Default card")).toBeTruthy()
    expect(within(list).getAllByRole("button", { name: "Make default" })).toHaveLength(1)
  })

  it("an invalid form shows the summary and the field errors, and sends nothing", async () => {
    renderPage("9101")
    await screen.findByText("You have no saved cards.")
    const dialog = await openAdd()
    fill(dialog, { number: "4111 1111 1111 1112" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Add card" }))
    expect(within(dialog).getByRole("alert").textContent).toBe(paymentMessages.invalidSummary)
    expect(within(dialog).getByLabelText("Card number").getAttribute("aria-invalid")).toBe("true")
    expect(within(dialog).getByText(paymentMessages.invalidCardNumber)).toBeTruthy()
    expect(within(dialog).getByText(paymentMessages.expiryRequired)).toBeTruthy()
    expect(within(dialog).getByText(paymentMessages.invalidCvv)).toBeTruthy()
  })

  it("formats the number as typed: digits only, amex 4-6-5", async () => {
    renderPage("9102")
    const dialog = await openAdd()
    fill(dialog, { number: "3782-8224a6310005" })
    expect((within(dialog).getByLabelText("Card number") as HTMLInputElement).value).toBe("3782 822463 10005")
  })

  it("adds a card: listed with its last four, and the page reloads 3 s after success", async () => {
    const { reload } = renderPage("9103")
    const dialog = await openAdd()
    fill(dialog, { number: "4111111111111111", month: "05", year, cvv: "123" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Add card" }))
    expect(within(dialog).getByRole("button", { name: "Adding card…" })).toBeTruthy()
    const list = await screen.findByRole("list", { name: "Saved cards" }, { timeout: 5000 })
    expect(within(list).getByRole("heading", { name: "VISA ending in 1111" })).toBeTruthy()
    expect(reload).not.toHaveBeenCalled()
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 5000 })
  }, 15_000)

  it.each([
    ["4000000000000002", "This card cannot be used to ship to your country."],
    ["4000000000000069", paymentMessages.expiryError],
    ["4000000000000119", paymentMessages.cardError],
  ])("a failed add of %s shows %s and the button returns to initial", async (number, message) => {
    const { reload } = renderPage("9104")
    const dialog = await openAdd()
    fill(dialog, { number, month: "05", year, cvv: "123" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Add card" }))
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Card not added" })).toBeTruthy(), { timeout: 5000 })
    expect(within(dialog).getByRole("alert").textContent).toBe(message)
    expect(within(dialog).getAllByText(message).length).toBe(2) // the summary and the field's error
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Add card" })).toBeTruthy(), { timeout: 5000 })
    expect(reload).not.toHaveBeenCalled()
  }, 15_000)

  it("card data lives only in the request: after a failure and after a success, nothing of it in the caches, the closed modal, the page or the console", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const console = watchConsole()
    const { container } = renderPage("9105", { queryClient })
    const expectNowhere = (secrets: CardSecrets) => {
      expect(cardDataInCaches(queryClient, secrets)).toEqual([])
      expect(cardDataInTree(container, secrets)).toEqual([])
      expect(cardDataInPage(secrets)).toEqual([])
      expect(console.found(secrets)).toEqual([])
    }

    // a declined card: the modal stays open with the failure, then the shopper closes it
    let dialog = await openAdd()
    fill(dialog, { number: "4000 0000 0000 0119", month: "05", year, cvv: "739" })
    const declined = { number: "4000000000000119", cvv: "739" }
    // while the modal is open, its state is where the number is (the check sees it)
    expect(cardDataInTree(container, declined)).not.toEqual([])
    fireEvent.click(within(dialog).getByRole("button", { name: "Add card" }))
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Card not added" })).toBeTruthy(), { timeout: 5000 })
    expect(queryClient.getMutationCache().getAll().map((mutation) => mutation.state.status)).toEqual(["error"])
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expectNowhere(declined)

    // an accepted card: the modal closes by itself after success
    dialog = await openAdd()
    fill(dialog, { number: "4111 1111 1111 1111", month: "05", year, cvv: "482" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Add card" }))
    const list = await screen.findByRole("list", { name: "Saved cards" }, { timeout: 5000 })
    expect(within(list).getByRole("heading", { name: "VISA ending in 1111" })).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 5000 })
    expect(queryClient.getMutationCache().getAll().map((mutation) => mutation.state.status)).toEqual(["error", "success"])
    expectNowhere({ number: "4111111111111111", cvv: "482" })
    expectNowhere(declined)
  }, 20_000)

  it("a provider key with exponent 1 (the 'ciphertext' would be the number) shows the general message, and nothing is sent", async () => {
    // a well-formed 2048-bit modulus: only the exponent is wrong
    const rsa = { modulus: Base64Url.encode(new Uint8Array(256).fill(0xc3)), exponent: "AQ" }
    const weakKey = http.get("*/api/config/pxp/", () =>
      HttpResponse.json({
        publicApiKey: { key: "pk_fixture_outfitter", expiryDate: "2099-12-31T23:59:59Z" },
        publicEncryptionKey: { id: "fixture-rsa-1", expiryDate: "2099-12-31T23:59:59Z", rsa },
      }))
    const { calls: sent } = renderPage("9106", { extraHandlers: [weakKey] })
    const dialog = await openAdd()
    fill(dialog, { number: "4111111111111111", month: "05", year, cvv: "123" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Add card" }))
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Card not added" })).toBeTruthy(), { timeout: 5000 })
    expect(within(dialog).getByRole("alert").textContent).toBe(paymentMessages.accountGenericError)
    expect(sent().filter((call) => call.startsWith("POST"))).toEqual([])
  }, 15_000)

  it("edit: the number is disabled; for the house card the expiry and update button are hidden", async () => {
    renderPage("5001")
    const list = await screen.findByRole("list", { name: "Saved cards" })
    const visaGroup = within(list).getByRole("group", { name: "VISA ending in 1111" })
    fireEvent.click(within(visaGroup).getByRole("button", { name: "Edit" }))
    let dialog = screen.getByRole("dialog", { name: "Edit card" })
    expect((within(dialog).getByLabelText("Card number") as HTMLInputElement).disabled).toBe(true)
    expect(within(dialog).getByLabelText("Expiry month")).toBeTruthy()
    expect(within(dialog).getByRole("button", { name: "Update card" })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    const houseGroup = within(list).getByRole("group", { name: "House card ending in 4321" })
    fireEvent.click(within(houseGroup).getByRole("button", { name: "Edit" }))
    dialog = screen.getByRole("dialog", { name: "Edit card" })
    expect(within(dialog).queryByLabelText("Expiry month")).toBeNull()
    expect(within(dialog).queryByRole("button", { name: "Update card" })).toBeNull()
  })
})
