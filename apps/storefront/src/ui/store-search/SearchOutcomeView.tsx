/**
 * A store search's outcome, as the store finder, the product page's find-in-store dialog
 * and the preferred-store modal show it: searching, a failure, or the results of the
 * request (headed by its zip, or "near you").
 */
import type { PhysicalStore, RadiusUnit } from "@outfitter/domain"
import type { Ref } from "react"
import { storesText } from "../../site/text/en/stores.ts"
import { useSpecText, useText } from "../../site/text/useText.ts"
import { StoreResults } from "./StoreResults.tsx"
import type { SearchOutcome, SearchRequest } from "./useStoreFinderSearch.ts"

export interface SearchOutcomeViewProps {
  readonly outcome: SearchOutcome
  readonly request: SearchRequest | undefined
  /** The unit the site searches in, when the answer names none. */
  readonly unit: RadiusUnit
  readonly page: number
  readonly onPage: (page: number) => void
  readonly selectedStoreId: string | undefined
  readonly onSelect: (store: PhysicalStore) => void
  readonly regionRef?: Ref<HTMLDivElement> | undefined
  readonly headingRef?: Ref<HTMLHeadingElement> | undefined
  /** In a dialog: the results are laid out for it, and a failure is an alert (a page says it in its own live region). */
  readonly inModal?: boolean
}

export const SearchOutcomeView = ({ outcome, request, unit, page, onPage, selectedStoreId, onSelect, regionRef, headingRef, inModal }: SearchOutcomeViewProps) => {
  const text = useText(storesText).results
  const spec = useSpecText()
  return (
    <div ref={regionRef} className="store-results-region" aria-busy={outcome.status === "searching"}>
      {outcome.status === "searching" ? <p className="searching">{text.searching}</p> : null}
      {outcome.status === "failed" ? <p className="alert" role={inModal === true ? "alert" : undefined}>{spec(outcome.message)}</p> : null}
      {outcome.status === "found" && request !== undefined
        ? (
          <StoreResults
            inModal={inModal}
            heading={request.kind === "zip" ? text.nearZip(request.zip) : text.nearYou}
            stores={outcome.result.physicalStores}
            radius={outcome.result.radius}
            unit={outcome.result.search.radiusUOM ?? unit}
            page={page}
            onPage={onPage}
            selectedStoreId={selectedStoreId}
            onSelect={onSelect}
            {...(headingRef === undefined ? {} : { headingRef })}
          />
        )
        : null}
    </div>
  )
}
