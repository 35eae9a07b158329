import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import {
  activeMethodCards,
  canContinue,
  canSubmit,
  hasSelection,
  initialReturnsView,
  isEGiftCardAvailable,
  returnItemMarks,
  type ReturnItemKind,
  type ReturnsAction,
  type ReturnsFlow,
  returnsFlow,
  returnsProgress,
  readReturnsFlow,
  type ReturnsRefusalReason,
  returnsRefusalMessages,
  returnsTransition,
  type ReturnsView,
  returnsViews,
  returnSubmissionFlags,
  type SavedReturnItem,
  selectedReturnItems,
} from "../../../src/orders/returns/ReturnsFlow.ts"

const reason = { returnReasonCode: "R1", returnReasonDetailCode: "D1", returnReasonComments: "Too small", reasonText: "Fit" }
const asReturn: SavedReturnItem = { kind: "return", reason }
const asExchange: SavedReturnItem = { kind: "exchange", reason, newShortSku: "2002" }

const step = (flow: ReturnsFlow, action: ReturnsAction): ReturnsFlow => Result.getOrThrow(returnsTransition(flow, action))
const steps = (flow: ReturnsFlow, actions: ReadonlyArray<ReturnsAction>): ReturnsFlow => actions.reduce(step, flow)
const refusal = (flow: ReturnsFlow, action: ReturnsAction): ReturnsRefusalReason | undefined => {
  const result = returnsTransition(flow, action)
  return Result.isFailure(result) ? result.failure.reason : undefined
}

const intro = () => returnsFlow({ itemIds: ["A1", "B2"], hash: "#order-returns-intro" })
const select = (itemId: string, saved: SavedReturnItem = asReturn): ReadonlyArray<ReturnsAction> => [
  { _tag: "ToggleItem", itemId, kind: saved.kind },
  { _tag: "SaveItem", itemId, saved },
]
const atView = (view: ReturnsView): ReturnsFlow => {
  const path: Record<ReturnsView, ReadonlyArray<ReturnsAction>> = {
    OD: [{ _tag: "Exit" }],
    RF0: [],
    RF1: [{ _tag: "Continue" }],
    RF2: [{ _tag: "Continue" }, ...select("A1"), { _tag: "Continue" }],
    RF3: [{ _tag: "Continue" }, ...select("A1"), { _tag: "Continue" }, { _tag: "Continue" }],
    RF4: [{ _tag: "Continue" }, ...select("A1"), { _tag: "Continue" }, { _tag: "Continue" }, { _tag: "Continue" }],
  }
  return steps(intro(), path[view])
}

describe("where the flow opens (§2)", () => {
  it.each([
    ["#order-returns-intro", "RF0"],
    ["order-returns-intro", "RF0"],
    [" #order-returns-intro ", "RF0"],
    ["", "OD"],
    [undefined, "OD"],
    ["#order-returns", "OD"],
    ["#order-returns-intro-x", "OD"],
  ] as const)("hash %j opens %s", (hash, view) => {
    expect(initialReturnsView(hash)).toBe(view)
    expect(returnsFlow({ itemIds: [], hash }).view).toBe(view)
  })

  it("starts with nothing selected, the prepaid label, the original payment, ready", () => {
    const flow = returnsFlow({ itemIds: ["A1", "A1", "B2"] })
    expect(flow).toEqual({
      view: "OD",
      itemIds: ["A1", "B2"],
      items: {},
      modal: undefined,
      returnMethod: "prepaidLabel",
      refundMethod: "originalPayment",
      eGiftCardAvailable: true,
      phase: { _tag: "ready" },
    })
    expect(hasSelection(flow)).toBe(false)
  })

  it("marks items by kind", () => {
    expect(returnItemMarks).toEqual({ return: "isReturn", exchange: "isExchange" })
  })
})

describe("each view transition", () => {
  it("Start opens the intro from OD only", () => {
    expect(step(returnsFlow({ itemIds: ["A1"] }), { _tag: "Start" }).view).toBe("RF0")
    for (const view of ["RF0", "RF1", "RF2", "RF3", "RF4"] as const) {
      expect(refusal(atView(view), { _tag: "Start" })).toBe("NotInThisView")
    }
  })

  it("continue: RF0 → RF1 with nothing selected (the intro comes before any choice)", () => {
    expect(canContinue(atView("RF0"))).toBe(true)
    expect(step(atView("RF0"), { _tag: "Continue" }).view).toBe("RF1")
  })

  it("continue is refused on RF1 while no item is selected, and canContinue says so", () => {
    expect(canContinue(atView("RF1"))).toBe(false)
    expect(refusal(atView("RF1"), { _tag: "Continue" })).toBe("NothingSelected")
    const selected = steps(atView("RF1"), select("A1"))
    expect(canContinue(selected)).toBe(true)
  })

  it.each([["RF1", "RF2"], ["RF2", "RF3"], ["RF3", "RF4"]] as const)("continue: %s → %s with an item selected", (from, to) => {
    const flow = from === "RF1" ? steps(atView("RF1"), select("A1")) : atView(from)
    expect(step(flow, { _tag: "Continue" }).view).toBe(to)
  })

  it("continue is refused on OD and on the review (submit instead)", () => {
    expect(refusal(atView("OD"), { _tag: "Continue" })).toBe("NotInThisView")
    expect(refusal(atView("RF4"), { _tag: "Continue" })).toBe("NotInThisView")
    expect(canContinue(atView("RF4"))).toBe(false)
  })

  it.each([["RF4", "RF3"], ["RF3", "RF2"], ["RF2", "RF1"], ["RF1", "RF0"], ["RF0", "OD"]] as const)(
    "back: %s → %s",
    (from, to) => {
      expect(step(atView(from), { _tag: "Back" }).view).toBe(to)
    },
  )

  it("back is refused on OD", () => {
    expect(refusal(atView("OD"), { _tag: "Back" })).toBe("NotInThisView")
  })

  it("GoToStep reaches any step already passed, never the current or a later one", () => {
    const review = atView("RF4")
    for (const view of ["RF1", "RF2", "RF3"] as const) expect(step(review, { _tag: "GoToStep", view }).view).toBe(view)
    expect(refusal(review, { _tag: "GoToStep", view: "RF4" })).toBe("NotInThisView")
    expect(refusal(atView("RF2"), { _tag: "GoToStep", view: "RF3" })).toBe("NotInThisView")
  })

  it("Exit goes back to OD from every flow view and forgets every choice", () => {
    for (const view of ["RF0", "RF1", "RF2", "RF3", "RF4"] as const) {
      const flow = step(atView(view), { _tag: "Exit" })
      expect(flow.view).toBe("OD")
      expect(flow.items).toEqual({})
      expect(flow.returnMethod).toBe("prepaidLabel")
    }
    expect(refusal(returnsFlow({ itemIds: [] }), { _tag: "Exit" })).toBe("NotInThisView")
  })
})

describe("progress bar (§2)", () => {
  const labels = (flow: ReturnsFlow) => returnsProgress(flow).map(({ label }) => label)
  const statuses = (flow: ReturnsFlow) => returnsProgress(flow).map(({ status }) => status)

  it.each([
    ["OD", ["Step 1 of 4", "Step 2 of 4", "Step 3 of 4", "Step 4 of 4"], ["upcoming", "upcoming", "upcoming", "upcoming"]],
    ["RF0", ["Step 1 of 4", "Step 2 of 4", "Step 3 of 4", "Step 4 of 4"], ["upcoming", "upcoming", "upcoming", "upcoming"]],
    ["RF1", ["Step 1 of 4", "Step 2 of 4", "Step 3 of 4", "Step 4 of 4"], ["current", "upcoming", "upcoming", "upcoming"]],
    ["RF2", ["Step 1 of 4, Complete", "Step 2 of 4", "Step 3 of 4", "Step 4 of 4"], ["complete", "current", "upcoming", "upcoming"]],
    [
      "RF3",
      ["Step 1 of 4, Complete", "Step 2 of 4, Complete", "Step 3 of 4", "Step 4 of 4"],
      ["complete", "complete", "current", "upcoming"],
    ],
    [
      "RF4",
      ["Step 1 of 4, Complete", "Step 2 of 4, Complete", "Step 3 of 4, Complete", "Step 4 of 4"],
      ["complete", "complete", "complete", "current"],
    ],
  ] as const)("on %s", (view, expectedLabels, expectedStatuses) => {
    const flow = atView(view)
    expect(flow.view).toBe(view)
    expect(labels(flow)).toEqual(expectedLabels)
    expect(statuses(flow)).toEqual(expectedStatuses)
    expect(returnsProgress(flow).map(({ step, view }) => [step, view])).toEqual([[1, "RF1"], [2, "RF2"], [3, "RF3"], [4, "RF4"]])
  })

  it("once submitted every step is complete", () => {
    const submitted = steps(atView("RF4"), [{ _tag: "Submit" }, { _tag: "SubmitSucceeded", returnOrderId: "R9" }])
    expect(labels(submitted)).toEqual([
      "Step 1 of 4, Complete",
      "Step 2 of 4, Complete",
      "Step 3 of 4, Complete",
      "Step 4 of 4, Complete",
    ])
  })
})

describe("items (§4)", () => {
  const rf1 = () => atView("RF1")

  it("toggling opens the item's modal; saving selects it with its kind; other items stay unselected", () => {
    const toggled = step(rf1(), { _tag: "ToggleItem", itemId: "B2", kind: "exchange" })
    expect(toggled.modal).toEqual({ itemId: "B2", kind: "exchange" })
    expect(hasSelection(toggled)).toBe(false)
    const saved = step(toggled, { _tag: "SaveItem", itemId: "B2", saved: asExchange })
    expect(saved.modal).toBeUndefined()
    expect(selectedReturnItems(saved)).toEqual([{ itemId: "B2", kind: "exchange", saved: asExchange }])
  })

  it("selected items come in the order's order", () => {
    const flow = steps(rf1(), [...select("B2"), ...select("A1", asExchange)])
    expect(selectedReturnItems(flow).map(({ itemId }) => itemId)).toEqual(["A1", "B2"])
  })

  it("an item saved as a return can be saved again as an exchange", () => {
    const flow = steps(rf1(), [...select("A1"), ...select("A1", asExchange)])
    expect(selectedReturnItems(flow)).toEqual([{ itemId: "A1", kind: "exchange", saved: asExchange }])
  })

  it("cancelling the modal of an item already saved re-saves it as removed", () => {
    const flow = steps(rf1(), [...select("A1"), { _tag: "ToggleItem", itemId: "A1", kind: "return" }, {
      _tag: "CancelItem",
      itemId: "A1",
    }])
    expect(flow.modal).toBeUndefined()
    expect(flow.items["A1"]).toEqual({ itemId: "A1", kind: "return", saved: undefined })
    expect(hasSelection(flow)).toBe(false)
    expect(canContinue(flow)).toBe(false)
  })

  it("cancelling the modal of an item never saved only closes it", () => {
    const before = steps(rf1(), select("B2"))
    const flow = steps(before, [{ _tag: "ToggleItem", itemId: "A1", kind: "exchange" }, { _tag: "CancelItem", itemId: "A1" }])
    expect(flow).toEqual(before)
  })

  it("while a modal is open only its save or cancel is accepted", () => {
    const open = step(rf1(), { _tag: "ToggleItem", itemId: "A1", kind: "return" })
    expect(refusal(open, { _tag: "Continue" })).toBe("ModalOpen")
    expect(refusal(open, { _tag: "Exit" })).toBe("ModalOpen")
    expect(refusal(open, { _tag: "ToggleItem", itemId: "B2", kind: "return" })).toBe("ModalOpen")
    expect(refusal(open, { _tag: "SaveItem", itemId: "B2", saved: asReturn })).toBe("NoOpenModal")
    expect(refusal(open, { _tag: "CancelItem", itemId: "B2" })).toBe("NoOpenModal")
    expect(refusal(open, { _tag: "SaveItem", itemId: "A1", saved: asExchange })).toBe("KindMismatch")
  })

  it("save or cancel with no modal open, an unknown item, or item changes outside RF1 are refused", () => {
    expect(refusal(rf1(), { _tag: "SaveItem", itemId: "A1", saved: asReturn })).toBe("NoOpenModal")
    expect(refusal(rf1(), { _tag: "CancelItem", itemId: "A1" })).toBe("NoOpenModal")
    expect(refusal(rf1(), { _tag: "ToggleItem", itemId: "Z9", kind: "return" })).toBe("UnknownItem")
    for (const view of ["OD", "RF0", "RF2", "RF3", "RF4"] as const) {
      expect(refusal(atView(view), { _tag: "ToggleItem", itemId: "A1", kind: "return" })).toBe("NotInThisView")
      expect(refusal(atView(view), { _tag: "CancelItem", itemId: "A1" })).toBe("NotInThisView")
    }
  })
})

describe("return and refund methods (§4)", () => {
  it("the return method is chosen on RF2: tab 2 ships it yourself, no prepaid label", () => {
    const flow = step(atView("RF2"), { _tag: "ChooseReturnMethod", method: "shipYourself" })
    expect(flow.returnMethod).toBe("shipYourself")
    expect(returnSubmissionFlags(flow).smartLabel).toBe(false)
    expect(returnSubmissionFlags(atView("RF2")).smartLabel).toBe(true)
    expect(refusal(atView("RF3"), { _tag: "ChooseReturnMethod", method: "shipYourself" })).toBe("NotInThisView")
  })

  it("the refund method is chosen on RF3: tab 2 is an eGift card", () => {
    const flow = step(atView("RF3"), { _tag: "ChooseRefundMethod", method: "eGiftCard" })
    expect(returnSubmissionFlags(flow)).toEqual({ smartLabel: true, eGiftCard: true })
    expect(refusal(atView("RF2"), { _tag: "ChooseRefundMethod", method: "eGiftCard" })).toBe("NotInThisView")
  })

  it.each([
    ["Extrnl Pymt", false],
    [" Extrnl Pymt ", false],
    ["extrnl pymt", true],
    ["", true],
    [undefined, true],
    ["Visa", true],
  ] as const)("exchange page flag %j: eGift card available %s", (flag, available) => {
    expect(isEGiftCardAvailable(flag)).toBe(available)
  })

  it("the external payment flag refuses the eGift card; the original payment stays chosen", () => {
    const external = (flow: ReturnsFlow): ReturnsFlow => ({ ...flow, eGiftCardAvailable: false })
    const flow = external(atView("RF3"))
    expect(refusal(flow, { _tag: "ChooseRefundMethod", method: "eGiftCard" })).toBe("EGiftCardUnavailable")
    expect(step(flow, { _tag: "ChooseRefundMethod", method: "originalPayment" }).refundMethod).toBe("originalPayment")
    expect(returnsFlow({ itemIds: [], exchangePageFlag: "Extrnl Pymt" }).eGiftCardAvailable).toBe(false)
  })

  it("the review marks the chosen cards active, with their tabs; no other view does", () => {
    const review = steps(atView("RF2"), [
      { _tag: "ChooseReturnMethod", method: "shipYourself" },
      { _tag: "Continue" },
      { _tag: "ChooseRefundMethod", method: "eGiftCard" },
      { _tag: "Continue" },
    ])
    expect(activeMethodCards(review)).toEqual({
      returnMethod: { method: "shipYourself", tab: 2 },
      refundMethod: { method: "eGiftCard", tab: 2 },
    })
    expect(activeMethodCards(atView("RF4"))).toEqual({
      returnMethod: { method: "prepaidLabel", tab: 1 },
      refundMethod: { method: "originalPayment", tab: 1 },
    })
    for (const view of ["OD", "RF0", "RF1", "RF2", "RF3"] as const) expect(activeMethodCards(atView(view))).toBeUndefined()
  })
})

describe("submitting (§4 stateful buttons)", () => {
  it("submits from the review only", () => {
    expect(canSubmit(atView("RF4"))).toBe(true)
    for (const view of ["OD", "RF0", "RF1", "RF2", "RF3"] as const) {
      expect(canSubmit(atView(view))).toBe(false)
      expect(refusal(atView(view), { _tag: "Submit" })).toBe("NotInThisView")
    }
  })

  it("a second submit while submitting is refused, as is every other action", () => {
    const submitting = step(atView("RF4"), { _tag: "Submit" })
    expect(submitting.phase).toEqual({ _tag: "submitting" })
    expect(refusal(submitting, { _tag: "Submit" })).toBe("Submitting")
    expect(refusal(submitting, { _tag: "Back" })).toBe("Submitting")
    expect(refusal(submitting, { _tag: "Exit" })).toBe("Submitting")
    expect(canSubmit(submitting)).toBe(false)
  })

  it("after success the flow holds the return order id and refuses everything", () => {
    const submitted = steps(atView("RF4"), [{ _tag: "Submit" }, { _tag: "SubmitSucceeded", returnOrderId: "R9" }])
    expect(submitted.phase).toEqual({ _tag: "submitted", returnOrderId: "R9" })
    for (const action of [{ _tag: "Submit" }, { _tag: "SubmitFailed" }, { _tag: "Back" }] as const) {
      expect(refusal(submitted, action)).toBe("AlreadySubmitted")
    }
  })

  it("a failure goes back to ready keeping every choice, and may be submitted again", () => {
    const review = steps(atView("RF2"), [
      { _tag: "ChooseReturnMethod", method: "shipYourself" },
      { _tag: "Continue" },
      { _tag: "Continue" },
    ])
    const failed = steps(review, [{ _tag: "Submit" }, { _tag: "SubmitFailed" }])
    expect(failed).toEqual(review)
    expect(step(failed, { _tag: "Submit" }).phase._tag).toBe("submitting")
  })

  it("an outcome with no submission under way is refused", () => {
    expect(refusal(atView("RF4"), { _tag: "SubmitFailed" })).toBe("NotSubmitting")
    expect(refusal(atView("RF4"), { _tag: "SubmitSucceeded", returnOrderId: "R9" })).toBe("NotSubmitting")
  })

  it("a refusal names its reason, action and view, with the reason's text", () => {
    const result = returnsTransition(atView("RF1"), { _tag: "Continue" })
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      _tag: "ReturnsRefused",
      reason: "NothingSelected",
      action: "Continue",
      view: "RF1",
      message: returnsRefusalMessages.NothingSelected,
    })
  })
})

// ---------------------------------------------------------------------------------------
// Model-based test: random action sequences against a simple model of the flow.

const itemIds = ["A1", "B2", "C3"] as const

interface Model {
  view: number
  selected: Set<string>
  modal: { readonly itemId: string; readonly kind: ReturnItemKind } | undefined
  phase: "ready" | "submitting" | "submitted"
  eGiftCardAvailable: boolean
  /** Submits accepted since the last failure: never more than one. */
  submitsInFlight: number
}

interface Real {
  flow: ReturnsFlow
}

/** What the model expects of an action: accepted (and the model updated) or refused. */
const modelStep = (model: Model, action: ReturnsAction): boolean => {
  const v = (view: ReturnsView) => returnsViews.indexOf(view)
  if (model.phase === "submitted") return false
  if (model.phase === "submitting") {
    if (action._tag === "SubmitSucceeded") model.phase = "submitted"
    else if (action._tag === "SubmitFailed") {
      model.phase = "ready"
      model.submitsInFlight = 0
    } else return false
    return true
  }
  if (model.modal !== undefined) {
    if ((action._tag !== "SaveItem" && action._tag !== "CancelItem") || action.itemId !== model.modal.itemId) return false
    if (action._tag === "SaveItem") {
      if (action.saved.kind !== model.modal.kind) return false
      model.selected.add(action.itemId)
    } else model.selected.delete(action.itemId)
    model.modal = undefined
    return true
  }
  switch (action._tag) {
    case "Start":
      if (model.view !== v("OD")) return false
      model.view = v("RF0")
      return true
    case "Continue":
      if (model.view === v("OD") || model.view === v("RF4")) return false
      if (model.view !== v("RF0") && model.selected.size === 0) return false
      model.view += 1
      return true
    case "Back":
      if (model.view === v("OD")) return false
      model.view -= 1
      return true
    case "GoToStep":
      if (v(action.view) >= model.view) return false
      model.view = v(action.view)
      return true
    case "Exit":
      if (model.view === v("OD")) return false
      model.view = v("OD")
      model.selected.clear()
      return true
    case "ToggleItem":
      if (model.view !== v("RF1") || !(itemIds as ReadonlyArray<string>).includes(action.itemId)) return false
      model.modal = { itemId: action.itemId, kind: action.kind }
      return true
    case "ChooseReturnMethod":
      return model.view === v("RF2")
    case "ChooseRefundMethod":
      return model.view === v("RF3") && (action.method === "originalPayment" || model.eGiftCardAvailable)
    case "Submit":
      if (model.view !== v("RF4") || model.selected.size === 0) return false
      model.phase = "submitting"
      model.submitsInFlight += 1
      return true
    default:
      return false
  }
}

/** One action; `forModel` may build it from the model (to save the item whose modal is open). */
class ActionCommand implements fc.Command<Model, Real> {
  readonly make: (model: Model) => ReturnsAction
  readonly name: string
  action: ReturnsAction | undefined
  constructor(make: (model: Model) => ReturnsAction, name: string) {
    this.make = make
    this.name = name
  }
  check(): boolean {
    return true
  }
  run(model: Model, real: Real): void {
    const action = this.make(model)
    this.action = action
    const before = real.flow
    const expected = modelStep(model, action)
    const result = returnsTransition(real.flow, action)
    expect(Result.isSuccess(result), `${this.toString()} accepted`).toBe(expected)
    if (Result.isSuccess(result)) real.flow = result.success
    else expect(result.failure.view).toBe(before.view)
    const flow = real.flow
    // the two properties of the issue, independent of the model
    if (["RF2", "RF3", "RF4"].includes(flow.view)) expect(hasSelection(flow)).toBe(true)
    if (action._tag === "Submit" && Result.isSuccess(result)) expect(before.phase._tag).toBe("ready")
    expect(model.submitsInFlight).toBeLessThanOrEqual(1)
    // the flow agrees with the model
    expect(flow.view).toBe(returnsViews[model.view])
    expect(selectedReturnItems(flow).map(({ itemId }) => itemId)).toEqual(itemIds.filter((id) => model.selected.has(id)))
    expect(flow.modal).toEqual(model.modal)
    expect(flow.phase._tag).toBe(model.phase)
    if (flow.phase._tag !== "ready") reached.submitting += 1
    if (action._tag === "Submit" && before.phase._tag !== "ready") reached.secondSubmit += 1
    expect(canContinue(flow)).toBe(modelStep(cloneModel(model), { _tag: "Continue" }))
  }
  toString(): string {
    return this.action === undefined ? this.name : JSON.stringify(this.action)
  }
}

/** How often the runs got to submitting and tried a second submit: a weak generator would never. */
const reached = { submitting: 0, secondSubmit: 0 }

const cloneModel = (model: Model): Model => ({ ...model, selected: new Set(model.selected) })

const itemId = fc.constantFrom<string>(...itemIds, "Z9")
const kind = fc.constantFrom<ReturnItemKind>("return", "exchange")
const savedItem = (k: ReturnItemKind): SavedReturnItem => (k === "return" ? asReturn : asExchange)
const action: fc.Arbitrary<ReturnsAction> = fc.oneof(
  fc.constant({ _tag: "Start" } as const),
  fc.constant({ _tag: "Continue" } as const),
  fc.constant({ _tag: "Back" } as const),
  fc.constantFrom("RF1", "RF2", "RF3", "RF4").map((view) => ({ _tag: "GoToStep", view }) as const),
  fc.constant({ _tag: "Exit" } as const),
  fc.record({ _tag: fc.constant("ToggleItem" as const), itemId, kind }),
  fc.record({ _tag: fc.constant("SaveItem" as const), itemId, saved: kind.map(savedItem) }),
  fc.record({ _tag: fc.constant("CancelItem" as const), itemId }),
  fc.constantFrom("prepaidLabel", "shipYourself").map((method) => ({ _tag: "ChooseReturnMethod", method }) as const),
  fc.constantFrom("originalPayment", "eGiftCard").map((method) => ({ _tag: "ChooseRefundMethod", method }) as const),
  fc.constant({ _tag: "Submit" } as const),
  fc.constant({ _tag: "SubmitSucceeded", returnOrderId: "R1" } as const),
  fc.constant({ _tag: "SubmitFailed" } as const),
)
/** Any action, plus the likely ones weighted up so that runs reach the review and submit. */
const commands = [
  action.map((a) => new ActionCommand(() => a, JSON.stringify(a))),
  fc.constant(new ActionCommand(() => ({ _tag: "Continue" }), "Continue")),
  fc.constant(new ActionCommand(() => ({ _tag: "Continue" }), "Continue")),
  fc.constant(new ActionCommand(() => ({ _tag: "Submit" }), "Submit")),
  fc.tuple(itemId, kind).map(([id, k]) => new ActionCommand(() => ({ _tag: "ToggleItem", itemId: id, kind: k }), "Toggle")),
  fc.boolean().map((cancel) =>
    new ActionCommand((model) => {
      const open = model.modal ?? { itemId: "A1", kind: "return" as const }
      return cancel
        ? { _tag: "CancelItem", itemId: open.itemId }
        : { _tag: "SaveItem", itemId: open.itemId, saved: savedItem(open.kind) }
    }, cancel ? "CancelOpen" : "SaveOpen")
  ),
]

describe("model-based: the returns machine against a simple model", () => {
  test.prop([
    fc.commands(commands, { maxCommands: 60, size: "max" }),
    fc.constantFrom("#order-returns-intro", ""),
    fc.constantFrom("Extrnl Pymt", undefined),
  ], { numRuns: 500 })(
    "no sequence reaches a later step with nothing selected, or submits twice",
    (commands, hash, exchangePageFlag) => {
      const flow = returnsFlow({ itemIds, hash, exchangePageFlag })
      const model: Model = {
        view: returnsViews.indexOf(flow.view),
        selected: new Set(),
        modal: undefined,
        phase: "ready",
        eGiftCardAvailable: flow.eGiftCardAvailable,
        submitsInFlight: 0,
      }
      fc.modelRun(() => ({ model, real: { flow } }), commands)
    },
    // a ceiling for a machine shared with builds (500 sequences of up to 60 actions), not a speed check
    30_000,
  )

  it("the runs above reached submitting and tried to submit again", () => {
    expect(reached.submitting).toBeGreaterThan(0)
    expect(reached.secondSubmit).toBeGreaterThan(0)
  })

  test.prop([fc.array(action, { maxLength: 40 })])("returnsTransition never throws", (actions) => {
    let flow = returnsFlow({ itemIds, hash: "#order-returns-intro" })
    for (const next of actions) {
      const result = returnsTransition(flow, next)
      if (Result.isSuccess(result)) flow = result.success
    }
    expect(returnsViews).toContain(flow.view)
  })
})

describe("a flow or action of the wrong shape (a flow kept outside the program)", () => {
  it("reads a flow as an equal flow", () => {
    const flow = steps(atView("RF1"), [{ _tag: "ToggleItem", itemId: "A1", kind: "exchange" }, { _tag: "SaveItem", itemId: "A1", saved: asExchange }])
    expect(readReturnsFlow(flow)).toEqual(flow)
    expect(readReturnsFlow(JSON.parse(JSON.stringify(flow)))).toEqual(flow)
  })

  it("gives each field of the wrong type its starting value", () => {
    expect(readReturnsFlow(null)).toEqual({
      view: "OD",
      itemIds: [],
      items: {},
      modal: undefined,
      returnMethod: "prepaidLabel",
      refundMethod: "originalPayment",
      eGiftCardAvailable: false,
      phase: { _tag: "ready" },
    })
    const odd = readReturnsFlow({
      view: "RF9",
      itemIds: ["A1", 2],
      items: { A1: { itemId: "A1", kind: "return", saved: { kind: "return", reason: { returnReasonCode: 1 } } }, B2: "x" },
      modal: { itemId: "A1", kind: "swap" },
      returnMethod: "drone",
      phase: { _tag: "submitted" },
      extra: true,
    })
    expect(odd).toEqual({
      view: "OD",
      itemIds: ["A1"],
      items: { A1: { itemId: "A1", kind: "return", saved: undefined } },
      modal: undefined,
      returnMethod: "prepaidLabel",
      refundMethod: "originalPayment",
      eGiftCardAvailable: false,
      phase: { _tag: "ready" },
    })
  })

  it.each([
    null,
    { _tag: "Jump" },
    { _tag: "GoToStep", view: "OD" },
    { _tag: "ToggleItem", itemId: 1, kind: "return" },
    { _tag: "SaveItem", itemId: "A1", saved: { kind: "exchange", reason } },
    { _tag: "ChooseRefundMethod", method: "cash" },
    { _tag: "SubmitSucceeded" },
  ])("refuses %j as UnknownAction, the flow unchanged", (action) => {
    const result = returnsTransition(atView("RF1"), action as never)
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      reason: "UnknownAction",
      view: "RF1",
      message: returnsRefusalMessages.UnknownAction,
    })
  })

  it("never throws for a flow of the wrong shape: its getters answer for the starting flow", () => {
    for (const flow of [null, "RF4", { view: "RF9", phase: null }]) {
      expect(selectedReturnItems(flow as never)).toEqual([])
      expect(canContinue(flow as never)).toBe(false)
      expect(returnSubmissionFlags(flow as never)).toEqual({ smartLabel: true, eGiftCard: false })
      expect(returnsProgress(flow as never).map((entry) => entry.status)).toEqual(["upcoming", "upcoming", "upcoming", "upcoming"])
    }
    expect(canSubmit({ view: "RF4", phase: null } as never)).toBe(false)
    expect(activeMethodCards({ view: "RF4" } as never)).toEqual({
      returnMethod: { method: "prepaidLabel", tab: 1 },
      refundMethod: { method: "originalPayment", tab: 1 },
    })
  })

  it("starts a flow from input of the wrong type with no items, on OD, with the eGift card", () => {
    expect(returnsFlow({ itemIds: "A1", hash: 5, exchangePageFlag: null } as never)).toMatchObject({
      view: "OD",
      itemIds: [],
      eGiftCardAvailable: true,
    })
    expect(initialReturnsView(["#order-returns-intro"] as never)).toBe("OD")
    expect(isEGiftCardAvailable(7 as never)).toBe(true)
  })
})

describe("a kept flow carried on (a step's history entry after a reload, Back or Forward)", () => {
  const atReview = () =>
    steps(atView("RF3"), [{ _tag: "ChooseRefundMethod", method: "eGiftCard" }, { _tag: "Continue" }])

  it("carries on at the kept step with every choice", () => {
    const kept = steps(atView("RF2"), [{ _tag: "ChooseReturnMethod", method: "shipYourself" }])
    const resumed = returnsFlow({ itemIds: ["A1", "B2"], hash: "#order-returns-intro", kept })
    expect(resumed).toEqual(kept)
    expect(returnsFlow({ itemIds: ["A1", "B2"], kept: atReview() })).toEqual(atReview())
  })

  it("keeps only the order's returnable items: with none left a later step opens at RF1", () => {
    const kept = steps(atView("RF1"), [...select("A1"), ...select("B2", asExchange), { _tag: "Continue" }])
    const onlyB2 = returnsFlow({ itemIds: ["B2"], kept })
    expect(onlyB2.view).toBe("RF2")
    expect(selectedReturnItems(onlyB2).map((item) => item.itemId)).toEqual(["B2"])
    const none = returnsFlow({ itemIds: ["C3"], kept })
    expect(none.view).toBe("RF1")
    expect(hasSelection(none)).toBe(false)
  })

  it("drops the eGift card when the order no longer allows it", () => {
    const resumed = returnsFlow({ itemIds: ["A1", "B2"], exchangePageFlag: "Extrnl Pymt", kept: atReview() })
    expect(resumed.eGiftCardAvailable).toBe(false)
    expect(resumed.refundMethod).toBe("originalPayment")
  })

  it("opens with no modal and nothing being submitted", () => {
    const modal = steps(atView("RF1"), [{ _tag: "ToggleItem", itemId: "A1", kind: "return" }])
    expect(returnsFlow({ itemIds: ["A1", "B2"], kept: modal }).modal).toBeUndefined()
    const submitting = step(atReview(), { _tag: "Submit" })
    expect(returnsFlow({ itemIds: ["A1", "B2"], kept: submitting })).toEqual(atReview())
  })

  it("a kept flow outside the flow or already submitted gives the new flow", () => {
    const submitted = steps(atReview(), [{ _tag: "Submit" }, { _tag: "SubmitSucceeded", returnOrderId: "30000016001" }])
    expect(returnsFlow({ itemIds: ["A1", "B2"], hash: "#order-returns-intro", kept: submitted })).toEqual(intro())
    expect(returnsFlow({ itemIds: ["A1", "B2"], kept: atView("OD") }).view).toBe("OD")
  })

  test.prop([fc.anything(), fc.boolean()])("never throws; never a modal, a submission or an empty later step", (kept, external) => {
    const flow = returnsFlow({ itemIds: ["A1", "B2"], exchangePageFlag: external ? "Extrnl Pymt" : "", kept })
    expect(flow.modal).toBeUndefined()
    expect(flow.phase).toEqual({ _tag: "ready" })
    expect(Object.keys(flow.items).every((id) => ["A1", "B2"].includes(id))).toBe(true)
    if (["RF2", "RF3", "RF4"].includes(flow.view)) expect(hasSelection(flow)).toBe(true)
    if (external) expect(flow.refundMethod).toBe("originalPayment")
  })
})
