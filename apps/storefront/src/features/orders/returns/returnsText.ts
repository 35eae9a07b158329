/**
 * The returns flow's words: step names, the method cards, the refund summary's labels and
 * the messages the flow says. None of them decides anything; the rules are the domain's.
 */
import { type RefundMethod, refundSummaryRowLabels, type RefundSummaryRowKind, type ReturnMethod, type ReturnsStepView } from "@outfitter/domain"

export const stepNames: Record<ReturnsStepView, string> = {
  RF1: "Select items",
  RF2: "Return method",
  RF3: "Refund method",
  RF4: "Review your return",
}

export interface MethodCard<M extends string> {
  readonly method: M
  readonly title: string
  readonly text: string
}

export const returnMethodCards: ReadonlyArray<MethodCard<ReturnMethod>> = [
  { method: "prepaidLabel", title: "Prepaid return label", text: "Print the label we send you and drop the parcel at the carrier." },
  { method: "shipYourself", title: "Ship it yourself", text: "Send the parcel with a carrier of your choice, at your own cost." },
]

export const refundMethodCards: ReadonlyArray<MethodCard<RefundMethod>> = [
  { method: "originalPayment", title: "Original payment", text: "The refund goes back to how you paid." },
  { method: "eGiftCard", title: "eGift card", text: "The refund comes as an eGift card, sent by e-mail." },
]

export const summaryLabels: Record<RefundSummaryRowKind, string> = {
  items: "Items refund",
  exchange: refundSummaryRowLabels.exchange,
  tax: "Sales tax",
  shipping: "Return shipping",
  total: "Total refund",
}

export const submitLabels = { initial: "Submit return", processing: "Submitting…", success: "Return submitted", failed: "Not submitted" } as const
export const submitFailedMessage = "Your return could not be submitted. Your choices are kept: please try again in a moment."
/** The submission's answer was lost and the order could not be read again: it may exist. */
export const submitUnknownMessage =
  "We could not confirm whether your return was submitted. Please check your order's returns before you try again."
export const calculationFailed = "We couldn't work out your refund just now. Please try again."
