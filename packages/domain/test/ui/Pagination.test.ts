import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  itemsOnPage,
  pageCountOf,
  type PageSlot,
  paginationRules,
  paginationSlots,
  paginationViewport,
  type PaginationViewport,
  paginationWindow,
} from "../../src/ui/Pagination.ts"

/** The bar as text: page numbers, the current one in brackets, a gap as "…". */
const bar = (slots: ReadonlyArray<PageSlot>): string =>
  slots.map((slot) => (slot.kind === "gap" ? "…" : slot.current ? `[${slot.page}]` : String(slot.page))).join(" ")

const pagesOf = (slots: ReadonlyArray<PageSlot>): Array<number> =>
  slots.flatMap((slot) => (slot.kind === "page" ? [slot.page] : []))

describe("the breakpoints (orders §4)", () => {
  it.each([
    [0, "phone"],
    [539, "phone"],
    [539.5, "phone"],
    [540, "tablet"],
    [800, "tablet"],
    [800.5, "desktop"],
    [801, "desktop"],
    [Number.NaN, "desktop"],
    [Number.POSITIVE_INFINITY, "desktop"],
  ] as const)("%s px is a %s", (width, viewport) => {
    expect(paginationViewport(width)).toBe(viewport)
  })

  it.each([
    ["desktop", false, 4],
    ["desktop", true, 2],
    ["tablet", false, 2],
    ["tablet", true, 2],
    ["phone", false, 0],
    ["phone", true, 0],
  ] as const)("the window on a %s (in a modal: %s) is %i pages", (viewport, inModal, window) => {
    expect(paginationWindow(viewport, inModal)).toBe(window)
  })

  it("the constants", () => {
    expect(paginationRules).toMatchObject({ itemsPerPage: 3, fullUpTo: 19, phoneBelowPx: 540, tabletUpToPx: 800 })
  })
})

describe("19 pages are shown fully, 20 are abbreviated (orders §4)", () => {
  const full = Array.from({ length: 19 }, (_, index) => index + 1)
  it.each(["phone", "tablet", "desktop"] as const)("19 pages on a %s: every page, in and out of a modal", (viewport) => {
    for (const inModal of [false, true]) {
      for (const page of [1, 10, 19]) {
        const slots = paginationSlots({ page, pageCount: 19, viewport, inModal })
        expect(pagesOf(slots)).toEqual(full)
        expect(slots.every((slot) => slot.kind === "page")).toBe(true)
      }
    }
  })

  it.each([
    ["desktop", false, 10, "1 … 8 9 [10] 11 12 … 20"],
    ["desktop", true, 10, "1 … 9 [10] 11 … 20"],
    ["tablet", false, 10, "1 … 9 [10] 11 … 20"],
    ["tablet", true, 10, "1 … 9 [10] 11 … 20"],
    ["phone", false, 10, "1 … [10] … 20"],
    ["phone", true, 10, "1 … [10] … 20"],
    ["desktop", false, 1, "[1] 2 3 4 5 … 20"],
    ["desktop", false, 20, "1 … 16 17 18 19 [20]"],
    ["desktop", false, 4, "1 2 3 [4] 5 6 … 20"],
    ["desktop", false, 5, "1 2 3 4 [5] 6 7 … 20"],
    ["desktop", false, 6, "1 … 4 5 [6] 7 8 … 20"],
    ["desktop", false, 16, "1 … 14 15 [16] 17 18 19 20"],
    ["tablet", false, 1, "[1] 2 3 … 20"],
    ["tablet", false, 20, "1 … 18 19 [20]"],
    ["phone", false, 1, "[1] … 20"],
    ["phone", false, 2, "1 [2] … 20"],
    ["phone", false, 3, "1 2 [3] … 20"],
    ["phone", false, 4, "1 … [4] … 20"],
    ["phone", false, 18, "1 … [18] 19 20"],
    ["phone", false, 20, "1 … [20]"],
  ] as const)("20 pages on a %s (modal %s), page %i: %s", (viewport, inModal, page, expected) => {
    expect(bar(paginationSlots({ page, pageCount: 20, viewport, inModal }))).toBe(expected)
  })
})

describe("outside values", () => {
  it.each([
    [{ page: 99, pageCount: 20, viewport: "phone" }, "1 … [20]"],
    [{ page: -3, pageCount: 3, viewport: "phone" }, "[1] 2 3"],
    [{ page: Number.NaN, pageCount: 2, viewport: "phone" }, "[1] 2"],
    [{ page: 2.7, pageCount: 3, viewport: "phone" }, "1 [2] 3"],
    [{ page: 1, pageCount: 0, viewport: "phone" }, "[1]"],
    [{ page: 1, pageCount: Number.POSITIVE_INFINITY, viewport: "phone" }, "[1]"],
    [{ page: 1, pageCount: 2.2, viewport: "phone" }, "[1] 2 3"],
    [{ page: 10, pageCount: 20, viewport: "watch" }, "1 … 8 9 [10] 11 12 … 20"],
  ])("%j reads %s", (input, expected) => {
    expect(bar(paginationSlots(input as never))).toBe(expected)
  })

  it.each([
    [7, 3, 3],
    [6, 3, 2],
    [0, 3, 1],
    [-5, 3, 1],
    [Number.NaN, 3, 1],
    [10, 5, 2],
    [10, 0, 4],
    [10, 2.5, 4],
  ])("%s items, %s a page: %i pages", (items, per, pages) => {
    expect(pageCountOf(items, per)).toBe(pages)
  })

  it("items on a page, out-of-range pages pulled in", () => {
    expect(itemsOnPage(["a", "b", "c", "d"], 2)).toEqual(["d"])
    expect(itemsOnPage(["a", "b", "c", "d"], 9)).toEqual(["d"])
    expect(itemsOnPage(["a", "b", "c", "d"], 0)).toEqual(["a", "b", "c"])
    expect(itemsOnPage(["a", "b", "c", "d"], 2, 2)).toEqual(["c", "d"])
    expect(itemsOnPage("nope" as never, 1)).toEqual([])
  })
})

const viewports = fc.constantFrom<PaginationViewport>("phone", "tablet", "desktop")
const input = fc.integer({ min: 1, max: 400 }).chain((pageCount) =>
  fc.record({ pageCount: fc.constant(pageCount), page: fc.integer({ min: 1, max: pageCount }), viewport: viewports, inModal: fc.boolean() })
)

describe("properties", () => {
  test.prop([input])("the current page is shown, once, marked; no page twice; pages ascend; first and last shown", (given) => {
    const slots = paginationSlots(given)
    const pages = pagesOf(slots)
    expect(slots.filter((slot) => slot.kind === "page" && slot.current)).toEqual([{ kind: "page", page: given.page, current: true }])
    expect(new Set(pages).size).toBe(pages.length)
    expect(pages).toEqual([...pages].sort((a, b) => a - b))
    expect(pages[0]).toBe(1)
    expect(pages.at(-1)).toBe(given.pageCount)
  })

  test.prop([input])("a gap stands between shown pages and hides at least two; the window is shown", (given) => {
    const slots = paginationSlots(given)
    slots.forEach((slot, index) => {
      if (slot.kind !== "gap") return
      const before = slots[index - 1]
      const after = slots[index + 1]
      expect(before?.kind).toBe("page")
      expect(after?.kind).toBe("page")
      if (before?.kind === "page" && after?.kind === "page") expect(after.page - before.page).toBeGreaterThanOrEqual(3)
    })
    if (given.pageCount > paginationRules.fullUpTo) {
      const window = paginationWindow(given.viewport, given.inModal)
      const pages = pagesOf(slots)
      const near = pages.filter((page) => page !== 1 && page !== given.pageCount)
      expect(near.length).toBeLessThanOrEqual(window + 3)
      expect(pages.filter((page) => Math.abs(page - given.page) <= window / 2 && page >= 1)).toEqual(
        Array.from({ length: given.pageCount }, (_, index) => index + 1).filter((page) => Math.abs(page - given.page) <= window / 2),
      )
    } else expect(pagesOf(slots).length).toBe(given.pageCount)
  })

  test.prop([input, fc.nat()])("every page is reachable: clicking the shown page nearest the target, or Previous/Next, gets there", (given, seed) => {
    const target = (seed % given.pageCount) + 1
    let current = given.page
    for (let step = 0; step < given.pageCount && current !== target; step++) {
      const shown = pagesOf(paginationSlots({ ...given, page: current }))
      const nearest = shown.reduce((best, page) => (Math.abs(page - target) < Math.abs(best - target) ? page : best))
      current = nearest !== current ? nearest : current + Math.sign(target - current)
    }
    expect(current).toBe(target)
  })

  test.prop([fc.anything(), fc.anything(), fc.anything(), fc.anything()])("total: any input gives a bar with one current page", (page, pageCount, viewport, inModal) => {
    const slots = paginationSlots({ page, pageCount, viewport, inModal } as never)
    expect(slots.filter((slot) => slot.kind === "page" && slot.current)).toHaveLength(1)
  })
})
