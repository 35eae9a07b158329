/**
 * The pagination helper. Rules: orders §4 "Pagination helper", §9.
 *
 * Where the spec is silent: a modal uses the tablet window except on a phone; a page count
 * that is not a finite number of at least 1 is 1 (fractions round up), a current page out
 * of range is pulled into range, a width that is not a finite number is a desktop, and an
 * items-per-page that is not a whole number of at least 1 is the default.
 *
 * @since 0.4.0
 */
import { fieldsOf, numberOf } from "../kernel/Untrusted.ts"

/**
 * The helper's constants (orders §4, §9).
 *
 * @category constants
 */
export const paginationRules = {
  itemsPerPage: 3,
  /** Up to this many pages, every page is shown. */
  fullUpTo: 19,
  /** Neighbours of the current page shown beyond `fullUpTo`, by viewport. */
  window: { desktop: 4, tablet: 2, phone: 0 },
  /** A viewport narrower than this is a phone (px). */
  phoneBelowPx: 540,
  /** A viewport up to this width (px), and not a phone, is a tablet. */
  tabletUpToPx: 800,
} as const

/** @category models */
export type PaginationViewport = "phone" | "tablet" | "desktop"

/**
 * One slot of the pagination bar: a page (the current one marked) or a gap standing for
 * the pages left out before or after the window.
 *
 * @category models
 */
export type PageSlot =
  | { readonly kind: "page"; readonly page: number; readonly current: boolean }
  | { readonly kind: "gap"; readonly side: "before" | "after" }

/** @category models */
export interface PaginationInput {
  /** The current page, 1-based. */
  readonly page: number
  readonly pageCount: number
  readonly viewport: PaginationViewport
  /** The bar is inside a modal (the tablet window). */
  readonly inModal?: boolean | undefined
}

/**
 * The viewport of a width in CSS pixels.
 *
 * @example
 * import { paginationViewport } from "@outfitter/domain"
 * paginationViewport(539) // => "phone"
 * paginationViewport(540) // => "tablet"
 * paginationViewport(800) // => "tablet"
 * paginationViewport(801) // => "desktop"
 * @category getters
 */
export const paginationViewport = (widthPx: number): PaginationViewport => {
  const width = numberOf(widthPx)
  if (!Number.isFinite(width)) return "desktop"
  if (width < paginationRules.phoneBelowPx) return "phone"
  return width <= paginationRules.tabletUpToPx ? "tablet" : "desktop"
}

/**
 * How many neighbours of the current page are shown once the pages no longer all fit.
 *
 * @example
 * import { paginationWindow } from "@outfitter/domain"
 * paginationWindow("desktop", false) // => 4
 * paginationWindow("desktop", true) // => 2
 * paginationWindow("phone", true) // => 0
 * @category getters
 */
export const paginationWindow = (viewport: PaginationViewport, inModal: boolean): number => {
  if (viewport === "phone") return paginationRules.window.phone
  if (viewport === "tablet" || inModal === true) return paginationRules.window.tablet
  return paginationRules.window.desktop
}

/**
 * The number of pages for a count of items (at least 1, so an empty list still has a page).
 *
 * @example
 * import { pageCountOf } from "@outfitter/domain"
 * pageCountOf(7) // => 3
 * pageCountOf(0) // => 1
 * pageCountOf(10, 5) // => 2
 * @category getters
 */
export const pageCountOf = (itemCount: number, itemsPerPage: number = paginationRules.itemsPerPage): number => {
  const count = numberOf(itemCount)
  const per = numberOf(itemsPerPage)
  const size = Number.isInteger(per) && per >= 1 ? per : paginationRules.itemsPerPage
  return Number.isFinite(count) && count > 0 ? Math.max(1, Math.ceil(count / size)) : 1
}

/**
 * The items on a 1-based page; an out-of-range page is pulled into range.
 *
 * @example
 * import { itemsOnPage } from "@outfitter/domain"
 * itemsOnPage(["a", "b", "c", "d"], 2) // => ["d"]
 * @category getters
 */
export const itemsOnPage = <A>(
  items: ReadonlyArray<A>,
  page: number,
  itemsPerPage: number = paginationRules.itemsPerPage,
): ReadonlyArray<A> => {
  const list: ReadonlyArray<A> = Array.isArray(items) ? items : []
  const per = numberOf(itemsPerPage)
  const size = Number.isInteger(per) && per >= 1 ? per : paginationRules.itemsPerPage
  const current = clampPage(page, pageCountOf(list.length, size))
  return list.slice((current - 1) * size, current * size)
}

const wholePageCount = (pageCount: unknown): number => {
  const count = numberOf(pageCount)
  return Number.isFinite(count) && count >= 1 ? Math.min(Math.ceil(count), Number.MAX_SAFE_INTEGER) : 1
}

const clampPage = (page: unknown, pageCount: number): number => {
  const value = numberOf(page)
  if (!Number.isFinite(value)) return 1
  return Math.min(Math.max(Math.trunc(value), 1), pageCount)
}

/**
 * The slots of the pagination bar: every page up to 19 pages; beyond that the first page,
 * the window around the current page, the last page, and a gap for each run left out.
 *
 * @example
 * import { paginationSlots } from "@outfitter/domain"
 * paginationSlots({ page: 10, pageCount: 20, viewport: "phone" }).map((slot) => slot.kind === "page" ? slot.page : "…")
 * // => [1, "…", 10, "…", 20]
 * paginationSlots({ page: 1, pageCount: 30, viewport: "desktop" }).map((slot) => slot.kind === "page" ? slot.page : "…")
 * // => [1, 2, 3, 4, 5, "…", 30]
 * @category getters
 */
export const paginationSlots = (input: PaginationInput): ReadonlyArray<PageSlot> => {
  const { page, pageCount, viewport, inModal } = fieldsOf(input)
  const count = wholePageCount(pageCount)
  const current = clampPage(page, count)
  const slot = (number: number): PageSlot => ({ kind: "page", page: number, current: number === current })
  if (count <= paginationRules.fullUpTo) return Array.from({ length: count }, (_, index) => slot(index + 1))
  const window = paginationWindow(viewport === "phone" || viewport === "tablet" ? viewport : "desktop", inModal === true)
  const before = Math.floor(window / 2)
  // the window slides inwards at either end so it keeps window + 1 pages
  const start = Math.max(1, Math.min(current - before, count - window))
  const end = Math.min(count, start + window)
  const slots: Array<PageSlot> = [slot(1)]
  if (start > 3) slots.push({ kind: "gap", side: "before" })
  else for (let number = 2; number < start; number++) slots.push(slot(number))
  for (let number = Math.max(2, start); number <= Math.min(end, count - 1); number++) slots.push(slot(number))
  if (end < count - 2) slots.push({ kind: "gap", side: "after" })
  else for (let number = Math.max(end + 1, 2); number < count; number++) slots.push(slot(number))
  slots.push(slot(count))
  return slots
}
