/**
 * The sign-in form in its three states (platform §2, §4): remembered (welcome back
 * {firstName}, the masked e-mail, a hidden login-id field holding the real e-mail, a
 * password field), not remembered (e-mail and password), error (the message, the form
 * still usable). The state is the domain's `signInFormState`; the page only renders it.
 *
 * Signing in goes through the fixtures' endpoint (useSignIn). A failure is shown under
 * its field (aria-invalid, aria-describedby) and announced in the live region.
 */
import { signInFormState, type UserRecord } from "@outfitter/domain"
import { useRemembered, useSignIn, useUser } from "@outfitter/react-hooks"
import { type FormEvent, useId, useRef, useState } from "react"
import { accountText } from "../../site/text/en/account.ts"
import { useSpecText, useText } from "../../site/text/useText.ts"
import { LiveRegion, useAnnouncer } from "../../ui/LiveRegion.tsx"
import { emitAnalytics } from "../../ui/analytics.ts"
import "./session.css"
import { Button, Form } from "../../ui/Form.tsx"

type Field = "email" | "password"

export interface SignInFormProps {
  /** Called with the user once signed in. */
  readonly onSignedIn: (user: UserRecord) => void
  /** The heading level of the welcome back (2 on the page, 2 in the modal too). */
  readonly headingLevel?: 2 | 3
}

const ErrorIcon = () => <span aria-hidden="true" className="error-icon">⚠ </span>

export const SignInForm = ({ onSignedIn, headingLevel = 2 }: SignInFormProps) => {
  const id = useId()
  const remembered = useRemembered({ onEvent: emitAnalytics })
  const isRemembered = remembered.data?._tag === "Remembered"
  const user = useUser({ enabled: isRemembered })
  const [useOtherAccount, setUseOtherAccount] = useState(false)
  const state = useOtherAccount
    ? { _tag: "NotRemembered" as const }
    : signInFormState(
      remembered.data,
      !isRemembered ? undefined : user.isError ? "failed" : user.data === undefined ? "loading" : user.data,
    )
  const signIn = useSignIn()
  const { message, announce } = useAnnouncer()
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const text = useText(accountText).signInForm
  const spec = useSpecText()

  if (state._tag === "Loading") {
    return (
      <p className="sign-in-loading" role="status">
        {text.checking}
      </p>
    )
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const loginId = state._tag === "Remembered" ? state.loginId : email
    setErrors({})
    signIn.mutate({ email: loginId, password }, {
      onSuccess: (signedIn) => {
        announce(text.signedIn(signedIn.firstName))
        onSignedIn(signedIn)
      },
      onError: (error) => {
        const field: Field = error._tag === "InvalidParams" && error.field === "email" && state._tag !== "Remembered"
          ? "email"
          : "password"
        setErrors({ [field]: spec(error.message) })
        announce(spec(error.message))
        ;(field === "email" ? emailRef : passwordRef).current?.focus()
      },
    })
  }

  const errorId = (field: Field) => (errors[field] === undefined ? undefined : `${id}-${field}-error`)
  const fieldError = (field: Field) =>
    errors[field] === undefined ? null : (
      <p id={errorId(field)} className="field-error">
        <ErrorIcon />
        {errors[field]}
      </p>
    )

  return (
    <div className="sign-in" data-state={state._tag}>
      {state._tag === "Error" ? (
        <div className="sign-in-error" role="alert">
          <ErrorIcon />
          {spec(state.message)}
        </div>
      ) : null}
      {state._tag === "Remembered" ? (
        <div className="sign-in-welcome">
          <Heading>{text.welcomeBack(state.firstName)}</Heading>
          <p>
            {text.signingInAsBeforeEmail}<span className="masked-email">{state.maskedEmail}</span>{text.signingInAsAfterEmail}
          </p>
        </div>
      ) : null}
      {/* method post: the form is in the page's HTML before its script runs, and a submit
          then must never put the password in the address */}
      <Form className="sign-in-form" onSubmit={submit} noValidate aria-label={text.formLabel}>
        {state._tag === "Remembered" ? (
          <input type="hidden" name="loginId" value={state.loginId} />
        ) : (
          <div className="field">
            <label htmlFor={`${id}-email`}>{text.email}</label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-required="true"
              aria-invalid={errors.email !== undefined}
              aria-describedby={errorId("email")}
            />
            {fieldError("email")}
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-password`}>{text.password}</label>
          <input
            ref={passwordRef}
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-required="true"
            aria-invalid={errors.password !== undefined}
            aria-describedby={errorId("password")}
          />
          {fieldError("password")}
        </div>
        <div className="sign-in-actions">
          <Button type="submit" className="button button-primary" aria-disabled={signIn.isPending || undefined}>
            {signIn.isPending ? text.submitting : text.submit}
          </Button>
          {state._tag === "Remembered" ? (
            <Button type="button" className="button-link" onClick={() => setUseOtherAccount(true)}>
              {text.otherAccount}
            </Button>
          ) : null}
        </div>
      </Form>
      <LiveRegion message={message} />
    </div>
  )
}
