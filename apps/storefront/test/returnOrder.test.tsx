/**
 * A return as an order of its own on the order detail page: the original order links it
 * (the list of returns and the line it is in), its page shows the return's tracking, the
 * exchanged item's new colour and size, the address of a self-shipped return and the refund
 * as it stands, and it is cancelled from its page, after which no refund is shown.
 */
import { orderTimings } from "@outfitter/domain"
import { returnsOrderNumbers, returnsWarehouses, returnTrackingNumber } from "@outfitter/fixtures"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { renderOrderPage } from "./orderPage.tsx"
import { documentCookieFetch, fixtureApiRoot, signInAs } from "./support.tsx"

const member = "registered@outfitter.test"
const order = returnsOrderNumbers.returnable

const renderOrder = (path: string) => renderOrderPage(path)

/** Submits a return of the returnable order as the returns flow does: the tee with a label, or the hoodie exchanged and shipped by the customer. */
const submitReturn = async (kind: "labelled tee" | "self-shipped hoodie exchange"): Promise<string> => {
  const labelled = kind === "labelled tee"
  const reason = { returnReasonCode: "R04", returnReasonDetailCode: null, returnReasonComments: "" }
  const response = await documentCookieFetch(`${fixtureApiRoot}/user/order/return`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      smartLabel: labelled,
      eGiftCard: true,
      fromOrderToken: `tok-${order}`,
      billToKey: `bill-5001-${order}`,
      shipToKey: `ship-5001-${order}`,
      currency: "USD",
      items: [
        labelled
          ? { itemId: `${order}-1`, shortSku: "11873401", ...reason, exchange: false }
          : { itemId: `${order}-2`, shortSku: "15561230", ...reason, exchange: true, newShortSku: "16678904", productId: "2345678" },
      ],
    }),
  })
  return ((await response.json()) as { readonly returnOrderId: string }).returnOrderId
}

const returnsSection = () => screen.findByRole("region", { name: "Returns" })

describe("a return order found again from its original order", () => {
  it("the original order lists each return, linked, and the line in a return names it; the link opens the return order", async () => {
    await signInAs(member)
    const labelled = await submitReturn("labelled tee")
    const selfShipped = await submitReturn("self-shipped hoodie exchange")
    const { location } = renderOrder(`/shop/us/account/orders/${order}`)

    const returns = await returnsSection()
    const links = within(returns).getAllByRole("link")
    expect(links.map((link) => link.textContent)).toEqual([`Return ${labelled}`, `Return ${selfShipped}`])
    expect(returns.textContent).toContain("Return requested")
    const hoodie = await screen.findByRole("article", { name: "Relaxed Hoodie" })
    expect(within(hoodie).getByRole("link", { name: `return ${selfShipped}` }).getAttribute("href")).toBe(links[1]!.getAttribute("href"))
    expect(within(await screen.findByRole("article", { name: "Linen Shirt" })).queryByRole("link")).toBeNull()

    fireEvent.click(links[1]!)
    await waitFor(() => expect(location.history?.at(-1)).toContain(`orderNumber=${selfShipped}`))
    expect(location.history?.at(-1)).toContain("returnSubmitted=false")
    expect(await screen.findByRole("heading", { level: 1, name: `Order ${selfShipped}` })).toBeTruthy()
    expect(screen.queryByText("Your return has been submitted")).toBeNull()
    const original = await screen.findByRole("link", { name: order })
    expect(original.getAttribute("href")).toContain(`/account/orders/${order}`)
  })

  it("a labelled return's line shows the return's tracking number, with no outbound carrier status", async () => {
    await signInAs(member)
    const labelled = await submitReturn("labelled tee")
    renderOrder(`/shop/us/account/orders/${labelled}?orderNumber=${labelled}&orderEmail=${encodeURIComponent(member)}&returnSubmitted=false&returnOrder=true`)
    const tee = await screen.findByRole("article", { name: "Essential Crew Tee" })
    expect(within(tee).getByText(`Return tracking number ${returnTrackingNumber(labelled)}`)).toBeTruthy()
    expect(within(tee).queryByRole("button", { name: "Carrier status" })).toBeNull()
    expect(screen.queryByRole("region", { name: "Send your return to" })).toBeNull()
  })

  it("a self-shipped exchange shows the new colour and size, where to send it and its refund; cancelled, it shows no refund", async () => {
    await signInAs(member)
    const selfShipped = await submitReturn("self-shipped hoodie exchange")
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderOrder(`/shop/us/account/orders/${selfShipped}?orderNumber=${selfShipped}&orderEmail=${encodeURIComponent(member)}&returnSubmitted=false&returnOrder=true`)
    const hoodie = await screen.findByRole("article", { name: "Relaxed Hoodie" })
    expect(within(hoodie).getByText("Exchanged for").nextElementSibling?.textContent).toBe("Heather Grey, M")
    expect(within(hoodie).queryByText(/tracking number/)).toBeNull()
    const sendTo = screen.getByRole("region", { name: "Send your return to" })
    for (const line of returnsWarehouses.us.lines) expect(within(sendTo).getByText(line)).toBeTruthy()
    const refund = screen.getByRole("region", { name: "Refund" })
    expect(refund.textContent).toMatch(/eGift card: refund \$\d/i)

    fireEvent.click(screen.getByRole("button", { name: "Cancel return" }))
    const dialog = screen.getByRole("dialog", { name: `Cancel return ${selfShipped}?` })
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel return" }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(orderTimings.cancelReturnProcessingDelayMs + 2000)
    })
    await waitFor(() => expect(screen.getByText("Cancelled", { selector: ".order-detail__facts dd" })).toBeTruthy())
    const after = screen.getByRole("region", { name: "Refund" })
    expect(after.textContent).not.toMatch(/refund \$/)
    expect(within(after).getByText("No refund: this return was cancelled.")).toBeTruthy()
    expect(screen.queryByRole("region", { name: "Send your return to" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Cancel return" })).toBeNull()
    vi.useRealTimers()
  })
})
