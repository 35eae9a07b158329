/**
 * The store search form: zip or postal code, radius in the site's unit, an optional brand,
 * Search, and Use my current location. Messages come from the page (the domain's
 * InvalidParams messages, the geocoder's "not found", geolocation failures); each is tied
 * to its field with aria-invalid and aria-describedby.
 */
import { type RadiusUnit, searchBrands, searchInputLimits } from "@outfitter/domain"
import { type FormEvent, type Ref, useState } from "react"
import { storesText } from "../../site/text/en/stores.ts"
import { useSpecText, useText } from "../../site/text/useText.ts"
import { useSite } from "../../site/useSite.ts"
import { defaultRadiusChoice, formatFinderNumber, radiusChoices } from "./storeFinderText.ts"
import type { FinderField, SearchCriteria } from "./useStoreFinderSearch.ts"
import { Button, Form } from "../Form.tsx"


export interface StoreSearchFormProps {
  readonly unit: RadiusUnit
  readonly errors: Partial<Record<FinderField, string>>
  /** A non-error note by the location button (for example "Finding your location…"). */
  readonly locationNote: string | undefined
  readonly onSearchZip: (zip: string, criteria: SearchCriteria) => void
  readonly onUseLocation: (criteria: SearchCriteria) => void
  readonly fieldRefs: { readonly zip: Ref<HTMLInputElement>; readonly radius: Ref<HTMLSelectElement>; readonly brand: Ref<HTMLSelectElement> }
}

/** The locator icon of "Use my current location" (a path, not words). */
const locatorIconPath =
  "M12 2a1 1 0 0 1 1 1v1.06A8 8 0 0 1 19.94 11H21a1 1 0 1 1 0 2h-1.06A8 8 0 0 1 13 19.94V21a1 1 0 1 1-2 0v-1.06A8 8 0 0 1 4.06 13H3a1 1 0 1 1 0-2h1.06A8 8 0 0 1 11 4.06V3a1 1 0 0 1 1-1Zm0 4a6 6 0 1 0 0 12 6 6 0 0 0 0-12Zm0 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z"

/** Decoration only: the message itself says what is wrong. */
const ErrorIcon = () => <span aria-hidden="true" className="error-icon">⚠ </span>

const describedBy = (...ids: ReadonlyArray<string | undefined>) => ids.filter((id) => id !== undefined).join(" ") || undefined

export const StoreSearchForm = (
  { unit, errors, locationNote, onSearchZip, onUseLocation, fieldRefs }: StoreSearchFormProps,
) => {
  const texts = useText(storesText)
  const text = texts.form
  const spec = useSpecText()
  const { locale } = useSite()
  const units = texts.units[unit].long
  const [zip, setZip] = useState("")
  const [radius, setRadius] = useState(String(defaultRadiusChoice))
  const [brand, setBrand] = useState("")
  const criteria: SearchCriteria = { radius, brand }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearchZip(zip, criteria)
  }

  // a message the domain gives (InvalidParams, "zip not found") in the page's language; the page's own are already
  const error = (field: FinderField) => {
    const message = errors[field]
    return message === undefined ? undefined : spec(message)
  }
  const errorId = (field: FinderField) => (errors[field] === undefined ? undefined : `store-search-${field}-error`)

  return (
    <Form className="store-search" onSubmit={submit} noValidate aria-label={text.label}>
      <div className="field field-zip">
        <label htmlFor="store-search-zip">{text.zip}</label>
        <input
          ref={fieldRefs.zip}
          id="store-search-zip"
          name="zip"
          type="text"
          autoComplete="postal-code"
          maxLength={searchInputLimits.maxLength}
          value={zip}
          onChange={(event) => setZip(event.target.value)}
          aria-required="true"
          aria-invalid={error("zip") !== undefined}
          aria-describedby={describedBy(errorId("zip"))}
        />
        {error("zip") === undefined ? null : (
          <p id={errorId("zip")} className="field-error">
            <ErrorIcon />
            {error("zip")}
          </p>
        )}
      </div>
      <div className="field field-radius">
        <label htmlFor="store-search-radius">{text.distance(units)}</label>
        <select
          ref={fieldRefs.radius}
          id="store-search-radius"
          name="radius"
          value={radius}
          onChange={(event) => setRadius(event.target.value)}
          aria-invalid={error("radius") !== undefined}
          aria-describedby={describedBy(errorId("radius"))}
        >
          {radiusChoices.map((choice) => (
            <option key={choice} value={String(choice)}>
              {text.radiusChoice(formatFinderNumber(choice, locale), units)}
            </option>
          ))}
        </select>
        {error("radius") === undefined ? null : (
          <p id={errorId("radius")} className="field-error">
            <ErrorIcon />
            {error("radius")}
          </p>
        )}
      </div>
      <div className="field field-brand">
        <label htmlFor="store-search-brand">
          {text.brand} <span className="optional">{text.optional}</span>
        </label>
        <select
          ref={fieldRefs.brand}
          id="store-search-brand"
          name="brand"
          value={brand}
          onChange={(event) => setBrand(event.target.value)}
          aria-invalid={error("brand") !== undefined}
          aria-describedby={describedBy(errorId("brand"))}
        >
          <option value="">{text.allBrands}</option>
          {searchBrands.map((code) => (
            <option key={code} value={code}>
              {texts.brands[code]}
            </option>
          ))}
        </select>
        {error("brand") === undefined ? null : (
          <p id={errorId("brand")} className="field-error">
            <ErrorIcon />
            {error("brand")}
          </p>
        )}
      </div>
      <div className="store-search-actions">
        <Button type="submit" className="button button-primary">
          {text.search}
        </Button>
        <span className="or" aria-hidden="true">
          {text.or}
        </span>
        <Button
          type="button"
          className="button button-secondary"
          onClick={() => onUseLocation(criteria)}
          aria-describedby={describedBy(errorId("location"), locationNote === undefined ? undefined : "store-search-location-note")}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="icon">
            <path d={locatorIconPath} />
          </svg>
          {text.useLocation}
        </Button>
      </div>
      {error("location") === undefined ? null : (
        <p id={errorId("location")} className="field-error location-error">
          <ErrorIcon />
          {error("location")}
        </p>
      )}
      {locationNote === undefined ? null : (
        <p id="store-search-location-note" className="muted">
          {locationNote}
        </p>
      )}
    </Form>
  )
}
