import { registeredVisitor } from "@outfitter/clients"
import { buttonTimings, cardPasteFormatDelayMs, encodeUPrefCookie, paymentMessages, type Wallet } from "@outfitter/domain"
import { cardDataInCaches, cardDataInPage, type CardSecrets, cookieJarFetch, type CookieJarFetchOptions, memberCookies, watchConsole } from "@outfitter/fixtures/testing"
import { walletKey } from "@outfitter/react-hooks"
import { QueryClient } from "@tanstack/react-query"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { Base64Url } from "effect/encoding"
import { http, HttpResponse } from "msw"
import { afterEach, describe, expect, it, vi } from "vitest"
import { SavedCardsView } from "../src/features/payments/SavedCardsPage.tsx"
import { cardDataInTree } from "./cardDataInTree.ts"
import { renderWithFixtures } from "./support.tsx"

afterEach(() => {
  vi.restoreAllMocks()
})

/** The real timer, taken before any test fakes the clock: real work (WebCrypto, the fixtures) runs on it. */
const realSetTimeout = globalThis.setTimeout

interface Sent {
  readonly method: string
  readonly path: string
  readonly body: string
}

/** The page as the member: their session cookies on every request, each request recorded with its body. */
const renderPage = (userId: string, options: { readonly queryClient?: QueryClient; readonly extraHandlers?: CookieJarFetchOptions["extraHandlers"] } = {}) => {
  const reload = vi.fn()
  const onUnauthorized = vi.fn()
  const sent: Array<Sent> = []
  const member = cookieJarFetch({
    cookies: memberCookies(userId),
    onRequest: async (request) => void sent.push({ method: request.method, path: new URL(request.url).pathname, body: await request.text() }),
    ...(options.extraHandlers === undefined ? {} : { extraHandlers: options.extraHandlers }),
  })
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const { container } = renderWithFixtures(<SavedCardsView reload={reload} />, {
    path: "/shop/us/account/payments",
    config: { fetch: member.fetch, visitor: () => registeredVisitor, onUnauthorized },
    queryClient,
  })
  const writes = () => sent.filter((call) => call.method !== "GET")
  return { reload, onUnauthorized, container, sent, writes, queryClient }
}

const openAdd = async () => {
  fireEvent.click(await screen.findByRole("button", { name: "Add a card" }))
  return screen.getByRole("dialog", { name: "Add a card" })
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement

const fill = (dialog: HTMLElement, values: { number: string; expiry?: string; cvv?: string }) => {
  fireEvent.change(field(dialog, "Card number"), { target: { value: values.number } })
  if (values.expiry !== undefined) fireEvent.change(field(dialog, "Expiry date (MM / YY)"), { target: { value: values.expiry } })
  if (values.cvv !== undefined) fireEvent.change(field(dialog, "Security code"), { target: { value: values.cvv } })
}

const expiry = `05 / ${String(new Date().getFullYear() + 2).slice(2)}`

/**
 * With the clock faked and standing still, lets real work (encryption, the in-process
 * fixtures, promise chains) run until `done`: timers due now run, later ones wait.
 */
const settleUntil = async (done: () => boolean) => {
  for (let rounds = 0; !done(); rounds++) {
    if (rounds > 2000) throw new Error("the condition never held")
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    await new Promise((resolve) => realSetTimeout(resolve, 5))
  }
}

/** Moves the fake clock on by `ms`, letting React render what the timers did. */
const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

const lastMutation = (queryClient: QueryClient) => queryClient.getMutationCache().getAll().at(-1)?.state.status

describe("SavedCardsPage", () => {
  it("lists the saved cards by their brand's name, with the default", async () => {
    renderPage("5001")
    const list = await screen.findByRole("list", { name: "Saved cards" })
    expect(within(list).getByRole("heading", { name: "Visa ending in 1111" })).toBeTruthy()
    expect(within(list).getByText("Expires 12/2030")).toBeTruthy()
    expect(within(list).getByRole("heading", { name: "House card ending in 4321" })).toBeTruthy()
    expect(within(list).getByText("Default card")).toBeTruthy()
    expect(within(list).getAllByRole("button", { name: "Make default" })).toHaveLength(1)
  })

  it("an invalid form shows the summary and the field errors, focuses the first wrong field, and sends nothing", async () => {
    const { writes } = renderPage("9101")
    await screen.findByText("You have no saved cards.")
    const dialog = await openAdd()
    fill(dialog, { number: "4111 1111 1111 1112" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Add card" }))
    expect(within(dialog).getByRole("alert").textContent).toBe(paymentMessages.invalidSummary)
    const number = field(dialog, "Card number")
    expect(number.getAttribute("aria-invalid")).toBe("true")
    expect(document.activeElement).toBe(number)
    const numberError = within(dialog).getByText(paymentMessages.invalidCardNumber)
    expect(number.getAttribute("aria-describedby")).toContain(numberError.id)
    const expiryField = field(dialog, "Expiry date (MM / YY)")
    expect(expiryField.getAttribute("aria-describedby")).toBe(within(dialog).getByText(paymentMessages.expiryRequired).id)
    expect(field(dialog, "Security code").getAttribute("aria-describedby")).toContain(within(dialog).getByText(paymentMessages.invalidCvv).id)
    expect(writes()).toEqual([])
  })

  it("the number: digits only, grouped as typed (amex 4-6-5), cut to the brand's length, the brand named", async () => {
    renderPage("9102")
    const dialog = await openAdd()
    fill(dialog, { number: "3782-8224a6310005999" })
    const number = field(dialog, "Card number")
    expect(number.value).toBe("3782 822463 10005")
    expect(within(dialog).getByText("American Express")).toBeTruthy()
    // a longer brand's number over a shorter one's keeps every digit
    fill(dialog, { number: "4111 1111 1111 1111" })
    expect(number.value).toBe("4111 1111 1111 1111")
    expect(within(dialog).getByText("Visa")).toBeTruthy()
    // no maxlength cuts what the formatting has not seen yet
    expect(number.hasAttribute("maxlength")).toBe(false)
    expect(field(dialog, "Expiry date (MM / YY)").hasAttribute("maxlength")).toBe(false)
  })

  it.each([
    ["4", "04"],
    ["1", "1"],
    ["13", "12"],
    ["0531", "05 / 31"],
    ["05/2031", "05 / 31"],
    ["05 / 2031", "05 / 31"],
    ["ab", ""],
  ])("the expiry typed as %j shows %j", async (typed, shown) => {
    renderPage("9102")
    const dialog = await openAdd()
    fill(dialog, { number: "", expiry: typed })
    expect(field(dialog, "Expiry date (MM / YY)").value).toBe(shown)
  })

  it("the security code: 4 digits for amex, else 3, digits only", async () => {
    renderPage("9102")
    const dialog = await openAdd()
    fill(dialog, { number: "3782 822463 10005", cvv: "12a345" })
    expect(field(dialog, "Security code").value).toBe("1234")
    expect(within(dialog).getByText("4 digits")).toBeTruthy()
    // a visa now: the code is cut to 3
    fill(dialog, { number: "4111 1111 1111 1111" })
    expect(field(dialog, "Security code").value).toBe("123")
    expect(within(dialog).getByText("3 digits")).toBeTruthy()
  })

  it("a pasted number shows as pasted, and is formatted 100 ms later", async () => {
    renderPage("9102")
    const dialog = await openAdd()
    vi.useFakeTimers()
    const number = field(dialog, "Card number")
    fireEvent.input(number, { target: { value: "4111-1111-1111-1111" }, inputType: "insertFromPaste" })
    expect(number.value).toBe("4111-1111-1111-1111")
    await advance(cardPasteFormatDelayMs - 1)
    expect(number.value).toBe("4111-1111-1111-1111")
    await advance(1)
    expect(number.value).toBe("4111 1111 1111 1111")
  })

  it("typing a house card number hides the expiry at once and says so; the placeholder 12/2025 is sent, with code anf", async () => {
    const { writes } = renderPage("9107")
    const dialog = await openAdd()
    fill(dialog, { number: "6000 8" })
    expect(within(dialog).queryByLabelText("Expiry date (MM / YY)")).not.toBeNull()
    fill(dialog, { number: "6000 88" })
    expect(within(dialog).queryByLabelText("Expiry date (MM / YY)")).toBeNull()
    expect(within(dialog).getByRole("status").textContent).toBe("No expiry date is needed for the house card.")
    expect(within(dialog).getByText("House card")).toBeTruthy()
    fill(dialog, { number: "6000 8812 3456 7890", cvv: "123" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Add card" }))
    await waitFor(() => expect(writes().map((call) => call.path)).toContain("/api/user/wallet/"))
    const body = JSON.parse(writes().find((call) => call.path === "/api/user/wallet/")!.body)
    expect(body).toMatchObject({ cardBrand: "anf", cardExpireMonth: "12", cardExpireYear: "2025", cardLastFour: "7890" })
    expect(body).not.toHaveProperty("cardFirstSix")
    expect(writes().some((call) => call.path === "/api/pxp/tokens")).toBe(false)
  })

  it("a visa is sent with its payment code 001, not its name", async () => {
    const { writes } = renderPage("9108")
    const dialog = await openAdd()
    fill(dialog, { number: "4111111111111111", expiry, cvv: "123" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Add card" }))
    await waitFor(() => expect(writes().map((call) => call.path)).toContain("/api/user/wallet/"))
    expect(JSON.parse(writes().find((call) => call.path === "/api/user/wallet/")!.body)).toMatchObject({ cardBrand: "001", cardExpireMonth: "05" })
  })

  it("shipping to AE, an amex is refused with the GEO_FENCE message under the number, and nothing is sent", async () => {
    document.cookie = `uPref=${encodeUPrefCookie({ shipTo: "AE" })}; path=/`
    const { writes } = renderPage("9109")
    const dialog = await openAdd()
    fill(dialog, { number: "378282246310005", expiry, cvv: "1234" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Add card" }))
    const message = within(dialog).getByText(paymentMessages.invalidCardBrand)
    expect(field(dialog, "Card number").getAttribute("aria-describedby")).toContain(message.id)
    expect(field(dialog, "Card number").getAttribute("aria-invalid")).toBe("true")
    expect(within(dialog).getByRole("alert").textContent).toBe(paymentMessages.invalidSummary)
    expect(writes()).toEqual([])
  })

  it("adds a card: processing at least 1.5 s, success for 1 s, then the modal closes; the page reloads 3 s after success appeared", async () => {
    const { reload, queryClient } = renderPage("9103")
    const dialog = await openAdd()
    fill(dialog, { number: "4111111111111111", expiry, cvv: "123" })
    // the clock stands still from the click on, and moves only when the test moves it
    vi.useFakeTimers()
    fireEvent.click(within(dialog).getByRole("button", { name: "Add card" }))
    expect(within(dialog).getByRole("button", { name: "Adding card…" })).toBeTruthy()
    // the card is saved while the clock stands still
    await settleUntil(() => lastMutation(queryClient) === "success")
    await advance(buttonTimings.processingMinimumMs - 1)
    expect(within(dialog).getByRole("button", { name: "Adding card…" })).toBeTruthy()
    await advance(1)
    expect(within(dialog).getByRole("button", { name: "Card added" })).toBeTruthy()
    await advance(buttonTimings.successDisplayMs)
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(within(screen.getByRole("list", { name: "Saved cards" })).getByRole("heading", { name: "Visa ending in 1111" })).toBeTruthy()
    // 3 s after success appeared: 1 s of it has passed
    await advance(3000 - buttonTimings.successDisplayMs - 1)
    expect(reload).not.toHaveBeenCalled()
    await advance(1)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("make default: processing at least 1.5 s, success for 1 s, then the page reloads; the button stays all along", async () => {
    const { reload, queryClient, writes } = renderPage("5001")
    const house = within(await screen.findByRole("list", { name: "Saved cards" })).getByRole("group", { name: "House card ending in 4321" })
    vi.useFakeTimers()
    fireEvent.click(within(house).getByRole("button", { name: "Make default" }))
    expect(within(house).getByRole("button", { name: "Saving…" })).toBeTruthy()
    await settleUntil(() => lastMutation(queryClient) === "success")
    expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual(["PUT /api/user/wallet/"])
    // the hook does not refetch the list; if something else does, the row turns default and its button stays
    void queryClient.invalidateQueries({ queryKey: walletKey })
    await settleUntil(() => queryClient.getQueryData<Wallet>(walletKey)?.defaultSavedPaymentId === "card-5001-2")
    expect(within(house.closest("li")!).getByText("Default card")).toBeTruthy()
    await advance(buttonTimings.processingMinimumMs - 1)
    expect(within(house).getByRole("button", { name: "Saving…" })).toBeTruthy()
    await advance(1)
    expect(within(house).getByRole("button", { name: "Default saved" })).toBeTruthy()
    await advance(buttonTimings.successDisplayMs - 1)
    expect(within(house).getByRole("button", { name: "Default saved" })).toBeTruthy()
    expect(reload).not.toHaveBeenCalled()
    await advance(1)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("remove: the page reloads 3 s after success appeared", async () => {
    const { reload, queryClient } = renderPage("5001")
    const house = within(await screen.findByRole("list", { name: "Saved cards" })).getByRole("group", { name: "House card ending in 4321" })
    vi.useFakeTimers()
    fireEvent.click(within(house).getByRole("button", { name: "Remove" }))
    await settleUntil(() => lastMutation(queryClient) === "success")
    await advance(buttonTimings.processingMinimumMs)
    expect(within(house).getByRole("button", { name: "Removed" })).toBeTruthy()
    await advance(3000 - 1)
    expect(reload).not.toHaveBeenCalled()
    await advance(1)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("a 401 on an add goes to the provider's handler (which reloads 3 s later) and the button shows failed", async () => {
    const refuse = http.post("*/api/user/wallet/", () => HttpResponse.json({ error: [{ errorKey: "UNAUTHORIZED" }] }, { status: 401 }))
    const { onUnauthorized, reload } = renderPage("9110", { extraHandlers: [refuse] })
    const dialog = await openAdd()
    fill(dialog, { number: "4111111111111111", expiry, cvv: "123" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Add card" }))
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Card not added" })).toBeTruthy())
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ _tag: "Unauthorized", status: 401 }))
    expect(reload).not.toHaveBeenCalled()
  })

  it.each([
    ["4000000000000002", "This card cannot be used to ship to your country.", "Card number"],
    ["4000000000000069", paymentMessages.expiryError, "Expiry date (MM / YY)"],
    ["4000000000000119", paymentMessages.cardError, "Card number"],
  ])("a failed add of %s shows %s on its field and the button returns to initial", async (number, message, label) => {
    const { reload } = renderPage("9104")
    const dialog = await openAdd()
    fill(dialog, { number, expiry, cvv: "123" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Add card" }))
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Card not added" })).toBeTruthy())
    expect(within(dialog).getByRole("alert").textContent).toBe(message)
    const fieldError = within(dialog).getAllByText(message).find((element) => element.tagName === "P")!
    expect(field(dialog, label).getAttribute("aria-describedby")).toContain(fieldError.id)
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Add card" })).toBeTruthy())
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
    fill(dialog, { number: "4000 0000 0000 0119", expiry, cvv: "739" })
    const declined = { number: "4000000000000119", cvv: "739" }
    // while the modal is open, its state is where the number is (the check sees it)
    expect(cardDataInTree(container, declined)).not.toEqual([])
    fireEvent.click(within(dialog).getByRole("button", { name: "Add card" }))
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Card not added" })).toBeTruthy())
    expect(queryClient.getMutationCache().getAll().map((mutation) => mutation.state.status)).toEqual(["error"])
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expectNowhere(declined)

    // an accepted card: the modal closes by itself after success
    dialog = await openAdd()
    fill(dialog, { number: "4111 1111 1111 1111", expiry, cvv: "482" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Add card" }))
    const list = await screen.findByRole("list", { name: "Saved cards" })
    await waitFor(() => expect(within(list).getByRole("heading", { name: "Visa ending in 1111" })).toBeTruthy())
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
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
    const { writes } = renderPage("9106", { extraHandlers: [weakKey] })
    const dialog = await openAdd()
    fill(dialog, { number: "4111111111111111", expiry, cvv: "123" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Add card" }))
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Card not added" })).toBeTruthy())
    expect(within(dialog).getByRole("alert").textContent).toBe(paymentMessages.accountGenericError)
    expect(writes()).toEqual([])
  }, 15_000)

  it("edit: the number is disabled, the expiry starts as MM / YY; for the house card the expiry and update button are hidden", async () => {
    const { writes } = renderPage("5001")
    const list = await screen.findByRole("list", { name: "Saved cards" })
    fireEvent.click(within(within(list).getByRole("group", { name: "Visa ending in 1111" })).getByRole("button", { name: "Edit" }))
    let dialog = screen.getByRole("dialog", { name: "Edit card" })
    expect(field(dialog, "Card number").disabled).toBe(true)
    expect(field(dialog, "Card number").value).toBe("•••• 1111")
    expect(field(dialog, "Expiry date (MM / YY)").value).toBe("12 / 30")
    expect(document.activeElement).toBe(field(dialog, "Expiry date (MM / YY)"))
    expect(within(dialog).queryByLabelText("Security code")).toBeNull()
    fireEvent.change(field(dialog, "Expiry date (MM / YY)"), { target: { value: "0233" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Update card" }))
    await waitFor(() => expect(writes().map((call) => call.path)).toContain("/api/user/wallet/payments/card-5001-1"))
    expect(JSON.parse(writes()[0]!.body)).toEqual({ cardExpireMonth: "02", cardExpireYear: "2033" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    fireEvent.click(within(within(list).getByRole("group", { name: "House card ending in 4321" })).getByRole("button", { name: "Edit" }))
    dialog = screen.getByRole("dialog", { name: "Edit card" })
    expect(within(dialog).queryByLabelText("Expiry date (MM / YY)")).toBeNull()
    expect(within(dialog).queryByRole("button", { name: "Update card" })).toBeNull()
  })
})
