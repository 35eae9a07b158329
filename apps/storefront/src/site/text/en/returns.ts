/** The returns texts, in English (complete). */
import { section } from "../catalogue.ts"

export const returnsText = /*#__PURE__*/ section("returns", {
  /** The flow's own section (ReturnsFlowSection): its hidden heading. */
  flow: {
    heading: "Return or exchange items",
  },
  /** The step names, in the progress bar and as each step's heading. */
  steps: {
    RF1: "Select items",
    RF2: "Return method",
    RF3: "Refund method",
    RF4: "Review your return",
  },
  progress: {
    label: "Return progress",
    /** Read after the step's name by a screen reader. */
    step: (step: string, of: string) => `Step ${step} of ${of}`,
    stepComplete: (step: string, of: string) => `Step ${step} of ${of}, Complete`,
  },
  intro: {
    heading: "Return or exchange items",
    body:
      "Choose the items you'd like to send back, whether each is a return or an exchange for another size or colour, how you'll send them, and how you'd like your refund. You'll review everything before you submit.",
    finalSale: "Items marked final sale can't be returned or exchanged.",
    policyLink: "Read our returns and exchanges policy",
  },
  policy: {
    title: "Returns and exchanges policy",
    condition: "Items can be returned or exchanged unworn and unwashed, with their tags attached.",
    exchange: "An exchange is for another size or colour of the same item. If it is no longer sold, you can still return it for a refund.",
    finalSale: "Final sale items can't be returned or exchanged.",
    shipping:
      "With a prepaid return label the label's cost is taken from your refund, unless your order has free returns. If you ship it yourself, the cost of sending it is yours.",
    refunds: "Refunds go back to your original payment, or to an eGift card when you choose one.",
  },
  /** An order line as the flow lists it (its description: colour, size, quantity). */
  line: {
    size: (size: string) => `Size ${size}`,
    quantity: (quantity: string) => `Qty ${quantity}`,
  },
  /** Why a line cannot be chosen. */
  notReturnable: {
    finalSale: "Final sale: this item can't be returned or exchanged.",
    returnRequested: "A return for this item is already on its way.",
    cancelled: "This item was cancelled.",
    notShipped: "This item can be returned once it has shipped.",
  },
  selectItems: {
    choice: (item: string) => `${item}: return or exchange`,
    return: "Return",
    exchange: "Exchange",
    returning: (reason: string) => `Returning: ${reason}`,
    exchanging: (newItem: string, reason: string) => `Exchanging for ${newItem}: ${reason}`,
  },
  returnMethod: {
    legend: "How will you send your items back?",
    prepaidLabel: { title: "Prepaid return label", text: "Print the label we send you and drop the parcel at the carrier." },
    shipYourself: { title: "Ship it yourself", text: "Send the parcel with a carrier of your choice, at your own cost." },
  },
  refundMethod: {
    legend: "How would you like your refund?",
    originalPayment: { title: "Original payment", text: "The refund goes back to how you paid." },
    eGiftCard: { title: "eGift card", text: "The refund comes as an eGift card, sent by e-mail." },
  },
  review: {
    items: "Items",
    returnItem: (reason: string) => `Return: ${reason}`,
    exchangeItem: (newItem: string, reason: string) => `Exchange for ${newItem}: ${reason}`,
    returnMethod: "Return method",
    refundMethod: "Refund method",
    chosen: "(chosen)",
    changeReturnMethod: "Change return method",
    changeRefundMethod: "Change refund method",
  },
  /** The review's refund summary (the exchange row's label is the domain's). */
  summary: {
    heading: "Refund summary",
    calculating: "Working out your refund…",
    failed: "We couldn't work out your refund just now. Please try again.",
    tryAgain: "Try again",
    items: "Items refund",
    tax: "Sales tax",
    shipping: "Return shipping",
    total: "Total refund",
    refundedTo: "Refunded to",
    eGiftCardShare: (amount: string) => `eGift card: ${amount}`,
    paymentShare: (payment: string, amount: string) => `${payment}: ${amount}`,
  },
  actions: {
    back: "Back",
    continue: "Continue",
    cancel: "Cancel return",
    submit: { initial: "Submit return", processing: "Submitting…", success: "Return submitted", failed: "Not submitted" },
  },
  submission: {
    submitted: "Your return has been submitted.",
    failed: "Your return could not be submitted. Your choices are kept: please try again in a moment.",
    /** The submission's answer was lost and the order could not be read again: it may exist. */
    unknown: "We could not confirm whether your return was submitted. Please check your order's returns before you try again.",
  },
  /** What the item modals say as an item is added or removed. */
  itemModal: {
    returnAdded: "Item added to your return.",
    exchangeAdded: "Exchange added to your return.",
    removed: "Item removed from your return.",
    /** Shown in a modal (and announced) when the refund cannot be calculated. */
    calculationFailed: "We couldn't work out your refund just now. Your choices are kept; please try again.",
    cancellingRemoves: "Cancelling removes this item from your return.",
    cancel: "Cancel",
  },
  reasonModal: {
    title: (item: string) => `Why are you returning the ${item}?`,
    reasonsFailed: "The return reasons could not be loaded. Please try again later.",
    loadingReasons: "Loading reasons…",
    save: "Save",
    saving: "Saving…",
  },
  exchangeModal: {
    title: (item: string) => `Exchange the ${item}`,
    sizesFailed: "The sizes of this item could not be loaded. Please try again later.",
    loadingSizes: "Loading sizes…",
    legend: "Choose a new size or colour",
    soldOut: "(sold out)",
    yourSize: "(your size)",
    fixedReason: (reason: string) => `Reason: ${reason}`,
    reasonsFailed: "The reasons could not be loaded.",
    loadingReasons: "Loading reasons…",
    save: { initial: "Save exchange", processing: "Saving…", success: "Saved", failed: "Not saved" },
  },
  reasonFields: {
    reason: "Reason",
    chooseReason: "Choose a reason",
    details: "Tell us more",
    comments: "Comments",
    left: (remaining: string, max: string) => `${remaining} of ${max} characters left`,
    tooMany: (over: string, message: string) => `${over} characters too many. ${message}`,
  },
  leave: {
    title: "Leave your return?",
    body: "The items you chose won't be returned and your choices will be lost.",
    leave: "Leave return",
    stay: "Keep going",
  },
})
