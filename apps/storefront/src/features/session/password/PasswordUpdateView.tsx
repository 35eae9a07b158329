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
import { useSite } from "../../../site/useSite.ts"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"
import { emitAnalytics } from "../../../ui/analytics.ts"
import { Button, Form } from "../../../ui/Form.tsx"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import "./password.css"

export const appLinks = [
  { label: "Download on the App Store", href: "https://apps.apple.com/app/outfitter" },
  { label: "Get it on Google Play", href: "https://play.google.com/store/apps/details?id=com.outfitter" },
] as const

const updateFailedMessage = "Your password could not be updated. Please try again."

interface FieldErrors {
  readonly password?: string
  readonly confirmPassword?: string
  readonly summary?: string
}

const defaultNavigate = (url: string) => window.location.assign(url)

export const PasswordUpdateView = ({ navigate = defaultNavigate }: { readonly navigate?: (url: string) => void }) => {
  usePageTitle("Update password")
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
      setErrors({ summary: updateFailedMessage })
    }
  }

  const close = () => {
    const storeIds = ids
    navigate(rewardsCentreRedirect("", site, storeIds))
  }

  return (
    <section aria-labelledby="password-heading" id={germanForm ? "account-password-update-v2" : "account-passwordupdate"}>
      <h1 id="password-heading">Update password</h1>
      {errors.summary === undefined ? null : <p role="alert" className="form-summary">{errors.summary}</p>}
      <Form className="password-form" noValidate onSubmit={(event) => void submit(event)}>
        <p id="password-requirements">{passwordRequirements}</p>
        <div className="field">
          <label htmlFor="new-password">New password</label>
          <input
            id="new-password"
            type="password"
            autoComplete="new-password"
            value={password}
            aria-invalid={errors.password !== undefined}
            aria-describedby={errors.password === undefined ? "password-requirements" : "password-requirements new-password-error"}
            onChange={(event) => setPassword(event.target.value)}
          />
          {errors.password === undefined ? null : <p id="new-password-error" className="field-error">{errors.password}</p>}
        </div>
        <div className="field">
          <label htmlFor="confirm-password">Confirm new password</label>
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
            : <p id="confirm-password-error" className="field-error">{errors.confirmPassword}</p>}
        </div>
        <fieldset>
          <legend>E-mail me news from</legend>
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
        <Button type="submit" className="button" disabled={update.isPending}>Update password</Button>
      </Form>
      {done
        ? (
          <AccountDialog title={passwordMessages.success} onClose={close}>
            <p>Get the app to see your rewards on the go.</p>
            <ul>
              {appLinks.map((link) => <li key={link.href}><a href={link.href}>{link.label}</a></li>)}
            </ul>
          </AccountDialog>
        )
        : null}
    </section>
  )
}
