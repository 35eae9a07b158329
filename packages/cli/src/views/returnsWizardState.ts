/**
 * The returns wizard's steps as pure logic: a key press and the current state give the
 * next state. The flow itself is the domain's machine (`returnsFlow`,
 * `returnsTransition`): every step, selection, method and submission goes through it, and
 * its refusals are shown as they are. What is the wizard's own: the cursor, and the item
 * modal's inputs (a reason, its detail or comment, or the new sku of an exchange) until
 * the domain's `saveReturnReason` or `saveExchange` accepts them.
 *
 * Keys: ↑/↓ move; Enter continues (on the review step it submits); b goes back; q or Esc
 * leaves (Esc in a modal cancels it, which removes an item saved before, as the page
 * does); on RF1 space returns the item under the cursor and x exchanges it; on RF2 and
 * RF3 ↑/↓ (or 1/2) choose the method.
 *
 * Where the spec is silent (choices): an exchange asks only for the new short sku and
 * takes the fixed exchange reason (the updated reason-codes rule), since the CLI has no
 * size picker to pair with a reason list; the intro (RF0) is shown first, as the page's
 * return button does.
 *
 * @since 0.2.0
 */
import {
  type RefundMethod,
  type ReturnMethod,
  type ReturnReasonCodeOption,
  returnsFlow,
  type ReturnsAction,
  type ReturnsFlow,
  returnsIntroHash,
  returnsTransition,
  saveExchange,
  saveReturnReason,
} from "@outfitter/domain/orders"
import * as Result from "effect/Result"
import type { OrderLine } from "../commands/orders/details.ts"

/** The item modal: which input it is on. @category models */
export type WizardModal =
  | { readonly step: "reason"; readonly cursor: number }
  | { readonly step: "detail"; readonly reasonId: string; readonly cursor: number }
  | { readonly step: "comment"; readonly reasonId: string; readonly text: string }
  | { readonly step: "sku"; readonly text: string }

/** @category models */
export interface WizardState {
  readonly flow: ReturnsFlow
  readonly cursor: number
  readonly modal: WizardModal | undefined
  /** The last refusal or problem, shown until the next key. */
  readonly message: string | undefined
  /** Left without submitting. */
  readonly left: boolean
}

/** What the keys act on. @category models */
export interface WizardContext {
  /** The order's returnable lines, in order. */
  readonly lines: ReadonlyArray<OrderLine>
  readonly options: ReadonlyArray<ReturnReasonCodeOption>
}

/** A key as Ink reports it (the fields used). @category models */
export interface WizardKey {
  readonly input: string
  readonly upArrow?: boolean
  readonly downArrow?: boolean
  readonly return?: boolean
  readonly escape?: boolean
  readonly backspace?: boolean
  readonly delete?: boolean
}

/** The return methods and refund methods in the order they are listed (tab 1, tab 2). @category constants */
export const returnMethods: ReadonlyArray<ReturnMethod> = ["prepaidLabel", "shipYourself"]
/** @category constants */
export const refundMethods: ReadonlyArray<RefundMethod> = ["originalPayment", "eGiftCard"]

/**
 * The wizard's first state: the domain's flow at its intro, with the returnable lines.
 *
 * @category constructors
 */
export const wizardState = (context: WizardContext, exchangePageFlag: string | undefined): WizardState => ({
  flow: returnsFlow({ itemIds: context.lines.map((line) => line.itemId), hash: returnsIntroHash, exchangePageFlag }),
  cursor: 0,
  modal: undefined,
  message: undefined,
  left: false,
})

const apply = (state: WizardState, action: ReturnsAction, more: Partial<WizardState> = {}): WizardState => {
  const next = returnsTransition(state.flow, action)
  return Result.isFailure(next)
    ? { ...state, message: next.failure.message }
    : { ...state, ...more, flow: next.success, message: undefined }
}

const move = (cursor: number, length: number, key: WizardKey) =>
  length === 0 ? 0 : key.upArrow === true ? (cursor + length - 1) % length : key.downArrow === true ? (cursor + 1) % length : cursor

const editText = (text: string, key: WizardKey) =>
  key.backspace === true || key.delete === true ? [...text].slice(0, -1).join("") : key.input.length > 0 && [...key.input].every((character) => (character.codePointAt(0) ?? 0) >= 0x20) ? text + key.input : text

const modalKey = (state: WizardState, modal: WizardModal, key: WizardKey, context: WizardContext): WizardState => {
  const itemId = state.flow.modal?.itemId ?? ""
  if (key.escape === true) return apply(state, { _tag: "CancelItem", itemId }, { modal: undefined })
  switch (modal.step) {
    case "reason": {
      if (key.return !== true) return { ...state, modal: { ...modal, cursor: move(modal.cursor, context.options.length, key) } }
      const option = context.options[modal.cursor]
      if (option === undefined) return state
      return {
        ...state,
        message: undefined,
        modal: option.type === "options" ? { step: "detail", reasonId: option.id, cursor: 0 } : { step: "comment", reasonId: option.id, text: "" },
      }
    }
    case "detail": {
      const details = context.options.find((option) => option.id === modal.reasonId)?.details ?? []
      if (key.return !== true) return { ...state, modal: { ...modal, cursor: move(modal.cursor, details.length, key) } }
      const saved = saveReturnReason(context.options, { reasonId: modal.reasonId, detailId: details[modal.cursor]?.id, comment: "" })
      if (Result.isFailure(saved)) return { ...state, message: saved.failure.message }
      return apply(state, { _tag: "SaveItem", itemId, saved: { kind: "return", reason: saved.success } }, { modal: undefined })
    }
    case "comment": {
      if (key.return !== true) return { ...state, modal: { ...modal, text: editText(modal.text, key) } }
      const saved = saveReturnReason(context.options, { reasonId: modal.reasonId, detailId: undefined, comment: modal.text })
      if (Result.isFailure(saved)) return { ...state, message: saved.failure.message }
      return apply(state, { _tag: "SaveItem", itemId, saved: { kind: "return", reason: saved.success } }, { modal: undefined })
    }
    case "sku": {
      if (key.return !== true) return { ...state, modal: { ...modal, text: editText(modal.text, key) } }
      const saved = saveExchange(context.options, {
        reason: { reasonId: undefined, detailId: undefined, comment: "" },
        newShortSku: modal.text,
        updatedReasonCodes: true,
      })
      if (Result.isFailure(saved)) return { ...state, message: saved.failure.message }
      return apply(state, { _tag: "SaveItem", itemId, saved: saved.success }, { modal: undefined })
    }
  }
}

/**
 * The next state for a key. Total: a key that means nothing here leaves the state as it is.
 *
 * @category transitions
 */
export const wizardKey = (state: WizardState, key: WizardKey, context: WizardContext): WizardState => {
  if (state.left || state.flow.phase._tag !== "ready") return state
  if (state.modal !== undefined) return modalKey(state, state.modal, key, context)
  const { view } = state.flow
  if (key.escape === true || key.input === "q") return { ...apply(state, { _tag: "Exit" }), left: true }
  if (key.input === "b") return apply(state, { _tag: "Back" }, { cursor: 0 })
  if (key.return === true) {
    if (view === "RF4") return apply(state, { _tag: "Submit" })
    return apply(state, { _tag: "Continue" }, { cursor: 0 })
  }
  switch (view) {
    case "RF1": {
      const line = context.lines[state.cursor]
      if (line !== undefined && (key.input === " " || key.input === "x")) {
        const kind = key.input === " " ? "return" : "exchange"
        if (kind === "exchange" && !line.exchangeable) {
          return { ...state, message: "This item is no longer available for exchange. You can still return it for a refund." }
        }
        return apply(state, { _tag: "ToggleItem", itemId: line.itemId, kind }, {
          modal: kind === "return" ? { step: "reason", cursor: 0 } : { step: "sku", text: "" },
        })
      }
      return { ...state, cursor: move(state.cursor, context.lines.length, key) }
    }
    case "RF2": {
      const index = key.input === "1" ? 0 : key.input === "2" ? 1 : move(returnMethods.indexOf(state.flow.returnMethod), 2, key)
      const method = returnMethods[index]
      return method === undefined || method === state.flow.returnMethod ? state : apply(state, { _tag: "ChooseReturnMethod", method })
    }
    case "RF3": {
      const index = key.input === "1" ? 0 : key.input === "2" ? 1 : move(refundMethods.indexOf(state.flow.refundMethod), 2, key)
      const method = refundMethods[index]
      return method === undefined || method === state.flow.refundMethod ? state : apply(state, { _tag: "ChooseRefundMethod", method })
    }
    default:
      return state
  }
}

/**
 * The outcome of a submission, applied to the flow (SubmitSucceeded or SubmitFailed).
 *
 * @category transitions
 */
export const wizardSubmitted = (state: WizardState, outcome: { readonly returnOrderId: string } | { readonly error: string }): WizardState =>
  "returnOrderId" in outcome
    ? apply(state, { _tag: "SubmitSucceeded", returnOrderId: outcome.returnOrderId })
    : { ...apply(state, { _tag: "SubmitFailed" }), message: outcome.error }
