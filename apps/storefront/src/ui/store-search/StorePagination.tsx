/**
 * Page buttons for the store results (platform §2, §9: 3 stores per page), laid out by the
 * domain's pagination helper (orders §4): every page up to 19, beyond that the first and
 * last pages, a window around the current one (4 pages on a desktop, 2 on a tablet or in a
 * modal, 0 on a phone) and an ellipsis for each run left out. The viewport follows the
 * window's width (read after hydration; a prerender lays out for a desktop).
 */
import { paginationSlots, paginationViewport, type PaginationViewport } from "@outfitter/domain"
import { useSyncExternalStore } from "react"
import { storesText } from "../../site/text/en/stores.ts"
import { useText } from "../../site/text/useText.ts"
import { useSite } from "../../site/useSite.ts"
import { formatFinderNumber } from "./storeFinderText.ts"

const onResize = (changed: () => void) => {
  window.addEventListener("resize", changed)
  return () => window.removeEventListener("resize", changed)
}

/** The pagination viewport of the window's width; a desktop on the server. */
const usePaginationViewport = (): PaginationViewport =>
  useSyncExternalStore(onResize, () => paginationViewport(window.innerWidth), () => "desktop")

export interface StorePaginationProps {
  readonly page: number
  readonly pageCount: number
  readonly onPage: (page: number) => void
  /** The results are in a modal (the narrower window). */
  readonly inModal?: boolean | undefined
  /** The bar's accessible name; the store results' by default (the order history names its own). */
  readonly label?: string | undefined
}

export const StorePagination = ({ page, pageCount, onPage, inModal, label }: StorePaginationProps) => {
  const text = useText(storesText).pagination
  const { locale } = useSite()
  const number = (value: number) => formatFinderNumber(value, locale)
  const viewport = usePaginationViewport()
  const slots = paginationSlots({ page, pageCount, viewport, inModal })
  return (
    <nav aria-label={label ?? text.label} className="pagination">
      <ul>
        <li>
          <button type="button" className="page-step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {text.previous}<span className="visually-hidden">{text.stepHidden}</span>
          </button>
        </li>
        {slots.map((slot) =>
          slot.kind === "gap"
            ? <li key={`gap-${slot.side}`} className="page-gap" aria-hidden="true">…</li>
            : (
              <li key={slot.page}>
                <button
                  type="button"
                  className="page-number"
                  aria-label={text.page(number(slot.page))}
                  aria-current={slot.current ? "page" : undefined}
                  onClick={() => onPage(slot.page)}
                >
                  {number(slot.page)}
                </button>
              </li>
            )
        )}
        <li>
          <button type="button" className="page-step" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            {text.next}<span className="visually-hidden">{text.stepHidden}</span>
          </button>
        </li>
      </ul>
    </nav>
  )
}
