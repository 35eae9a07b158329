/** The payments texts, in English (complete): saved cards, the card modal and fields, payment re-authorisation, the wallet widget. */
import { section } from "../catalogue.ts"

export const paymentsText = /*#__PURE__*/ section("payments", {
  /** The card's fields, shared by the card modal and the re-authorisation form. */
  cardFields: {
    cardNumber: "Card number",
    noExpiryForHouseCard: "No expiry date is needed for the house card.",
    expiry: "Expiry date (MM / YY)",
    expiryPlaceholder: "MM / YY",
    cvv: "Security code",
    cvvHint: (count: number) => `${count} digits`,
  },
  /** The saved payment cards page. */
  savedCards: {
    title: "Saved payment cards",
    addCard: "Add a card",
    loading: "Loading your cards…",
    none: "You have no saved cards.",
    list: "Saved cards",
    expires: (date: string) => `Expires ${date}`,
    defaultCard: "Default card",
    edit: "Edit",
    /** Announced once a change has succeeded. */
    changed: {
      add: "Card added",
      update: "Card updated",
      remove: "Card removed",
      setDefault: "Default card saved",
    },
    remove: { initial: "Remove", processing: "Removing…", success: "Removed", failed: "Not removed" },
    makeDefault: { initial: "Make default", processing: "Saving…", success: "Default saved", failed: "Not saved" },
  },
  /** The add/edit card modal. */
  cardModal: {
    addTitle: "Add a card",
    editTitle: "Edit card",
    add: { initial: "Add card", processing: "Adding card…", success: "Card added", failed: "Card not added" },
    update: { initial: "Update card", processing: "Updating card…", success: "Card updated", failed: "Card not updated" },
  },
  /** The payment re-authorisation page of a problem order. */
  reauth: {
    title: (orderNumber: string) => `Payment for order ${orderNumber}`,
    loading: "Loading the order…",
    notFound: (orderNumber: string) => `There is no payment to update for order ${orderNumber}.`,
    upToDate: "This order's payment is up to date. There is nothing to change.",
    /** Announced once the payment is authorised, after the banner's updated text. */
    orderStatusNow: (status: string) => `Your order is ${status}.`,
    bankAsks: "Your bank asks you to confirm this payment.",
    orderNumber: "Order number",
    amount: "Amount",
    status: "Status",
    form: "Update payment",
    payWith: "Pay with",
    card: "Credit or debit card",
    paypal: "PayPal",
    failover: "Card payments are not available for this order. Please pay with PayPal.",
    cardFields: "Card",
    paypalConfirm: (amount: string) => `You confirm the payment of ${amount} with PayPal.`,
    billingAddress: "Billing address",
    optional: (label: string) => `${label} (optional)`,
    cardButton: { initial: "Update payment", processing: "Updating payment…", success: "Payment updated", failed: "Payment not updated" },
    paypalButton: { initial: "Pay with PayPal", processing: "Going to PayPal…", success: "Payment updated", failed: "Payment not updated" },
  },
  /** The 3-D Secure interstitial. */
  threeDSecure: {
    heading: "Verify your payment",
    body: "Your bank asks you to confirm this payment. Follow its steps below, then close this window.",
    frame: "Payment verification by your bank",
    close: "Close",
  },
})
