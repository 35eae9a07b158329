/** The orders texts, in English (complete): the order history, the order detail page and its cancel modals. */
import { section } from "../catalogue.ts"

export const ordersText = /*#__PURE__*/ section("orders", {
  /** The resend button of an order card and of the order's page (its working and sent texts are the domain's). */
  resend: {
    confirmation: "Resend confirmation",
    ereceipt: "Resend e-receipt",
    failed: "Not sent",
  },
  /** /account/orders and the points history's order panels. */
  orderHistory: {
    pageTitle: "Order history",
    heading: "Order history",
    loading: "Loading your orders…",
    loadFailed: "We could not load your orders. Please try again later.",
    empty: "You have no orders yet.",
    listLabel: "Orders",
    pagesLabel: "Order history pages",
  },
  /** One order's card in the history. */
  orderCard: {
    heading: (orderId: string) => `Order ${orderId}`,
    placed: "Placed",
    total: "Total",
    status: "Status",
    purchased: "Purchased",
    online: "Online",
    inStore: "In store",
    viewDetails: "View order details",
  },
  /** The order detail page's frame: heading, the submitted return, problems and loading. */
  orderDetail: {
    pageTitle: (orderNumber: string) => `Order ${orderNumber}`,
    heading: (orderNumber: string) => `Order ${orderNumber}`,
    returnSubmitted: "Your return has been submitted",
    returnOrderNumber: (orderNumber: string) => `Return order number ${orderNumber}`,
    returnSubmittedAnnouncement: (orderNumber: string) => `Your return has been submitted. Your return order number is ${orderNumber}.`,
    returnsChoicesKept: "You left your return. Your choices are kept: choose Return or exchange items to carry on.",
    notFound: "We could not find that order",
    notYourOrderBeforeLink: "It is not one of your account's orders. ",
    seeYourOrders: "See your orders",
    checkNumberAndEmail: "Check the order number and the e-mail address it was placed with.",
    loadFailed: "We could not load your order. Please try again.",
    tryAgain: "Try again",
    loading: "Loading your order…",
    loadingReturns: "Loading returns…",
    loadingPayment: "Loading the payment…",
  },
  /** The order's facts, actions, payments and items total. */
  orderSummary: {
    orderNumber: "Order number",
    returnOrderNumber: "Return order number",
    originalOrder: "Original order",
    placed: "Placed",
    status: "Status",
    returnOrExchange: "Return or exchange items",
    cancelOrder: "Cancel order",
    cancelReservation: "Cancel reservation",
    cancelReturn: "Cancel return",
    items: "Items",
    payment: "Payment",
    refund: "Refund",
    paymentRefund: (method: string, amount: string) => `${method}: refund ${amount}`,
    noRefund: "No refund: this return was cancelled.",
    itemsTotal: "Items total",
  },
  /** One line of the order. */
  orderLine: {
    colour: "Colour",
    size: "Size",
    quantity: "Quantity",
    price: "Price",
    status: "Status",
    /** The line's status as the service writes it, marked when the line is final sale. */
    lineStatus: (status: string, finalSale: boolean) => (finalSale ? `${status} (final sale)` : status),
    inReturnBeforeLink: ": ",
    inReturnLink: (returnOrderId: string) => `return ${returnOrderId}`,
    exchangedFor: "Exchanged for",
    returnTrackingNumber: (trackingNumber: string) => `Return tracking number ${trackingNumber}`,
    cancelItem: "Cancel item",
    cancelItemLabel: (name: string) => `Cancel item: ${name}`,
  },
  /** A line's product image, and the brand's image when it has none. */
  productImage: {
    notAvailable: "Image not available",
    notAvailableAlt: (name: string) => `${name}: image not available`,
  },
  /** A line's tracking number and what the carrier's status means. */
  tracking: {
    trackingNumber: (trackingNumber: string) => `Tracking number ${trackingNumber}`,
    carrierStatus: "Carrier status",
    delivered: "The carrier has delivered this package. If you cannot find it, check with your neighbours or contact us.",
    shipped: "This package is with the carrier and on its way. The carrier's status can take a day to update after it leaves us.",
    other: "The carrier will update this package's status as it moves. Use the tracking number on the carrier's website.",
  },
  /** An order's returns, and where to send a return the customer ships. */
  returnOrder: {
    returns: "Returns",
    returnLink: (returnOrderId: string) => `Return ${returnOrderId}`,
    statusAfterLink: (status: string) => `: ${status}`,
    sendTo: "Send your return to",
  },
  /** The cancel modals: order, item, reservation, return. */
  cancel: {
    orderTitle: (orderNumber: string) => `Cancel order ${orderNumber}?`,
    itemTitle: (name: string) => `Cancel ${name}?`,
    unnamedItemTitle: "Cancel this item?",
    reservationTitle: (orderNumber: string) => `Cancel reservation ${orderNumber}?`,
    returnTitle: (orderNumber: string) => `Cancel return ${orderNumber}?`,
    reason: "Reason for cancelling",
    chooseReason: "Choose a reason",
    reasonHint: "Choose a reason to cancel.",
    reservationNote: "The items held for you will be released.",
    returnNote: "Your return request will be withdrawn.",
    orderAction: "Cancel order",
    itemAction: "Cancel item",
    reservationAction: "Cancel reservation",
    returnAction: "Cancel return",
    processing: "Cancelling…",
    success: "Cancelled",
    failed: "Not cancelled",
    orderCancelled: "Your order has been cancelled.",
    itemCancelled: "The item has been cancelled.",
    reservationCancelled: "Your reservation has been cancelled.",
    returnCancelled: "Your return has been cancelled.",
    error: "We could not cancel this. Please try again, or contact us if it keeps happening.",
    unknown: "We could not confirm whether this was cancelled. Please reload the page to see its status before you try again.",
  },
})

/** The orders section's English texts' shape (what the orders' helpers are given). */
export type OrdersTexts = typeof ordersText.en
