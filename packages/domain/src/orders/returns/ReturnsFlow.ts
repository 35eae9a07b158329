/**
 * The returns and exchanges flow as one state machine: a value ({@link ReturnsFlow}) and
 * {@link returnsTransition}, which answers the next value or a typed refusal
 * ({@link ReturnsRefused}); no throw, no timer, no page. Rules: orders §2 "Order detail
 * page", §4 "Returns flow", §9.
 *
 * Where the spec is silent: every way in opens the intro (RF0), from which continue is
 * always allowed; items change only on RF1; a saved item whose modal is cancelled is
 * removed; the external-payment flag is compared exactly after trimming; a flow handed
 * back from elsewhere is read field by field ({@link readReturnsFlow}), a field of the
 * wrong shape taking its starting value; an unknown or malformed action is refused as
 * `UnknownAction`.
 *
 * @since 0.2.0
 */
import * as Data from "effect/Data"
import * as Result from "effect/Result"
import { fieldsOf, isRecord, stringOf, stringsOf, textOf } from "../../kernel/Untrusted.ts"

/**
 * The views, in order (§2).
 *
 * @category constants
 */
export const returnsViews = ["OD", "RF0", "RF1", "RF2", "RF3", "RF4"] as const

/** @category models */
export type ReturnsView = (typeof returnsViews)[number]

/**
 * The four numbered steps of the progress bar (§2), in order.
 *
 * @category constants
 */
export const returnsProgressViews = ["RF1", "RF2", "RF3", "RF4"] as const

/** @category models */
export type ReturnsStepView = (typeof returnsProgressViews)[number]

/**
 * The address hash that opens the flow at its intro (§2).
 *
 * @category constants
 */
export const returnsIntroHash = "#order-returns-intro"

/**
 * The exchange page flag (external payment name) that disables the eGift card refund (§4).
 *
 * @category constants
 */
export const externalPaymentName = "Extrnl Pymt"

/**
 * How an item goes back: returned, or exchanged for another size or colour (the item's
 * `isReturn` / `isExchange` mark, §4).
 *
 * @category models
 */
export type ReturnItemKind = "return" | "exchange"

/**
 * The page's mark of an item by kind (§4).
 *
 * @category constants
 */
export const returnItemMarks: Readonly<Record<ReturnItemKind, "isReturn" | "isExchange">> = {
  return: "isReturn",
  exchange: "isExchange",
}

/**
 * The return method (§4): a prepaid label (tab 1) or the customer ships it themselves
 * (tab 2, no prepaid label).
 *
 * @category models
 */
export type ReturnMethod = "prepaidLabel" | "shipYourself"

/**
 * The refund method (§4): the original payment (tab 1) or an eGift card (tab 2).
 *
 * @category models
 */
export type RefundMethod = "originalPayment" | "eGiftCard"

/**
 * Each method's tab number (§4: tab 2 is ship-yourself, tab 2 is the eGift card).
 *
 * @category constants
 */
export const methodTabs = {
  return: { prepaidLabel: 1, shipYourself: 2 },
  refund: { originalPayment: 1, eGiftCard: 2 },
} as const

/**
 * A reason as the flow holds it once saved (the return item's fields of §3).
 *
 * @category models
 */
export interface SavedReturnReason {
  readonly returnReasonCode: string
  readonly returnReasonDetailCode: string | null
  readonly returnReasonComments: string
  /** The reason's text, as the review shows it. */
  readonly reasonText: string
}

/**
 * What saving an item's modal brings: a return with its reason, or an exchange with its
 * reason and the new short sku (size/colour).
 *
 * @category models
 */
export type SavedReturnItem =
  | { readonly kind: "return"; readonly reason: SavedReturnReason }
  | { readonly kind: "exchange"; readonly reason: SavedReturnReason; readonly newShortSku: string }

/**
 * One item of the order in the flow: its kind, and its saved choice when selected.
 *
 * @category models
 */
export interface ReturnsFlowItem {
  readonly itemId: string
  readonly kind: ReturnItemKind
  /** The saved choice; `undefined` while the item is not selected (never saved, or removed). */
  readonly saved: SavedReturnItem | undefined
}

/** @category models */
export type ReturnsPhase =
  | { readonly _tag: "ready" }
  | { readonly _tag: "submitting" }
  | { readonly _tag: "submitted"; readonly returnOrderId: string }

/**
 * The flow's state. Build it with {@link returnsFlow}; change it with
 * {@link returnsTransition}.
 *
 * @category models
 */
export interface ReturnsFlow {
  readonly view: ReturnsView
  /** The order's returnable items, in the order's order. */
  readonly itemIds: ReadonlyArray<string>
  /** Items touched in this flow, by id. */
  readonly items: Readonly<Record<string, ReturnsFlowItem>>
  /** The item whose reason (or exchange) modal is open. */
  readonly modal: { readonly itemId: string; readonly kind: ReturnItemKind } | undefined
  readonly returnMethod: ReturnMethod
  readonly refundMethod: RefundMethod
  readonly eGiftCardAvailable: boolean
  readonly phase: ReturnsPhase
}

/**
 * Every action the flow accepts.
 *
 * @category models
 */
export type ReturnsAction =
  | { readonly _tag: "Start" }
  | { readonly _tag: "Continue" }
  | { readonly _tag: "Back" }
  | { readonly _tag: "GoToStep"; readonly view: ReturnsStepView }
  | { readonly _tag: "Exit" }
  | { readonly _tag: "ToggleItem"; readonly itemId: string; readonly kind: ReturnItemKind }
  | { readonly _tag: "SaveItem"; readonly itemId: string; readonly saved: SavedReturnItem }
  | { readonly _tag: "CancelItem"; readonly itemId: string }
  | { readonly _tag: "ChooseReturnMethod"; readonly method: ReturnMethod }
  | { readonly _tag: "ChooseRefundMethod"; readonly method: RefundMethod }
  | { readonly _tag: "Submit" }
  | { readonly _tag: "SubmitSucceeded"; readonly returnOrderId: string }
  | { readonly _tag: "SubmitFailed" }

/**
 * Why an action was refused:
 * - `NotInThisView`: the action does not belong to the current view;
 * - `NothingSelected`: continue or submit with no item selected;
 * - `ModalOpen`: a modal is open and the action is not its save or cancel;
 * - `NoOpenModal`: save or cancel for an item whose modal is not open;
 * - `KindMismatch`: the saved choice is not of the kind the item was toggled as;
 * - `UnknownItem`: the item is not a returnable item of the order;
 * - `EGiftCardUnavailable`: the order's payment rules out the eGift card;
 * - `Submitting`: a submission is under way;
 * - `AlreadySubmitted`: the return has been submitted;
 * - `NotSubmitting`: a submission outcome arrived with no submission under way;
 * - `UnknownAction`: the action is not one of the flow's, or a field of it has the wrong
 *   type (an action from outside the program).
 *
 * @category models
 */
export type ReturnsRefusalReason =
  | "NotInThisView"
  | "NothingSelected"
  | "ModalOpen"
  | "NoOpenModal"
  | "KindMismatch"
  | "UnknownItem"
  | "EGiftCardUnavailable"
  | "Submitting"
  | "AlreadySubmitted"
  | "NotSubmitting"
  | "UnknownAction"

/**
 * English for each refusal (Outfitter's wording; a page shows its own).
 *
 * @category constants
 */
export const returnsRefusalMessages: Readonly<Record<ReturnsRefusalReason, string>> = {
  NotInThisView: "This can't be done on this step.",
  NothingSelected: "Select at least one item to return or exchange.",
  ModalOpen: "Save or cancel the item you are editing first.",
  NoOpenModal: "Choose the item first.",
  KindMismatch: "The choice does not match how the item was chosen.",
  UnknownItem: "This item can't be returned.",
  EGiftCardUnavailable: "An eGift card refund isn't available for this order.",
  Submitting: "Your return is being submitted.",
  AlreadySubmitted: "Your return has already been submitted.",
  NotSubmitting: "No return is being submitted.",
  UnknownAction: "This is not a step of the returns flow.",
}

/**
 * An action the flow refused, with the view it was refused in; the flow is unchanged.
 *
 * @category errors
 */
export class ReturnsRefused extends Data.TaggedError("ReturnsRefused")<{
  readonly reason: ReturnsRefusalReason
  /** The refused action's tag; "Unknown" for an action that is not one of the flow's. */
  readonly action: ReturnsAction["_tag"] | "Unknown"
  readonly view: ReturnsView
  readonly message: string
}> {}

/**
 * What a flow starts from: the order's returnable items and payment, and the address hash.
 *
 * @category models
 */
export interface ReturnsFlowInput {
  readonly itemIds: ReadonlyArray<string>
  /** The address hash on load (`location.hash`), when any. */
  readonly hash?: string | undefined
  /** The order's exchange page flag (external payment name), when any. */
  readonly exchangePageFlag?: string | undefined
  /**
   * A flow kept outside the program (the browser's history entry of a step) to carry on
   * with, read as {@link returnsFlow} says; `undefined` for a new flow.
   */
  readonly kept?: unknown
}

/**
 * The view the page opens at: RF0 for `#order-returns-intro`, else OD.
 *
 * @example
 * import { initialReturnsView } from "@outfitter/domain"
 * initialReturnsView("#order-returns-intro") // => "RF0"
 * initialReturnsView("") // => "OD"
 * @category rules
 */
export const initialReturnsView = (hash: string | undefined): ReturnsView => {
  const trimmed = textOf(hash).trim()
  return trimmed === returnsIntroHash || `#${trimmed}` === returnsIntroHash ? "RF0" : "OD"
}

/**
 * Whether the eGift card refund is offered: not when the flag is `Extrnl Pymt`.
 *
 * @category rules
 */
export const isEGiftCardAvailable = (exchangePageFlag: string | undefined): boolean =>
  textOf(exchangePageFlag).trim() !== externalPaymentName

/**
 * A new flow: nothing selected, default methods, ready to submit once filled in; or, given
 * a `kept` flow (a step's history entry after a reload, Back or Forward), that flow carried
 * on against the order as it now is: the order's returnable items keep their choices, no
 * modal is open, nothing is being submitted, and a view past RF1 needs a selection.
 *
 * @example
 * import { returnsFlow } from "@outfitter/domain"
 * const flow = returnsFlow({ itemIds: ["A1", "B2"], hash: "#order-returns-intro", exchangePageFlag: "Extrnl Pymt" })
 * flow.view // => "RF0"
 * flow.eGiftCardAvailable // => false
 * returnsFlow({ itemIds: ["A1"], kept: { ...flow, view: "RF3" } }).view // => "RF1"
 * @category constructors
 */
export const returnsFlow = (input: ReturnsFlowInput): ReturnsFlow => {
  const { hash, itemIds, exchangePageFlag, kept } = fieldsOf(input)
  const fresh: ReturnsFlow = {
    view: initialReturnsView(stringOf(hash)),
    itemIds: [...new Set(stringsOf(itemIds))],
    items: {},
    modal: undefined,
    returnMethod: "prepaidLabel",
    refundMethod: "originalPayment",
    eGiftCardAvailable: isEGiftCardAvailable(stringOf(exchangePageFlag)),
    phase: { _tag: "ready" },
  }
  return kept === undefined ? fresh : resumedReturnsFlow(fresh, readReturnsFlow(kept))
}

/**
 * A kept flow carried on against the order as it now is (Outfitter's rule: a flow kept in
 * the browser's history is a request, not a fact): only the order's returnable items keep
 * their choice, the eGift card only while the order allows it; no modal is open and nothing
 * is being submitted; a view past RF1 needs a selection, else the flow is at RF1. A kept
 * flow outside the flow (OD) or already submitted gives the new flow.
 */
const resumedReturnsFlow = (fresh: ReturnsFlow, kept: ReturnsFlow): ReturnsFlow => {
  if (kept.view === "OD" || kept.phase._tag === "submitted") return fresh
  const items = Object.fromEntries(
    fresh.itemIds.flatMap((itemId) => {
      const item = kept.items[itemId]
      return item === undefined || item.itemId !== itemId || (item.saved !== undefined && item.saved.kind !== item.kind)
        ? []
        : [[itemId, item]]
    }),
  )
  const resumed: ReturnsFlow = {
    ...fresh,
    items,
    returnMethod: kept.returnMethod,
    refundMethod: kept.refundMethod === "eGiftCard" && !fresh.eGiftCardAvailable ? "originalPayment" : kept.refundMethod,
  }
  const view = viewIndex(kept.view) > viewIndex("RF1") && !hasSelection(resumed) ? "RF1" : kept.view
  return { ...resumed, view }
}

const isOneOf = <A extends string>(choices: ReadonlyArray<A>, value: unknown): value is A =>
  typeof value === "string" && (choices as ReadonlyArray<string>).includes(value)

const itemKinds: ReadonlyArray<ReturnItemKind> = ["return", "exchange"]
const returnMethods: ReadonlyArray<ReturnMethod> = ["prepaidLabel", "shipYourself"]
const refundMethods: ReadonlyArray<RefundMethod> = ["originalPayment", "eGiftCard"]

/** A saved reason, or undefined when a field has the wrong type. */
const savedReasonOf = (value: unknown): SavedReturnReason | undefined => {
  const { returnReasonCode, returnReasonDetailCode, returnReasonComments, reasonText } = fieldsOf(value)
  return typeof returnReasonCode === "string" && (typeof returnReasonDetailCode === "string" || returnReasonDetailCode === null) &&
      typeof returnReasonComments === "string" && typeof reasonText === "string"
    ? { returnReasonCode, returnReasonDetailCode, returnReasonComments, reasonText }
    : undefined
}

/** A saved choice, or undefined when it is not one. */
const savedItemOf = (value: unknown): SavedReturnItem | undefined => {
  const { kind, reason, newShortSku } = fieldsOf(value)
  const saved = savedReasonOf(reason)
  if (saved === undefined) return undefined
  if (kind === "return") return { kind, reason: saved }
  return kind === "exchange" && typeof newShortSku === "string" ? { kind, reason: saved, newShortSku } : undefined
}

/** The flow's items: entries of the wrong shape are left out, a saved choice of the wrong shape is none. */
const flowItemsOf = (value: unknown): Readonly<Record<string, ReturnsFlowItem>> =>
  Object.fromEntries(
    Object.entries(fieldsOf(value)).flatMap(([key, item]) => {
      const { itemId, kind, saved } = fieldsOf(item)
      return isRecord(item) && typeof itemId === "string" && isOneOf(itemKinds, kind)
        ? [[key, { itemId, kind, saved: savedItemOf(saved) } satisfies ReturnsFlowItem]]
        : []
    }),
  )

const phaseOf = (value: unknown): ReturnsPhase => {
  const { _tag, returnOrderId } = fieldsOf(value)
  if (_tag === "submitting") return { _tag }
  return _tag === "submitted" && typeof returnOrderId === "string" ? { _tag, returnOrderId } : { _tag: "ready" }
}

/**
 * A flow read field by field (see the module comment), for a flow kept outside the
 * program: a flow reads as an equal flow; a field of the wrong type takes its starting
 * value, and fields a flow does not have are dropped.
 *
 * @category constructors
 */
export const readReturnsFlow = (value: unknown): ReturnsFlow => {
  const fields = fieldsOf(value)
  const modal = fieldsOf(fields["modal"])
  return {
    view: isOneOf(returnsViews, fields["view"]) ? fields["view"] : "OD",
    itemIds: stringsOf(fields["itemIds"]),
    items: flowItemsOf(fields["items"]),
    modal: typeof modal["itemId"] === "string" && isOneOf(itemKinds, modal["kind"])
      ? { itemId: modal["itemId"], kind: modal["kind"] }
      : undefined,
    returnMethod: isOneOf(returnMethods, fields["returnMethod"]) ? fields["returnMethod"] : "prepaidLabel",
    refundMethod: isOneOf(refundMethods, fields["refundMethod"]) ? fields["refundMethod"] : "originalPayment",
    eGiftCardAvailable: fields["eGiftCardAvailable"] === true,
    phase: phaseOf(fields["phase"]),
  }
}

/** An action whose fields have the types the flow needs, or undefined when it is not one. */
const actionOf = (value: unknown): ReturnsAction | undefined => {
  const action = fieldsOf(value)
  const itemId = stringOf(action["itemId"])
  switch (action["_tag"]) {
    case "Start":
    case "Continue":
    case "Back":
    case "Exit":
    case "Submit":
    case "SubmitFailed":
      return { _tag: action["_tag"] }
    case "GoToStep":
      return isOneOf(returnsProgressViews, action["view"]) ? { _tag: "GoToStep", view: action["view"] } : undefined
    case "ToggleItem":
      return itemId !== undefined && isOneOf(itemKinds, action["kind"]) ? { _tag: "ToggleItem", itemId, kind: action["kind"] } : undefined
    case "SaveItem": {
      const saved = savedItemOf(action["saved"])
      return itemId !== undefined && saved !== undefined ? { _tag: "SaveItem", itemId, saved } : undefined
    }
    case "CancelItem":
      return itemId === undefined ? undefined : { _tag: "CancelItem", itemId }
    case "ChooseReturnMethod":
      return isOneOf(returnMethods, action["method"]) ? { _tag: "ChooseReturnMethod", method: action["method"] } : undefined
    case "ChooseRefundMethod":
      return isOneOf(refundMethods, action["method"]) ? { _tag: "ChooseRefundMethod", method: action["method"] } : undefined
    case "SubmitSucceeded": {
      const returnOrderId = stringOf(action["returnOrderId"])
      return returnOrderId === undefined ? undefined : { _tag: "SubmitSucceeded", returnOrderId }
    }
    default:
      return undefined
  }
}

/**
 * The selected items (saved and not removed), in the order's order.
 *
 * @category getters
 */
export const selectedReturnItems = (given: ReturnsFlow): ReadonlyArray<ReturnsFlowItem & { readonly saved: SavedReturnItem }> => {
  const flow = readReturnsFlow(given)
  return flow.itemIds.flatMap((itemId) => {
    const item = flow.items[itemId]
    return item?.saved === undefined ? [] : [{ ...item, saved: item.saved }]
  })
}

/** @category predicates */
export const hasSelection = (flow: ReturnsFlow): boolean => selectedReturnItems(flow).length > 0

const viewIndex = (view: ReturnsView): number => returnsViews.indexOf(view)

const nextView = (view: ReturnsView): ReturnsView | undefined =>
  view === "OD" || view === "RF4" ? undefined : returnsViews[viewIndex(view) + 1]

const previousView = (view: ReturnsView): ReturnsView | undefined =>
  view === "OD" ? undefined : returnsViews[viewIndex(view) - 1]

const isFlowView = (view: ReturnsView): boolean => view !== "OD"

/**
 * Applies one action. Total: any action in any state answers the next state or a
 * {@link ReturnsRefused} (the module comment lists the rules).
 *
 * @example
 * import { returnsFlow, returnsTransition } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const intro = returnsFlow({ itemIds: ["A1"], hash: "#order-returns-intro" })
 * const select = Result.getOrThrow(returnsTransition(intro, { _tag: "Continue" }))
 * Result.isFailure(returnsTransition(select, { _tag: "Continue" })) // => true (nothing selected)
 * const toggled = Result.getOrThrow(returnsTransition(select, { _tag: "ToggleItem", itemId: "A1", kind: "return" }))
 * const saved = Result.getOrThrow(returnsTransition(toggled, {
 *   _tag: "SaveItem",
 *   itemId: "A1",
 *   saved: {
 *     kind: "return",
 *     reason: { returnReasonCode: "R1", returnReasonDetailCode: null, returnReasonComments: "", reasonText: "Too small" },
 *   },
 * }))
 * Result.getOrThrow(returnsTransition(saved, { _tag: "Continue" })).view // => "RF2"
 * @category transitions
 */
export const returnsTransition = (givenFlow: ReturnsFlow, givenAction: ReturnsAction): Result.Result<ReturnsFlow, ReturnsRefused> => {
  const flow = readReturnsFlow(givenFlow)
  const action = actionOf(givenAction)
  const refuse = (reason: ReturnsRefusalReason) =>
    Result.fail(
      new ReturnsRefused({ reason, action: action?._tag ?? "Unknown", view: flow.view, message: returnsRefusalMessages[reason] }),
    )
  const ok = (next: Partial<ReturnsFlow>) => Result.succeed<ReturnsFlow>({ ...flow, ...next })
  if (action === undefined) return refuse("UnknownAction")

  switch (flow.phase._tag) {
    case "submitted":
      return refuse("AlreadySubmitted")
    case "submitting":
      if (action._tag === "SubmitSucceeded") return ok({ phase: { _tag: "submitted", returnOrderId: action.returnOrderId } })
      if (action._tag === "SubmitFailed") return ok({ phase: { _tag: "ready" } })
      return refuse("Submitting")
    case "ready":
      break
  }
  if (action._tag === "SubmitSucceeded" || action._tag === "SubmitFailed") return refuse("NotSubmitting")

  if (flow.modal !== undefined) {
    if (action._tag !== "SaveItem" && action._tag !== "CancelItem") return refuse("ModalOpen")
    if (action.itemId !== flow.modal.itemId) return refuse("NoOpenModal")
    const itemId = flow.modal.itemId
    if (action._tag === "CancelItem") {
      const item = flow.items[itemId]
      // a saved item whose modal is cancelled is saved again as removed
      const items = item?.saved === undefined ? flow.items : { ...flow.items, [itemId]: { ...item, saved: undefined } }
      return ok({ modal: undefined, items })
    }
    if (action.saved.kind !== flow.modal.kind) return refuse("KindMismatch")
    return ok({
      modal: undefined,
      items: { ...flow.items, [itemId]: { itemId, kind: action.saved.kind, saved: action.saved } },
    })
  }

  switch (action._tag) {
    case "Start":
      return flow.view === "OD" ? ok({ view: "RF0" }) : refuse("NotInThisView")
    case "Continue": {
      const next = nextView(flow.view)
      if (next === undefined) return refuse("NotInThisView")
      if (flow.view !== "RF0" && !hasSelection(flow)) return refuse("NothingSelected")
      return ok({ view: next })
    }
    case "Back": {
      const previous = previousView(flow.view)
      return previous === undefined ? refuse("NotInThisView") : ok({ view: previous })
    }
    case "GoToStep":
      return viewIndex(action.view) < viewIndex(flow.view) ? ok({ view: action.view }) : refuse("NotInThisView")
    case "Exit":
      return isFlowView(flow.view)
        ? ok({ view: "OD", items: {}, returnMethod: "prepaidLabel", refundMethod: "originalPayment" })
        : refuse("NotInThisView")
    case "ToggleItem":
      if (flow.view !== "RF1") return refuse("NotInThisView")
      if (!flow.itemIds.includes(action.itemId)) return refuse("UnknownItem")
      return ok({ modal: { itemId: action.itemId, kind: action.kind } })
    case "SaveItem":
    case "CancelItem":
      return flow.view !== "RF1" ? refuse("NotInThisView") : refuse("NoOpenModal")
    case "ChooseReturnMethod":
      return flow.view === "RF2" ? ok({ returnMethod: action.method }) : refuse("NotInThisView")
    case "ChooseRefundMethod":
      if (flow.view !== "RF3") return refuse("NotInThisView")
      if (action.method === "eGiftCard" && !flow.eGiftCardAvailable) return refuse("EGiftCardUnavailable")
      return ok({ refundMethod: action.method })
    case "Submit":
      if (flow.view !== "RF4") return refuse("NotInThisView")
      if (!hasSelection(flow)) return refuse("NothingSelected")
      return ok({ phase: { _tag: "submitting" } })
  }
}

/**
 * Whether continue is enabled: exactly when {@link returnsTransition} would accept it.
 *
 * @category predicates
 */
export const canContinue = (flow: ReturnsFlow): boolean => Result.isSuccess(returnsTransition(flow, { _tag: "Continue" }))

/**
 * Whether submit is enabled: exactly when {@link returnsTransition} would accept it.
 *
 * @category predicates
 */
export const canSubmit = (flow: ReturnsFlow): boolean => Result.isSuccess(returnsTransition(flow, { _tag: "Submit" }))

/**
 * One numbered step of the progress bar.
 *
 * @category models
 */
export interface ReturnsProgressStep {
  readonly step: 1 | 2 | 3 | 4
  readonly view: ReturnsStepView
  readonly status: "complete" | "current" | "upcoming"
  /** `Step n of 4`, or `Step n of 4, Complete` for a step already passed. */
  readonly label: string
}

/**
 * The progress bar (§2): four steps, RF1 to RF4; a step before the current view is
 * complete, the current view's step is current. Outside RF1 to RF4 (OD, RF0) every step
 * is upcoming; once submitted every step is complete.
 *
 * @example
 * import { returnsFlow, returnsProgress } from "@outfitter/domain"
 * const flow = { ...returnsFlow({ itemIds: ["A1"] }), view: "RF2" as const }
 * returnsProgress(flow).map((step) => step.label)
 * // => ["Step 1 of 4, Complete", "Step 2 of 4", "Step 3 of 4", "Step 4 of 4"]
 * @category getters
 */
export const returnsProgress = (given: ReturnsFlow): ReadonlyArray<ReturnsProgressStep> => {
  const flow = readReturnsFlow(given)
  const current = viewIndex(flow.view)
  const submitted = flow.phase._tag === "submitted"
  return returnsProgressViews.map((view, index) => {
    const step = (index + 1) as ReturnsProgressStep["step"]
    const at = viewIndex(view)
    const status = submitted || at < current ? "complete" : at === current ? "current" : "upcoming"
    const label = `Step ${step} of ${returnsProgressViews.length}${status === "complete" ? ", Complete" : ""}`
    return { step, view, status, label }
  })
}

/**
 * The method cards the review step marks active (§4), with their tab numbers; `undefined`
 * outside the review step (RF4).
 *
 * @category getters
 */
export const activeMethodCards = (given: ReturnsFlow):
  | {
    readonly returnMethod: { readonly method: ReturnMethod; readonly tab: 1 | 2 }
    readonly refundMethod: { readonly method: RefundMethod; readonly tab: 1 | 2 }
  }
  | undefined => {
  const flow = readReturnsFlow(given)
  return flow.view !== "RF4" ? undefined : {
    returnMethod: { method: flow.returnMethod, tab: methodTabs.return[flow.returnMethod] },
    refundMethod: { method: flow.refundMethod, tab: methodTabs.refund[flow.refundMethod] },
  }
}

/**
 * The submission's two flags (§3 "Return submission"): `smartLabel` when the prepaid label
 * is chosen, `eGiftCard` when the refund goes to an eGift card.
 *
 * @category getters
 */
export const returnSubmissionFlags = (given: ReturnsFlow): { readonly smartLabel: boolean; readonly eGiftCard: boolean } => {
  const flow = readReturnsFlow(given)
  return { smartLabel: flow.returnMethod === "prepaidLabel", eGiftCard: flow.refundMethod === "eGiftCard" }
}
