/**
 * The payment card modal (platform §4): add or edit, the card's fields from CardFields. In
 * add, the brand is detected as the number is typed and the house card hides the expiry at
 * once; in edit the number is disabled, and for the house card the expiry and the update
 * button are hidden (the domain's cardModalView). Field errors sit under their fields
 * (aria-describedby), the first wrong field takes focus, the summary shows in an alert; the
 * stateful button runs the domain's timings (processing at least 1.5 s, success 1 s,
 * failed back to initial after 3 s).
 *
 * Once success has shown for its time the modal tells the page (`onSucceeded`) and closes;
 * the page reloads 3 s after success appeared (platform §4, §9: the domain's
 * paymentReloadAfterButtonMs counts the rest from there).
 *
 * Card data: the number and CVV are this component's state while it is open, and nowhere
 * else once it closes (the page unmounts it). They go to `useAddCard`, which seals them
 * before TanStack Query sees them, so neither its caches nor an error keep them.
 */
import { cardModalView, expiryInputOf, type SavedCard, validateExpiry, validateNewCard } from "@outfitter/domain"
import { useAddCard, useStatefulButton, useStoreSettings, useUpdateCard } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { paymentsText } from "../../site/text/en/payments.ts"
import { useSpecText, useText } from "../../site/text/useText.ts"
import { AccountDialog } from "../../ui/AccountDialog.tsx"
import { StatefulButton } from "../../ui/StatefulButton.tsx"
import { CardFields, cardFormInputOf, type CardFieldsValues, emptyCardFieldsValues } from "./CardFields.tsx"
import { cardModalErrorsFor, type CardModalErrors } from "./cardErrors.ts"

export interface CardModalProps {
  readonly mode: "add" | "edit"
  readonly card?: SavedCard | undefined
  /** The shopper's country, for the country rule (the domain's cardCountryFor). */
  readonly country: string
  readonly onClose: () => void
  /** Called once the button has shown success for its time: the page announces and schedules its reload. */
  readonly onSucceeded: (change: "add" | "update") => void
}

export const CardModal = ({ mode, card, country, onClose, onSucceeded }: CardModalProps) => {
  const settings = useStoreSettings()
  const text = useText(paymentsText).cardModal
  const spec = useSpecText()
  const view = cardModalView(mode, card?.cardBrand)
  const [values, setValues] = useState<CardFieldsValues>(() =>
    card === undefined ? emptyCardFieldsValues : { ...emptyCardFieldsValues, expiry: expiryInputOf(card.expireMonth, card.expireYear) }
  )
  const [errors, setErrors] = useState<CardModalErrors>({ fields: {} })
  const [attempt, setAttempt] = useState(0)
  const button = useStatefulButton()
  const add = useAddCard()
  const update = useUpdateCard()
  const form = useRef<HTMLFormElement | null>(null)
  const first = useRef<HTMLInputElement | null>(null)

  useEffect(() => {
    first.current?.focus()
  }, [])

  // after a refused submit, the first wrong field takes focus
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempt])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (button.state !== "initial") return
    const input = cardFormInputOf(values)
    // platform §5: the form must pass first; the same domain rule the client runs
    const checked: Result.Result<unknown, unknown> = mode === "add"
      ? validateNewCard(input, { country, patterns: settings.cardBrandPatterns })
      : validateExpiry(input)
    if (Result.isFailure(checked)) {
      setErrors(cardModalErrorsFor(checked.failure))
      setAttempt((count) => count + 1)
      return
    }
    setErrors({ fields: {} })
    const save = mode === "add"
      ? () => add.mutateAsync({ ...input, country }).then(() => undefined)
      : () => update.mutateAsync({ id: card?.savedPaymentId ?? "", expiry: input })
    const outcome = await button.run(() =>
      save().catch((error: unknown) => {
        // the failure shows with the failed state
        setErrors(cardModalErrorsFor(error))
        throw error
      })
    )
    // success has shown for its time: the page reloads the rest of its 3 s later (platform §4)
    if (outcome.ok) {
      onSucceeded(mode === "add" ? "add" : "update")
      onClose()
    }
  }

  return (
    <AccountDialog title={mode === "add" ? text.addTitle : text.editTitle} onClose={onClose}>
      <form ref={form} className="card-modal-form" noValidate onSubmit={(event) => void submit(event)}>
        {errors.summary === undefined ? null : <div role="alert" className="form-summary">{spec(errors.summary)}</div>}
        <CardFields
          values={values}
          onChange={setValues}
          errors={errors.fields}
          savedLastFour={view.isCardNumberDisabled ? (card?.cardLastFour ?? "") : undefined}
          hideExpiry={!view.showsExpiry}
          showsCvv={mode === "add"}
          firstFieldRef={first}
        />
        {view.showsUpdateButton
          ? (
            <div className="card-modal-actions">
              <StatefulButton state={button.state} labels={mode === "add" ? text.add : text.update} />
            </div>
          )
          : null}
      </form>
    </AccountDialog>
  )
}
