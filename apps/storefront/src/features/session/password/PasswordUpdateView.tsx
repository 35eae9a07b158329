/**
 * Password update (/shop/:site/account/password);
 * loyalty §2, §3, §4, §5, §7.
 *
 * Where the spec is silent:
 * - the e-mail brands offered are `emailBrands`; the form is German when the site's
 *   country is DE (the eu site), which adds preference.germanyUser;
 * - the rewards-centre destination "given by the form" is the site's rewards page;
 * - the app links of the success modal are the two stores' pages for the app;
 * - a failed update shows the generic summary; a 401/403 reloads (provider handler).
 */
import {
  isGermanPasswordForm,
  passwordMessages,
  passwordRequirements,
  passwordUpdatePayload,
  rewardsCentreRedirect,
  validatePasswordForm,
} from "@outfitter/domain"
import { useStoreIds, useUpdatePassword } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { type FormEvent, useState } from "react"
import { emailBrands } from "../../../site/emailBrands.ts"
import { accountText } from "../../../site/text/en/account.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"
import { emitAnalytics } from "../../../ui/analytics.ts"
import { Button, Form } from "../../../ui/Form.tsx"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import "./password.css"

/** The app's pages in the two stores; `label` names its text in the account texts' `passwordUpdate`. */
export const appLinks = [
  { label: "appStore", href: "https://apps.apple.com/app/outfitter" },
  { label: "googlePlay", href: "https://play.google.com/store/apps/details?id=com.outfitter" },
] as const

interface FieldErrors {
  readonly password?: string
  readonly confirmPassword?: string
  readonly summary?: string
}

const defaultNavigate = (url: string) => window.location.assign(url)

export const PasswordUpdateView = ({ navigate = defaultNavigate }: { readonly navigate?: (url: string) => void }) => {
  const text = useText(accountText).passwordUpdate
  const spec = useSpecText()
  usePageTitle(text.title)
  const { site, settings } = useSite()
  const ids = useStoreIds()
  const update = useUpdatePassword()
  const [password, setPassword] = useState("")
  const [confirmPassword, setConfirmPassword] = useState("")
  const [brands, setBrands] = useState<ReadonlyArray<string>>([])
  const [errors, setErrors] = useState<FieldErrors>({})
  const [done, setDone] = useState(false)
  const germanForm = isGermanPasswordForm(settings.country)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = validatePasswordForm({ password, confirmPassword })
    if (Result.isFailure(checked)) {
      setErrors(checked.failure)
      return
    }
    setErrors({})
    try {
      await update.mutateAsync(passwordUpdatePayload(checked.success, brands, germanForm))
      emitAnalytics({ type: "password", name: "password-updated" })
      setDone(true)
    } catch {
      setErrors({ summary: text.failed })
    }
  }

  const close = () => {
    const storeIds = ids
    navigate(rewardsCentreRedirect("", site, storeIds))
  }

  return (
    <section aria-labelledby="password-heading" id={germanForm ? "account-password-update-v2" : "account-passwordupdate"}>
      <h1 id="password-heading">{text.heading}</h1>
      {errors.summary === undefined ? null : <p role="alert" className="form-summary">{spec(errors.summary)}</p>}
      <Form className="password-form" noValidate onSubmit={(event) => void submit(event)}>
        <p id="password-requirements">{spec(passwordRequirements)}</p>
        <div className="field">
          <label htmlFor="new-password">{text.newPassword}</label>
          <input
            id="new-password"
            type="password"
            autoComplete="new-password"
            value={password}
            aria-invalid={errors.password !== undefined}
            aria-describedby={errors.password === undefined ? "password-requirements" : "password-requirements new-password-error"}
            onChange={(event) => setPassword(event.target.value)}
          />
          {errors.password === undefined ? null : <p id="new-password-error" className="field-error">{spec(errors.password)}</p>}
        </div>
        <div className="field">
          <label htmlFor="confirm-password">{text.confirmPassword}</label>
          <input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            aria-invalid={errors.confirmPassword !== undefined}
            aria-describedby={errors.confirmPassword === undefined ? undefined : "confirm-password-error"}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
          {errors.confirmPassword === undefined
            ? null
            : <p id="confirm-password-error" className="field-error">{spec(errors.confirmPassword)}</p>}
        </div>
        <fieldset>
          <legend>{text.newsFrom}</legend>
          {emailBrands.map((brand) => (
            <label key={brand.code}>
              <input
                type="checkbox"
                checked={brands.includes(brand.code)}
                onChange={(event) =>
                  setBrands((current) =>
                    event.target.checked ? [...current, brand.code] : current.filter((code) => code !== brand.code)
                  )}
              />{" "}
              {brand.label}
            </label>
          ))}
        </fieldset>
        <Button type="submit" className="button" disabled={update.isPending}>{text.submit}</Button>
      </Form>
      {done
        ? (
          <AccountDialog title={spec(passwordMessages.success)} onClose={close}>
            <p>{text.getTheApp}</p>
            <ul>
              {appLinks.map((link) => <li key={link.href}><a href={link.href}>{text[link.label]}</a></li>)}
            </ul>
          </AccountDialog>
        )
        : null}
    </section>
  )
}
