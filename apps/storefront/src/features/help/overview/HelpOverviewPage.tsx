/**
 * The help overview (orders §2 "Help overview"): the shipping country with a country
 * selector modal grouped by world region, the region's content variant (marketing content,
 * shown as text), links to track order, gift cards and bank refund, and the contact
 * e-mail form with attachments.
 *
 * The country starts as the stored ship-to country (uPref and the ship-to options, the
 * domain's `helpCountry`). Choosing another in the modal changes what this page shows for
 * it (its region's content), and the help page keeps that choice across reloads
 * (helpCountryChoice.ts); it does not change the shop's preferences, which the
 * header's menu owns. Where the spec is silent, that is Outfitter's choice: the help page answers
 * "what applies where I ship", and leaving the shop's country alone keeps the bag as it is.
 *
 * The container carries the rules' markers (`#help-main`, `.helpV2-js`,
 * `data-country-code`, `data-country-name`, `data-world-region`).
 */
import { countriesByRegion, type HelpCountry, helpContentSpot, marketingSpotTexts } from "@outfitter/domain"
import { useHelpCountry, useMarketingContent } from "@outfitter/react-hooks"
import { useState } from "react"
import { Link } from "wouter"
import { useSite } from "../../../site/useSite.ts"
import { ModalDialog } from "../../../ui/ModalDialog.tsx"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { ContactForm } from "./ContactForm.tsx"
import { chooseHelpCountry, useHelpCountryChoice } from "./helpCountryChoice.ts"
import "./help.css"
import { Button } from "../../../ui/Form.tsx"

const CountryModal = ({ countries, current, onChoose, onClose }: {
  readonly countries: ReadonlyArray<unknown>
  readonly current: HelpCountry
  readonly onChoose: (country: HelpCountry) => void
  readonly onClose: () => void
}) => (
  <ModalDialog
    title="Choose your shipping country"
    onClose={onClose}
    classNames={{ backdrop: "modal-backdrop", dialog: "modal-dialog help-country-dialog", close: "modal-close" }}
  >
    {countriesByRegion(countries).map((group) => (
      <section key={group.region} aria-labelledby={`help-region-${group.region}`} data-world-region={group.region}>
        <h3 id={`help-region-${group.region}`}>{group.name}</h3>
        <ul className="help-country-list">
          {group.countries.map((country) => (
            <li key={country.code}>
              <button
                type="button"
                data-country-code={country.code}
                data-country-name={country.name}
                data-world-region={country.region}
                aria-pressed={country.code === current.code}
                onClick={() => onChoose(country)}
              >
                {country.name}
              </button>
            </li>
          ))}
        </ul>
      </section>
    ))}
  </ModalDialog>
)

const RegionContent = ({ country }: { readonly country: HelpCountry }) => {
  const spot = helpContentSpot(country.region)
  const content = useMarketingContent([spot])
  const texts = content.data === undefined ? [] : marketingSpotTexts(content.data, spot)
  const [heading, ...paragraphs] = texts
  return (
    <section className="help-region-content" aria-labelledby="help-region-heading" data-world-region={country.region}>
      <h2 id="help-region-heading">{heading ?? `Help for ${country.name}`}</h2>
      {content.isError ? <p>Information for your region is not available right now.</p> : null}
      {/* service text is text: React escapes it, nothing is parsed as markup */}
      {paragraphs.map((text, index) => <p key={index}>{text}</p>)}
    </section>
  )
}

export const HelpOverviewPage = () => {
  usePageTitle("Help")
  const { site, href } = useSite()
  const stored = useHelpCountry(site, useHelpCountryChoice())
  const [modalOpen, setModalOpen] = useState(false)
  const country = stored.country
  return (
    <div
      id="help-main"
      className="page helpV2-js help-overview"
      data-country-code={country.code}
      data-country-name={country.name}
      data-world-region={country.region}
    >
      <h1>Help</h1>
      <p className="help-country">
        Shipping to <strong>{country.name}</strong>{" "}
        <Button type="button" onClick={() => setModalOpen(true)} aria-haspopup="dialog">Change country</Button>
      </p>
      {modalOpen
        ? (
          <CountryModal
            countries={stored.countries}
            current={country}
            onChoose={(next) => {
              chooseHelpCountry(next.code)
              setModalOpen(false)
            }}
            onClose={() => setModalOpen(false)}
          />
        )
        : null}
      <RegionContent country={country} />
      <nav aria-label="Help topics" className="help-links">
        <ul>
          <li><Link href={href("/help/track-order")}>Track your order</Link></li>
          <li><Link href={href("/help/gift-cards")}>Check a gift card balance</Link></li>
          <li><Link href={href("/help/bank-refund")}>Bank refund details</Link></li>
        </ul>
      </nav>
      <ContactForm />
    </div>
  )
}
