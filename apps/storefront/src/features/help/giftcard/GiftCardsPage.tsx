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
 * form's custom error area; any failure resets the captcha and shows the form again with
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
import {
  giftCardCountries,
  giftCardMessages,
  type GiftCardField,
  giftCardStep,
  giftCardTimings,
  type GiftCardEvent,
  initialGiftCardView,
  validateGiftCardForm,
} from "@outfitter/domain"
import { useGiftCardBalance, useStoreSettings } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react"
import { scrollBehavior } from "../../../ui/motion.ts"
import { Button, Form } from "../../../ui/Form.tsx"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { StandInCaptcha as FixturesStandIn } from "./StandInCaptcha.tsx"

// Only a fixtures build has the stand-in captcha: in any other build this is the constant
// undefined, so the stand-in, its token among it, is left out of the bundle (a release test
// looks for the token in a production build).
const StandInCaptcha = import.meta.env.MODE === "fixtures" ? FixturesStandIn : undefined

const tabs = [
  { id: "check", label: "Check balance" },
  { id: "about", label: "About gift cards" },
] as const
type TabId = (typeof tabs)[number]["id"]

/** Scrolls the page to the top over `ms`, at once when motion is reduced. */
const scrollToTop = (ms: number) => {
  const from = window.scrollY
  if (scrollBehavior() === "auto" || from === 0) return window.scrollTo({ top: 0, behavior: "auto" })
  const start = performance.now()
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / ms)
    window.scrollTo({ top: from * (1 - (1 - (1 - progress) ** 3)), behavior: "auto" })
    if (progress < 1) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

interface Grecaptcha {
  readonly render: (
    element: HTMLElement,
    options: {
      readonly sitekey: string
      readonly callback: (token: string) => void
      readonly "expired-callback": () => void
      readonly "error-callback": () => void
    },
  ) => number
  readonly reset: (id?: number) => void
}

type RecaptchaWindow = { grecaptcha?: Grecaptcha; outfitterRecaptchaReady?: () => void }

/** Google's reCAPTCHA script, rendered explicitly; it calls `outfitterRecaptchaReady` once loaded. */
const recaptchaScriptUrl = "https://www.google.com/recaptcha/api.js?onload=outfitterRecaptchaReady&render=explicit"

let recaptchaLoading: Promise<Grecaptcha> | undefined

/** Loads Google's script once for the page; a load that failed is tried again by the next caller. */
const loadRecaptcha = (): Promise<Grecaptcha> => {
  if (recaptchaLoading !== undefined) return recaptchaLoading
  const w = window as unknown as RecaptchaWindow
  const script = document.createElement("script")
  const loading = new Promise<Grecaptcha>((resolve, reject) => {
    w.outfitterRecaptchaReady = () => (w.grecaptcha === undefined ? reject(new Error("reCAPTCHA did not start")) : resolve(w.grecaptcha))
    script.onerror = () => reject(new Error("reCAPTCHA did not load"))
  })
  recaptchaLoading = loading
  loading.catch(() => {
    recaptchaLoading = undefined
    script.remove()
  })
  script.src = recaptchaScriptUrl
  script.async = true
  document.head.append(script)
  return loading
}

/** Google's reCAPTCHA checkbox for `siteKey`; a new `generation` resets it. */
const Recaptcha = (props: {
  readonly siteKey: string
  readonly generation: number
  readonly onToken: (token: string) => void
  readonly errorId: string | undefined
}) => {
  const { siteKey, generation, onToken, errorId } = props
  const box = useRef<HTMLDivElement>(null)
  const widget = useRef<{ readonly api: Grecaptcha; readonly id: number } | undefined>(undefined)
  const [unavailable, setUnavailable] = useState(false)
  useEffect(() => {
    const element = box.current
    if (element === null) return
    let live = true
    loadRecaptcha().then(
      (api) => {
        if (!live) return
        const id = api.render(element, { sitekey: siteKey, callback: onToken, "expired-callback": () => onToken(""), "error-callback": () => onToken("") })
        widget.current = { api, id }
      },
      () => live && setUnavailable(true),
    )
    return () => {
      live = false
      widget.current = undefined
    }
  }, [siteKey, onToken])
  useEffect(() => {
    if (generation > 0) widget.current?.api.reset(widget.current.id)
  }, [generation])
  return (
    <>
      <div ref={box} className="gift-card-recaptcha" aria-describedby={errorId} />
      {unavailable ? <p className="field-error">The captcha could not be loaded. Check your connection, then reload the page.</p> : null}
    </>
  )
}

/** The captcha: reCAPTCHA with a site key, else the fixtures' stand-in (a fixtures build only). */
const Captcha = (props: {
  readonly siteKey: string
  readonly generation: number
  readonly onToken: (token: string) => void
  readonly error: string | undefined
}) => {
  const { siteKey, generation, onToken, error } = props
  const errorId = "gift-card-captcha-error"
  const describedBy = error === undefined ? undefined : errorId
  return (
    <div className="field">
      {siteKey !== ""
        ? <Recaptcha siteKey={siteKey} generation={generation} onToken={onToken} errorId={describedBy} />
        : StandInCaptcha === undefined
        ? null
        : <StandInCaptcha generation={generation} onToken={onToken} errorId={describedBy} />}
      {error === undefined ? null : <p id={errorId} className="field-error">{error}</p>}
    </div>
  )
}

/** What the check tab says when the build has no captcha to offer (no reCAPTCHA site key). */
const balanceCheckUnavailable = "Checking a gift card balance is not available on this site at the moment."

export const GiftCardsPage = () => {
  usePageTitle("Gift card balance")
  const settings = useStoreSettings()
  const lookup = useGiftCardBalance()
  const [tab, setTab] = useState<TabId>("check")
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({})
  const [view, setView] = useState(initialGiftCardView)
  const [fields, setFields] = useState({ country: "", cardNumber: "", pin: "" })
  const [captcha, setCaptcha] = useState("")
  const [captchaGeneration, setCaptchaGeneration] = useState(0)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<GiftCardField, string>>>({})
  const [formError, setFormError] = useState<string | undefined>(undefined)
  const [serviceError, setServiceError] = useState<string | undefined>(undefined)
  const [announcement, setAnnouncement] = useState("")
  const [lastFour, setLastFour] = useState("")
  const numberRef = useRef<HTMLInputElement>(null)
  // a captcha the service can verify, or the fixtures' stand-in; else no form at all
  const checkOffered = settings.giftCardRecaptchaSiteKey !== "" || StandInCaptcha !== undefined

  const apply = (event: GiftCardEvent) => {
    setView((current) => {
      const step = giftCardStep(current, event)
      if (step.resetCaptcha) {
        setCaptcha("")
        setCaptchaGeneration((n) => n + 1)
      }
      if (step.resetFields) setFields({ country: "", cardNumber: "", pin: "" })
      return step.view
    })
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setServiceError(undefined)
    const checked = validateGiftCardForm({ ...fields, captcha })
    if (Result.isFailure(checked)) {
      setFieldErrors(checked.failure.fields)
      setFormError(checked.failure.form)
      setAnnouncement(checked.failure.form)
      apply("failed")
      return
    }
    setFieldErrors({})
    setFormError(undefined)
    setLastFour(checked.success.lastFour)
    apply("submitted")
    setAnnouncement("Checking your balance…")
    scrollToTop(giftCardTimings.scrollToTopMs)
    lookup.mutate({ check: checked.success }, {
      onSuccess: (found) => {
        apply("found")
        setAnnouncement(`Your balance is ${found.amount}.`)
      },
      onError: (error) => {
        const marked = error._tag === "GiftCardRefused" ? error.invalidFields : []
        setFieldErrors(Object.fromEntries(marked.map((field) => [field, error.message])))
        setServiceError(error._tag === "GiftCardRefused" || error._tag === "GiftCardTimedOut" ? error.message : giftCardMessages.form)
        setFormError(giftCardMessages.form)
        setAnnouncement(error.message)
        apply("failed")
      },
    })
  }

  const checkAnother = () => {
    lookup.reset()
    setFieldErrors({})
    setFormError(undefined)
    setServiceError(undefined)
    setLastFour("")
    apply("checkAnother")
    setAnnouncement("Enter another card.")
    requestAnimationFrame(() => numberRef.current?.focus())
  }

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

  const input = (name: "cardNumber" | "pin", label: string, hint: string) => {
    const error = fieldErrors[name]
    const id = `gift-card-${name}`
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          ref={name === "cardNumber" ? numberRef : undefined}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={fields[name]}
          onChange={(event) => setFields({ ...fields, [name]: event.currentTarget.value })}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? `${id}-hint` : `${id}-hint ${id}-error`}
        />
        <p id={`${id}-hint`} className="muted">{hint}</p>
        {error === undefined ? null : <p id={`${id}-error`} className="field-error">{error}</p>}
      </div>
    )
  }

  const button = view.button === "processing" ? "Checking…" : view.button === "retry" ? "Try again" : "Check balance"
  return (
    <div className="page gift-cards" id="help-main">
      <h1>Gift card balance</h1>
      <div role="tablist" aria-label="Gift cards">
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
            {t.label}
          </Button>
        ))}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
      <div role="tabpanel" id="gift-card-panel-check" aria-labelledby="gift-card-tab-check" hidden={tab !== "check"}>
        {view.form === "processing" ? <p>Checking your balance…</p> : null}
        {view.form === "balance" && lookup.data !== undefined
          ? (
            <section aria-labelledby="gift-card-balance-heading">
              <h2 id="gift-card-balance-heading">Your balance</h2>
              <p className="gift-card-amount">{lookup.data.amount}</p>
              <p className="muted">Card ending in {lastFour}</p>
              <button type="button" className="link" onClick={checkAnother}>Check another card</button>
            </section>
          )
          : null}
        {!checkOffered ? <p className="gift-card-unavailable">{balanceCheckUnavailable}</p> : null}
        {checkOffered && view.form === "form"
          ? (
            <Form noValidate onSubmit={submit} aria-label="Check your gift card balance">
              <div className="field">
                <label htmlFor="gift-card-country">Country</label>
                <select
                  id="gift-card-country"
                  value={fields.country}
                  onChange={(event) => setFields({ ...fields, country: event.currentTarget.value })}
                  aria-invalid={fieldErrors.country !== undefined}
                  aria-describedby={fieldErrors.country === undefined ? undefined : "gift-card-country-error"}
                >
                  <option value="">Choose a country</option>
                  {giftCardCountries.map(({ code, name }) => <option key={code} value={code}>{name}</option>)}
                </select>
                {fieldErrors.country === undefined ? null : <p id="gift-card-country-error" className="field-error">{fieldErrors.country}</p>}
              </div>
              {input("cardNumber", "Card number", "12 digits, or 16 for an eGift card.")}
              {input("pin", "PIN", "4 digits; leave empty for an eGift card.")}
              <Captcha siteKey={settings.giftCardRecaptchaSiteKey} generation={captchaGeneration} onToken={setCaptcha} error={fieldErrors.captcha} />
              <div className="gift-card-error" role="alert">
                {formError === undefined ? null : <p className="field-error">{formError}</p>}
                {serviceError === undefined ? null : <p className="field-error">{serviceError}</p>}
              </div>
              <Button type="submit" className="primary" data-state={view.button}>{button}</Button>
            </Form>
          )
          : null}
      </div>
      <div role="tabpanel" id="gift-card-panel-about" aria-labelledby="gift-card-tab-about" hidden={tab !== "about"}>
        <h2>About gift cards</h2>
        <p>
          A gift card has a 12-digit number and a 4-digit PIN under the scratch-off panel on its back. An eGift card, sent by
          e-mail, has a 16-digit number and no PIN.
        </p>
        <p>Gift cards never expire and can be used online and in our stores.</p>
      </div>
    </div>
  )
}
