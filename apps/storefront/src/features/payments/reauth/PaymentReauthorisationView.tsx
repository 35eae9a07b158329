/** The re-authorisation page once the order's details are known: the order's facts, the payment pane and its 3-D Secure challenge. */
import {
  cardCountryFor,
  type BillingAddressInput,
  paymentChoice,
  pointsBannerUpdatedText,
  type ReauthDetails,
  type ReauthFormField,
  type ReauthMethod,
  reauthorisedOrderStatus,
  reauthProblemFor,
  reauthTimings,
  validateCardReauth,
} from "@outfitter/domain"
import { useReauthorisation, useStoreSettings, useUPref } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { type CSSProperties, type FormEvent, useEffect, useRef, useState } from "react"
import { paymentsText } from "../../../site/text/en/payments.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { prefersReducedMotion } from "../../../ui/motion.ts"
import { revealMessage } from "../../../ui/revealMessage.ts"
import { type CardFieldsValues, cardFormInputOf, emptyCardFieldsValues } from "../CardFields.tsx"
import { billingValuesOf } from "./BillingAddressFields.tsx"
import { ReauthOrderFacts } from "./ReauthOrderFacts.tsx"
import { ReauthPaymentForm } from "./ReauthPaymentForm.tsx"
import { ThreeDSecureFrame } from "./ThreeDSecureFrame.tsx"

const fieldOrder: ReadonlyArray<ReauthFormField> = ["cardNumber", "geoFence", "expiry", "cvv", "firstName", "lastName", "country", "address1", "address2", "city", "state", "zipCode"]

export interface PaymentReauthorisationViewProps {
  readonly details: ReauthDetails
  /** Where a PayPal redirect goes; the browser's location by default. */
  readonly navigate?: ((url: string) => void) | undefined
}

/** The page once the order's details are known. */
export const PaymentReauthorisationView = ({ details, navigate }: PaymentReauthorisationViewProps) => {
  const settings = useStoreSettings()
  const text = useText(paymentsText).reauth
  const spec = useSpecText()
  const { settings: site } = useSite()
  const { pref } = useUPref()
  const country = cardCountryFor(pref.shipTo, site.country)
  const reauth = useReauthorisation(details, { navigate })
  const announcer = useAnnouncer()
  const [requested, setRequested] = useState<ReauthMethod | undefined>(undefined)
  const choice = paymentChoice({
    paypalEnabled: settings.paypalEnabled,
    paypalFailoverEnabled: settings.paypalFailoverEnabled,
    sessionFailover: details.sessionPaypalFailover,
    accountFailover: details.accountPaypalFailover,
    requested,
  })
  const [card, setCard] = useState<CardFieldsValues>(emptyCardFieldsValues)
  const [billing, setBilling] = useState<BillingAddressInput>(() => billingValuesOf(details, country))
  const [formProblem, setFormProblem] = useState<{ readonly message: string; readonly fields: Readonly<Record<string, string>> } | undefined>()
  const [paneGone, setPaneGone] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const authorised = reauth.step._tag === "Authorized"
  const challenge = reauth.step._tag === "Challenge" ? reauth.step : undefined
  const problem = formProblem ?? reauth.problem

  // authorised: the live region says so, and what was typed of the card is dropped at once
  useEffect(() => {
    if (!authorised) return
    setCard(emptyCardFieldsValues)
    announcer.announce(`${spec(pointsBannerUpdatedText)} ${text.orderStatusNow(spec(reauthorisedOrderStatus).toLowerCase())}`)
  }, [authorised])
  useEffect(() => {
    if (reauth.problem !== undefined) announcer.announce(spec(reauth.problem.message))
  }, [reauth.problem])

  /** Focuses the first field marked wrong; false when none is. */
  const focusFirstWrong = (wrong: Readonly<Record<string, string>>): boolean => {
    const first = fieldOrder.find((field) => wrong[field] !== undefined)
    const name = first === "geoFence" ? "cardNumber" : first
    const field = name === undefined ? null : form.current?.querySelector<HTMLElement>(`[name="${name}"]`)
    field?.focus()
    return field !== null && field !== undefined
  }
  // a reason with no field to correct (declined, the service failed) is brought into view and focused: the form is
  // longer than a phone's window, and the shopper is at its button
  useEffect(() => {
    if (reauth.problem !== undefined && !focusFirstWrong(reauth.problem.fields)) {
      revealMessage(form.current?.querySelector<HTMLElement>(".form-summary"), { focus: true })
    }
  }, [reauth.problem])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (reauth.button !== "initial") return
    if (choice.selected === "paypal") {
      setFormProblem(undefined)
      reauth.submitPaypal()
      return
    }
    const entry = { ...cardFormInputOf(card), billing }
    // the domain's rule the client runs again: nothing is sent until it passes
    const checked = validateCardReauth(entry, { country, patterns: settings.cardBrandPatterns, billingVisible: true })
    if (Result.isFailure(checked)) {
      const shown = reauthProblemFor(checked.failure)
      setFormProblem(shown)
      announcer.announce(spec(shown.message))
      focusFirstWrong(shown.fields)
      return
    }
    setFormProblem(undefined)
    reauth.submitCard({ form: entry, country })
  }

  const showPane = !authorised || !(paneGone || prefersReducedMotion())
  const slide = { "--reauth-slide": `${reauthTimings.contentSlideMs}ms` } as CSSProperties

  return (
    <>
      <LiveRegion message={announcer.message} />
      <ReauthOrderFacts details={details} authorised={authorised} />
      {!details.needsPaymentUpdate
        ? <p>{text.upToDate}</p>
        : showPane
        ? (
          <div
            className={`reauth-pane${authorised ? " is-leaving" : ""}`}
            style={slide}
            inert={authorised}
            onAnimationEnd={() => {
              if (authorised) setPaneGone(true)
            }}
          >
            {challenge === undefined ? null : (
              <ThreeDSecureFrame
                frameUrl={challenge.frameUrl}
                shown={challenge.shown}
                onInteractionRequired={() => {
                  reauth.showChallenge()
                  announcer.announce(text.bankAsks)
                }}
                onClose={reauth.closeChallenge}
              />
            )}
            {challenge?.shown === true ? null : (
              <ReauthPaymentForm
                formRef={form}
                details={details}
                choice={choice}
                onRequest={setRequested}
                card={card}
                onCard={setCard}
                billing={billing}
                onBilling={setBilling}
                problem={problem}
                button={reauth.button}
                onSubmit={submit}
              />
            )}
          </div>
        )
        : null}
    </>
  )
}
