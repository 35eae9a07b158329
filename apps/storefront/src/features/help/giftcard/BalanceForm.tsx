/**
 * The balance form: country, card number, PIN, the captcha, the one form-level message, the
 * button. The number and PIN keep what the domain's rule for their kind keeps
 * (`numberFieldInput`): digits, and the number's spaces and dashes.
 */
import { giftCardCountries, numberFieldInput } from "@outfitter/domain"
import { Button, Form } from "../../../ui/Form.tsx"
import { Captcha } from "./Captcha.tsx"
import type { GiftCardCheck } from "./useGiftCardCheck.ts"

export const BalanceForm = ({ check, siteKey }: { readonly check: GiftCardCheck; readonly siteKey: string }) => {
  const { fields, setFields, fieldErrors, view } = check
  const input = (name: "cardNumber" | "pin", label: string, hint: string) => {
    const error = fieldErrors[name]
    const id = `gift-card-${name}`
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          ref={name === "cardNumber" ? check.numberRef : undefined}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={fields[name]}
          onChange={(event) => setFields({ ...fields, [name]: numberFieldInput(name === "pin" ? "giftCardPin" : "giftCardNumber", event.currentTarget.value) })}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? `${id}-hint` : `${id}-hint ${id}-error`}
        />
        <p id={`${id}-hint`} className="muted">{hint}</p>
        {error === undefined ? null : <p id={`${id}-error`} className="field-error">{error}</p>}
      </div>
    )
  }
  const button = view.button === "processing" ? "Checking…" : view.button === "retry" ? "Try again" : "Check balance"
  return (
    <Form noValidate onSubmit={check.submit} aria-label="Check your gift card balance">
      <div className="field">
        <label htmlFor="gift-card-country">Country</label>
        <select
          id="gift-card-country"
          value={fields.country}
          onChange={(event) => setFields({ ...fields, country: event.currentTarget.value })}
          aria-invalid={fieldErrors.country !== undefined}
          aria-describedby={fieldErrors.country === undefined ? undefined : "gift-card-country-error"}
        >
          <option value="">Choose a country</option>
          {giftCardCountries.map(({ code, name }) => <option key={code} value={code}>{name}</option>)}
        </select>
        {fieldErrors.country === undefined ? null : <p id="gift-card-country-error" className="field-error">{fieldErrors.country}</p>}
      </div>
      {input("cardNumber", "Card number", "12 digits, or 16 for an eGift card.")}
      {input("pin", "PIN", "4 digits; leave empty for an eGift card.")}
      <Captcha siteKey={siteKey} generation={check.captchaGeneration} onToken={check.setCaptcha} error={fieldErrors.captcha} />
      <div className="gift-card-error" role="alert">
        {check.formError === undefined ? null : <p className="field-error">{check.formError}</p>}
      </div>
      <Button type="submit" className="primary" data-state={view.button}>{button}</Button>
    </Form>
  )
}
