/**
 * The billing-country (or store-country) picker (platform §2, §5): a missing or unmatched
 * country shows the required error. It only chooses; what the choice does is the host's.
 */
import type { ButtonState, Country } from "@outfitter/domain"
import { PickerForm } from "./PickerForm.tsx"

export interface BillingCountryPickerProps {
  readonly countries: ReadonlyArray<Country>
  readonly initial?: Country | undefined
  readonly label?: string
  readonly state?: ButtonState
  readonly onConfirm: (country: Country) => void
}

export const BillingCountryPicker = ({ countries, initial, label = "Billing country", state = "initial", onConfirm }: BillingCountryPickerProps) => (
  <PickerForm
    kind="country"
    label={label}
    items={countries.filter((country) => country.isActive)}
    itemKey={(country) => country.countryCode}
    initial={initial}
    state={state}
    submitLabel="Use this country"
    onConfirm={onConfirm}
  />
)
