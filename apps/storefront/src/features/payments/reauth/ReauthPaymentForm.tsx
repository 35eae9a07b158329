/** The payment form: the method choice (card or PayPal), the card and billing fields with their errors, the button. */
import type { BillingAddressInput, BillingField, ButtonState, CardFormField, paymentChoice, ReauthDetails, ReauthMethod } from "@outfitter/domain"
import type { FormEvent, RefObject } from "react"
import { SignInLink } from "../../../ui/SignInLink.tsx"
import { StatefulButton } from "../../../ui/StatefulButton.tsx"
import { CardFields, type CardFieldsValues } from "../CardFields.tsx"
import { BillingAddressFields } from "./BillingAddressFields.tsx"

const buttonLabels = {
  card: { initial: "Update payment", processing: "Updating payment…", success: "Payment updated", failed: "Payment not updated" },
  paypal: { initial: "Pay with PayPal", processing: "Going to PayPal…", success: "Payment updated", failed: "Payment not updated" },
} as const

const cardFields: ReadonlyArray<CardFormField> = ["cardNumber", "expiry", "cvv", "geoFence"]
export interface ReauthPaymentFormProps {
  readonly formRef: RefObject<HTMLFormElement | null>
  readonly details: ReauthDetails
  readonly choice: ReturnType<typeof paymentChoice>
  readonly onRequest: (method: ReauthMethod) => void
  readonly card: CardFieldsValues
  readonly onCard: (values: CardFieldsValues) => void
  readonly billing: BillingAddressInput
  readonly onBilling: (values: BillingAddressInput) => void
  readonly problem: { readonly message: string; readonly fields: Readonly<Record<string, string>>; readonly needsSignIn?: boolean | undefined } | undefined
  readonly button: ButtonState
  readonly onSubmit: (event: FormEvent) => void
}

export const ReauthPaymentForm = (props: ReauthPaymentFormProps) => {
  const { formRef, details, choice, onRequest, card, onCard, billing, onBilling, problem, button, onSubmit } = props
  const fields = problem?.fields ?? {}
  const cardErrors = Object.fromEntries(Object.entries(fields).filter(([field]) => (cardFields as ReadonlyArray<string>).includes(field)))
  const billingErrors: Partial<Record<BillingField, string>> = Object.fromEntries(
    Object.entries(fields).filter(([field]) => !(cardFields as ReadonlyArray<string>).includes(field)),
  )
  return (
    <form ref={formRef} noValidate aria-label="Update payment" onSubmit={onSubmit}>
      {problem === undefined ? null : <div role="alert" className="form-summary">{problem.message}{problem.needsSignIn === true ? <> <SignInLink /></> : null}</div>}
      <fieldset className="reauth-choice">
        <legend>Pay with</legend>
        <label>
          <input
            type="radio"
            name="method"
            value="card"
            checked={choice.selected === "card"}
            disabled={choice.cardDisabled}
            onChange={() => onRequest("card")}
          />
          Credit or debit card
        </label>
        {choice.paypalOffered
          ? (
            <label>
              <input type="radio" name="method" value="paypal" checked={choice.selected === "paypal"} onChange={() => onRequest("paypal")} />
              PayPal
            </label>
          )
          : null}
        {choice.failover ? <p className="reauth-note">Card payments are not available for this order. Please pay with PayPal.</p> : null}
      </fieldset>
      {choice.selected === "card"
        ? (
          <>
            <fieldset className="reauth-card">
              <legend>Card</legend>
              <CardFields values={card} onChange={onCard} errors={cardErrors} />
            </fieldset>
            <BillingAddressFields values={billing} onChange={onBilling} errors={billingErrors} />
          </>
        )
        : <p>You confirm the payment of {details.amountFmt} with PayPal.</p>}
      <StatefulButton state={button} labels={buttonLabels[choice.selected]} />
    </form>
  )
}
