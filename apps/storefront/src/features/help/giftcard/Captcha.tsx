/**
 * The balance form's captcha: Google's reCAPTCHA with the store's site key, loaded on this
 * page only and once, rendered explicitly, reset by a new generation; else, in a fixtures
 * build only, the fixtures' stand-in.
 */
import { useEffect, useRef, useState } from "react"
import { helpText } from "../../../site/text/en/help.ts"
import { useText } from "../../../site/text/useText.ts"
import { StandInCaptcha as FixturesStandIn } from "./StandInCaptcha.tsx"

// Only a fixtures build has the stand-in captcha: in any other build this is the constant
// undefined, so the stand-in, its token among it, is left out of the bundle (a release test
// looks for the token in a production build).
export const StandInCaptcha = import.meta.env.MODE === "fixtures" ? FixturesStandIn : undefined

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
  const text = useText(helpText).giftCards
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
      {unavailable ? <p className="field-error">{text.captchaUnavailable}</p> : null}
    </>
  )
}

/** The captcha: reCAPTCHA with a site key, else the fixtures' stand-in (a fixtures build only). */
export const Captcha = (props: {
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
