/** The payment form: the method choice (card or PayPal), the card and billing fields with their errors, the button. */
import type { BillingAddressInput, BillingField, ButtonState, CardFormField, paymentChoice, ReauthDetails, ReauthMethod } from "@outfitter/domain"
import type { FormEvent, RefObject } from "react"
import { paymentsText } from "../../../site/text/en/payments.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { SignInLink } from "../../../ui/SignInLink.tsx"
import { StatefulButton } from "../../../ui/StatefulButton.tsx"
import { CardFields, type CardFieldsValues } from "../CardFields.tsx"
import { BillingAddressFields } from "./BillingAddressFields.tsx"

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
  const text = useText(paymentsText).reauth
  const spec = useSpecText()
  const fields = problem?.fields ?? {}
  const cardErrors = Object.fromEntries(Object.entries(fields).filter(([field]) => (cardFields as ReadonlyArray<string>).includes(field)))
  const billingErrors: Partial<Record<BillingField, string>> = Object.fromEntries(
    Object.entries(fields).filter(([field]) => !(cardFields as ReadonlyArray<string>).includes(field)),
  )
  return (
    <form ref={formRef} noValidate aria-label={text.form} onSubmit={onSubmit}>
      {problem === undefined ? null : <div role="alert" className="form-summary">{spec(problem.message)}{problem.needsSignIn === true ? <> <SignInLink /></> : null}</div>}
      <fieldset className="reauth-choice">
        <legend>{text.payWith}</legend>
        <label>
          <input
            type="radio"
            name="method"
            value="card"
            checked={choice.selected === "card"}
            disabled={choice.cardDisabled}
            onChange={() => onRequest("card")}
          />
          {text.card}
        </label>
        {choice.paypalOffered
          ? (
            <label>
              <input type="radio" name="method" value="paypal" checked={choice.selected === "paypal"} onChange={() => onRequest("paypal")} />
              {text.paypal}
            </label>
          )
          : null}
        {choice.failover ? <p className="reauth-note">{text.failover}</p> : null}
      </fieldset>
      {choice.selected === "card"
        ? (
          <>
            <fieldset className="reauth-card">
              <legend>{text.cardFields}</legend>
              <CardFields values={card} onChange={onCard} errors={cardErrors} />
            </fieldset>
            <BillingAddressFields values={billing} onChange={onBilling} errors={billingErrors} />
          </>
        )
        : <p>{text.paypalConfirm(details.amountFmt)}</p>}
      <StatefulButton state={button} labels={choice.selected === "card" ? text.cardButton : text.paypalButton} />
    </form>
  )
}
