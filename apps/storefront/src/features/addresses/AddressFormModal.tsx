/**
 * The address modal, in add or edit mode (platform §2 "Saved addresses"): a per-country
 * form whose region and postal-code labels and rules come from the domain's table
 * (`addressFormFor`, `validateAddressForm`). Field errors sit under their fields, the
 * first wrong field takes focus and a summary goes to the live region; nothing is sent
 * until the form passes.
 */
import {
  addressCountries,
  type Address,
  type AddressField,
  addressFieldLabels,
  addressFieldMaxLength,
  addressFormFor,
  type AddressFormErrors,
  defaultAddressCountry,
  validateAddressForm,
  withThousandsIn,
} from "@outfitter/domain"
import { useSaveAddress } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { type FormEvent, useId, useRef, useState } from "react"
import { accountText } from "../../site/text/en/account.ts"
import { useSpecText, useText } from "../../site/text/useText.ts"
import { useSite } from "../../site/useSite.ts"
import { AccountDialog } from "../../ui/AccountDialog.tsx"

type Values = Record<AddressField, string>

const valuesOf = (address: Address | undefined, country: string): Values => ({
  nickName: address?.nickName ?? "",
  firstName: address?.firstName ?? "",
  lastName: address?.lastName ?? "",
  addressLine1: address?.addressLine1 ?? "",
  addressLine2: address?.addressLine2 ?? "",
  city: address?.city ?? "",
  country: address?.country ?? country,
  region: address?.region ?? "",
  postalCode: address?.postalCode ?? "",
})

const fieldOrder: ReadonlyArray<AddressField> = [
  "nickName",
  "firstName",
  "lastName",
  "addressLine1",
  "addressLine2",
  "city",
  "country",
  "region",
  "postalCode",
]

export interface AddressFormModalProps {
  /** The address to edit; add mode without one. */
  readonly address?: Address | undefined
  /** The country a new address starts with. */
  readonly initialCountry?: string
  readonly onSaved: (address: Address) => void
  readonly onClose: () => void
  readonly announce: (message: string) => void
}

export const AddressFormModal = ({ address, initialCountry = defaultAddressCountry, onSaved, onClose, announce }: AddressFormModalProps) => {
  const idPrefix = useId()
  const save = useSaveAddress()
  const [values, setValues] = useState<Values>(() => valuesOf(address, initialCountry))
  const [errors, setErrors] = useState<AddressFormErrors>({})
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const form = useRef<HTMLFormElement>(null)
  const rules = addressFormFor(values.country)
  const isEdit = address !== undefined
  const text = useText(accountText).addressForm
  const spec = useSpecText()
  const { locale } = useSite()

  const labels: Record<AddressField, string> = {
    ...addressFieldLabels,
    region: rules.regionLabel,
    postalCode: rules.postalLabel,
  }
  const required: Partial<Record<AddressField, boolean>> = {
    firstName: true,
    lastName: true,
    addressLine1: true,
    city: true,
    country: true,
    region: rules.isRegionRequired,
    postalCode: rules.isPostalRequired,
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(undefined)
    const checked = validateAddressForm(values)
    if (Result.isFailure(checked)) {
      setErrors(checked.failure)
      const first = fieldOrder.find((field) => checked.failure[field] !== undefined)
      if (first !== undefined) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      announce(text.errors(withThousandsIn(Object.keys(checked.failure).length, locale), Object.values(checked.failure).map(spec).join(" ")))
      return
    }
    setErrors({})
    try {
      const saved = await save.mutateAsync({ addressId: address?.addressId, form: checked.success })
      onSaved(saved)
    } catch {
      setFailure(text.failed)
      announce(text.failed)
    }
  }

  const field = (name: AddressField, autoComplete: string) => {
    const id = `${idPrefix}-${name}`
    const error = errors[name]
    return (
      <div className="account-field" key={name}>
        <label htmlFor={id}>
          {spec(labels[name])}
          {required[name] === true ? null : text.optional}
        </label>
        {name === "country"
          ? (
            <select
              id={id}
              name={name}
              value={values.country}
              aria-invalid={error !== undefined}
              aria-describedby={error === undefined ? undefined : `${id}-error`}
              onChange={(event) => setValues({ ...values, country: event.target.value })}
            >
              {addressCountries.map((country) => <option key={country.code} value={country.code}>{spec(country.name)}</option>)}
            </select>
          )
          : (
            <input
              id={id}
              name={name}
              value={values[name]}
              maxLength={addressFieldMaxLength}
              autoComplete={autoComplete}
              aria-required={required[name] === true}
              aria-invalid={error !== undefined}
              aria-describedby={error === undefined ? undefined : `${id}-error`}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            />
          )}
        {error === undefined ? null : <p id={`${id}-error`} className="account-field-error">{spec(error)}</p>}
      </div>
    )
  }

  return (
    <AccountDialog title={isEdit ? text.editTitle : text.addTitle} onClose={onClose}>
      <form ref={form} aria-label={isEdit ? text.editTitle : text.addTitle} onSubmit={(event) => void submit(event)} noValidate>
        {field("nickName", "off")}
        {field("firstName", "given-name")}
        {field("lastName", "family-name")}
        {field("country", "country")}
        {field("addressLine1", "address-line1")}
        {field("addressLine2", "address-line2")}
        {field("city", "address-level2")}
        {field("region", "address-level1")}
        {field("postalCode", "postal-code")}
        {failure === undefined ? null : <p role="alert">{failure}</p>}
        <button type="submit" className="button" aria-busy={save.isPending}>
          {save.isPending ? text.saving : text.save}
        </button>
      </form>
    </AccountDialog>
  )
}
