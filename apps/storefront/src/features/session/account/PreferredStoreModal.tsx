/**
 * The change-preferred-store modal (platform §2 "Account dashboard", §4 "Saving a chosen
 * store"): a store search inside a dialog; selecting a store hands it to the page, which
 * copies its id to the hidden preferredStore input, and the modal closes.
 *
 * The search is the store finder's (geocode a zip or postal code, then search around it),
 * with brand ACF,KID as platform §7 gives for the account page and the finder's default
 * radius.
 */
import { type PhysicalStore, searchInputLimits } from "@outfitter/domain"
import { type FormEvent, useId, useState } from "react"
import { accountText } from "../../../site/text/en/account.ts"
import { storesText } from "../../../site/text/en/stores.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"
import { defaultRadiusChoice } from "../../../ui/store-search/storeFinderText.ts"
import { SearchOutcomeView } from "../../../ui/store-search/SearchOutcomeView.tsx"
import { type SearchRequest, useStoreFinderSearch } from "../../../ui/store-search/useStoreFinderSearch.ts"

/** platform §7: the account page searches ACF and KID stores. */
export const accountStoreBrands = "ACF,KID"

export interface PreferredStoreModalProps {
  readonly selectedStoreId: string | undefined
  readonly onSelect: (store: PhysicalStore) => void
  readonly onClose: () => void
}

export const PreferredStoreModal = ({ selectedStoreId, onSelect, onClose }: PreferredStoreModalProps) => {
  const { settings } = useSite()
  const text = useText(accountText).preferredStoreModal
  const spec = useSpecText()
  const finderMessages = useText(storesText).messages
  const zipId = useId()
  const errorId = useId()
  const [zip, setZip] = useState("")
  const [zipError, setZipError] = useState<string | undefined>(undefined)
  const [request, setRequest] = useState<SearchRequest | undefined>(undefined)
  const [page, setPage] = useState(1)
  const { outcome, unit } = useStoreFinderSearch(request, settings)

  const search = (event: FormEvent) => {
    event.preventDefault()
    const code = zip.trim()
    if (code === "") {
      setZipError(finderMessages.zipRequired)
      return
    }
    setZipError(undefined)
    setPage(1)
    setRequest({ kind: "zip", zip: code, radius: String(defaultRadiusChoice), brand: accountStoreBrands, id: (request?.id ?? 0) + 1 })
  }

  const fieldError = zipError ?? (outcome.status === "invalid" ? spec(outcome.message) : undefined)
  return (
    <AccountDialog title={text.title} onClose={onClose}>
      <form role="search" aria-label={text.searchLabel} onSubmit={search} noValidate>
        <div className="account-field">
          <label htmlFor={zipId}>{text.zip}</label>
          <input
            id={zipId}
            name="zip"
            value={zip}
            maxLength={searchInputLimits.maxLength}
            autoComplete="postal-code"
            aria-invalid={fieldError !== undefined}
            aria-describedby={fieldError === undefined ? undefined : errorId}
            onChange={(event) => setZip(event.target.value)}
          />
          {fieldError === undefined ? null : <p id={errorId} className="account-field-error">{fieldError}</p>}
        </div>
        <button type="submit" className="button">{text.search}</button>
      </form>
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
    </AccountDialog>
  )
}
