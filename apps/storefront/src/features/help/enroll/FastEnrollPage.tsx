/**
 * Fast enroll (`/shop/:site/enroll`): three panes on a slider, one at a time: the e-mail,
 * the account (optional phone, e-mail opt-in, and a password only to sign in), the
 * confirmation. The flow is the hooks' `useFastEnroll` over the domain's machine; this page
 * only renders it.
 *
 * - The slider moves one pane at a time, with no swipe, no arrows and no wrap; the move is
 *   a slide that is dropped for `prefers-reduced-motion: reduce`. Panes off screen are
 *   inert, and pane 2 is not on the page until the lookup opens it (Back hides it again).
 * - Each new pane's heading takes the focus, so a keyboard or screen-reader user lands on
 *   it; failures show beside their field (aria-invalid, aria-describedby) and in the live
 *   region.
 * - The session is logged off when the page loads (the hook).
 * - The confirmation shows the campaign's three content spots (`campaignId` in the query)
 *   as text, never as markup; a new member can ask for the e-mail that sets a password.
 */
import {
  fastEnrollButtonResetMs,
  fastEnrollCampaignId,
  type FastEnrollFieldErrors,
  type FastEnrollPane,
  phoneInputAcceptsKey,
  phoneInputDigits,
} from "@outfitter/domain"
import { useFastEnroll } from "@outfitter/react-hooks"
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react"
import { useSearch } from "wouter"
import { helpText } from "../../../site/text/en/help.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { useTimeout } from "../../../ui/useTimeout.ts"
import { ConfirmationPane } from "./ConfirmationPane.tsx"
import "./enroll.css"
import { OptInFields } from "./OptInFields.tsx"
import { Button, Form } from "../../../ui/Form.tsx"

const paneIndex: Readonly<Record<FastEnrollPane, number>> = { email: 0, account: 1, confirmation: 2 }

const blockNonDigits = (event: KeyboardEvent<HTMLInputElement>) => {
  if (!event.ctrlKey && !event.metaKey && !event.altKey && !phoneInputAcceptsKey(event.key)) event.preventDefault()
}

const FieldError = ({ id, message }: { readonly id: string; readonly message: string | undefined }) => {
  const spec = useSpecText()
  return message === undefined ? null : <p id={id} className="field-error">{spec(message)}</p>
}

export const FastEnrollPage = () => {
  const text = useText(helpText).enroll
  const spec = useSpecText()
  usePageTitle(text.title)
  const { site } = useSite()
  const search = useSearch()
  const campaignId = fastEnrollCampaignId(search)
  const { flow, checkEmail, submit, back, chooseService } = useFastEnroll({ site, campaignId })
  const id = useId()
  const { message, announce } = useAnnouncer()
  const [email, setEmail] = useState("")
  const [emailError, setEmailError] = useState<string | undefined>(undefined)
  const [phone, setPhone] = useState("")
  const [password, setPassword] = useState("")
  const [optIns, setOptIns] = useState<ReadonlyArray<string>>([])
  const [fieldErrors, setFieldErrors] = useState<FastEnrollFieldErrors>({})
  const headings = { email: useRef<HTMLHeadingElement>(null), account: useRef<HTMLHeadingElement>(null), confirmation: useRef<HTMLHeadingElement>(null) }
  const shown = useRef<FastEnrollPane>("email")

  useEffect(() => {
    if (shown.current === flow.pane) return
    shown.current = flow.pane
    headings[flow.pane].current?.focus()
  }, [flow.pane])

  // after a failed create or login the button waits fastEnrollButtonResetMs (orders §9)
  // before it can be pressed again; the pane's message shows at once
  const [resetting, setResetting] = useState(false)
  const resetTimer = useTimeout()
  useEffect(() => {
    if (flow.error === undefined) return
    announce(spec(flow.error))
    setResetting(true)
    resetTimer.start(() => setResetting(false), fastEnrollButtonResetMs)
  }, [flow.error, announce, resetTimer])

  const onEmail = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const error = await checkEmail(email)
    setEmailError(error)
    if (error !== undefined) announce(spec(error))
  }

  const onAccount = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const errors = await submit({ phone, optIns, password })
    setFieldErrors(errors ?? {})
    const first = errors?.phone ?? errors?.password
    if (first !== undefined) announce(spec(first))
  }

  const busy = flow.busy !== "idle"
  const err = (field: string) => `${id}-${field}-error`
  const offset = paneIndex[flow.pane]

  return (
    <div className="fast-enroll" id="fastEnroll">
      <h1>{text.heading}</h1>
      <div className="enroll-viewport">
        <div className="enroll-track" style={{ transform: `translateX(-${offset * 100}%)` }}>
          <section className="enroll-pane" aria-labelledby={`${id}-p1`} inert={flow.pane !== "email"}>
            <h2 id={`${id}-p1`} ref={headings.email} tabIndex={-1}>{text.emailHeading}</h2>
            <Form noValidate onSubmit={onEmail}>
              <label htmlFor={`${id}-email`}>{text.emailLabel}</label>
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={emailError !== undefined}
                aria-describedby={emailError === undefined ? undefined : err("email")}
              />
              <FieldError id={err("email")} message={emailError} />
              <Button type="submit" disabled={busy}>{flow.busy === "checking" ? text.checking : text.continue}</Button>
            </Form>
          </section>
          <section className="enroll-pane" aria-labelledby={`${id}-p2`} inert={flow.pane !== "account"} hidden={!flow.accountPaneShown}>
            <h2 id={`${id}-p2`} ref={headings.account} tabIndex={-1}>
              {flow.service === "login" ? text.signInHeading : text.createHeading}
            </h2>
            <p>{text.forEmail(flow.email ?? "")}</p>
            <Form noValidate onSubmit={onAccount} data-service={flow.service}>
              <label htmlFor={`${id}-phone`}>{text.phone}</label>
              <input
                id={`${id}-phone`}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                value={phone}
                onKeyDown={blockNonDigits}
                onChange={(event) => setPhone(phoneInputDigits(event.target.value))}
                aria-invalid={fieldErrors.phone !== undefined}
                aria-describedby={fieldErrors.phone === undefined ? undefined : err("phone")}
              />
              <FieldError id={err("phone")} message={fieldErrors.phone} />
              <OptInFields optIns={optIns} onChange={setOptIns} />
              {flow.service === "login" && (
                <>
                  <label htmlFor={`${id}-password`}>{text.password}</label>
                  <input
                    id={`${id}-password`}
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    aria-invalid={fieldErrors.password !== undefined}
                    aria-describedby={fieldErrors.password === undefined ? undefined : err("password")}
                  />
                  <FieldError id={err("password")} message={fieldErrors.password} />
                </>
              )}
              {flow.error !== undefined && <p className="form-error" role="alert">{spec(flow.error)}</p>}
              <Button type="submit" disabled={busy || resetting}>
                {flow.busy === "submitting" ? text.pleaseWait : flow.service === "login" ? text.signInAndJoin : text.joinNow}
              </Button>
              <Button type="button" className="link-button" disabled={busy} onClick={() => chooseService(flow.service === "login" ? "create" : "login")}>
                {flow.service === "login" ? text.iAmNew : text.haveAPassword}
              </Button>
              <Button type="button" className="link-button" disabled={busy} onClick={back}>{text.back}</Button>
            </Form>
          </section>
          <section className="enroll-pane" aria-labelledby={`${id}-p3`} inert={flow.pane !== "confirmation"}>
            <h2 id={`${id}-p3`} ref={headings.confirmation} tabIndex={-1}>{text.doneHeading}</h2>
            {flow.pane === "confirmation" && <ConfirmationPane flow={flow} campaignId={campaignId} />}
          </section>
        </div>
      </div>
      <LiveRegion message={message} />
    </div>
  )
}
