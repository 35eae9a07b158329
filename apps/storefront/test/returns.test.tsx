import { exchangeMessages, returnsRefusalMessages, returnSubmittedParameters, type StoreSettings } from "@outfitter/domain"
import { returnsMagic, returnsOrderNumbers } from "@outfitter/fixtures"
import { browserVisitor, useOrderDetails } from "@outfitter/react-hooks"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { ReturnsFlowSection } from "../src/features/orders/returns/ReturnsFlowSection.tsx"
import { recordingFetch, renderWithFixtures, signInAs } from "./support.tsx"

const registered = "registered@outfitter.test"

const Harness = ({ orderNumber, email, signedIn, navigateTo, onExit }: {
  readonly orderNumber: string
  readonly email: string
  readonly signedIn: boolean
  readonly navigateTo: (address: string) => void
  readonly onExit: () => void
}) => {
  const details = useOrderDetails(orderNumber, email)
  if (details.data === undefined) return <p>Loading the order</p>
  return <ReturnsFlowSection details={details.data} email={email} signedIn={signedIn} hash="#order-returns-intro" onExit={onExit} navigateTo={navigateTo} />
}

const renderFlow = async (options: {
  readonly orderNumber?: string
  readonly email?: string
  readonly site?: string
  readonly signedIn?: boolean
  readonly settings?: Partial<StoreSettings>
  readonly fetch?: typeof globalThis.fetch
} = {}) => {
  const email = options.email ?? registered
  const signedIn = options.signedIn ?? true
  if (signedIn) await signInAs(email)
  const navigateTo = vi.fn()
  const onExit = vi.fn()
  const orderNumber = options.orderNumber ?? returnsOrderNumbers.returnable
  renderWithFixtures(
    <Harness orderNumber={orderNumber} email={email} signedIn={signedIn} navigateTo={navigateTo} onExit={onExit} />,
    {
      path: `/shop/${options.site ?? "us"}/account/orders/${orderNumber}`,
      config: {
        visitor: browserVisitor("10051"),
        onUnauthorized: () => undefined,
        settings: options.settings ?? {},
        ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      },
    },
  )
  await screen.findByRole("heading", { name: "Return or exchange items", level: 3 })
  return { navigateTo, onExit }
}

const button = (name: string | RegExp) => screen.getByRole("button", { name })
const toSelectItems = () => fireEvent.click(button("Continue"))
const item = (name: string) => screen.getByRole("listitem", { name })
const dialog = () => screen.getByRole("dialog")

/** Chooses a line as a return with the fit reason (Too small). */
const returnForFit = async (name: string) => {
  fireEvent.click(within(item(name)).getByRole("button", { name: "Return" }))
  const modal = await screen.findByRole("dialog", { name: `Why are you returning the ${name}?` })
  fireEvent.change(await within(modal).findByLabelText("Reason"), { target: { value: "R01" } })
  fireEvent.click(within(modal).getByLabelText("Too small"))
  fireEvent.click(within(modal).getByRole("button", { name: "Save" }))
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
}

/** Chooses a line as an exchange for `size`, with the quality reason (Arrived damaged). */
const exchangeFor = async (name: string, size: string) => {
  fireEvent.click(within(item(name)).getByRole("button", { name: "Exchange" }))
  const modal = await screen.findByRole("dialog", { name: `Exchange the ${name}` })
  fireEvent.click(await within(modal).findByLabelText(size))
  fireEvent.change(within(modal).getByLabelText("Reason"), { target: { value: "R02" } })
  fireEvent.click(within(modal).getByLabelText("Arrived damaged"))
  fireEvent.click(within(modal).getByRole("button", { name: "Save exchange" }))
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 4000 })
}

const summaryRows = () => [...document.querySelectorAll(".refund-summary dt")].map((term) => term.textContent)

describe("ReturnsFlowSection", () => {
  it("walks from the intro to the review, returning one item and exchanging another, and submits", async () => {
    const { navigateTo } = await renderFlow()
    expect(button("Read our returns and exchanges policy")).toBeTruthy()
    fireEvent.click(button("Read our returns and exchanges policy"))
    expect(screen.getByRole("dialog", { name: "Returns and exchanges policy" })).toBeTruthy()
    fireEvent.click(within(dialog()).getByRole("button", { name: "Close" }))

    toSelectItems()
    expect(await screen.findByRole("heading", { name: "Select items" })).toBeTruthy()
    const steps = within(screen.getByRole("list", { name: "Return progress" })).getAllByRole("listitem")
    expect(steps.map((step) => step.textContent)).toEqual([
      "1Select items, Step 1 of 4",
      "2Return method, Step 2 of 4",
      "3Refund method, Step 3 of 4",
      "4Review your return, Step 4 of 4",
    ])
    expect(steps[0]!.getAttribute("aria-current")).toBe("step")

    // nothing chosen: continue is marked disabled and a press says why
    expect(button("Continue").getAttribute("aria-disabled")).toBe("true")
    fireEvent.click(button("Continue"))
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(returnsRefusalMessages.NothingSelected))
    expect(screen.getByRole("heading", { name: "Select items" })).toBeTruthy()

    await returnForFit("Essential Crew Tee")
    expect(within(item("Essential Crew Tee")).getByText("Returning: Doesn't fit")).toBeTruthy()
    expect(within(item("Essential Crew Tee")).getByRole("button", { name: "Return" }).getAttribute("aria-pressed")).toBe("true")
    await exchangeFor("Relaxed Hoodie", "Heather Grey, M")
    expect(within(item("Relaxed Hoodie")).getByText("Exchanging for Heather Grey, M: Damaged or poor quality")).toBeTruthy()

    expect(button("Continue").getAttribute("aria-disabled")).toBe("false")
    fireEvent.click(button("Continue"))
    expect(await screen.findByRole("heading", { name: "Return method" })).toBeTruthy()
    expect(screen.getByText(", Step 1 of 4, Complete")).toBeTruthy()
    expect((screen.getByLabelText(/Prepaid return label/) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByLabelText(/Ship it yourself/))

    fireEvent.click(button("Continue"))
    expect(await screen.findByRole("heading", { name: "Refund method" })).toBeTruthy()
    fireEvent.click(screen.getByLabelText(/eGift card/))

    fireEvent.click(button("Continue"))
    expect(await screen.findByRole("heading", { name: "Review your return" })).toBeTruthy()
    const returnMethod = screen.getByRole("list", { name: "Return method" })
    expect(within(returnMethod).getByText("Ship it yourself").closest("li")!.getAttribute("aria-current")).toBe("true")
    expect(within(returnMethod).getByText("Prepaid return label").closest("li")!.getAttribute("aria-current")).toBeNull()
    const refundMethod = screen.getByRole("list", { name: "Refund method" })
    expect(within(refundMethod).getByText("eGift card").closest("li")!.getAttribute("aria-current")).toBe("true")
    expect(screen.getByText("Return: Doesn't fit")).toBeTruthy()
    expect(screen.getByText("Exchange for Heather Grey, M: Damaged or poor quality")).toBeTruthy()
    // the tee (2 × $25) with 7.5 % tax; the hoodie's exchange; no shipping row (an exchange, and self-ship)
    await screen.findByText("$53.75")
    expect(summaryRows()).toEqual(["Items refund", "Exchanged items (not refunded)", "Sales tax", "Total refund"])
    expect(screen.getByText("$50.00")).toBeTruthy()
    expect(screen.getByText("$60.00")).toBeTruthy()

    fireEvent.click(button("Submit return"))
    expect(await screen.findByRole("button", { name: "Submitting…" })).toBeTruthy()
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1), { timeout: 5000 })
    const address = new URL(navigateTo.mock.calls[0]![0] as string, "http://x")
    expect(address.pathname).toBe("/shop/us/account/orders/30000016001")
    expect([...address.searchParams.keys()]).toEqual(returnSubmittedParameters)
    expect(address.searchParams.get("orderNumber")).toBe("30000016001")
    expect(address.searchParams.get("originalSalesOrderNumber")).toBe(returnsOrderNumbers.returnable)
  }, 20_000)

  it("the reason modal needs a detail for a reason with options, and keeps a comment to 120 characters", async () => {
    await renderFlow()
    toSelectItems()
    fireEvent.click(within(await screen.findByRole("listitem", { name: "Linen Shirt" })).getByRole("button", { name: "Return" }))
    const modal = await screen.findByRole("dialog", { name: "Why are you returning the Linen Shirt?" })
    const save = () => within(modal).getByRole("button", { name: "Save" }) as HTMLButtonElement
    const reason = await within(modal).findByLabelText("Reason")
    expect(save().disabled).toBe(true)
    fireEvent.change(reason, { target: { value: "R01" } })
    expect(within(modal).getByRole("group", { name: "How does it fit?" })).toBeTruthy()
    expect(save().disabled).toBe(true)
    fireEvent.click(within(modal).getByLabelText("Too big"))
    expect(save().disabled).toBe(false)

    fireEvent.change(reason, { target: { value: "R05" } })
    const comment = within(modal).getByLabelText("Tell us why")
    expect(within(modal).getByText("120 of 120 characters left")).toBeTruthy()
    fireEvent.change(comment, { target: { value: "x".repeat(120) } })
    expect(within(modal).getByText("0 of 120 characters left")).toBeTruthy()
    expect(save().disabled).toBe(false)
    fireEvent.change(comment, { target: { value: "x".repeat(121) } })
    expect(within(modal).getByText(/1 characters too many/)).toBeTruthy()
    expect(comment.getAttribute("aria-invalid")).toBe("true")
    expect(save().disabled).toBe(true)
    // spaces at either end do not count
    fireEvent.change(comment, { target: { value: `  ${"x".repeat(120)}  ` } })
    expect(save().disabled).toBe(false)
    fireEvent.click(save())
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(within(item("Linen Shirt")).getByText("Returning: Other")).toBeTruthy()
  })

  it("the exchange quick view says what is missing, by message", async () => {
    await renderFlow()
    toSelectItems()
    fireEvent.click(within(await screen.findByRole("listitem", { name: "Relaxed Hoodie" })).getByRole("button", { name: "Exchange" }))
    const modal = await screen.findByRole("dialog", { name: "Exchange the Relaxed Hoodie" })
    await within(modal).findByLabelText("Heather Grey, M")
    const saveExchange = () => fireEvent.click(within(modal).getByRole("button", { name: "Save exchange" }))
    saveExchange()
    expect(within(modal).getByRole("alert").textContent).toBe(exchangeMessages.EXCHANGEREASON_SELECTSIZEANDREASON)
    fireEvent.click(within(modal).getByLabelText("Heather Grey, M"))
    saveExchange()
    expect(within(modal).getByRole("alert").textContent).toBe(exchangeMessages.EXCHANGEREASON_SELECTREASON)
    fireEvent.change(within(modal).getByLabelText("Reason"), { target: { value: "R04" } })
    saveExchange()
    expect(await within(modal).findByRole("button", { name: "Saving…" })).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 4000 })
  })

  it("asks for the size only, with the fixed reason, under the updated reason codes", async () => {
    await renderFlow({ settings: { updatedReasonCodes: true } })
    toSelectItems()
    fireEvent.click(within(await screen.findByRole("listitem", { name: "Relaxed Hoodie" })).getByRole("button", { name: "Exchange" }))
    const modal = await screen.findByRole("dialog", { name: "Exchange the Relaxed Hoodie" })
    await within(modal).findByLabelText(/Heather Grey, S/)
    expect(within(modal).queryByLabelText("Reason")).toBeNull()
    expect(within(modal).getByText("Reason: Exchange Reason")).toBeTruthy()
    fireEvent.click(within(modal).getByRole("button", { name: "Save exchange" }))
    expect(within(modal).getByRole("alert").textContent).toBe(exchangeMessages.GLB_FISSIZEERROR)
  })

  it("shows the unavailable notice for an item whose size is no longer sold", async () => {
    await renderFlow({ orderNumber: returnsOrderNumbers.exchangeSkuGone })
    toSelectItems()
    const lines = await screen.findAllByRole("listitem", { name: "Essential Crew Tee" })
    fireEvent.click(within(lines[0]!).getByRole("button", { name: "Exchange" }))
    const modal = await screen.findByRole("dialog", { name: "Exchange the Essential Crew Tee" })
    expect((await within(modal).findByRole("alert")).textContent).toBe(
      exchangeMessages.EXCHANGE_NO_LONGER_AVAILABLE + exchangeMessages.EXCHANGE_NO_LONGER_AVAILABLE_HELP,
    )
    expect(within(modal).queryByRole("button", { name: "Save exchange" })).toBeNull()
  })

  it("final-sale items cannot be chosen and say why", async () => {
    await renderFlow({ orderNumber: returnsOrderNumbers.finalSale })
    toSelectItems()
    const hoodie = await screen.findByRole("listitem", { name: "Relaxed Hoodie" })
    expect(within(hoodie).getByText("Final sale: this item can't be returned or exchanged.")).toBeTruthy()
    expect(within(hoodie).queryByRole("button")).toBeNull()
  })

  it("cancelling the modal of an item already saved removes it", async () => {
    await renderFlow()
    toSelectItems()
    await screen.findByRole("listitem", { name: "Essential Crew Tee" })
    await returnForFit("Essential Crew Tee")
    expect(button("Continue").getAttribute("aria-disabled")).toBe("false")
    fireEvent.click(within(item("Essential Crew Tee")).getByRole("button", { name: "Return" }))
    const modal = await screen.findByRole("dialog")
    expect(within(modal).getByText("Cancelling removes this item from your return.")).toBeTruthy()
    fireEvent.click(within(modal).getByRole("button", { name: "Cancel" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(within(item("Essential Crew Tee")).queryByText(/Returning/)).toBeNull()
    expect(button("Continue").getAttribute("aria-disabled")).toBe("true")
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Item removed from your return."))
  })

  it("a failed calculation keeps the modal open with the error and the choice", async () => {
    await renderFlow({ orderNumber: returnsMagic.calculationFails })
    toSelectItems()
    fireEvent.click(within(await screen.findByRole("listitem", { name: "Linen Shirt" })).getByRole("button", { name: "Return" }))
    const modal = await screen.findByRole("dialog")
    fireEvent.change(await within(modal).findByLabelText("Reason"), { target: { value: "R04" } })
    fireEvent.click(within(modal).getByRole("button", { name: "Save" }))
    expect((await within(modal).findByRole("alert")).textContent).toMatch(/couldn't work out your refund/)
    expect((within(modal).getByLabelText("Reason") as HTMLSelectElement).value).toBe("R04")
    expect(within(modal).getByRole("button", { name: "Save" })).toBeTruthy()
  })

  const reviewWith = async (options: Parameters<typeof renderFlow>[0], choose: () => Promise<void>, selfShip = false) => {
    await renderFlow(options)
    toSelectItems()
    await screen.findByRole("heading", { name: "Select items" })
    await choose()
    fireEvent.click(button("Continue"))
    await screen.findByRole("heading", { name: "Return method" })
    if (selfShip) fireEvent.click(screen.getByLabelText(/Ship it yourself/))
    fireEvent.click(button("Continue"))
    fireEvent.click(button("Continue"))
    await screen.findByRole("heading", { name: "Review your return" })
    await waitFor(() => expect(screen.queryByText("Working out your refund…")).toBeNull())
    return summaryRows()
  }

  it("shows the shipping row with a prepaid label, and drops it when shipping it yourself", async () => {
    expect(await reviewWith({}, () => returnForFit("Linen Shirt"))).toEqual(["Items refund", "Sales tax", "Return shipping", "Total refund"])
    expect(screen.getByText("-$7.00")).toBeTruthy()
    expect(screen.getByText("$41.38")).toBeTruthy()
  })

  it("self-ship: no shipping row, the total without it", async () => {
    expect(await reviewWith({}, () => returnForFit("Linen Shirt"), true)).toEqual(["Items refund", "Sales tax", "Total refund"])
    expect(screen.getByText("$48.38")).toBeTruthy()
  })

  it("the UK site hides the tax row", async () => {
    const rows = await reviewWith(
      { orderNumber: returnsOrderNumbers.ukSite, email: "remembered@outfitter.test", signedIn: false, site: "uk" },
      () => returnForFit("Essential Crew Tee"),
    )
    expect(rows).toEqual(["Items refund", "Return shipping", "Total refund"])
  })

  it("the WD site hides the exchange row", async () => {
    const rows = await reviewWith(
      { orderNumber: returnsOrderNumbers.wdSite, email: "store@outfitter.test", signedIn: false, site: "wd" },
      async () => {
        await returnForFit("Cargo Short")
        await exchangeFor("Essential Crew Tee", "Navy, S")
      },
    )
    expect(rows).toEqual(["Items refund", "Sales tax", "Total refund"])
  }, 15_000)

  it("a failed submission keeps every choice, and the button comes back after 3 s", async () => {
    const { navigateTo } = await renderFlow({ orderNumber: returnsMagic.submissionFails })
    toSelectItems()
    await screen.findByRole("heading", { name: "Select items" })
    await returnForFit("Linen Shirt")
    fireEvent.click(button("Continue"))
    fireEvent.click(screen.getByLabelText(/Ship it yourself/))
    fireEvent.click(button("Continue"))
    fireEvent.click(button("Continue"))
    await screen.findByRole("heading", { name: "Review your return" })
    fireEvent.click(button("Submit return"))
    expect(await screen.findByRole("button", { name: "Not submitted" }, { timeout: 4000 })).toBeTruthy()
    expect(screen.getByRole("alert").textContent).toMatch(/could not be submitted/)
    expect(screen.getByText("Return: Doesn't fit")).toBeTruthy()
    expect(within(screen.getByRole("list", { name: "Return method" })).getByText("Ship it yourself").closest("li")!.getAttribute("aria-current")).toBe("true")
    expect(await screen.findByRole("button", { name: "Submit return" }, { timeout: 4500 })).toBeTruthy()
    expect(navigateTo).not.toHaveBeenCalled()
  }, 15_000)

  it("a double click submits once (a guest: the guest session first)", async () => {
    const recorder = recordingFetch()
    const { navigateTo } = await renderFlow({ signedIn: false, fetch: recorder.fetch })
    toSelectItems()
    await screen.findByRole("heading", { name: "Select items" })
    await returnForFit("Linen Shirt")
    fireEvent.click(button("Continue"))
    fireEvent.click(button("Continue"))
    fireEvent.click(button("Continue"))
    await screen.findByRole("heading", { name: "Review your return" })
    const submit = button("Submit return")
    fireEvent.click(submit)
    fireEvent.click(submit)
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1), { timeout: 5000 })
    const posts = recorder.calls.filter((call) => call.method === "POST")
    expect(posts.filter((call) => call.path.endsWith("/user/order/return"))).toHaveLength(1)
    expect(posts.findIndex((call) => call.path.endsWith("/session/guest"))).toBeLessThan(
      posts.findIndex((call) => call.path.endsWith("/user/order/return")),
    )
  }, 15_000)
})
