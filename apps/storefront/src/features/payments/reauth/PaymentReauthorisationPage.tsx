/**
 * The payment re-authorisation page of a problem order (loyalty §2 "Payment authorisation",
 * §4 "Payment choice" and "Payment re-authorisation status", §5 "Card form", §8):
 * `/shop/:site/account/orders/:orderNumber/payment`, where the points-history banner sends
 * a member whose order's payment failed.
 *
 * - The order: its number, amount and status, under the problem-order banner.
 * - The choice: card or PayPal (`paymentChoice`); PayPal failover (a session or account
 *   flag) disables the card and selects PayPal, and says why.
 * - The card: the shared card fields (`CardFields`) and the billing address, checked with
 *   the domain's `validateCardReauth` before anything is sent (the first wrong field takes
 *   focus, the summary goes to an alert); PayPal needs nothing typed.
 * - The button runs the domain's re-authorisation button (`useReauthorisation`): processing
 *   while the payment is authorised (polls included), success, or failed with §8's message
 *   and initial again 3 s later.
 * - 3-D Secure: the provider's frame shows in an interstitial once it asks for the customer
 *   (`ThreeDSecureFrame`); closing it asks the payment's status.
 * - On success the banner is marked updated, the order's status becomes Processing with a
 *   clock icon, and the form's pane slides up over 300 ms (at once for those who asked for
 *   less motion); a live region says so.
 *
 * Card data: the number and CVV are this page's state while the form is open (the card
 * fields are controlled), kept after a failure for a correction, handed to the hook on
 * submit, and dropped as soon as the payment is authorised (and with the page).
 *
 * Where the spec is silent (choices): an order with nothing to update says so and shows no
 * form; an order the member does not have reads "no payment to update"; the failover text
 * and the button's labels are ours.
 */
import {
  cardCountryFor,
  type BillingAddressInput,
  paymentChoice,
  pointsBannerUpdatedText,
  type ReauthDetails,
  type ReauthFormField,
  type ReauthMethod,
  reauthMessages,
  reauthorisedOrderStatus,
  reauthProblemFor,
  reauthTimings,
  validateCardReauth,
} from "@outfitter/domain"
import { useReauthDetails, useReauthorisation, useStoreSettings, useUPref } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { type CSSProperties, type FormEvent, useEffect, useRef, useState } from "react"
import { useParams } from "wouter"
import { useSite } from "../../../site/useSite.ts"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { type CardFieldsValues, cardFormInputOf, emptyCardFieldsValues } from "../CardFields.tsx"
import { ReauthOrderFacts } from "./ReauthOrderFacts.tsx"
import { ReauthPaymentForm } from "./ReauthPaymentForm.tsx"
import { ThreeDSecureFrame } from "./ThreeDSecureFrame.tsx"
import "./reauth.css"

const fieldOrder: ReadonlyArray<ReauthFormField> = ["cardNumber", "geoFence", "expiry", "cvv", "firstName", "lastName", "country", "address1", "address2", "city", "state", "zipCode"]

/** The billing form's first values: the address on file, else the shopper's country. */
const billingOf = (details: ReauthDetails, country: string): BillingAddressInput => ({
  firstName: details.billingAddress?.firstName ?? "",
  lastName: details.billingAddress?.lastName ?? "",
  address1: details.billingAddress?.address1 ?? "",
  address2: details.billingAddress?.address2 ?? "",
  city: details.billingAddress?.city ?? "",
  state: details.billingAddress?.state ?? "",
  zipCode: details.billingAddress?.zipCode ?? "",
  country: details.billingAddress?.country ?? country,
})

/** Whether the visitor asked for less motion (read when the pane leaves). */
const prefersReducedMotion = () => typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true

export interface PaymentReauthorisationViewProps {
  readonly details: ReauthDetails
  /** Where a PayPal redirect goes; the browser's location by default. */
  readonly navigate?: ((url: string) => void) | undefined
}

/** The page once the order's details are known. */
export const PaymentReauthorisationView = ({ details, navigate }: PaymentReauthorisationViewProps) => {
  const settings = useStoreSettings()
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
  const [billing, setBilling] = useState<BillingAddressInput>(() => billingOf(details, country))
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
    announcer.announce(`${pointsBannerUpdatedText} Your order is ${reauthorisedOrderStatus.toLowerCase()}.`)
  }, [authorised])
  useEffect(() => {
    if (reauth.problem !== undefined) announcer.announce(reauth.problem.message)
  }, [reauth.problem])

  const focusFirstWrong = (wrong: Readonly<Record<string, string>>) => {
    const first = fieldOrder.find((field) => wrong[field] !== undefined)
    const name = first === "geoFence" ? "cardNumber" : first
    if (name !== undefined) form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()
  }
  useEffect(() => {
    if (reauth.problem !== undefined) focusFirstWrong(reauth.problem.fields)
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
      announcer.announce(shown.message)
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
        ? <p>This order's payment is up to date. There is nothing to change.</p>
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
                  announcer.announce("Your bank asks you to confirm this payment.")
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

/** The route's page: the order's details, then the view. */
export const PaymentReauthorisationPage = () => {
  const { orderNumber = "" } = useParams<{ orderNumber?: string }>()
  const title = `Payment for order ${orderNumber}`
  usePageTitle(title)
  const details = useReauthDetails(orderNumber)
  return (
    <section className="reauth" aria-labelledby="reauth-title">
      <h1 id="reauth-title">{title}</h1>
      {details.isPending ? <p role="status">Loading the order…</p> : null}
      {details.isError
        ? (
          <p role="alert">
            {details.error._tag === "NotFound" ? `There is no payment to update for order ${orderNumber}.` : reauthMessages.general}
          </p>
        )
        : null}
      {details.data === undefined ? null : <PaymentReauthorisationView key={details.data.orderId} details={details.data} />}
    </section>
  )
}
