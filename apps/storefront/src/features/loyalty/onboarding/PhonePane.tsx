/** The phone pane: a number the domain checks for the site. */
import { onboardingPayloads, validatePhone } from "@outfitter/domain"
import * as Result from "effect/Result"
import { type FormEvent, useId, useState } from "react"
import type { PaneProps } from "./paneProps.ts"

export const PhonePane = ({ site, busy, onSkip, onSave, announce }: PaneProps<Readonly<Record<string, unknown>>>) => {
  const id = useId()
  const [value, setValue] = useState("")
  const [error, setError] = useState<{ readonly summary: string; readonly field: string } | undefined>(undefined)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = validatePhone(value, site)
    if (Result.isFailure(result)) {
      setError(result.failure)
      announce(result.failure.summary)
      return
    }
    setError(undefined)
    void onSave(onboardingPayloads.phone(result.success))
  }
  return (
    <form aria-label="Phone" onSubmit={submit} noValidate>
      {error === undefined ? null : <p className="onboarding-summary" role="alert">{error.summary}</p>}
      <div className="onboarding-field">
        <label htmlFor={id}>Phone number</label>
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
        {error === undefined ? null : <p id={`${id}-error`} className="onboarding-field-error">{error.field}</p>}
      </div>
      <div className="onboarding-actions">
        <button type="submit" className="button" disabled={busy}>Save phone</button>
        <button type="button" className="button-secondary" onClick={onSkip}>Skip</button>
      </div>
    </form>
  )
}
