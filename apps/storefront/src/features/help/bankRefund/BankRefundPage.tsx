/**
 * Bank refund details (orders §2 "Bank refund", §4, §5, §8): the form for the visitor's
 * country (the geoLocation cookie set from the IP, else the site's: `useBankRefundCountry`),
 * with the fields that country asks for (`bankRefundFieldsByCountry`).
 *
 * - Invalid fields are marked aria-invalid, each with 'Invalid input' beside it, and a
 *   summary naming them shows in an alert; focus moves to the first invalid field.
 * - A valid form sends; the button shows processing. On success the form resets, a
 *   thank-you dialog opens (the storefront's `ModalDialog`) and the button returns to its
 *   initial state; on failure the button shows "Retry" and stays usable, and a message
 *   beside it (and in the live region) says what failed: the service's error, no answer, or
 *   the details refused (the domain's `bankRefundFailureMessage`). A refusal by the service
 *   is tracked with its message (the hook).
 * - A field with a rule says it beside the field before anything is typed (the domain's
 *   `bankRefundFieldHint`): the Japanese form's name is half-width katakana.
 *
 * Where the spec is silent: the account type is a choice of ordinary or current (the two
 * Japanese deposit accounts); the service's own message is not shown to the visitor (it is
 * tracked), the page says what failed and that the details were not saved. Nothing here reads
 * the browser while rendering: the page is prerendered with the site country's form.
 */
import {
  type BankRefundCountry,
  type BankRefundErrors,
  type BankRefundField,
  bankRefundFailureMessage,
  bankRefundFieldHint,
  bankRefundFieldLabels,
  bankRefundFieldsByCountry,
  type ButtonState,
  validateBankRefund,
} from "@outfitter/domain"
import { useBankRefundCountry, useSubmitBankRefund } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { type FormEvent, useState } from "react"
import { helpText } from "../../../site/text/en/help.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { ModalDialog, sharedModalClassNames } from "../../../ui/ModalDialog.tsx"
import { StatefulButton } from "../../../ui/StatefulButton.tsx"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { Button, Form } from "../../../ui/Form.tsx"

const accountTypes = ["ordinary", "current"] as const

const Field = ({ field, country, value, error, onChange }: {
  readonly field: BankRefundField
  readonly country: BankRefundCountry
  readonly value: string
  readonly error: string | undefined
  readonly onChange: (value: string) => void
}) => {
  const text = useText(helpText).bankRefund
  const spec = useSpecText()
  const id = `bank-refund-${field}`
  const hint = bankRefundFieldHint(field, country)
  const describedBy = [hint === undefined ? "" : `${id}-hint`, error === undefined ? "" : `${id}-error`].filter((part) => part !== "").join(" ")
  const common = {
    id,
    name: field,
    value,
    "aria-invalid": error !== undefined,
    "aria-required": field !== "orderId",
    "aria-describedby": describedBy === "" ? undefined : describedBy,
  }
  return (
    <div className="field">
      <label htmlFor={id}>{field === "orderId" ? text.optional(spec(bankRefundFieldLabels[field])) : spec(bankRefundFieldLabels[field])}</label>
      {field === "accountType"
        ? (
          <select {...common} onChange={(event) => onChange(event.target.value)}>
            <option value="">{text.chooseAccountType}</option>
            {accountTypes.map((code) => <option key={code} value={code}>{text.accountTypes[code]}</option>)}
          </select>
        )
        : (
          <input
            {...common}
            type="text"
            autoComplete="off"
            inputMode={field === "orderId" ? "numeric" : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      {hint === undefined ? null : <p id={`${id}-hint`} className="muted">{spec(hint)}</p>}
      {error === undefined ? null : <p id={`${id}-error`} className="field-error">{spec(error)}</p>}
    </div>
  )
}

export const BankRefundPage = () => {
  const text = useText(helpText).bankRefund
  const spec = useSpecText()
  usePageTitle(text.title)
  const { settings } = useSite()
  const country = useBankRefundCountry(settings.country)
  const fields = bankRefundFieldsByCountry[country]
  const [values, setValues] = useState<Partial<Record<BankRefundField, string>>>({})
  const [errors, setErrors] = useState<BankRefundErrors | undefined>(undefined)
  const [state, setState] = useState<ButtonState>("initial")
  const [thanks, setThanks] = useState(false)
  const [failure, setFailure] = useState("")
  const { message, announce } = useAnnouncer()
  const submission = useSubmitBankRefund()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state === "processing") return
    const checked = validateBankRefund(values, country)
    if (Result.isFailure(checked)) {
      setErrors(checked.failure)
      const first = checked.failure.invalid[0]
      if (first !== undefined) document.getElementById(`bank-refund-${first}`)?.focus()
      return
    }
    setErrors(undefined)
    setState("processing")
    submission.mutate({ form: values, country }, {
      onSuccess: () => {
        setValues({})
        setState("initial")
        setThanks(true)
      },
      onError: (error) => {
        const said = spec(bankRefundFailureMessage(error))
        setFailure(said)
        setState("failed")
        announce(said)
      },
    })
  }

  return (
    <div className="page bank-refund">
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      <Form className="bank-refund-form" noValidate onSubmit={submit} aria-label={text.formLabel}>
        {fields.map((field) => (
          <Field
            key={field}
            field={field}
            country={country}
            value={values[field] ?? ""}
            error={errors?.fields[field]}
            onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
          />
        ))}
        <div className="bank-refund-summary" role="alert">
          {errors === undefined ? null : <p className="field-error">{spec(errors.summary)}</p>}
        </div>
        {state === "failed"
          ? <Button type="submit" className="stateful-button is-failed">{text.button.failed}</Button>
          : <StatefulButton state={state} labels={text.button} />}
        {state === "failed" ? <p className="field-error">{failure}</p> : null}
      </Form>
      <LiveRegion message={message} />
      {thanks
        ? (
          <ModalDialog
            title={text.thanksTitle}
            onClose={() => setThanks(false)}
            classNames={sharedModalClassNames("bank-refund-thanks")}
          >
            <p>{text.thanks}</p>
          </ModalDialog>
        )
        : null}
    </div>
  )
}
