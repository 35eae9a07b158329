/**
 * The returns wizard (`outfitter returns start`) as an Ink app: the four steps of the page,
 * RF1 select items, RF2 return method, RF3 refund method, RF4 review, after the intro.
 * Its state is returnsWizardState.ts's (the domain's flow machine inside); this file only
 * draws it, turns key presses into that logic, and runs the two calls of the review: the
 * refund calculation when the review opens, the submission when it is confirmed.
 *
 * @since 0.2.0
 */
import {
  returnItemFor,
  activeMethodCards,
  type RefundSummary,
  returnsProgress,
  type ReturnItem,
  selectedReturnItems,
} from "@outfitter/domain/orders"
import { Box, Text, useApp, useInput } from "ink"
import { createElement as h, type ReactElement, useEffect, useReducer, useState } from "react"
import { plainText } from "../plainText.ts"
import { refundSummaryLines } from "./RefundSummaryText.ts"
import { type WizardContext, type WizardKey, wizardKey, type WizardState, wizardState, wizardSubmitted } from "./returnsWizardState.ts"

/** The calls the review makes. @category models */
export interface WizardCalls {
  /** The refund summary of the chosen items and methods. */
  readonly calculate: (items: ReadonlyArray<ReturnItem>, choices: { readonly selfShip: boolean; readonly eGift: boolean }) => Promise<RefundSummary>
  /** Submits the return (a guest session first); the new return order's id. */
  readonly submit: (items: ReadonlyArray<ReturnItem>, flags: { readonly smartLabel: boolean; readonly eGiftCard: boolean }) => Promise<string>
}

/** How the wizard ended. @category models */
export type WizardOutcome =
  | { readonly _tag: "submitted"; readonly returnOrderId: string; readonly items: ReadonlyArray<ReturnItem> }
  | { readonly _tag: "left" }
  /** Ctrl+C. */
  | { readonly _tag: "interrupted" }

/** @category models */
export interface ReturnsWizardProps extends WizardContext {
  readonly orderNumber: string
  readonly exchangePageFlag: string | undefined
  readonly calls: WizardCalls
  readonly onDone: (outcome: WizardOutcome) => void
}

type Event = { readonly _tag: "key"; readonly key: WizardKey } | { readonly _tag: "submitted"; readonly outcome: { returnOrderId: string } | { error: string } }

const methodLabels = {
  prepaidLabel: "Prepaid label (we send you a return label)",
  shipYourself: "Ship it yourself (no prepaid label)",
  originalPayment: "Original payment",
  eGiftCard: "eGift card",
} as const

/** The chosen items as return items, in the order's order. */
export const chosenItems = (state: WizardState, context: WizardContext): Array<ReturnItem> =>
  selectedReturnItems(state.flow).flatMap((item) => {
    const line = context.lines.find((candidate) => candidate.itemId === item.itemId)
    return line === undefined ? [] : [returnItemFor(line, item.saved)]
  })

/** One line of the wizard, plain text (plainText.ts): it shows what was typed and what the service sent. */
const text = (value: string, props: Record<string, unknown> = {}) => h(Text, props, plainText(value))

/**
 * The wizard.
 *
 * @category views
 */
export const ReturnsWizard = (props: ReturnsWizardProps): ReactElement => {
  const context: WizardContext = { lines: props.lines, options: props.options }
  const [state, dispatch] = useReducer(
    (current: WizardState, event: Event) =>
      event._tag === "key" ? wizardKey(current, event.key, context) : wizardSubmitted(current, event.outcome),
    undefined,
    () => wizardState(context, props.exchangePageFlag),
  )
  const [summary, setSummary] = useState<{ readonly for: string; readonly value: RefundSummary | string } | undefined>(undefined)
  const { exit } = useApp()
  const { flow } = state
  const items = chosenItems(state, context)
  const choiceKey = `${JSON.stringify(items)}|${flow.returnMethod}|${flow.refundMethod}`

  useInput((input, key) => {
    if (key.ctrl && input === "c") {
      props.onDone({ _tag: "interrupted" })
      exit()
      return
    }
    dispatch({ _tag: "key", key: { ...key, input } })
  })

  useEffect(() => {
    if (flow.view !== "RF4" || summary?.for === choiceKey) return
    let live = true
    props.calls.calculate(items, { selfShip: flow.returnMethod === "shipYourself", eGift: flow.refundMethod === "eGiftCard" }).then(
      (value) => live && setSummary({ for: choiceKey, value }),
      (error: unknown) => live && setSummary({ for: choiceKey, value: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      live = false
    }
  }, [flow.view, choiceKey])

  useEffect(() => {
    if (flow.phase._tag !== "submitting") return
    props.calls.submit(items, { smartLabel: flow.returnMethod === "prepaidLabel", eGiftCard: flow.refundMethod === "eGiftCard" }).then(
      (returnOrderId) => dispatch({ _tag: "submitted", outcome: { returnOrderId } }),
      (error: unknown) => dispatch({ _tag: "submitted", outcome: { error: error instanceof Error ? error.message : String(error) } }),
    )
  }, [flow.phase._tag])

  useEffect(() => {
    if (flow.phase._tag === "submitted") {
      props.onDone({ _tag: "submitted", returnOrderId: flow.phase.returnOrderId, items })
      exit()
    } else if (state.left) {
      props.onDone({ _tag: "left" })
      exit()
    }
  }, [flow.phase._tag, state.left])

  const progress = returnsProgress(flow).map((step) => (step.status === "current" ? `[${step.label}]` : step.label)).join("  ")
  const body: Array<ReactElement> = []
  switch (flow.view) {
    case "OD":
    case "RF0":
      body.push(text(`Return or exchange items of order ${props.orderNumber}.`))
      body.push(text(props.lines.length === 0 ? "No item of this order can be returned. Press q to leave." : "Press Enter to start, q to leave."))
      break
    case "RF1": {
      body.push(text("Select items: space to return, x to exchange, Enter to continue", { bold: true }))
      props.lines.forEach((line, index) => {
        const saved = flow.items[line.itemId]?.saved
        const mark = saved === undefined ? "[ ]" : saved.kind === "return" ? "[R]" : "[X]"
        const what = saved === undefined ? "" : saved.kind === "return" ? `  ${saved.reason.reasonText}` : `  exchange for ${saved.newShortSku}`
        body.push(text(`${index === state.cursor ? ">" : " "} ${mark} ${line.shortSku} ${line.name} ${[line.colour, line.size].filter(Boolean).join(" / ")} ${line.priceFmt ?? ""}${what}`))
      })
      const modal = state.modal
      if (modal !== undefined) {
        if (modal.step === "reason") {
          body.push(text("Why are you returning it? (Enter to choose, Esc to cancel)", { bold: true }))
          props.options.forEach((option, index) => body.push(text(`${index === modal.cursor ? ">" : " "} ${option.text}`)))
        } else if (modal.step === "detail") {
          const option = props.options.find((candidate) => candidate.id === modal.reasonId)
          body.push(text(option?.labelText ?? "Tell us more", { bold: true }))
          ;(option?.details ?? []).forEach((detail, index) => body.push(text(`${index === modal.cursor ? ">" : " "} ${detail.text}`)))
        } else if (modal.step === "comment") {
          const option = props.options.find((candidate) => candidate.id === modal.reasonId)
          body.push(text(`${option?.labelText ?? "Comment"} (${120 - [...modal.text.trim()].length} left, Enter to save): ${modal.text}`, { bold: true }))
        } else {
          body.push(text(`New size or colour, its short sku (Enter to save, Esc to cancel): ${modal.text}`, { bold: true }))
        }
      }
      break
    }
    case "RF2":
      body.push(text("Return method (↑/↓, Enter to continue)", { bold: true }))
      for (const method of ["prepaidLabel", "shipYourself"] as const) body.push(text(`${flow.returnMethod === method ? "(•)" : "( )"} ${methodLabels[method]}`))
      break
    case "RF3":
      body.push(text("Refund method (↑/↓, Enter to continue)", { bold: true }))
      for (const method of ["originalPayment", "eGiftCard"] as const) {
        const off = method === "eGiftCard" && !flow.eGiftCardAvailable ? "  (not available for this order)" : ""
        body.push(text(`${flow.refundMethod === method ? "(•)" : "( )"} ${methodLabels[method]}${off}`))
      }
      break
    case "RF4": {
      const cards = activeMethodCards(flow)
      body.push(text("Review your return (Enter to submit, b to go back)", { bold: true }))
      for (const item of items) {
        body.push(text(`  ${item.shortSku}  ${item.exchange ? `exchange for ${item.newShortSku}` : "return"}  ${item.returnReasonCode}${item.returnReasonDetailCode === null ? "" : `/${item.returnReasonDetailCode}`}`))
      }
      if (cards !== undefined) {
        body.push(text(`Return method: ${methodLabels[cards.returnMethod.method]}`))
        body.push(text(`Refund method: ${methodLabels[cards.refundMethod.method]}`))
      }
      const shown = summary?.for === choiceKey ? summary.value : undefined
      if (shown === undefined) body.push(text("Calculating the refund…"))
      else if (typeof shown === "string") body.push(text(`The refund could not be calculated: ${shown}`))
      else for (const line of refundSummaryLines(shown).join("\n").split("\n")) body.push(text(line))
      if (flow.phase._tag === "submitting") body.push(text("Submitting your return…"))
      break
    }
  }
  return h(
    Box,
    { flexDirection: "column" },
    text(`Order ${props.orderNumber}   ${progress}`),
    ...body,
    ...(state.message === undefined ? [] : [text(state.message, { color: "red" })]),
    text("b back · q leave", { dimColor: true }),
  )
}
