/**
 * The payment card modal (platform §4): add or edit. In edit the number is disabled; for
 * the house card the expiry and the update button are hidden. Field errors sit under
 * their fields (aria-describedby), the summary in an alert; the stateful button runs the
 * domain's timings, and the page reloads 3 s after success.
 *
 * Card data: the number and CVV are this component's state while it is open, and nowhere
 * else once it closes (the page unmounts it). They go to `useAddCard`, which seals them
 * before TanStack Query sees them, so neither its caches nor an error keep them.
 */
import { type CardFormField, type CardFormInvalid, cardModalView, formatCardNumber, type SavedCard, validateExpiry, validateNewCard } from "@outfitter/domain"
import { useAddCard, useStatefulButton, useStoreSettings, useUpdateCard } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { type FormEvent, useEffect, useId, useRef, useState } from "react"
import { StatefulButton } from "../../ui/StatefulButton.tsx"
import { cardModalErrorsFor, type CardModalErrors } from "./cardErrors.ts"

export interface CardModalProps {
  readonly mode: "add" | "edit"
  readonly card?: SavedCard | undefined
  readonly country: string
  readonly onClose: () => void
  /** Called as the button turns to success (the page announces and schedules its reload). */
  readonly onSucceeded: (message: string) => void
}

const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, "0"))
const years = (from: number) => Array.from({ length: 16 }, (_, index) => String(from + index))

const addLabels = { initial: "Add card", processing: "Adding card…", success: "Card added", failed: "Card not added" }
const updateLabels = { initial: "Update card", processing: "Updating card…", success: "Card updated", failed: "Card not updated" }

export const CardModal = ({ mode, card, country, onClose, onSucceeded }: CardModalProps) => {
  const settings = useStoreSettings()
  const id = useId()
  const view = cardModalView(mode, card?.cardBrand.toLowerCase())
  const [cardNumber, setCardNumber] = useState("")
  const [expireMonth, setExpireMonth] = useState(card?.expireMonth ?? "")
  const [expireYear, setExpireYear] = useState(card?.expireYear ?? "")
  const [cvv, setCvv] = useState("")
  const [errors, setErrors] = useState<CardModalErrors>({ fields: {} })
  const button = useStatefulButton()
  const add = useAddCard()
  const update = useUpdateCard()
  const first = useRef<HTMLInputElement | HTMLSelectElement | null>(null)
  const heading = mode === "add" ? "Add a card" : "Edit card"

  useEffect(() => {
    first.current?.focus()
  }, [])

  const errorId = (field: CardFormField | "card") => `${id}-${field}-error`
  const fieldError = (field: CardFormField | "card") =>
    errors.fields[field] === undefined ? null : <p id={errorId(field)} className="field-error">{errors.fields[field]}</p>
  const describedBy = (...fields: Array<CardFormField | "card">) =>
    fields.filter((field) => errors.fields[field] !== undefined).map(errorId).join(" ") || undefined

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (button.state !== "initial") return
    const expiry = { expireMonth, expireYear }
    // platform §5: the form must pass first; the same domain rule the client runs
    const checked: Result.Result<unknown, CardFormInvalid> = mode === "add"
      ? validateNewCard({ cardNumber, cvv, ...expiry }, { country, patterns: settings.cardBrandPatterns })
      : validateExpiry(expiry)
    if (Result.isFailure(checked)) {
      setErrors(cardModalErrorsFor(checked.failure))
      return
    }
    setErrors({ fields: {} })
    const save = mode === "add"
      ? () => add.mutateAsync({ cardNumber, cvv, country, ...expiry }).then(() => undefined)
      : () => update.mutateAsync({ id: card?.savedPaymentId ?? "", expiry })
    // the failure shows with the failed state, and the reload is counted from success (platform §4)
    const outcome = await button.run(() =>
      save().then(
        () => onSucceeded(mode === "add" ? "Card added" : "Card updated"),
        (error: unknown) => {
          setErrors(cardModalErrorsFor(error))
          throw error
        },
      )
    )
    if (outcome.ok) onClose()
  }

  return (
    <div className="card-modal-backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="card-modal"
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose()
        }}
      >
        <h2 id={`${id}-title`}>{heading}</h2>
        <form noValidate onSubmit={(event) => void submit(event)}>
          {errors.summary === undefined ? null : <div role="alert" className="form-summary">{errors.summary}</div>}
          <label htmlFor={`${id}-number`}>Card number</label>
          <input
            id={`${id}-number`}
            ref={(element) => {
              if (mode === "add") first.current = element
            }}
            name="cardNumber"
            inputMode="numeric"
            autoComplete={mode === "add" ? "cc-number" : "off"}
            disabled={view.isCardNumberDisabled}
            value={mode === "edit" ? `•••• ${card?.cardLastFour ?? ""}` : cardNumber}
            onChange={(event) => setCardNumber(formatCardNumber(event.target.value, settings.cardBrandPatterns))}
            aria-invalid={errors.fields.cardNumber !== undefined || errors.fields.card !== undefined || errors.fields.geoFence !== undefined}
            aria-describedby={describedBy("cardNumber", "card", "geoFence")}
          />
          {fieldError("cardNumber")}
          {fieldError("card")}
          {errors.fields.geoFence === undefined ? null : (
            <p id={errorId("geoFence")} className="field-error geo-fence-error">{errors.fields.geoFence}</p>
          )}
          {view.showsExpiry
            ? (
              <fieldset aria-describedby={describedBy("expiry")}>
                <legend>Expiry date</legend>
                <label htmlFor={`${id}-month`}>Expiry month</label>
                <select
                  id={`${id}-month`}
                  ref={(element) => {
                    if (mode === "edit") first.current = element
                  }}
                  value={expireMonth}
                  onChange={(event) => setExpireMonth(event.target.value)}
                  aria-invalid={errors.fields.expiry !== undefined}
                >
                  <option value="">Month</option>
                  {months.map((month) => <option key={month} value={month}>{month}</option>)}
                </select>
                <label htmlFor={`${id}-year`}>Expiry year</label>
                <select
                  id={`${id}-year`}
                  value={expireYear}
                  onChange={(event) => setExpireYear(event.target.value)}
                  aria-invalid={errors.fields.expiry !== undefined}
                >
                  <option value="">Year</option>
                  {[...new Set([...(card?.expireYear === undefined ? [] : [card.expireYear]), ...years(new Date().getFullYear())])].map((
                    year,
                  ) => <option key={year} value={year}>{year}</option>)}
                </select>
                {fieldError("expiry")}
              </fieldset>
            )
            : null}
          {mode === "add"
            ? (
              <>
                <label htmlFor={`${id}-cvv`}>Security code</label>
                <input
                  id={`${id}-cvv`}
                  name="cvv"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  value={cvv}
                  onChange={(event) => setCvv(event.target.value.replace(/\D+/g, ""))}
                  aria-invalid={errors.fields.cvv !== undefined}
                  aria-describedby={describedBy("cvv")}
                />
                {fieldError("cvv")}
              </>
            )
            : null}
          <div className="card-modal-actions">
            {view.showsUpdateButton
              ? <StatefulButton state={button.state} labels={mode === "add" ? addLabels : updateLabels} />
              : null}
            <button type="button" onClick={onClose}>Close</button>
          </div>
        </form>
      </div>
    </div>
  )
}
