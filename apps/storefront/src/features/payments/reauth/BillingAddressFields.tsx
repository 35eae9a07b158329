/**
 * The billing address of the payment re-authorisation form (loyalty §3 "Card form values",
 * §5 "Card form"): first and last name, country, address lines 1 and 2, city, region and
 * postal code. The region's and postal code's labels follow the country (the address book's
 * table, `addressFormFor`); every field but address line 2 is required while the form is
 * shown (the domain's `validateBillingAddress`, which the page runs). Controlled: the page
 * holds the values and gives the field errors, each wired to its input.
 */
import {
  addressFieldLabels,
  addressFieldMaxLength,
  addressFormFor,
  type BillingAddressInput,
  billingCountries,
  type BillingField,
  type ReauthDetails,
} from "@outfitter/domain"
import { useId } from "react"
import { paymentsText } from "../../../site/text/en/payments.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"

export interface BillingAddressFieldsProps {
  readonly values: BillingAddressInput
  readonly onChange: (values: BillingAddressInput) => void
  readonly errors?: Readonly<Partial<Record<BillingField, string>>>
}

const autoCompleteOf: Readonly<Record<BillingField, string>> = {
  firstName: "billing given-name",
  lastName: "billing family-name",
  country: "billing country",
  address1: "billing address-line1",
  address2: "billing address-line2",
  city: "billing address-level2",
  state: "billing address-level1",
  zipCode: "billing postal-code",
}

const fieldOrder: ReadonlyArray<BillingField> = ["firstName", "lastName", "country", "address1", "address2", "city", "state", "zipCode"]

export const BillingAddressFields = ({ values, onChange, errors = {} }: BillingAddressFieldsProps) => {
  const id = useId()
  const text = useText(paymentsText).reauth
  const spec = useSpecText()
  const rules = addressFormFor(values.country ?? "")
  const labels: Readonly<Record<BillingField, string>> = {
    firstName: addressFieldLabels.firstName,
    lastName: addressFieldLabels.lastName,
    country: addressFieldLabels.country,
    address1: addressFieldLabels.addressLine1,
    address2: addressFieldLabels.addressLine2,
    city: addressFieldLabels.city,
    state: rules.regionLabel,
    zipCode: rules.postalLabel,
  }
  const field = (name: BillingField) => {
    const inputId = `${id}-${name}`
    const error = errors[name]
    const common = {
      id: inputId,
      name,
      "aria-invalid": error !== undefined,
      "aria-describedby": error === undefined ? undefined : `${inputId}-error`,
      "aria-required": name !== "address2",
      autoComplete: autoCompleteOf[name],
    }
    return (
      <div className="account-field" key={name}>
        <label htmlFor={inputId}>
          {name === "address2" ? text.optional(spec(labels[name])) : spec(labels[name])}
        </label>
        {name === "country"
          ? (
            <select {...common} value={values.country ?? ""} onChange={(event) => onChange({ ...values, country: event.target.value })}>
              {billingCountries.map((country) => <option key={country.code} value={country.code}>{spec(country.name)}</option>)}
            </select>
          )
          : (
            <input
              {...common}
              value={values[name] ?? ""}
              maxLength={addressFieldMaxLength}
              onChange={(event) => onChange({ ...values, [name]: event.target.value })}
            />
          )}
        {error === undefined ? null : <p id={`${inputId}-error`} className="account-field-error">{spec(error)}</p>}
      </div>
    )
  }
  return (
    <fieldset className="reauth-billing">
      <legend>{text.billingAddress}</legend>
      {fieldOrder.map(field)}
    </fieldset>
  )
}

/** The billing form's first values: the address on file, else the shopper's country. */
export const billingValuesOf = (details: ReauthDetails, country: string): BillingAddressInput => ({
  firstName: details.billingAddress?.firstName ?? "",
  lastName: details.billingAddress?.lastName ?? "",
  address1: details.billingAddress?.address1 ?? "",
  address2: details.billingAddress?.address2 ?? "",
  city: details.billingAddress?.city ?? "",
  state: details.billingAddress?.state ?? "",
  zipCode: details.billingAddress?.zipCode ?? "",
  country: details.billingAddress?.country ?? country,
})
