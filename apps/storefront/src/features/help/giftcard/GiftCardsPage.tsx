/**
 * Gift card balance (orders §2 "Help gift cards", §4, §5, §8, §9): two tabs, "Check
 * balance" (the form) and "About gift cards", as real ARIA tabs (arrow keys, Home and End
 * move between them; only the selected tab is in the tab order).
 *
 * The form's three states and the button's four come from the domain's `giftCardStep`; the
 * check and its status polling run in `useGiftCardBalance` (the client's Schedule), never
 * here. A valid submit scrolls to the top over 800 ms (at once under
 * prefers-reduced-motion); each state change is announced in a live region. A refused card
 * marks the number (and a filled PIN) invalid and shows the service's message in the
 * form's custom error area, once; a failed call or a time-out says so there instead (the
 * domain's `giftCardFailureView`), and marks nothing; any failure resets the captcha and shows the form again with
 * the button at "Try again". "Check another card" clears the fields, the country and the
 * captcha.
 *
 * The captcha: with the store setting `giftCardRecaptchaSiteKey` (the build's
 * VITE_OUTFITTER_RECAPTCHA_SITE_KEY) the page loads Google's reCAPTCHA script, on this page
 * only and once, renders its checkbox explicitly, and sends the widget's response token as
 * `recaptchaResponse`; a failure resets the widget (orders §8), and a token that expires
 * empties the captcha again. Without a site key a fixtures build shows the fixtures'
 * stand-in checkbox (StandInCaptcha.tsx, in no other build); any other build says the
 * balance check is not available and shows no form, so it checks nothing: a check without a
 * captcha the service can verify would only be refused. (Where the spec is silent: if
 * Google's script cannot load, the captcha says so, and the form's own captcha error stays
 * what stops the submit.)
 *
 * The card number never leaves the form except inside the domain's `Redacted` check; only
 * its last 4 digits are shown.
 */
import { useStoreSettings } from "@outfitter/react-hooks"
import { type KeyboardEvent, useRef, useState } from "react"
import { helpText } from "../../../site/text/en/help.ts"
import { useText } from "../../../site/text/useText.ts"
import { Button } from "../../../ui/Form.tsx"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { BalanceForm } from "./BalanceForm.tsx"
import { StandInCaptcha } from "./Captcha.tsx"
import { useGiftCardCheck } from "./useGiftCardCheck.ts"

const tabs = [
  { id: "check", text: "checkTab" },
  { id: "about", text: "aboutTab" },
] as const
type TabId = (typeof tabs)[number]["id"]

export const GiftCardsPage = () => {
  const text = useText(helpText).giftCards
  usePageTitle(text.title)
  const settings = useStoreSettings()
  const check = useGiftCardCheck()
  const [tab, setTab] = useState<TabId>("check")
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({})
  // a captcha the service can verify, or the fixtures' stand-in; else no form at all
  const checkOffered = settings.giftCardRecaptchaSiteKey !== "" || StandInCaptcha !== undefined
  const { view, balance, amount } = check

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((t) => t.id === tab)
    const next = event.key === "ArrowRight" ? (index + 1) % tabs.length
      : event.key === "ArrowLeft" ? (index - 1 + tabs.length) % tabs.length
      : event.key === "Home" ? 0
      : event.key === "End" ? tabs.length - 1
      : undefined
    if (next === undefined) return
    event.preventDefault()
    const id = tabs[next]!.id
    setTab(id)
    tabRefs.current[id]?.focus()
  }

  return (
    <div className="page gift-cards" id="help-main">
      <h1>{text.heading}</h1>
      <div role="tablist" aria-label={text.tabsLabel}>
        {tabs.map((t) => (
          <Button
            key={t.id}
            ref={(element) => void (tabRefs.current[t.id] = element)}
            type="button"
            role="tab"
            id={`gift-card-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`gift-card-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            onKeyDown={onTabKey}
          >
            {text[t.text]}
          </Button>
        ))}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">{check.announcement}</p>
      <div role="tabpanel" id="gift-card-panel-check" aria-labelledby="gift-card-tab-check" hidden={tab !== "check"}>
        {view.form === "processing" ? <p>{text.checking}</p> : null}
        {view.form === "balance" && balance !== undefined
          ? (
            <section aria-labelledby="gift-card-balance-heading">
              <h2 id="gift-card-balance-heading">{text.balanceHeading}</h2>
              <p className="gift-card-amount">{amount ?? balance.amount}</p>
              <p className="muted">{text.cardEnding(check.lastFour)}</p>
              <button type="button" className="link" onClick={check.checkAnother}>{text.checkAnother}</button>
            </section>
          )
          : null}
        {!checkOffered ? <p className="gift-card-unavailable">{text.unavailable}</p> : null}
        {checkOffered && view.form === "form" ? <BalanceForm check={check} siteKey={settings.giftCardRecaptchaSiteKey} /> : null}
      </div>
      <div role="tabpanel" id="gift-card-panel-about" aria-labelledby="gift-card-tab-about" hidden={tab !== "about"}>
        <h2>{text.aboutHeading}</h2>
        <p>{text.aboutCard}</p>
        <p>{text.aboutUse}</p>
      </div>
    </div>
  )
}
