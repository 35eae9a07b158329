/**
 * The order detail page over the fixtures (orders-returns-help §2–§9): the order's details,
 * the image fallback, the tracking disclosure, each cancel (success, an answer 'Failure', a
 * 500 after the client's 3 attempts), the reason required, a guest with the order's e-mail,
 * a visitor without one, the confirmation after a submitted return and the returns flow.
 */
import { orderTimings } from "@outfitter/domain"
import { returnsMagic, returnsOrderNumbers } from "@outfitter/fixtures"
import { makeStoreSettings } from "@outfitter/domain"
import { browserVisitor, makeRunClient, orderDetailsKey } from "@outfitter/react-hooks"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { Route } from "wouter"
import { describe, expect, it, vi } from "vitest"
import { makeQueryClient } from "../src/app/queryClient.ts"
import { prefetchPath } from "../src/app/routes.tsx"
import { OrderDetailView } from "../src/features/orders/details/OrderDetailView.tsx"
import { AccountLayout } from "../src/features/session/AccountNavigation.tsx"
import { ordersText } from "../src/site/text/en/orders.ts"
import { documentCookieFetch, fixtureApiRoot, recordingFetch, renderWithFixtures, setMemberCookies, signInAs } from "./support.tsx"

const member = "registered@outfitter.test"
// what the page says in English (the orders section of the catalogue)
const { notFound: orderNotFoundMessage, loadFailed: orderLoadFailedMessage } = ordersText.en.orderDetail
const { error: cancelErrorMessage, unknown: cancelUnknownMessage } = ordersText.en.cancel

const renderOrder = (path: string, options: { readonly reload?: () => void; readonly fetch?: typeof globalThis.fetch } = {}) =>
  renderWithFixtures(
    <Route path="/account/orders/:orderNumber">
      <AccountLayout>
        <OrderDetailView {...(options.reload === undefined ? {} : { reload: options.reload })} />
      </AccountLayout>
    </Route>,
    {
      path,
      config: {
        visitor: browserVisitor("10051"),
        onUnauthorized: () => undefined,
        // the client's details retries, shortened
        settings: { returnDetailsRetryIntervalsMs: [5, 5] },
        ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      },
    },
  )

const item = (name: string) => screen.findByRole("article", { name })

const chooseReason = (dialog: HTMLElement) =>
  fireEvent.change(within(dialog).getByLabelText("Reason for cancelling"), { target: { value: "CHANGED_MIND" } })

/** Signs in, opens the order, asks to cancel it with a reason, and lets the client's 3 attempts (1 s apart) run. */
const cancelOrder = async (orderNumber: string, fetch: typeof globalThis.fetch) => {
  await signInAs(member, fetch)
  vi.useFakeTimers({ shouldAdvanceTime: true })
  renderOrder(`/shop/us/account/orders/${orderNumber}`, { fetch })
  fireEvent.click(await screen.findByRole("button", { name: "Cancel order" }))
  const dialog = screen.getByRole("dialog")
  chooseReason(dialog)
  fireEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }))
  await act(async () => {
    await vi.advanceTimersByTimeAsync(2 * orderTimings.cancelAttemptSpacingMs + 100)
  })
  return dialog
}

describe("OrderDetailPage: the order", () => {
  it("shows the order's number, date, status, items, payments and total to a member", async () => {
    await signInAs(member)
    renderOrder(`/shop/us/account/orders/${returnsOrderNumbers.returnable}`)
    expect(await screen.findByRole("heading", { level: 1, name: `Order ${returnsOrderNumbers.returnable}` })).toBeTruthy()
    const tee = await item("Essential Crew Tee")
    const facts = tee.querySelector("dl")!.textContent
    expect(facts).toContain("ColourNavy")
    expect(facts).toContain("SizeM")
    expect(facts).toContain("Quantity2")
    expect(facts).toContain("Price$25.00")
    expect(facts).toContain("StatusDelivered")
    expect(within(tee).getByText(`Tracking number 1Z${returnsOrderNumbers.returnable}1`)).toBeTruthy()
    expect(screen.getByText("October 5, 2026")).toBeTruthy()
    const payments = screen.getByRole("region", { name: "Payment" })
    expect(within(payments).getByText("Gift card")).toBeTruthy()
    expect(within(payments).getByText("Visa")).toBeTruthy()
    expect(payments.textContent).toContain("Items total$155.00")
    expect(screen.getByRole("button", { name: "Resend confirmation" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "Return or exchange items" })).toBeTruthy()
    // delivered: nothing to cancel
    expect(screen.queryByRole("button", { name: /^Cancel/ })).toBeNull()
  })

  it("the carrier status is a disclosure: the button opens and closes it, Escape closes it", async () => {
    await signInAs(member)
    renderOrder(`/shop/us/account/orders/${returnsOrderNumbers.returnable}`)
    const tee = await item("Essential Crew Tee")
    const toggle = within(tee).getByRole("button", { name: /Carrier status/ })
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!
    expect(toggle.getAttribute("aria-expanded")).toBe("false")
    expect(panel.hidden).toBe(true)
    fireEvent.click(toggle)
    expect(toggle.getAttribute("aria-expanded")).toBe("true")
    expect(panel.hidden).toBe(false)
    expect(panel.textContent).toContain("delivered")
    fireEvent.keyDown(toggle, { key: "Escape" })
    expect(panel.hidden).toBe(true)
    expect(document.activeElement).toBe(toggle)
  })

  it("an image that fails to load is replaced by the brand's not-available image, 200 wide", async () => {
    await signInAs(member)
    renderOrder(`/shop/us/account/orders/${returnsOrderNumbers.returnable}?brand=gh`)
    const tee = await item("Essential Crew Tee")
    const image = within(tee).getByRole("img") as HTMLImageElement
    expect(image.getAttribute("src")).toContain("1234567_navy")
    fireEvent.error(image)
    const fallback = within(tee).getByRole("img", { name: "Essential Crew Tee: image not available" })
    expect(fallback.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/)
    expect(fallback.getAttribute("width")).toBe("200")
    expect(decodeURIComponent(fallback.getAttribute("src")!)).toContain("Outfitter Gym")
  })

  it("an order that is not found says so at once", async () => {
    renderOrder(`/shop/us/account/orders/${returnsOrderNumbers.returnable}?email=someone.else@outfitter.test`)
    expect(await screen.findByText(orderNotFoundMessage)).toBeTruthy()
    expect(screen.getByText("Check the order number and the e-mail address it was placed with.")).toBeTruthy()
  })

  it("a member's order that is not found is said in the account's terms, never the guest's", async () => {
    await signInAs(member)
    // member 5002's order: not one of 5001's
    renderOrder("/shop/us/account/orders/10000003002")
    expect(await screen.findByText(orderNotFoundMessage)).toBeTruthy()
    expect(screen.getByRole("link", { name: "See your orders" }).getAttribute("href")).toBe("/shop/us/account/orders")
    expect(screen.queryByText(/Check the order number and the e-mail address/)).toBeNull()
  })

  it("a read that fails after its retries says so, with a button to try again", async () => {
    const { calls, fetch } = recordingFetch()
    await signInAs(member, fetch)
    renderOrder(`/shop/us/account/orders/${returnsMagic.detailsFail}`, { fetch })
    expect((await screen.findByRole("alert")).textContent).toBe(orderLoadFailedMessage)
    const reads = () => calls.filter((call) => call.path.endsWith(`/return/${returnsMagic.detailsFail}`)).length
    expect(reads()).toBe(3)
    fireEvent.click(screen.getByRole("button", { name: "Try again" }))
    await waitFor(() => expect(reads()).toBe(6))
    expect(screen.getByRole("alert").textContent).toBe(orderLoadFailedMessage)
  })
})

describe("OrderDetailPage: who sees it", () => {
  it("a guest with the order's e-mail in the address sees the order (no resend: that needs a member)", async () => {
    renderOrder(`/shop/us/account/orders/${returnsOrderNumbers.partlyShipped}?email=${encodeURIComponent(member)}`)
    expect(await item("Cargo Short")).toBeTruthy()
    expect(screen.getByRole("navigation", { name: "Account (guest)" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Resend confirmation" })).toBeNull()
    expect(screen.getByRole("button", { name: "Cancel item: Essential Crew Tee" })).toBeTruthy()
  })

  it("a visitor who is not signed in and has no e-mail gets the sign-in form", async () => {
    renderOrder(`/shop/us/account/orders/${returnsOrderNumbers.partlyShipped}`)
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy()
    expect(screen.queryByRole("heading", { name: /^Order / })).toBeNull()
  })

  it("after a return was submitted, the return order with the confirmation in a live region", async () => {
    await signInAs(member)
    const returnOrderId = await submitReturn()
    renderOrder(
      `/shop/us/account/orders/${returnsOrderNumbers.returnable}?orderNumber=${returnOrderId}&originalSalesOrderNumber=${returnsOrderNumbers.returnable}&orderEmail=${encodeURIComponent(member)}&returnSubmitted=true&returnOrder=true`,
    )
    expect(await screen.findByText("Your return has been submitted")).toBeTruthy()
    expect(screen.getByText(`Return order number ${returnOrderId}`)).toBeTruthy()
    await waitFor(() => expect(screen.getByRole("status", { name: "" }).textContent).toContain(`Your return has been submitted. Your return order number is ${returnOrderId}.`))
    expect(await screen.findByRole("button", { name: "Cancel return" })).toBeTruthy()
  })
})

/** A return of the returnable order's first line, as the returns flow submits it. */
const submitReturn = async (): Promise<string> => {
  const order = returnsOrderNumbers.returnable
  const response = await documentCookieFetch(`${fixtureApiRoot}/user/order/return`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      smartLabel: true,
      eGiftCard: false,
      fromOrderToken: `tok-${order}`,
      billToKey: `bill-5001-${order}`,
      shipToKey: `ship-5001-${order}`,
      currency: "USD",
      items: [{ itemId: `${order}-1`, shortSku: "11873401", returnReasonCode: "R04", returnReasonDetailCode: null, returnReasonComments: "", exchange: false }],
    }),
  })
  const body = (await response.json()) as { readonly returnOrderId: string }
  return body.returnOrderId
}

describe("OrderDetailPage: cancel", () => {
  it("cancel order needs a reason; success shows in the modal, which closes after 1 s, then the page reloads", async () => {
    await signInAs(member)
    const reload = vi.fn()
    renderOrder(`/shop/us/account/orders/${returnsOrderNumbers.cancellable}`, { reload })
    fireEvent.click(await screen.findByRole("button", { name: "Cancel order" }))
    const dialog = screen.getByRole("dialog", { name: `Cancel order ${returnsOrderNumbers.cancellable}?` })
    const confirm = within(dialog).getByRole("button", { name: "Cancel order" }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    expect(within(dialog).getByText("Choose a reason to cancel.")).toBeTruthy()
    chooseReason(dialog)
    expect(confirm.disabled).toBe(false)
    fireEvent.click(confirm)
    expect(within(dialog).getByRole("button", { name: "Cancelling…" })).toBeTruthy()
    await within(dialog).findByText("Your order has been cancelled.")
    expect(within(dialog).getByRole("button", { name: "Cancelled" })).toBeTruthy()
    expect(reload).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: orderTimings.cancelSuccessModalCloseMs + 2000 })
    expect(reload).toHaveBeenCalledTimes(1)
    // the cancel refetched the order
    await waitFor(() => expect(screen.getByText("Cancelled", { selector: ".order-detail__facts dd" })).toBeTruthy())
  })

  it("cancel item: an answer 'Failure' shows the fail state and the error; the button is back after 3 s", async () => {
    await signInAs(member)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderOrder(`/shop/us/account/orders/${returnsMagic.cancelAnswersFailure}`)
    fireEvent.click(await screen.findByRole("button", { name: "Cancel item: Relaxed Hoodie" }))
    const dialog = screen.getByRole("dialog", { name: "Cancel Relaxed Hoodie?" })
    chooseReason(dialog)
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel item" }))
    expect(await within(dialog).findByRole("button", { name: "Not cancelled" })).toBeTruthy()
    expect(within(dialog).getByRole("alert").textContent).toBe(cancelErrorMessage)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(orderTimings.cancelResetAfterFailureMs)
    })
    expect(within(dialog).getByRole("button", { name: "Cancel item" })).toBeTruthy()
    // Escape closes the modal
    fireEvent.keyDown(dialog, { key: "Escape" })
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("cancel order: a 500 fails after the client's 3 attempts, 1 s apart", async () => {
    const { calls, fetch } = recordingFetch()
    const dialog = await cancelOrder(returnsMagic.cancelFails, fetch)
    expect(await within(dialog).findByRole("button", { name: "Not cancelled" })).toBeTruthy()
    expect(within(dialog).getByRole("alert").textContent).toBe(cancelErrorMessage)
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(3)
    expect(JSON.parse(calls.find((call) => call.method === "PUT")!.body)).toEqual({ email: member, changeReasonCode: "CHANGED_MIND" })
  })

  describe("cancel order: an answer lost after the request reached the service", () => {
    /**
     * The fixtures' fetch, except that while `cut` says so a call reaches the service (which
     * acts) and its answer is then lost, as when the connection resets: fetch rejects.
     */
    const losingFetch = (cut: (method: string, path: string) => boolean) => {
      const { calls, fetch: recording } = recordingFetch()
      const fetch: typeof globalThis.fetch = async (input, init) => {
        const request = new Request(input, init)
        const answer = await recording(request)
        if (cut(request.method, new URL(request.url).pathname)) throw new TypeError("fetch failed: connection reset")
        return answer
      }
      return { calls, fetch }
    }

    it("the retry answers 'Failure' (already cancelled), the order read again shows it cancelled: success", async () => {
      let puts = 0
      const { calls, fetch } = losingFetch((method) => method === "PUT" && ++puts === 1)
      const dialog = await cancelOrder(returnsOrderNumbers.cancellable, fetch)
      expect(await within(dialog).findByRole("status")).toHaveProperty("textContent", "Your order has been cancelled.")
      expect(within(dialog).getByRole("alert").textContent).toBe("")
      expect(calls.filter((call) => call.method === "PUT")).toHaveLength(2)
    })

    it("every answer lost, and the order cannot be read again: not confirmed, never 'could not cancel'", async () => {
      let cutting = false
      const { calls, fetch } = losingFetch((method, path) => {
        if (method === "PUT") cutting = true
        return cutting && path.includes("/user/order/")
      })
      const dialog = await cancelOrder(returnsOrderNumbers.cancellable, fetch)
      await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe(cancelUnknownMessage))
      expect(calls.filter((call) => call.method === "PUT")).toHaveLength(3)
    })
  })

  it("cancel reservation: no reason, the spinner, the success text at 2 s, the reload at 3 s", async () => {
    const { calls, fetch } = recordingFetch()
    await signInAs(member, fetch)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const reload = vi.fn()
    renderOrder(`/shop/us/account/orders/${returnsOrderNumbers.reservation}`, { reload, fetch })
    fireEvent.click(await screen.findByRole("button", { name: "Cancel reservation" }))
    const dialog = screen.getByRole("dialog", { name: `Cancel reservation ${returnsOrderNumbers.reservation}?` })
    expect(within(dialog).queryByLabelText("Reason for cancelling")).toBeNull()
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel reservation" }))
    const busy = within(dialog).getByRole("button", { name: "Cancelling…" })
    expect(busy.getAttribute("aria-busy")).toBe("true")
    await act(async () => {
      await vi.advanceTimersByTimeAsync(orderTimings.reservationSuccessTextMs - 300)
    })
    expect(within(dialog).queryByText("Your reservation has been cancelled.")).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300)
    })
    expect(within(dialog).getByText("Your reservation has been cancelled.")).toBeTruthy()
    expect(reload).not.toHaveBeenCalled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(orderTimings.reservationReloadMs - orderTimings.reservationSuccessTextMs - 300)
    })
    expect(reload).not.toHaveBeenCalled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300)
    })
    expect(reload).toHaveBeenCalledTimes(1)
    expect(JSON.parse(calls.find((call) => call.method === "PUT")!.body)).toEqual({ email: member, changeReasonCode: "CANCEL" })
  })

  it("cancel return: processing 800 ms before the call, then the address says returnSubmitted=false", async () => {
    const { calls, fetch } = recordingFetch()
    await signInAs(member, fetch)
    const returnOrderId = await submitReturn()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { location } = renderOrder(
      `/shop/us/account/orders/${returnsOrderNumbers.returnable}?orderNumber=${returnOrderId}&orderEmail=${encodeURIComponent(member)}&returnSubmitted=true&returnOrder=true`,
      { fetch },
    )
    fireEvent.click(await screen.findByRole("button", { name: "Cancel return" }))
    const dialog = screen.getByRole("dialog", { name: `Cancel return ${returnOrderId}?` })
    const puts = () => calls.filter((call) => call.method === "PUT")
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel return" }))
    expect(within(dialog).getByRole("button", { name: "Cancelling…" })).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(orderTimings.cancelReturnProcessingDelayMs - 200)
    })
    expect(puts()).toHaveLength(0)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300)
    })
    await waitFor(() => expect(puts()).toHaveLength(1))
    expect(JSON.parse(puts()[0]!.body)).toEqual({ email: member })
    await waitFor(() => expect(location.history?.at(-1)).toContain("returnSubmitted=false"))
    expect(screen.queryByText("Your return has been submitted")).toBeNull()
    await waitFor(() => expect(screen.getByText("Cancelled", { selector: ".order-detail__facts dd" })).toBeTruthy())
    expect(screen.queryByRole("button", { name: "Cancel return" })).toBeNull()
  })
})

describe("OrderDetailPage: the returns flow", () => {
  it("'Return or exchange items' shows the returns section in place of the details, and its exit brings them back", async () => {
    await signInAs(member)
    renderOrder(`/shop/us/account/orders/${returnsOrderNumbers.returnable}`)
    fireEvent.click(await screen.findByRole("button", { name: "Return or exchange items" }))
    await waitFor(() => expect(screen.queryByRole("button", { name: "Resend confirmation" })).toBeNull())
    expect(screen.queryByRole("region", { name: "Payment" })).toBeNull()
  })
})

describe("prefetchOrderDetail", () => {
  const setUp = () => {
    const { calls, fetch } = recordingFetch()
    const settings = makeStoreSettings({})
    const { run } = makeRunClient({ apiRoot: fixtureApiRoot, fetch, visitor: browserVisitor("10051"), settings })
    return { calls, context: { queryClient: makeQueryClient(), run, settings, loyaltyCache: undefined } }
  }

  it("reads the user, then the order with the member's e-mail, under the page's query key", async () => {
    setMemberCookies("5001")
    const { calls, context } = setUp()
    await prefetchPath(`/shop/us/account/orders/${returnsOrderNumbers.returnable}`, context)
    expect(calls.some((call) => call.path.endsWith(`/user/order/return/${returnsOrderNumbers.returnable}`))).toBe(true)
    const details = context.queryClient.getQueryData(orderDetailsKey(returnsOrderNumbers.returnable, member)) as { readonly orderNumber: string } | undefined
    expect(details?.orderNumber).toBe(returnsOrderNumbers.returnable)
  })

  it("asks for nothing for a visitor who is not signed in", async () => {
    const { calls, context } = setUp()
    await prefetchPath(`/shop/us/account/orders/${returnsOrderNumbers.returnable}`, context)
    expect(calls.filter((call) => call.path.includes("/order"))).toHaveLength(0)
  })
})
