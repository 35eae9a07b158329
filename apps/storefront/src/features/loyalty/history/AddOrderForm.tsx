/**
 * Add points from a past order: the order number checked by the domain (a wrong length
 * makes no call), the add-order button's outcome under the form and in the live region,
 * and the find-your-order-number help.
 */
import { addOrderIncorrectLength, type AddOrderOutcome, parseOrderNumber } from "@outfitter/domain"
import { useAddOrderButton } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { type FormEvent, useEffect, useId, useState } from "react"
import { languageOf, specTextIn } from "../../../site/text/catalogue.ts"
import { loyaltyText } from "../../../site/text/en/loyalty.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"
import { emitAnalytics } from "../../../ui/analytics.ts"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { StatefulButton } from "../../../ui/StatefulButton.tsx"

type Help = "store" | "online"

export const AddOrderForm = () => {
  const text = useText(loyaltyText).addOrder
  const spec = useSpecText()
  const language = languageOf(useSite().locale)
  const inputId = useId()
  const errorId = useId()
  const [value, setValue] = useState("")
  const [fieldError, setFieldError] = useState<string | undefined>(undefined)
  const [shown, setShown] = useState<AddOrderOutcome | undefined>(undefined)
  const [help, setHelp] = useState<Help | undefined>(undefined)
  const { message, announce } = useAnnouncer()
  const button = useAddOrderButton()

  useEffect(() => {
    if (button.outcome === undefined) return
    setShown(button.outcome)
    announce(specTextIn(button.outcome.message, language))
    if (button.outcome.clearInput) setValue("")
  }, [button.outcome, announce, language])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (button.state !== "initial") return
    const parsed = parseOrderNumber(value)
    if (Result.isFailure(parsed)) {
      setFieldError(parsed.failure.message)
      setShown(undefined)
      announce(spec(parsed.failure.message))
      emitAnalytics(addOrderIncorrectLength)
      return
    }
    setFieldError(undefined)
    setShown(undefined)
    void button.submit(parsed.success)
  }

  return (
    <section className="points-add-order" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>{text.heading}</h2>
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId}>{text.orderNumber}</label>
        <input
          id={inputId}
          name="orderNumber"
          value={value}
          autoComplete="off"
          aria-invalid={fieldError !== undefined}
          aria-describedby={fieldError === undefined ? undefined : errorId}
          onChange={(event) => setValue(event.target.value)}
        />
        {fieldError !== undefined && <p id={errorId} className="field-error">{spec(fieldError)}</p>}
        <StatefulButton state={button.state} labels={text.button} />
      </form>
      {shown !== undefined && (
        <p className={`points-add-order__message is-${shown.key}`} data-key={shown.key}>{spec(shown.message)}</p>
      )}
      <p className="points-add-order__help">
        {text.needHelp}{" "}
        <button type="button" className="link-button" onClick={() => setHelp("store")}>{text.inStore}</button>{" "}
        <button type="button" className="link-button" onClick={() => setHelp("online")}>{text.online}</button>
      </p>
      {help !== undefined && (
        <AccountDialog title={text.help[help].title} onClose={() => setHelp(undefined)}>
          <p>{text.help[help].body}</p>
        </AccountDialog>
      )}
      <LiveRegion message={message} />
    </section>
  )
}
