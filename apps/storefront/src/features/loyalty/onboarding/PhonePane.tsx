/** The phone pane: a number the domain checks for the site. */
import { onboardingPayloads, validatePhone } from "@outfitter/domain"
import * as Result from "effect/Result"
import { type FormEvent, useId, useState } from "react"
import { loyaltyText } from "../../../site/text/en/loyalty.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import type { PaneProps } from "./paneProps.ts"

export const PhonePane = ({ site, busy, onSkip, onSave, announce }: PaneProps<Readonly<Record<string, unknown>>>) => {
  const text = useText(loyaltyText).onboarding
  const spec = useSpecText()
  const id = useId()
  const [value, setValue] = useState("")
  const [error, setError] = useState<{ readonly summary: string; readonly field: string } | undefined>(undefined)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = validatePhone(value, site)
    if (Result.isFailure(result)) {
      setError(result.failure)
      announce(spec(result.failure.summary))
      return
    }
    setError(undefined)
    void onSave(onboardingPayloads.phone(result.success))
  }
  return (
    <form aria-label={text.phone.label} onSubmit={submit} noValidate>
      {error === undefined ? null : <p className="onboarding-summary" role="alert">{spec(error.summary)}</p>}
      <div className="onboarding-field">
        <label htmlFor={id}>{text.phone.number}</label>
        <input
          id={id}
          name="primaryPhone"
          type="tel"
          autoComplete="tel"
          value={value}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : `${id}-error`}
          onChange={(event) => setValue(event.target.value)}
        />
        {error === undefined ? null : <p id={`${id}-error`} className="onboarding-field-error">{spec(error.field)}</p>}
      </div>
      <div className="onboarding-actions">
        <button type="submit" className="button" disabled={busy}>{text.phone.save}</button>
        <button type="button" className="button-secondary" onClick={onSkip}>{text.skip}</button>
      </div>
    </form>
  )
}
