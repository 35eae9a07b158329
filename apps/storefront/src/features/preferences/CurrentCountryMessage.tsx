/**
 * Checkout shipping's current-country message (platform §2): the country shipped to and a
 * link-styled button that reveals the country selector. Checkout's country modal reads the
 * options with transfer=false (platform §7).
 */
import type { Country } from "@outfitter/domain"
import { type ReactNode, useId, useState } from "react"
import { accountText } from "../../site/text/en/account.ts"
import { useText } from "../../site/text/useText.ts"

export interface CurrentCountryMessageProps {
  readonly country: Country | undefined
  /** The country selector to reveal. */
  readonly children?: ReactNode
}

export const CurrentCountryMessage = ({ country, children }: CurrentCountryMessageProps) => {
  const [isOpen, setOpen] = useState(false)
  const regionId = useId()
  const text = useText(accountText).currentCountry
  return (
    <div className="current-country">
      <p>
        {text.shippingToBeforeCountry}<strong>{country?.name ?? text.yourCountry}</strong>{text.shippingToAfterCountry}{" "}
        <button type="button" className="link-button" aria-expanded={isOpen} aria-controls={regionId} onClick={() => setOpen((open) => !open)}>
          {text.changeCountry}
        </button>
      </p>
      <div id={regionId} hidden={!isOpen}>
        {isOpen ? children : null}
      </div>
    </div>
  )
}
