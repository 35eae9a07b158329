/**
 * The balance form: country, card number, PIN, the captcha, the one form-level message, the
 * button. The number and PIN keep what the domain's rule for their kind keeps
 * (`numberFieldInput`): digits, and the number's spaces and dashes.
 */
import { giftCardCountries, numberFieldInput } from "@outfitter/domain"
import { helpText } from "../../../site/text/en/help.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { Button, Form } from "../../../ui/Form.tsx"
import { Captcha } from "./Captcha.tsx"
import type { GiftCardCheck } from "./useGiftCardCheck.ts"

export const BalanceForm = ({ check, siteKey }: { readonly check: GiftCardCheck; readonly siteKey: string }) => {
  const text = useText(helpText).giftCards
  const spec = useSpecText()
  const { fields, setFields, fieldErrors, view } = check
  const input = (name: "cardNumber" | "pin", label: string, hint: string) => {
    const given = fieldErrors[name]
    const error = given === undefined ? undefined : spec(given)
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
  const button = view.button === "processing" ? text.button.processing : view.button === "retry" ? text.button.retry : text.button.initial
  return (
    <Form noValidate onSubmit={check.submit} aria-label={text.formLabel}>
      <div className="field">
        <label htmlFor="gift-card-country">{text.country}</label>
        <select
          id="gift-card-country"
          value={fields.country}
          onChange={(event) => setFields({ ...fields, country: event.currentTarget.value })}
          aria-invalid={fieldErrors.country !== undefined}
          aria-describedby={fieldErrors.country === undefined ? undefined : "gift-card-country-error"}
        >
          <option value="">{text.chooseCountry}</option>
          {giftCardCountries.map(({ code, name }) => <option key={code} value={code}>{spec(name)}</option>)}
        </select>
        {fieldErrors.country === undefined ? null : <p id="gift-card-country-error" className="field-error">{spec(fieldErrors.country)}</p>}
      </div>
      {input("cardNumber", text.cardNumber, text.cardNumberHint)}
      {input("pin", text.pin, text.pinHint)}
      <Captcha
        siteKey={siteKey}
        generation={check.captchaGeneration}
        onToken={check.setCaptcha}
        error={fieldErrors.captcha === undefined ? undefined : spec(fieldErrors.captcha)}
      />
      <div className="gift-card-error" role="alert">
        {check.formError === undefined ? null : <p className="field-error">{spec(check.formError)}</p>}
      </div>
      <Button type="submit" className="primary" data-state={view.button}>{button}</Button>
    </Form>
  )
}
