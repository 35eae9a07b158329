/** The birthday pane: month, day and year, checked by the domain against the site's region and today. */
import { type BirthdayField, calendarDate, onboardingPayloads, onboardingRegionForSite, validateBirthday } from "@outfitter/domain"
import * as Result from "effect/Result"
import { type FormEvent, type ReactNode, useId, useState } from "react"
import { loyaltyText } from "../../../site/text/en/loyalty.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import type { PaneProps } from "./paneProps.ts"

const months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"] as const
const pad = (n: number) => String(n).padStart(2, "0")

export const BirthdayPane = ({ site, birthYearRequired, busy, onSkip, onSave, announce }: PaneProps<Readonly<Record<string, unknown>> | undefined> & { readonly birthYearRequired: boolean }) => {
  const text = useText(loyaltyText).onboarding
  const spec = useSpecText()
  const ids = { year: useId(), month: useId(), day: useId(), summary: useId() }
  const [values, setValues] = useState({ year: "", month: "", day: "" })
  const [errors, setErrors] = useState<{ readonly summary?: string; readonly fields: Partial<Record<BirthdayField, string>> }>({ fields: {} })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = validateBirthday(values, {
      birthYearRequired,
      region: onboardingRegionForSite(site),
      today: calendarDate(new Date()),
    })
    if (Result.isFailure(result)) {
      setErrors({ summary: result.failure.summary, fields: result.failure.fields })
      announce(spec(result.failure.summary))
      return
    }
    setErrors({ fields: {} })
    void onSave(result.success === undefined ? undefined : onboardingPayloads.birthday(result.success))
  }
  const field = (name: BirthdayField, label: string, control: (props: { id: string; "aria-invalid": boolean; "aria-describedby": string | undefined }) => ReactNode) => {
    const error = errors.fields[name]
    const errorId = `${ids[name]}-error`
    // a field whose message is the summary (too young) is marked and points at the summary,
    // rather than repeating it under every field
    const own = error !== undefined && error !== errors.summary
    const describedBy = error === undefined ? undefined : own ? errorId : ids.summary
    return (
      <div className="onboarding-field">
        <label htmlFor={ids[name]}>{label}</label>
        {control({ id: ids[name], "aria-invalid": error !== undefined, "aria-describedby": describedBy })}
        {own ? <p id={errorId} className="onboarding-field-error">{spec(error)}</p> : null}
      </div>
    )
  }
  return (
    <form aria-label={text.birthday.label} onSubmit={submit} noValidate>
      {errors.summary === undefined ? null : <p id={ids.summary} className="onboarding-summary" role="alert">{spec(errors.summary)}</p>}
      {field("month", text.birthday.month, (props) => (
        <select {...props} name="birthMonth" value={values.month} onChange={(event) => setValues({ ...values, month: event.target.value })}>
          <option value="">{text.birthday.chooseMonth}</option>
          {months.map((month, index) => <option key={month} value={pad(index + 1)}>{text.birthday.months[month]}</option>)}
        </select>
      ))}
      {field("day", text.birthday.day, (props) => (
        <select {...props} name="birthDay" value={values.day} onChange={(event) => setValues({ ...values, day: event.target.value })}>
          <option value="">{text.birthday.chooseDay}</option>
          {Array.from({ length: 31 }, (_, index) => <option key={index} value={pad(index + 1)}>{index + 1}</option>)}
        </select>
      ))}
      {field("year", text.birthday.year, (props) => (
        <input {...props} name="birthYear" inputMode="numeric" maxLength={4} autoComplete="bday-year" value={values.year} onChange={(event) => setValues({ ...values, year: event.target.value })} />
      ))}
      <div className="onboarding-actions">
        <button type="submit" className="button" disabled={busy}>{text.birthday.save}</button>
        <button type="button" className="button-secondary" onClick={onSkip}>{text.skip}</button>
      </div>
    </form>
  )
}
