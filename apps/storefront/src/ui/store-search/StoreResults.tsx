/**
 * The results list (platform §2 "Store finder results list", §9): pages of three with
 * pagination only above three stores, the list wrapper only from three stores, map images
 * of the first six stores fetched at once and the rest when their page is shown, and the
 * legal text under the list.
 */
import {
  hasStorePagination,
  mapImageLoading,
  type PhysicalStore,
  type RadiusUnit,
  storePageCount,
  storeResultsRules,
  storesOnPage,
  usesStoreListWrapper,
} from "@outfitter/domain"
import { useStaticMap } from "@outfitter/react-hooks"
import type { Ref } from "react"
import { preload } from "react-dom"
import { storesText } from "../../site/text/en/stores.ts"
import { useText } from "../../site/text/useText.ts"
import { useSite } from "../../site/useSite.ts"
import { StorePagination } from "./StorePagination.tsx"
import { StoreResultCard } from "./StoreResultCard.tsx"
import { formatFinderNumber } from "./storeFinderText.ts"

export interface StoreResultsProps {
  readonly heading: string
  readonly stores: ReadonlyArray<PhysicalStore>
  readonly radius: number
  readonly unit: RadiusUnit
  readonly page: number
  readonly onPage: (page: number) => void
  readonly selectedStoreId: string | undefined
  readonly onSelect: (store: PhysicalStore) => void
  /** The results heading, focused after a new page is chosen. */
  readonly headingRef?: Ref<HTMLHeadingElement>
  /** The results are in a modal: the pagination's narrower window (orders §4). */
  readonly inModal?: boolean | undefined
}

/** Signs and preloads an eager map image whose card is on another page, so it is ready when shown. */
const MapImagePreload = ({ store }: { readonly store: PhysicalStore }) => {
  const { site } = useSite()
  const map = useStaticMap({ latitude: store.latitude, longitude: store.longitude }, { site })
  if (map.url !== undefined) preload(map.url, { as: "image" })
  return null
}

export const StoreResults = (
  { heading, stores, radius, unit, page, onPage, selectedStoreId, onSelect, headingRef, inModal }: StoreResultsProps,
) => {
  const texts = useText(storesText)
  const text = texts.results
  const { locale } = useSite()
  const number = (value: number) => formatFinderNumber(value, locale)
  const units = texts.units[unit].long
  const count = stores.length
  const pageCount = storePageCount(count)
  const current = Math.min(Math.max(page, 1), pageCount)
  const onThisPage = storesOnPage(stores, current)
  const firstIndex = (current - 1) * storeResultsRules.storesPerPage
  const cards = onThisPage.map((store, offset) => (
    <StoreResultCard
      key={store.storeNumber}
      store={store}
      index={firstIndex + offset}
      unit={unit}
      isSelected={store.storeNumber === selectedStoreId}
      onSelect={onSelect}
    />
  ))
  const preloads = stores.flatMap((store, index) =>
    mapImageLoading(index) === "eager" && !onThisPage.includes(store)
      ? [<MapImagePreload key={store.storeNumber} store={store} />]
      : []
  )

  return (
    <section className="store-results" aria-labelledby="store-results-heading">
      <h2 id="store-results-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <p className="results-summary">
        {count === 0
          ? text.none(number(radius), units)
          : text.found(count, number(count), number(radius), units) +
            (hasStorePagination(count) ? ` · ${text.showing(number(firstIndex + 1), number(firstIndex + onThisPage.length))}` : "")}
      </p>
      {count === 0 ? null : usesStoreListWrapper(count)
        ? (
          <ul className="store-list" aria-label={text.list}>
            {cards.map((card) => <li key={card.key}>{card}</li>)}
          </ul>
        )
        : (
          // Below three stores there is no list wrapper (platform §2): the cards stand on their
          // own as articles in a plain container, with no list semantics and no list styling.
          <div className="store-cards">{cards}</div>
        )}
      {preloads}
      {hasStorePagination(count) ? <StorePagination page={current} pageCount={pageCount} onPage={onPage} inModal={inModal} /> : null}
      {count === 0 ? null : <p className="legal-text">{texts.messages.legal}</p>}
    </section>
  )
}
