/**
 * One store in the finder's results (platform §2 "Store finder results list"): every field
 * of the card view model the domain builds with storeCard(store, { kind: "finder" }).
 */
import { mapImageLoading, type PhysicalStore, type RadiusUnit, storeCard } from "@outfitter/domain"
import { useStaticMap } from "@outfitter/react-hooks"
import { useId } from "react"
import { storesText } from "../../site/text/en/stores.ts"
import { useText } from "../../site/text/useText.ts"
import { useSite } from "../../site/useSite.ts"
import { formatFinderNumber } from "./storeFinderText.ts"

export interface StoreResultCardProps {
  readonly store: PhysicalStore
  /** 0-based position in the whole result list (decides how its map image loads). */
  readonly index: number
  readonly unit: RadiusUnit
  readonly isSelected: boolean
  readonly onSelect: (store: PhysicalStore) => void
}

/** The catalogue's brand name of each card brand. */
const brandKeys = { acf: "ACF", hol: "HOL", kids: "KID", gh: "gym" } as const

/** A dialable tel: address: digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`

const StoreMap = (
  { latitude, longitude, index, storeName }: {
    readonly latitude: number
    readonly longitude: number
    readonly index: number
    readonly storeName: string
  },
) => {
  const { site } = useSite()
  const text = useText(storesText).card
  const map = useStaticMap({ latitude, longitude }, { site })
  if (map.isError) return <span className="map-placeholder">{text.mapUnavailable}</span>
  if (map.url === undefined) return <span className="map-placeholder" aria-hidden="true" />
  return (
    <img
      src={map.url}
      onError={map.onImageError}
      alt={text.mapAlt(storeName)}
      width={186}
      height={186}
      loading={mapImageLoading(index)}
      decoding="async"
    />
  )
}

export const StoreResultCard = ({ store, index, unit, isSelected, onSelect }: StoreResultCardProps) => {
  const card = storeCard(store, { kind: "finder" })
  const texts = useText(storesText)
  const text = texts.card
  const { locale } = useSite()
  const headingId = useId()
  const region = [card.storeStateOrProvince, card.storePostalCode].filter((part) => part !== "").join(" ")
  return (
    <article className="store-card" aria-labelledby={headingId} data-selected={isSelected || undefined}>
      <div className="store-card-body">
        <header className="store-card-header">
          <h3 id={headingId}>{card.storeName}</h3>
          {card.showLogo && card.storeBrand !== undefined
            ? <span className={`brand-badge brand-${card.storeBrand}`}>{texts.brands[brandKeys[card.storeBrand]]}</span>
            : null}
          {isSelected ? <span className="selected-badge">{text.selected}</span> : null}
        </header>
        {card.distance === undefined ? null : (
          <p className="store-distance">
            {text.away(formatFinderNumber(card.distance, locale), texts.units[unit].short)}
          </p>
        )}
        <address>
          <span className="store-address">{card.storeAddress}</span>
          <br />
          <span className="store-city">{card.storeCity}</span>
          {region === "" ? null : <>, <span className="store-region">{region}</span></>}
        </address>
        {card.storePhone === "" ? null : (
          <p>
            <span className="field-label">{text.phone}</span> <a href={telHref(card.storePhone)}>{card.storePhone}</a>
          </p>
        )}
        {card.storeHoursByWeek.length === 0 ? null : (
          <p>
            <span className="field-label">{text.hours}</span>{" "}
            <span className="store-hours">{card.storeHoursByWeek.join(" · ")}</span>
          </p>
        )}
        {card.storeMessage === undefined ? null : <p className="store-message">{card.storeMessage}</p>}
        <div className="store-card-actions">
          <button
            type="button"
            className={isSelected ? "button button-selected" : "button"}
            aria-label={isSelected ? text.selectedStoreNamed(card.storeName) : text.selectStoreNamed(card.storeName)}
            aria-pressed={isSelected}
            // aria-disabled keeps focus on the button once chosen (a disabled one would drop it)
            aria-disabled={isSelected || undefined}
            onClick={() => {
              if (!isSelected) onSelect(store)
            }}
          >
            {isSelected ? text.selectedStore : text.selectStore}
          </button>
          <a href={card.mapLink} target="_blank" rel="noopener noreferrer" className="map-link">
            {text.mapLink}<span className="visually-hidden">{text.mapLinkHidden(card.storeName)}</span>
          </a>
        </div>
      </div>
      <div className="store-map">
        <StoreMap latitude={card.storeLatitude} longitude={card.storeLongitude} index={index} storeName={card.storeName} />
      </div>
    </article>
  )
}
