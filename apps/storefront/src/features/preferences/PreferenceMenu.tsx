/**
 * The header user-preference menu (platform §2, §4 "Header menu display"): ship-to
 * country, currency and language, as a flyout on large screens and a full-screen panel on
 * small ones (one panel, laid out by preferences.css). Two currencies or languages show as
 * a toggle, more go through a list (language: a modal; currency: an inline list); AE shows
 * as plain text. Every rule is the domain's `headerMenu`; this file only renders it.
 *
 * The ship-to country and currency come from the uPref cookie, the language from the URL
 * (/shop/{site}-{language}), so a reload shows the same menu.
 */
import { PreferenceMenuPlaceholder } from "../../ui/PreferenceMenuPlaceholder.tsx"
import { type Country, headerMenu, type HeaderMenu, type Language, parseSiteUrl } from "@outfitter/domain"
import { usePreferenceOptions, useStoreSettings, useUPref } from "@outfitter/react-hooks"
import { useEffect, useId, useRef, useState } from "react"
import { useParams } from "wouter"
import { accountText } from "../../site/text/en/account.ts"
import { useText } from "../../site/text/useText.ts"
import { useSite } from "../../site/useSite.ts"
import { PickerForm } from "./PickerForm.tsx"
import { PreferenceModal } from "./PreferenceModal.tsx"
import { PreferenceRows } from "./PreferenceRows.tsx"
import "./preferences.css"
import { usePreferenceChange } from "./usePreferenceChange.ts"

type Modal = "country" | "language" | undefined

export const PreferenceMenu = () => {
  const { site } = useSite()
  const settings = useStoreSettings()
  const params = useParams<{ site?: string }>()
  const urlLanguage = parseSiteUrl(`/shop/${params.site ?? ""}`)?.language
  const options = usePreferenceOptions()
  const { pref } = useUPref()
  const [isOpen, setOpen] = useState(false)
  const [modal, setModal] = useState<Modal>(undefined)
  const [hasFailed, setFailed] = useState(false)
  const panelId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const text = useText(accountText).preferences

  const menu: HeaderMenu | undefined = options.data === undefined
    ? undefined
    : headerMenu({ options: options.data, site, settings, shipTo: pref.shipTo, currency: pref.cur, language: urlLanguage })
  const flow = usePreferenceChange({ countries: menu?.countries ?? [], currentLanguage: menu?.language.selected, settings })
  useEffect(() => {
    if (flow.state === "failed") setFailed(true)
  }, [flow.state])

  // until the options arrive the menu's place is kept, so the header does not grow when they do
  if (menu === undefined) return <PreferenceMenuPlaceholder />
  const countryCode = menu.country._tag === "Unknown" ? menu.country.code : menu.country.country.countryCode
  const closeModal = () => {
    setModal(undefined)
    setFailed(false)
  }
  const chooseLanguage = (language: Language) => void flow.change({ _tag: "Language", language: language.iso })
  const chooseCountry = (country: Country) => void flow.change({ _tag: "Country", country: country.countryCode })
  const chooseCurrency = (iso: string) => void flow.changeCurrency(countryCode, iso)

  return (
    <div className="preference-menu">
      <button
        ref={triggerRef}
        type="button"
        className="preference-trigger"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={text.trigger(menu.country.name, menu.currency.selected.iso, menu.language.selected?.name ?? "")}
        onClick={() => setOpen((open) => !open)}
      >
        <span className="preference-trigger-country">{menu.country.name}</span>
        <span aria-hidden="true"> · </span>
        <span>{menu.currency.selected.iso}</span>
        <span aria-hidden="true"> · </span>
        <span>{menu.language.selected?.name}</span>
      </button>
      <div
        id={panelId}
        role="dialog"
        aria-label={text.panel}
        className="preference-panel"
        hidden={!isOpen}
        onKeyDown={(event) => {
          if (event.key === "Escape" && modal === undefined) {
            setOpen(false)
            triggerRef.current?.focus()
          }
        }}
      >
        <PreferenceRows
          menu={menu}
          state={flow.state}
          onChangeCountry={() => setModal("country")}
          onChangeLanguage={() => setModal("language")}
          onCurrency={chooseCurrency}
          onLanguage={chooseLanguage}
        />
        {modal === undefined && flow.state !== "initial" ? <p role="status" className="preference-status">{text.status[flow.state]}</p> : null}
        <button
          type="button"
          className="preference-panel-close"
          onClick={() => {
            setOpen(false)
            triggerRef.current?.focus()
          }}
        >
          {text.close}
        </button>
      </div>
      {modal === "country"
        ? (
          <PreferenceModal title={text.countryTitle} onClose={closeModal} failed={hasFailed}>
            <PickerForm
              kind="country"
              label={text.countryLabel}
              items={menu.countries}
              itemKey={(country) => country.countryCode}
              initial={menu.country._tag === "Unknown" ? undefined : menu.country.country}
              state={flow.state}
              onConfirm={chooseCountry}
              autoFocus
            />
          </PreferenceModal>
        )
        : null}
      {modal === "language"
        ? (
          <PreferenceModal title={text.languageTitle} onClose={closeModal} failed={hasFailed}>
            <PickerForm
              kind="language"
              label={text.languageLabel}
              items={menu.language.choices}
              itemKey={(language) => language.iso}
              initial={menu.language.selected}
              state={flow.state}
              onConfirm={chooseLanguage}
              autoFocus
            />
          </PreferenceModal>
        )
        : null}
    </div>
  )
}
