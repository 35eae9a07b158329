/**
 * `outfitter returns calculate` and `outfitter returns start`.
 *
 * The calculation runs through the real CLI (in process) against the embedded fixtures.
 * The wizard is tested three ways (Outfitter's choice, no ink-testing-library): its pure
 * step logic (returnsWizardState.ts, the domain's flow machine inside) key by key; one
 * full run of the wizard (Ink) on a terminal made in this process, which submits a
 * return against the fixtures, each key pressed once the previous one's screen is drawn;
 * and the non-terminal refusal through a real process.
 */
import { invalidOrderNumberMessage } from "@outfitter/domain"
import { returnReasonCodes } from "@outfitter/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { missingEmailMessage } from "../src/commands/orders/details.ts"
import { noItemsMessage } from "../src/commands/returns/calculate.ts"
import { notATerminalMessage, outcomeFailure, startWizard } from "../src/commands/returns/start.ts"
import { globalOptions } from "../src/options.ts"
import { type WizardContext, type WizardKey, wizardKey, type WizardState, wizardState, wizardSubmitted } from "../src/views/returnsWizardState.ts"
import { jsonError, runCli, runProcess, usageText } from "./support/cli.ts"
import { serviceError, startStub, type StubService } from "./support/stub-service.ts"
import { fakeTerminal as terminalInProcess } from "./support/terminal.ts"

const email = "registered@outfitter.test"

describe("outfitter returns calculate", () => {
  it.concurrent("a US order: items, tax, shipping, total, and each payment's share", async () => {
    const run = await runCli(["returns", "calculate", "10000016001", "--email", email, "--item", "11873401:R01:D01", "--item", "15561230:R04"])
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(
      [
        "Refund for order 10000016001 (site us: 3 returned, 0 exchanged)",
        "  Items         $110.00",
        "  Tax           $8.25",
        "  Shipping      -$7.00",
        "  Total refund  $111.25",
        "Refunded to:",
        "  Gift card  $20.00",
        "  Visa       $91.25",
        "",
      ].join("\n"),
    )
  })

  it.concurrent("an exchange beside a return with the prepaid label: no shipping row and no fee ($53.75, VISA $33.75)", async () => {
    const run = await runCli(["returns", "calculate", "10000016001", "--email", email, "--item", "11873401:R04", "--exchange", "15561230:16678904"])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(["  Exchanged items (not refunded)  $60.00", "  Tax                             $3.75", "  Total refund                    $53.75", "Refunded to:", "  Gift card  $20.00", "  Visa       $33.75", ""].join("\n"))
    expect(run.stdout).not.toContain("Shipping")
  })

  it.concurrent("a UK order hides the tax row", async () => {
    const run = await runCli(["returns", "calculate", "10000016006", "--email", "remembered@outfitter.test", "--item", "11873401:R02:D11", "--json"])
    expect(run.code).toBe(0)
    const { summary, site } = JSON.parse(run.stdout) as { summary: unknown; site: string }
    expect(site).toBe("uk")
    expect(summary).toEqual({
      rows: [{ kind: "items", amount: "£20.00" }, { kind: "shipping", amount: "-£2.95" }, { kind: "total", amount: "£17.05" }],
      payments: [{ paymentName: "MASTERCARD", amount: "£17.05" }],
      shippingIncluded: true,
    })
  })

  it.concurrent("a WD order with an exchange hides the exchange row and the shipping row", async () => {
    const run = await runCli(["returns", "calculate", "10000016007", "--email", "store@outfitter.test", "--item", "11873401:R01:D02", "--exchange", "18812065:18812073"])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(
      [
        "Refund for order 10000016007 (site wd: 1 returned, 1 exchanged)",
        "  Items         $35.00",
        "  Tax           $3.50",
        "  Total refund  $38.50",
        "Refunded to:",
        "  Visa  $38.50",
        "(shipping not charged: an exchange, or shipped by the customer)",
        "",
      ].join("\n"),
    )
  })

  it.concurrent("--json: the items sent (the domain's return items), the service's answer and the summary", async () => {
    const run = await runCli([
      "returns", "calculate", "10000016001", "--email", email, "--item", "11873401:R05: too : long ", "--exchange", "15561230:16678904", "--json",
    ])
    expect(run.code).toBe(0)
    const result = JSON.parse(run.stdout) as { orderNumber: string; items: unknown; calculation: Record<string, unknown>; summary: { rows: Array<{ kind: string }> } }
    expect(result.orderNumber).toBe("10000016001")
    expect(result.items).toEqual([
      { itemId: "10000016001-1", shortSku: "11873401", returnReasonCode: "R05", returnReasonDetailCode: null, returnReasonComments: "too : long", exchange: false },
      {
        itemId: "10000016001-2", shortSku: "15561230", returnReasonCode: "EXCHANGE", returnReasonDetailCode: "00", returnReasonComments: "Exchange Reason",
        exchange: true, newShortSku: "16678904", productId: "2345678",
      },
    ])
    expect(result.calculation).toMatchObject({ returnItemCount: 2, exchangeItemCount: 1, exchangeAmountFmt: "$60.00" })
    expect(result.summary.rows.map((row) => row.kind)).toEqual(["items", "exchange", "tax", "total"])
  })

  it.concurrent("--self-ship drops the shipping row (total without shipping); --egift refunds to one eGift card", async () => {
    const run = await runCli(["returns", "calculate", "10000016001", "--email", email, "--item", "17790213:R05:wrong colour", "--self-ship", "--egift"])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain("  Items         $45.00\n  Tax           $3.38\n  Total refund  $48.38\nRefunded to:\n  eGift card  $48.38\n")
  })

  it.concurrent("what the order or the reason codes do not allow is exit 2 once they are read", async () => {
    const cases: Array<[Array<string>, string]> = [
      [["10000016001", "--item", "17790213:R01"], "--item 17790213:R01: Please tell us more about your reason. (reason codes: R01 (D01, D02, D03, D04), R02 (D11, D12), R03 (D21, D22), R04, R05)"],
      [["10000016001", "--item", "17790213:R01:D99"], "--item 17790213:R01:D99: Please tell us more about your reason."],
      [["10000016001", "--item", "17790213:R99"], "--item 17790213:R99: Please select a reason."],
      [["10000016001", "--item", `17790213:R05:${"x".repeat(121)}`], "Please keep your comment to 120 characters."],
      [["10000016001", "--item", "99999999:R04"], "Item 99999999 is not on order 10000016001 (its items: 11873401, 15561230, 17790213)"],
      [["10000016003", "--item", "16678904:R04"], "Item 16678904 of order 10000016003 can't be returned (final sale)"],
      [["10000016008", "--exchange", "19900001:19900002"], "Item 19900001: This item is no longer available for exchange. You can still return it for a refund."],
      [["10000016005", "--item", "10457812:R04", "--egift"], "--egift: An eGift card refund isn't available for this order."],
    ]
    for (const [args, message] of cases) {
      const run = await runCli(["returns", "calculate", ...args, "--email", email])
      expect(run.code, args.join(" ")).toBe(2)
      expect(run.stdout).toBe("")
      expect(run.stderr).toContain(message)
    }
  })

  it.concurrent("a calculation the service fails is exit 1", async () => {
    const run = await runCli(["returns", "calculate", "10000016500", "--email", email, "--item", "11873401:R04", "--json"])
    expect(jsonError(run)).toEqual({ code: "service-failed", exitCode: 1, message: "Refund calculation failed: service unavailable (HTTP 500)" })
  })
})

describe("outfitter returns calculate: bad input is exit 2 before any call", () => {
  let stub: StubService
  beforeAll(async () => {
    stub = await startStub(() => serviceError(500, "SERVICE_UNAVAILABLE", "service unavailable"))
  })
  afterAll(() => stub.close())

  it.each([
    [["x1", "--email", email, "--item", "1:R01"], `${invalidOrderNumberMessage}, got 'x1'`],
    [["10000016001", "--item", "1:R01"], missingEmailMessage],
    [["10000016001", "--email", email], noItemsMessage],
    [["10000016001", "--email", email, "--item", "11873401"], "--item is <sku>:<reason>[:<detail>], such as 11873401:R01:D01, got '11873401'"],
    [["10000016001", "--email", email, "--item", ":R01"], "--item is <sku>:<reason>[:<detail>], such as 11873401:R01:D01, got ':R01'"],
    [["10000016001", "--email", email, "--item", "1:R04", "--item", "1:R05"], "Item 1 is given twice with --item"],
    [["10000016001", "--email", email, "--exchange", "11873401"], "--exchange is <sku>:<newSku>, such as 11873401:11873402, got '11873401'"],
    [["10000016001", "--email", email, "--exchange", "1:2:3"], "--exchange is <sku>:<newSku>, such as 11873401:11873402, got '1:2:3'"],
  ])("returns calculate %j", async (args, message) => {
    const run = await runCli(["returns", "calculate", ...args, "--api-root", stub.apiRoot])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toBe(usageText("returns calculate", message))
    expect(stub.requests).toEqual([])
  })
})

describe("outfitter returns start without a terminal", () => {
  it("exits 2 before any call and points at returns calculate (a real process: stdin is not a terminal)", async () => {
    const [text, json, bad] = await Promise.all([
      runProcess(["returns", "start", "10000016001", "--email", email]),
      runProcess(["returns", "start", "10000016001", "--email", email, "--json"]),
      runProcess(["returns", "start", "10000016001"]),
    ])
    expect(text.code).toBe(2)
    expect(text.stdout).toBe("")
    expect(text.stderr).toBe(usageText("returns start", notATerminalMessage("10000016001", email)))
    expect(text.stderr).toContain("outfitter returns calculate 10000016001")
    expect(jsonError(json)).toEqual({ code: "usage", exitCode: 2, message: notATerminalMessage("10000016001", email) })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toBe(usageText("returns start", missingEmailMessage))
  })
})

const options = returnReasonCodes
const context: WizardContext = {
  lines: [
    { itemId: "A-1", shortSku: "111", productId: "P1", name: "Tee", quantity: 1, finalSale: false, returnable: true, exchangeable: true, cancellable: false },
    { itemId: "A-2", shortSku: "222", productId: "P2", name: "Hoodie", quantity: 1, finalSale: false, returnable: true, exchangeable: false, cancellable: false },
  ],
  options,
}
const keys = (state: WizardState, ...pressed: Array<WizardKey | string>) =>
  pressed.reduce<WizardState>(
    (current, key) => wizardKey(current, typeof key === "string" ? (key === "\r" ? { input: "", return: true } : { input: key }) : key, context),
    state,
  )
const down: WizardKey = { input: "", downArrow: true }
const esc: WizardKey = { input: "", escape: true }

describe("the returns wizard's steps (the domain's flow machine)", () => {
  it("opens at the intro, refuses to continue with nothing selected, and walks RF1 to RF4", () => {
    const start = wizardState(context, undefined)
    expect(start.flow.view).toBe("RF0")
    const select = keys(start, "\r")
    expect(select.flow.view).toBe("RF1")
    expect(keys(select, "\r").message).toBe("Select at least one item to return or exchange.")
    // return the first item: a reason with details, then its detail
    const reasoned = keys(select, " ", "\r", down, "\r")
    expect(reasoned.modal).toBeUndefined()
    expect(reasoned.flow.items["A-1"]?.saved).toEqual({
      kind: "return",
      reason: { returnReasonCode: "R01", returnReasonDetailCode: "D02", returnReasonComments: "Too big", reasonText: "Doesn't fit" },
    })
    const method = keys(reasoned, "\r")
    expect(method.flow.view).toBe("RF2")
    const selfShip = keys(method, "2")
    expect(selfShip.flow.returnMethod).toBe("shipYourself")
    const refund = keys(selfShip, "\r", down)
    expect(refund.flow.view).toBe("RF3")
    expect(refund.flow.refundMethod).toBe("eGiftCard")
    const review = keys(refund, "\r")
    expect(review.flow.view).toBe("RF4")
    const submitting = keys(review, "\r")
    expect(submitting.flow.phase._tag).toBe("submitting")
    expect(keys(submitting, "b", "q")).toBe(submitting)
    const failed = wizardSubmitted(submitting, { error: "Return submission failed: service unavailable (HTTP 500)" })
    expect(failed.flow.phase._tag).toBe("ready")
    expect(failed.message).toBe("Return submission failed: service unavailable (HTTP 500)")
    const done = wizardSubmitted(keys(failed, "\r"), { returnOrderId: "30000016001" })
    expect(done.flow.phase).toEqual({ _tag: "submitted", returnOrderId: "30000016001" })
  })

  it("a textbox reason takes a comment (trimmed, at most 120); an exchange takes the new sku and the fixed reason", () => {
    const select = keys(wizardState(context, undefined), "\r")
    const commented = keys(select, " ", down, down, down, "\r", ..." too big ".split(""), "\r")
    expect(commented.flow.items["A-1"]?.saved?.reason.returnReasonComments).toBe("too big")
    const tooLong = keys(select, " ", down, down, down, down, "\r", ..."x".repeat(121).split(""), "\r")
    expect(tooLong.message).toBe("Please keep your comment to 120 characters.")
    expect(tooLong.modal?.step).toBe("comment")
    const noSku = keys(select, "x", "\r")
    expect(noSku.message).toBe("Please select a size.")
    const exchanged = keys(select, "x", "9", "9", { input: "", backspace: true }, "8", "\r")
    expect(exchanged.flow.items["A-1"]?.saved).toMatchObject({ kind: "exchange", newShortSku: "98", reason: { returnReasonCode: "EXCHANGE" } })
    expect(keys(select, down, "x").message).toBe("This item is no longer available for exchange. You can still return it for a refund.")
  })

  it("Esc in the modal of a saved item removes it; b goes back; q leaves; the eGift card is refused for 'Extrnl Pymt'", () => {
    const saved = keys(wizardState(context, undefined), "\r", " ", down, down, down, "\r", "\r")
    expect(saved.flow.items["A-1"]?.saved).toBeDefined()
    const removed = keys(saved, " ", esc)
    expect(removed.flow.items["A-1"]?.saved).toBeUndefined()
    expect(keys(saved, "\r", "b").flow.view).toBe("RF1")
    const left = keys(saved, "q")
    expect(left.left).toBe(true)
    expect(left.flow.view).toBe("OD")
    const external = keys(wizardState(context, "Extrnl Pymt"), "\r", " ", down, down, down, "\r", "\r", "\r", "\r", down)
    expect(external.flow.view).toBe("RF3")
    expect(external.flow.refundMethod).toBe("originalPayment")
    expect(external.message).toBe("An eGift card refund isn't available for this order.")
  })
})

/**
 * A terminal for the wizard in this process (what Ink needs of one): keys written to its
 * stdin, everything drawn kept. `until(text)` waits for the drawing to show `text`, so no
 * step depends on a fixed pause.
 */
const fakeTerminal = () => {
  const { stdin, output, type, drawn: drawnSoFar } = terminalInProcess()
  let from = 0
  const drawn = () => drawnSoFar().slice(from)
  const until = async (text: string | RegExp, ms = 20_000): Promise<void> => {
    const end = Date.now() + ms
    const shown = () => (typeof text === "string" ? drawn().includes(text) : text.test(drawn()))
    while (!shown()) {
      if (Date.now() > end) throw new Error(`the wizard never showed ${String(text)}; last drawn:\n${drawn().slice(-1500)}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
  const press = async (key: string, then: string | RegExp) => {
    from = drawnSoFar().length
    type(key)
    await until(then)
  }
  return { terminal: { stdin, output }, until, press }
}

describe("outfitter returns start on a terminal", () => {
  it("walks RF1 to RF4 with the refund summary, starts a guest session and submits the return", async () => {
    const { terminal, until, press } = fakeTerminal()
    const outcome = startWizard({ global: globalOptions({}), orderNumber: "10000016001", email }, terminal)
    await until("Press Enter to start, q to leave.")
    await press("\r", "[Step 1 of 4]")
    // return the first item (Doesn't fit, Too big); prepaid label; original payment; review; submit
    for (const key of [" ", "\r", "\u001b[B", "\r", "\r", "\r"]) await press(key, /\S/)
    await press("\r", "Review your return (Enter to submit, b to go back)")
    await until(/Total refund +\$46\.75/)
    const submitted = await (async () => {
      await press("\r", /\S/)
      return outcome
    })()
    expect(submitted).toMatchObject({ _tag: "submitted", returnOrderId: expect.stringMatching(/^300000160\d\d$/), items: [{ shortSku: "11873401" }] })
    // the return order records the refund the review showed: the label's fee is charged here
    const shown = await runCli(["orders", "show", (submitted as { returnOrderId: string }).returnOrderId, "--email", email])
    expect(shown.stdout).toMatch(/Gift card +refund \$20\.00\n +Visa +refund \$26\.75/)
    // and the order it was made from links it, so the return can be found again
    const original = await runCli(["orders", "show", "10000016001", "--email", email])
    expect(original.stdout).toMatch(new RegExp(`Return orders \\(\\d\\):\\n(?: +.*\\n)* +${(submitted as { returnOrderId: string }).returnOrderId} +Return requested +1 item\\n`))
  }, 60_000)
})

describe("outfitter returns start: how it ends is its exit code", () => {
  /** Walks to the review with the first item returned; `outcome` is the wizard's promise. */
  const toReview = async (scenario?: string) => {
    const { terminal, until, press } = fakeTerminal()
    const outcome = startWizard({ global: globalOptions(scenario === undefined ? {} : { scenario }), orderNumber: "10000016001", email }, terminal)
    await until("Press Enter to start, q to leave.")
    await press("\r", "[Step 1 of 4]")
    for (const key of [" ", "\r", "\u001b[B", "\r", "\r", "\r"]) await press(key, /\S/)
    await press("\r", "Review your return (Enter to submit, b to go back)")
    await until(/Total refund/)
    return { outcome, press }
  }

  it("q after a failed submission: the submission's failure, exit 1", async () => {
    const { outcome, press } = await toReview("returns-submission-fails")
    await press("\r", "Return submission failed")
    await press("q", /\S|^$/)
    const ended = await outcome
    expect(ended).toMatchObject({ _tag: "left" })
    const failure = outcomeFailure("10000016001", ended)
    expect(failure?.exitCode).toBe(1)
    expect(failure?.message).toMatch(/^Return submission failed: /)
  }, 60_000)

  it("Ctrl+C: exit 130, nothing submitted", async () => {
    const { terminal, until } = fakeTerminal()
    const outcome = startWizard({ global: globalOptions({}), orderNumber: "10000016001", email }, terminal)
    await until("Press Enter to start, q to leave.")
    terminal.stdin.push("\u0003")
    const ended = await outcome
    expect(ended).toEqual({ _tag: "interrupted", submitting: false })
    expect(outcomeFailure("10000016001", ended)).toMatchObject({
      exitCode: 130,
      code: "interrupted",
      message: "Interrupted: no return submitted for order 10000016001",
    })
  }, 60_000)

  it("q with no failed call: no failure, exit 0", async () => {
    const { terminal, until, press } = fakeTerminal()
    const outcome = startWizard({ global: globalOptions({}), orderNumber: "10000016001", email }, terminal)
    await until("Press Enter to start, q to leave.")
    await press("q", /\S|^$/)
    const ended = await outcome
    expect(ended).toEqual({ _tag: "left", failure: undefined })
    expect(outcomeFailure("10000016001", ended)).toBeUndefined()
  }, 60_000)
})
