/**
 * The points history's warning banner. Rules: loyalty §2 "Points history", §4, §9.
 *
 * Where the spec is silent: a problem order (`needsPaymentUpdate`) wins over a recent
 * purchase; recent is placed within {@link recentPurchaseDays} local calendar days, both
 * ends inclusive, or one day ahead (the service's day may lead the visitor's); unparseable
 * dates are never recent; among equal dates the service's order decides; the banner texts
 * are Outfitter's, and the problem banner links to the order's payment page.
 *
 * @since 0.1.0
 */
import type { OrderSummary } from "../../orders/index.ts"
import { recordsOf, uriComponentOf } from "../../kernel/Untrusted.ts"

/** How many days back a purchase counts as recent (inclusive). @category constants */
export const recentPurchaseDays = 14

/** §9 "Warning banner slide 300 ms" (also the §4 content-pane slide). @category constants */
export const pointsBannerSlideMs = 300

/** @category models */
export type PointsBanner =
  | { readonly kind: "problemOrder"; readonly orderId: string }
  | { readonly kind: "recentPurchase"; readonly orderId: string }

/** @category models */
export type PointsBannerKind = PointsBanner["kind"]

/**
 * The banner texts (ours). `body` takes the order id.
 *
 * @category constants
 */
export const pointsBannerTexts: {
  readonly [K in PointsBannerKind]: {
    readonly title: string
    readonly body: (orderId: string) => string
    readonly action?: string
  }
} = {
  recentPurchase: {
    title: "Made a purchase recently?",
    body: (orderId) =>
      `Points for your order ${orderId} can take a few days to appear in your points history.`,
  },
  problemOrder: {
    title: "There is a problem with an order",
    body: (orderId) =>
      `We could not take payment for your order ${orderId}. Update your payment so we can process it; its points appear once it is resolved.`,
    action: "Update payment",
  },
}

/** The text once a problem order's payment is re-authorised (§4 "marked updated"). @category constants */
export const pointsBannerUpdatedText = "Thank you, your payment has been updated."

const dayMs = 86_400_000

/**
 * A `YYYY-MM-DD` calendar date as a day number (days since 1970-01-01), or undefined when
 * it is not one (not a string, wrong shape, or no such day such as 2026-02-30).
 *
 * @category rules
 */
export const calendarDay = (value: string): number | undefined => {
  if (typeof value !== "string") return undefined
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (match === null) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  const date = new Date(time)
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined
  }
  return Math.round(time / dayMs)
}

/** The local calendar day of a Date as a day number; undefined for an invalid Date or another value. */
const localDay = (today: Date): number | undefined => {
  if (!(today instanceof Date)) return undefined
  const time = today.getTime()
  if (Number.isNaN(time)) return undefined
  return Math.round(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) / dayMs)
}

/**
 * Whether an order placed on `placedDate` is a recent purchase on `today` (never, when
 * either is not a date).
 *
 * @category rules
 */
export const isRecentPurchase = (placedDate: string, today: Date): boolean => {
  const placed = calendarDay(placedDate)
  const now = localDay(today)
  if (placed === undefined || now === undefined) return false
  const daysAgo = now - placed
  return daysAgo >= -1 && daysAgo <= recentPurchaseDays
}

/** The newest of some orders by placedDate; unparseable dates rank oldest; ties: the first. */
const newest = (orders: ReadonlyArray<OrderSummary>): OrderSummary | undefined => {
  let best: OrderSummary | undefined
  let bestDay = Number.NEGATIVE_INFINITY
  for (const order of orders) {
    const day = calendarDay(order.placedDate) ?? Number.NEGATIVE_INFINITY
    if (best === undefined || day > bestDay) {
      best = order
      bestDay = day
    }
  }
  return best
}

/**
 * The banner of the points-history page: the newest problem order, else the newest recent
 * purchase, else none. Orders that are not objects, or have no string id, are left out.
 *
 * @category rules
 */
export const pointsHistoryBanner = (given: ReadonlyArray<OrderSummary>, today: Date): PointsBanner | undefined => {
  // an order is read only for its id (checked here), placedDate (calendarDay) and needsPaymentUpdate (=== true)
  const orders = recordsOf(given).filter((order) => typeof order["orderId"] === "string") as ReadonlyArray<unknown> as ReadonlyArray<
    OrderSummary
  >
  const problem = newest(orders.filter((order) => order.needsPaymentUpdate === true))
  if (problem !== undefined) return { kind: "problemOrder", orderId: problem.orderId }
  const recent = newest(orders.filter((order) => isRecentPurchase(order.placedDate, today)))
  return recent === undefined ? undefined : { kind: "recentPurchase", orderId: recent.orderId }
}

/**
 * The storefront path of a problem order's payment page (under `/shop/:site`); an id that
 * is not a string is empty.
 *
 * @category rules
 */
export const orderPaymentPath = (orderId: string): string => `/account/orders/${uriComponentOf(orderId)}/payment`
