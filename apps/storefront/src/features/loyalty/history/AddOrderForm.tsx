/**
 * Add points from a past order: the order number checked by the domain (a wrong length
 * makes no call), the add-order button's outcome under the form and in the live region,
 * and the find-your-order-number help.
 */
import { addOrderIncorrectLength, type AddOrderOutcome, parseOrderNumber } from "@outfitter/domain"
import { useAddOrderButton } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { type FormEvent, useEffect, useId, useState } from "react"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"
import { emitAnalytics } from "../../../ui/analytics.ts"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { StatefulButton } from "../../../ui/StatefulButton.tsx"

const addLabels = { initial: "Add points", processing: "Adding…", success: "Points added", failed: "Add points" } as const

const helpTexts = {
  store: {
    title: "Find your in-store order number",
    body: "Your order number is printed at the bottom of your store receipt, under the barcode.",
  },
  online: {
    title: "Find your online order number",
    body: "Your order number is in your order confirmation e-mail and in your order history.",
  },
} as const

type Help = keyof typeof helpTexts

export const AddOrderForm = () => {
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
    announce(button.outcome.message)
    if (button.outcome.clearInput) setValue("")
  }, [button.outcome, announce])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (button.state !== "initial") return
    const parsed = parseOrderNumber(value)
    if (Result.isFailure(parsed)) {
      setFieldError(parsed.failure.message)
      setShown(undefined)
      announce(parsed.failure.message)
      emitAnalytics(addOrderIncorrectLength)
      return
    }
    setFieldError(undefined)
    setShown(undefined)
    void button.submit(parsed.success)
  }

  return (
    <section className="points-add-order" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>Add points from a past order</h2>
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId}>Order number</label>
        <input
          id={inputId}
          name="orderNumber"
          value={value}
          autoComplete="off"
          aria-invalid={fieldError !== undefined}
          aria-describedby={fieldError === undefined ? undefined : errorId}
          onChange={(event) => setValue(event.target.value)}
        />
        {fieldError !== undefined && <p id={errorId} className="field-error">{fieldError}</p>}
        <StatefulButton state={button.state} labels={addLabels} />
      </form>
      {shown !== undefined && (
        <p className={`points-add-order__message is-${shown.key}`} data-key={shown.key}>{shown.message}</p>
      )}
      <p className="points-add-order__help">
        Need help finding it?{" "}
        <button type="button" className="link-button" onClick={() => setHelp("store")}>In-store receipt</button>{" "}
        <button type="button" className="link-button" onClick={() => setHelp("online")}>Online order</button>
      </p>
      {help !== undefined && (
        <AccountDialog title={helpTexts[help].title} onClose={() => setHelp(undefined)}>
          <p>{helpTexts[help].body}</p>
        </AccountDialog>
      )}
      <LiveRegion message={message} />
    </section>
  )
}
