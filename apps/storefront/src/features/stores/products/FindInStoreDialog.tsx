/**
 * Find in store (orders §2 product page, §9 "Selecting a store"): a modal store search
 * over the store finder's own form, search and results (StoreSearchForm,
 * useStoreFinderSearch, SearchOutcomeView). The store chosen becomes the selected store and the
 * dialog closes; the product page then refreshes the preferred store's availability.
 *
 * The search carries the product's short sku (so the sku limits apply), the dialog names
 * the product and size it was opened for, and the availability of the chosen store shows
 * on the page once chosen. Escape and Close close it; focus moves to its heading on open and
 * back to the opener on close.
 */
import { findInStoreErrorEvent, type PhysicalStore } from "@outfitter/domain"
import { useEffect, useId, useRef, useState } from "react"
import { storesText } from "../../../site/text/en/stores.ts"
import { useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { emitAnalytics } from "../../../ui/analytics.ts"
import { SearchOutcomeView } from "../../../ui/store-search/SearchOutcomeView.tsx"
import { StoreSearchForm } from "../../../ui/store-search/StoreSearchForm.tsx"
import { checkCriteria, type FinderField, type SearchRequest, useStoreFinderSearch } from "../../../ui/store-search/useStoreFinderSearch.ts"

export interface FindInStoreDialogProps {
  /** What is being looked for, e.g. "Essential Crew Tee, Navy, S (sku 10457812)". */
  readonly lookingFor: string
  readonly selectedStoreId: string | undefined
  /** The selected size's short sku, sent with the search. */
  readonly shortSku?: string | undefined
  readonly onSelect: (store: PhysicalStore) => void
  readonly onClose: () => void
}

export const FindInStoreDialog = ({ lookingFor, selectedStoreId, shortSku, onSelect, onClose }: FindInStoreDialogProps) => {
  const { settings } = useSite()
  const texts = useText(storesText)
  const messages = texts.messages
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const zipRef = useRef<HTMLInputElement>(null)
  const radiusRef = useRef<HTMLSelectElement>(null)
  const brandRef = useRef<HTMLSelectElement>(null)
  const [request, setRequest] = useState<SearchRequest | undefined>(undefined)
  const [formError, setFormError] = useState<{ field: FinderField; message: string } | undefined>(undefined)
  const [page, setPage] = useState(1)
  const count = useRef(0)
  const { outcome, unit } = useStoreFinderSearch(request, settings)

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  // orders §8: a failed or empty store list raises FISModal:Error, once per search
  const reported = useRef(0)
  useEffect(() => {
    if (request === undefined || reported.current === request.id) return
    const event = outcome.status === "failed"
      ? findInStoreErrorEvent({ _tag: "Failed" })
      : outcome.status === "found"
      ? findInStoreErrorEvent({ _tag: "Found", storeCount: outcome.result.physicalStores.length })
      : undefined
    if (outcome.status === "failed" || outcome.status === "found") reported.current = request.id
    if (event !== undefined) emitAnalytics(event)
  }, [request, outcome])

  const searchZip = async (zip: string, form: { radius: string; brand: string }) => {
    const criteria = { ...form, shortSku }
    const code = zip.trim()
    if (code === "") {
      setFormError({ field: "zip", message: messages.zipRequired })
      zipRef.current?.focus()
      return
    }
    const invalid = await checkCriteria(criteria, unit)
    if (invalid !== undefined) {
      setFormError(invalid)
      return
    }
    setFormError(undefined)
    setPage(1)
    count.current += 1
    setRequest({ kind: "zip", zip: code, ...criteria, id: count.current })
  }

  const searchNearMe = async (form: { radius: string; brand: string }) => {
    const criteria = { ...form, shortSku }
    const invalid = await checkCriteria(criteria, unit)
    if (invalid !== undefined) return setFormError(invalid)
    const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation
    if (geolocation === undefined) return setFormError({ field: "location", message: messages.geolocationUnsupported })
    geolocation.getCurrentPosition(
      (position) => {
        setFormError(undefined)
        setPage(1)
        count.current += 1
        setRequest({ kind: "position", latitude: position.coords.latitude, longitude: position.coords.longitude, ...criteria, id: count.current })
      },
      (error) =>
        setFormError({
          field: "location",
          message: error.code === error.PERMISSION_DENIED ? messages.geolocationDenied : messages.geolocationUnavailable,
        }),
      { timeout: 10_000, maximumAge: 300_000 },
    )
  }

  const shown = formError ?? (outcome.status === "invalid" ? { field: outcome.field, message: outcome.message } : undefined)
  const errors: Partial<Record<FinderField, string>> = shown === undefined ? {} : { [shown.field]: shown.message }

  return (
    <div className="find-in-store-backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        className="find-in-store-dialog"
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose()
        }}
      >
        <header className="find-in-store-header">
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>{texts.findInStore.heading}</h2>
          <button type="button" className="button" onClick={onClose}>{texts.findInStore.close}</button>
        </header>
        <p className="muted">{lookingFor}</p>
        <StoreSearchForm
          unit={unit}
          errors={errors}
          locationNote={undefined}
          onSearchZip={searchZip}
          onUseLocation={searchNearMe}
          fieldRefs={{ zip: zipRef, radius: radiusRef, brand: brandRef }}
        />
        <SearchOutcomeView
          inModal
          outcome={outcome}
          request={request}
          unit={unit}
          page={page}
          onPage={setPage}
          selectedStoreId={selectedStoreId}
          onSelect={onSelect}
        />
      </div>
    </div>
  )
}
