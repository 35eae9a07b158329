/** The menu's three rows: ship-to country, currency and language, each with its control (toggle, list or modal). */
import type { ButtonState, HeaderMenu, Language } from "@outfitter/domain"
import { useState } from "react"
import { accountText } from "../../site/text/en/account.ts"
import { useText } from "../../site/text/useText.ts"
import { CurrencyList } from "./CurrencyList.tsx"
import { PreferenceToggle } from "./PreferenceToggle.tsx"

export const PreferenceRows = ({ menu, state, onChangeCountry, onChangeLanguage, onCurrency, onLanguage }: {
  readonly menu: HeaderMenu
  readonly state: ButtonState
  readonly onChangeCountry: () => void
  readonly onChangeLanguage: () => void
  readonly onCurrency: (iso: string) => void
  readonly onLanguage: (language: Language) => void
}) => {
  const [isCurrencyListOpen, setCurrencyListOpen] = useState(false)
  const text = useText(accountText).preferences
  return (
    <dl className="preference-rows">
      <div>
        <dt>{text.shipTo}</dt>
        <dd>
          <span className="preference-value">{menu.country.name}</span>
          {menu.country._tag === "Restricted" ? null : (
            <button type="button" className="link-button" onClick={onChangeCountry}>
              {text.changeCountry}
            </button>
          )}
        </dd>
      </div>
      <div>
        <dt>{text.currency}</dt>
        <dd>
          {menu.currency.control === "toggle"
            ? (
              <PreferenceToggle
                label={text.currency}
                choices={menu.currency.choices}
                selectedIso={menu.currency.selected.iso}
                busy={state !== "initial"}
                onChoose={(currency) => onCurrency(currency.iso)}
                text={(currency) => currency.iso}
              />
            )
            : <span className="preference-value">{menu.currency.selected.iso} {menu.currency.selected.symbol}</span>}
          {menu.currency.control === "list"
            ? (
              <button type="button" className="link-button" aria-expanded={isCurrencyListOpen} onClick={() => setCurrencyListOpen((open) => !open)}>
                {text.changeCurrency}
              </button>
            )
            : null}
        </dd>
      </div>
      {isCurrencyListOpen && menu.currency.control === "list"
        ? <CurrencyList menu={menu} state={state} onConfirm={onCurrency} />
        : null}
      <div>
        <dt>{text.language}</dt>
        <dd>
          {menu.language.control === "toggle"
            ? (
              <PreferenceToggle
                label={text.language}
                choices={menu.language.choices}
                selectedIso={menu.language.selected?.iso}
                busy={state !== "initial"}
                onChoose={onLanguage}
                text={(language) => language.name}
                lang={(language) => language.locale}
              />
            )
            : <span className="preference-value">{menu.language.selected?.name}</span>}
          {menu.language.control === "list"
            ? (
              <button type="button" className="link-button" onClick={onChangeLanguage}>
                {text.changeLanguage}
              </button>
            )
            : null}
        </dd>
      </div>
    </dl>
  )
}
