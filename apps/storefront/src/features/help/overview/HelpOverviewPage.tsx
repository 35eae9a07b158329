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
import { helpText } from "../../../site/text/en/help.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { ModalDialog, sharedModalClassNames } from "../../../ui/ModalDialog.tsx"
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
}) => {
  const text = useText(helpText).overview
  const spec = useSpecText()
  return (
    <ModalDialog
      title={text.countryDialogTitle}
      onClose={onClose}
      classNames={sharedModalClassNames("help-country-dialog")}
    >
      {countriesByRegion(countries).map((group) => (
        <section key={group.region} aria-labelledby={`help-region-${group.region}`} data-world-region={group.region}>
          <h3 id={`help-region-${group.region}`}>{spec(group.name)}</h3>
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
                  {spec(country.name)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ModalDialog>
  )
}

const RegionContent = ({ country }: { readonly country: HelpCountry }) => {
  const text = useText(helpText).overview
  const spec = useSpecText()
  const spot = helpContentSpot(country.region)
  const content = useMarketingContent([spot])
  const texts = content.data === undefined ? [] : marketingSpotTexts(content.data, spot)
  const [heading, ...paragraphs] = texts
  return (
    <section className="help-region-content" aria-labelledby="help-region-heading" data-world-region={country.region}>
      <h2 id="help-region-heading">{heading ?? text.regionHeading(spec(country.name))}</h2>
      {content.isError ? <p>{text.regionUnavailable}</p> : null}
      {/* service text is text: React escapes it, nothing is parsed as markup */}
      {paragraphs.map((text, index) => <p key={index}>{text}</p>)}
    </section>
  )
}

export const HelpOverviewPage = () => {
  const text = useText(helpText).overview
  const spec = useSpecText()
  usePageTitle(text.title)
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
      <h1>{text.title}</h1>
      <p className="help-country">
        {text.shippingToBeforeCountry}<strong>{spec(country.name)}</strong>{text.shippingToAfterCountry}{" "}
        <Button type="button" onClick={() => setModalOpen(true)} aria-haspopup="dialog">{text.changeCountry}</Button>
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
      <nav aria-label={text.topicsLabel} className="help-links">
        <ul>
          <li><Link href={href("/help/track-order")}>{text.trackOrderLink}</Link></li>
          <li><Link href={href("/help/gift-cards")}>{text.giftCardsLink}</Link></li>
          <li><Link href={href("/help/bank-refund")}>{text.bankRefundLink}</Link></li>
        </ul>
      </nav>
      <ContactForm />
    </div>
  )
}
