/**
 * The billing-country (or store-country) picker (platform §2, §5): a missing or unmatched
 * country shows the required error. It only chooses; what the choice does is the host's.
 */
import type { ButtonState, Country } from "@outfitter/domain"
import { accountText } from "../../site/text/en/account.ts"
import { useText } from "../../site/text/useText.ts"
import { PickerForm } from "./PickerForm.tsx"

export interface BillingCountryPickerProps {
  readonly countries: ReadonlyArray<Country>
  readonly initial?: Country | undefined
  readonly label?: string
  readonly state?: ButtonState
  readonly onConfirm: (country: Country) => void
}

export const BillingCountryPicker = ({ countries, initial, label, state = "initial", onConfirm }: BillingCountryPickerProps) => {
  const text = useText(accountText).billingCountryPicker
  return (
    <PickerForm
      kind="country"
      label={label ?? text.label}
      items={countries.filter((country) => country.isActive)}
      itemKey={(country) => country.countryCode}
      initial={initial}
      state={state}
      submitLabel={text.submit}
      onConfirm={onConfirm}
    />
  )
}
