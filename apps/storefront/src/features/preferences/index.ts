/** The preferences feature's face: the billing-country picker, which the address book uses. */
export { BillingCountryPicker, type BillingCountryPickerProps } from "./BillingCountryPicker.tsx"
