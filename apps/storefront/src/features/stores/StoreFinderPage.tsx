/**
 * The store finder (/shop/:site/stores): search by zip or postal code or by the device's
 * position, page through the results, and choose a store (platform §2, §4 "Saving a chosen
 * store", §5, §8 screen-reader message, §9).
 */
import { type PhysicalStore, storeSearchAnnouncementFor } from "@outfitter/domain"
import { useEffect, useRef, useState } from "react"
import { useSearch } from "wouter"
import { storesText } from "../../site/text/en/stores.ts"
import { useSpecText, useText } from "../../site/text/useText.ts"
import { useCurrentStore } from "../../site/useCurrentStore.ts"
import { useSite } from "../../site/useSite.ts"
import { LiveRegion, useAnnouncer } from "../../ui/LiveRegion.tsx"
import { scrollBehavior } from "../../ui/motion.ts"
import { countryDisplayName, defaultRadiusChoice } from "../../ui/store-search/storeFinderText.ts"
import { SearchOutcomeView } from "../../ui/store-search/SearchOutcomeView.tsx"
import { StoreSearchForm } from "../../ui/store-search/StoreSearchForm.tsx"
import { checkCriteria, type FinderField, type SearchCriteria, type SearchRequest, useStoreFinderSearch } from "../../ui/store-search/useStoreFinderSearch.ts"
import { usePageTitle } from "../../ui/usePageTitle.ts"

type FieldMessage = { readonly field: FinderField; readonly message: string }

/** Requests without their id; `startSearch` numbers them. */
type NewRequest = SearchRequest extends infer R ? R extends SearchRequest ? Omit<R, "id"> : never : never

export const StoreFinderPage = () => {
  const { finder: text, messages } = useText(storesText)
  const spec = useSpecText()
  usePageTitle(text.heading)
  const { site, settings, brand, locale } = useSite()
  const current = useCurrentStore(brand.pageBrand)
  const { message, announce } = useAnnouncer()
  const [request, setRequest] = useState<SearchRequest | undefined>(undefined)
  const [formError, setFormError] = useState<FieldMessage | undefined>(undefined)
  const [locationNote, setLocationNote] = useState<string | undefined>(undefined)
  const [page, setPage] = useState(1)
  const requestCount = useRef(0)
  const handled = useRef("")
  const pageChosen = useRef(false)
  const resultsRef = useRef<HTMLDivElement>(null)
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null)
  const zipRef = useRef<HTMLInputElement>(null)
  const radiusRef = useRef<HTMLSelectElement>(null)
  const brandRef = useRef<HTMLSelectElement>(null)
  const { outcome, unit } = useStoreFinderSearch(request, settings)

  const focusField = (field: FinderField) => {
    const target = field === "zip" ? zipRef : field === "radius" ? radiusRef : field === "brand" ? brandRef : undefined
    target?.current?.focus()
  }

  const fail = (error: FieldMessage) => {
    setRequest(undefined)
    setFormError(error)
    announce(spec(error.message))
    focusField(error.field)
  }

  const startSearch = (next: NewRequest) => {
    setFormError(undefined)
    setPage(1)
    requestCount.current += 1
    setRequest({ ...next, id: requestCount.current } as SearchRequest)
  }

  const searchZip = async (zip: string, criteria: SearchCriteria) => {
    const code = zip.trim()
    if (code === "") return fail({ field: "zip", message: messages.zipRequired })
    const invalid = await checkCriteria(criteria, unit)
    if (invalid !== undefined) return fail(invalid)
    startSearch({ kind: "zip", zip: code, ...criteria })
  }

  // A search in the address (`?zip=43215&radius=25&brand=`) is run when the page starts:
  // what the form sends when it is submitted before the page's script has taken over (its
  // HTML is up first), and a search a visitor can bookmark or share.
  const search = useSearch()
  const searchedFromUrl = useRef(false)
  useEffect(() => {
    const params = new URLSearchParams(search)
    const zip = params.get("zip")
    if (searchedFromUrl.current || zip === null) return
    searchedFromUrl.current = true
    void searchZip(zip, { radius: params.get("radius") ?? String(defaultRadiusChoice), brand: params.get("brand") ?? "" })
  }, [search])

  const searchNearMe = async (criteria: SearchCriteria) => {
    const invalid = await checkCriteria(criteria, unit)
    if (invalid !== undefined) return fail(invalid)
    const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation
    if (geolocation === undefined) return fail({ field: "location", message: messages.geolocationUnsupported })
    setFormError(undefined)
    setLocationNote(messages.locating)
    geolocation.getCurrentPosition(
      (position) => {
        setLocationNote(undefined)
        startSearch({ kind: "position", latitude: position.coords.latitude, longitude: position.coords.longitude, ...criteria })
      },
      (error) => {
        setLocationNote(undefined)
        fail({
          field: "location",
          message: error.code === error.PERMISSION_DENIED ? messages.geolocationDenied : messages.geolocationUnavailable,
        })
      },
      { timeout: 10_000, maximumAge: 300_000 },
    )
  }

  // Once per request and outcome: announce it (platform §8), and move the eye or focus to it.
  useEffect(() => {
    if (request === undefined || outcome.status === "idle" || outcome.status === "searching") return
    const key = `${request.id}:${outcome.status}`
    if (handled.current === key) return
    handled.current = key
    switch (outcome.status) {
      case "found": {
        const stores = outcome.result.physicalStores
        announce(spec(
          storeSearchAnnouncementFor(site, {
            storesReturned: stores.length,
            radius: outcome.result.radius,
            country: outcome.countryName ?? countryDisplayName(stores[0]?.country ?? settings.country, locale),
            input: request.kind === "zip" ? request.zip : "",
          }),
        ))
        resultsRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: "start" })
        break
      }
      case "invalid":
        announce(spec(outcome.message))
        focusField(outcome.field)
        break
      case "failed":
        announce(spec(outcome.message))
        break
    }
  })

  // After a page button: take focus to the results heading and bring the results into view.
  useEffect(() => {
    if (!pageChosen.current) return
    pageChosen.current = false
    resultsHeadingRef.current?.focus({ preventScroll: true })
    resultsRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: "start" })
  }, [page])

  const choosePage = (next: number) => {
    pageChosen.current = true
    setPage(next)
  }

  const selectStore = (store: PhysicalStore) => {
    current.select(store)
    announce(text.nowYourStore(store.name))
  }

  const shownError = formError ?? (outcome.status === "invalid" ? { field: outcome.field, message: outcome.message } : undefined)
  const errors: Partial<Record<FinderField, string>> = shownError === undefined ? {} : { [shownError.field]: shownError.message }

  return (
    <div className="page store-finder">
      <h1>{text.heading}</h1>
      <div className="your-store" aria-live="off">
        {current.store === undefined
          ? <p className="muted">{text.noStoreYet}</p>
          : (
            <p>
              {text.yourStore} <strong>{current.store.name}</strong>
            </p>
          )}
      </div>
      <StoreSearchForm
        unit={unit}
        errors={errors}
        locationNote={locationNote}
        onSearchZip={searchZip}
        onUseLocation={searchNearMe}
        fieldRefs={{ zip: zipRef, radius: radiusRef, brand: brandRef }}
      />
      <LiveRegion message={message} id="store-finder-status" />
      <SearchOutcomeView
        outcome={outcome}
        request={request}
        unit={unit}
        page={page}
        onPage={choosePage}
        selectedStoreId={current.storeId}
        onSelect={selectStore}
        regionRef={resultsRef}
        headingRef={resultsHeadingRef}
      />
    </div>
  )
}
