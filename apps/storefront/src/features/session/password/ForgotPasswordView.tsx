/** Forgot password (/shop/:site/forgot-password): the e-mail checked by the domain, then the reset link sent. */
import { passwordMessages, validateForgotEmail } from "@outfitter/domain"
import { useForgotPassword } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { type FormEvent, useState } from "react"
import { accountText } from "../../../site/text/en/account.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { emitAnalytics } from "../../../ui/analytics.ts"
import { Button, Form } from "../../../ui/Form.tsx"
import { usePageTitle } from "../../../ui/usePageTitle.ts"

export const ForgotPasswordView = () => {
  const text = useText(accountText).forgotPassword
  const spec = useSpecText()
  usePageTitle(text.title)
  const forgot = useForgotPassword()
  const [email, setEmail] = useState("")
  const [fieldError, setFieldError] = useState<string | undefined>(undefined)
  const [summary, setSummary] = useState<string | undefined>(undefined)
  const [sent, setSent] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = validateForgotEmail(email)
    if (Result.isFailure(checked)) {
      setFieldError(checked.failure)
      setSummary(checked.failure)
      return
    }
    setFieldError(undefined)
    setSummary(undefined)
    try {
      await forgot.mutateAsync(checked.success)
      emitAnalytics({ type: "password", name: "forgot-password-sent" })
      setSent(true)
    } catch (error) {
      const message = typeof error === "object" && error !== null && "message" in error && typeof error.message === "string"
        ? error.message
        : passwordMessages.invalidEmail
      setSummary(message)
    }
  }

  return (
    <section aria-labelledby="forgot-heading" id="forgot-password">
      <h1 id="forgot-heading">{text.heading}</h1>
      {sent
        ? <p role="status">{spec(passwordMessages.forgotSuccess)}</p>
        : (
          <>
            {summary === undefined ? null : <p role="alert" className="form-summary">{spec(summary)}</p>}
            <Form className="password-form" noValidate onSubmit={(event) => void submit(event)}>
              <div className="field">
                <label htmlFor="forgot-email">{text.email}</label>
                <input
                  id="forgot-email"
                  type="email"
                  autoComplete="email"
                  value={email}
                  aria-invalid={fieldError !== undefined}
                  aria-describedby={fieldError === undefined ? undefined : "forgot-email-error"}
                  onChange={(event) => setEmail(event.target.value)}
                />
                {fieldError === undefined ? null : <p id="forgot-email-error" className="field-error">{spec(fieldError)}</p>}
              </div>
              <Button type="submit" className="button" disabled={forgot.isPending}>{text.submit}</Button>
            </Form>
          </>
        )}
    </section>
  )
}
