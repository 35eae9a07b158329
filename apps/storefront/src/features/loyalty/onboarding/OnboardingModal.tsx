/**
 * The loyalty onboarding modal (loyalty-payments §2 "Onboarding modal", §4 "Onboarding",
 * §5, §7). Rendered by the rewards page; it renders nothing unless the domain's rule says
 * it opens (preference.onboarding 0, loyalty store = current store, hasOnboarding on).
 *
 * Panes: initial, gender, birthday, phone (when the store settings' `onboardingPhone` is
 * on), appDownload, finish. Every rule is the domain's (loyalty/onboarding); saves go
 * through the user service (`useUpdateUser`). Choices where the spec is silent:
 * - gender, birthday and phone panes may be skipped (the spec's "next action");
 * - a failed save (other than the auth-window error, which closes the modal) keeps the
 *   pane with a message in the live region; a failed close still closes;
 * - the age check uses the site's region (wd is worldwide; no Asia-Pacific site exists).
 */
import {
  closesOnUpdateError,
  genderBackground,
  nextPane,
  type OnboardingBackground,
  onboardingEvent,
  onboardingMessages,
  type OnboardingPane,
  onboardingPayloads,
  onboardingRegionForSite,
  calendarDate,
  presentPanes,
  validateBirthday,
  validatePhone,
  type BirthdayField,
} from "@outfitter/domain"
import { useOnboarding, useUpdateUser } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react"
import { useSite } from "../../../site/useSite.ts"
import { emitAnalytics } from "../../../ui/analytics.ts"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { ModalDialog } from "../../../ui/ModalDialog.tsx"
import "./onboarding.css"

export interface OnboardingModalProps {
  readonly onClosed?: () => void
  /** The local mock flag of §4: open whatever the loyalty info says. */
  readonly mock?: boolean
}

const saveFailedMessage = "Your changes could not be saved. Please try again."

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
const pad = (n: number) => String(n).padStart(2, "0")

const onboardingClassNames = { backdrop: "onboarding-backdrop", dialog: "onboarding-dialog", close: "onboarding-close" } as const

const paneTitles: Readonly<Record<OnboardingPane, string>> = {
  initial: "Welcome to Outfitter Rewards",
  gender: "Tell us what you shop for",
  birthday: "When is your birthday?",
  phone: "Add your phone number",
  appDownload: "Get the app",
  finish: "You're all set",
}

export const OnboardingModal = ({ onClosed, mock }: OnboardingModalProps) => {
  const onboarding = useOnboarding(mock === undefined ? {} : { mock })
  const [closed, setClosed] = useState(false)
  // once open, the modal stays open until it is closed: a save (gender sets onboarding 1)
  // refreshes the loyalty info, which then says the modal would not open any more
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    if (onboarding.shouldOpen) setOpened(true)
  }, [onboarding.shouldOpen])
  if (closed || !(opened || onboarding.shouldOpen)) return null
  return (
    <OnboardingDialog
      phonePane={onboarding.settings.onboardingPhone}
      birthYearRequired={onboarding.settings.loyaltyBirthYear}
      extendedAuthWindow={onboarding.settings.extendedAuthWindow}
      onClosed={() => {
        setClosed(true)
        onClosed?.()
      }}
    />
  )
}

interface DialogProps {
  readonly phonePane: boolean
  readonly birthYearRequired: boolean
  readonly extendedAuthWindow: boolean
  readonly onClosed: () => void
}

const OnboardingDialog = ({ phonePane, birthYearRequired, extendedAuthWindow, onClosed }: DialogProps) => {
  const { site } = useSite()
  const heading = useRef<HTMLHeadingElement>(null)
  const panes = presentPanes({ phone: phonePane })
  const [pane, setPane] = useState<OnboardingPane>("initial")
  const [background, setBackground] = useState<OnboardingBackground>("none")
  const update = useUpdateUser()
  const { message, announce } = useAnnouncer()

  useEffect(() => {
    emitAnalytics(onboardingEvent("onboarding_open"))
  }, [])
  useEffect(() => {
    heading.current?.focus()
  }, [pane])

  const advance = () => {
    const next = nextPane(pane, panes)
    if (next !== undefined) setPane(next)
  }

  const close = () => {
    emitAnalytics(onboardingEvent("onboarding_close"))
    update.mutate(onboardingPayloads.close())
    onClosed()
  }

  /** Saves, then advances; the auth-window error closes the modal. */
  const save = async (data: Readonly<Record<string, unknown>>): Promise<boolean> => {
    try {
      await update.mutateAsync(data)
      return true
    } catch (error) {
      if (closesOnUpdateError(error, extendedAuthWindow)) onClosed()
      else announce(saveFailedMessage)
      return false
    }
  }

  const chooseGender = async (gender: string) => {
    setBackground(genderBackground(gender))
    emitAnalytics(onboardingEvent("onboarding_gender"))
    if (await save(onboardingPayloads.gender(gender))) advance()
  }

  let body: ReactNode
  switch (pane) {
    case "initial":
      body = (
        <>
          <p>Earn points on every purchase and get rewards made for you. It takes a minute to set up.</p>
          <div className="onboarding-actions">
            <button type="button" className="button" onClick={advance}>Get started</button>
          </div>
        </>
      )
      break
    case "gender":
      body = (
        <>
          <p>Choose one so we can show you the right styles.</p>
          <div className="onboarding-actions" role="group" aria-label="Gender">
            <button type="button" className="button" disabled={update.isPending} onClick={() => void chooseGender("M")}>Men's</button>
            <button type="button" className="button" disabled={update.isPending} onClick={() => void chooseGender("F")}>Women's</button>
            <button type="button" className="button" disabled={update.isPending} onClick={() => void chooseGender("O")}>Both / prefer not to say</button>
            <button type="button" className="button-secondary" onClick={advance}>Skip</button>
          </div>
        </>
      )
      break
    case "birthday":
      body = <BirthdayPane site={site} birthYearRequired={birthYearRequired} busy={update.isPending} onSkip={advance} announce={announce} onSave={async (data) => {
        emitAnalytics(onboardingEvent("onboarding_birthday"))
        if (data === undefined || await save(data)) advance()
      }} />
      break
    case "phone":
      body = <PhonePane site={site} busy={update.isPending} onSkip={advance} announce={announce} onSave={async (data) => {
        emitAnalytics(onboardingEvent("onboarding_phone"))
        if (await save(data)) advance()
      }} />
      break
    case "appDownload":
      body = (
        <>
          <p>Scan your member ID in store and track your points with the Outfitter app.</p>
          <ul>
            <li><a href="https://apps.apple.com/" target="_blank" rel="noreferrer">Download on the App Store</a></li>
            <li><a href="https://play.google.com/" target="_blank" rel="noreferrer">Get it on Google Play</a></li>
          </ul>
          <div className="onboarding-actions">
            <button type="button" className="button" onClick={advance}>Next</button>
          </div>
        </>
      )
      break
    case "finish":
      body = (
        <>
          <p>Welcome aboard. Start earning points today.</p>
          <div className="onboarding-actions">
            <button type="button" className="button" onClick={close}>Start shopping</button>
          </div>
        </>
      )
      break
  }

  return (
    <ModalDialog
      title={paneTitles[pane]}
      onClose={close}
      classNames={onboardingClassNames}
      dialogAttributes={{ id: "loyalty-onboarding", "data-pane": pane, "data-background": background }}
      headingRef={heading}
    >
      {body}
      <LiveRegion message={message} />
    </ModalDialog>
  )
}

interface PaneProps<A> {
  readonly site: ReturnType<typeof useSite>["site"]
  readonly busy: boolean
  readonly onSkip: () => void
  readonly onSave: (data: A) => Promise<void>
  readonly announce: (message: string) => void
}

const BirthdayPane = ({ site, birthYearRequired, busy, onSkip, onSave, announce }: PaneProps<Readonly<Record<string, unknown>> | undefined> & { readonly birthYearRequired: boolean }) => {
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
      announce(result.failure.summary)
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
        {own ? <p id={errorId} className="onboarding-field-error">{error}</p> : null}
      </div>
    )
  }
  return (
    <form aria-label="Birthday" onSubmit={submit} noValidate>
      {errors.summary === undefined ? null : <p id={ids.summary} className="onboarding-summary" role="alert">{errors.summary}</p>}
      {field("month", "Birth month", (props) => (
        <select {...props} name="birthMonth" value={values.month} onChange={(event) => setValues({ ...values, month: event.target.value })}>
          <option value="">Month</option>
          {months.map((name, index) => <option key={name} value={pad(index + 1)}>{name}</option>)}
        </select>
      ))}
      {field("day", "Birth day", (props) => (
        <select {...props} name="birthDay" value={values.day} onChange={(event) => setValues({ ...values, day: event.target.value })}>
          <option value="">Day</option>
          {Array.from({ length: 31 }, (_, index) => <option key={index} value={pad(index + 1)}>{index + 1}</option>)}
        </select>
      ))}
      {field("year", "Birth year", (props) => (
        <input {...props} name="birthYear" inputMode="numeric" maxLength={4} autoComplete="bday-year" value={values.year} onChange={(event) => setValues({ ...values, year: event.target.value })} />
      ))}
      <div className="onboarding-actions">
        <button type="submit" className="button" disabled={busy}>Save birthday</button>
        <button type="button" className="button-secondary" onClick={onSkip}>Skip</button>
      </div>
    </form>
  )
}

const PhonePane = ({ site, busy, onSkip, onSave, announce }: PaneProps<Readonly<Record<string, unknown>>>) => {
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

/** The messages the modal shows (re-exported for tests). */
export const onboardingModalMessages = { ...onboardingMessages, saveFailed: saveFailedMessage } as const
