/**
 * The per-country address forms. Rules: platform §3 "Address book" (the fields and the
 * per-country table are Outfitter's: the spec shows none).
 *
 * Where the spec is silent: values are trimmed; a CA postal code is upper-cased with its
 * space put back; bad input comes back as a map of field messages.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import { textOf } from "../kernel/Untrusted.ts"
import type { AddressFields } from "./AddressSchema.ts"

/** A field of the address form. @category models */
export type AddressField = "nickName" | "firstName" | "lastName" | "addressLine1" | "addressLine2" | "city" | "country" | "region" | "postalCode"

/** How one country's form looks and checks. @category models */
export interface AddressFormRules {
  readonly regionLabel: string
  readonly isRegionRequired: boolean
  readonly postalLabel: string
  readonly isPostalRequired: boolean
  readonly postalPattern: RegExp
  readonly postalHint: string
}

/** @category constants */
export const addressFormTable: Readonly<Record<"US" | "CA" | "GB" | "default", AddressFormRules>> = {
  US: { regionLabel: "State", isRegionRequired: true, postalLabel: "ZIP code", isPostalRequired: true, postalPattern: /^\d{5}$/, postalHint: "5 digits" },
  CA: {
    regionLabel: "Province",
    isRegionRequired: true,
    postalLabel: "Postal code",
    isPostalRequired: true,
    postalPattern: /^[A-Z]\d[A-Z] \d[A-Z]\d$/,
    postalHint: "A1A 1A1",
  },
  GB: {
    regionLabel: "County",
    isRegionRequired: false,
    postalLabel: "Postcode",
    isPostalRequired: true,
    postalPattern: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/,
    postalHint: "for example SW1A 1AA",
  },
  default: {
    regionLabel: "Region",
    isRegionRequired: false,
    postalLabel: "Postal code",
    isPostalRequired: false,
    postalPattern: /^[A-Z\d][A-Z\d -]{0,9}$/,
    postalHint: "up to 10 letters or digits",
  },
}

/** The longest value of any field (platform §9 input maxlength 50). @category constants */
export const addressFieldMaxLength = 50

/** The form's messages. @category constants */
export const addressFormMessages = {
  required: (label: string) => `Enter ${label.toLowerCase()}`,
  tooLong: (label: string) => `${label} must be at most ${addressFieldMaxLength} characters`,
  postal: (rules: AddressFormRules) => `Enter a valid ${rules.postalLabel.toLowerCase()} (${rules.postalHint})`,
  country: "Choose a country",
} as const

/**
 * The form rules for a country code (any case, trimmed); unknown countries, and a code that
 * is not a string, get the default row.
 *
 * @example
 * import { addressFormFor } from "@outfitter/domain"
 * addressFormFor("ca").regionLabel // => "Province"
 * @category rules
 */
export const addressFormFor = (country: string): AddressFormRules => {
  const code = textOf(country).trim().toUpperCase()
  return code === "US" || code === "CA" || code === "GB" ? addressFormTable[code] : addressFormTable.default
}

/** The field labels that do not depend on the country. @category constants */
export const addressFieldLabels = {
  nickName: "Nickname",
  firstName: "First name",
  lastName: "Last name",
  addressLine1: "Address line 1",
  addressLine2: "Address line 2",
  city: "City",
  country: "Country",
} as const

/** Field messages of a form that did not pass. @category models */
export type AddressFormErrors = Readonly<Partial<Record<AddressField, string>>>

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "")

const normalisePostal = (country: string, value: string): string => {
  const upper = value.toUpperCase().replace(/\s+/g, " ")
  if (country === "CA" || country === "GB") {
    const compact = upper.replace(/ /g, "")
    return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact
  }
  return upper
}

/**
 * Checks an address form (any input) against its country's row.
 *
 * @example
 * import { validateAddressForm } from "@outfitter/domain"
 * validateAddressForm({ firstName: "A", lastName: "B", addressLine1: "1 Main St", city: "Columbus", country: "US", region: "OH", postalCode: "4321" })
 * // => Failure({ postalCode: "Enter a valid zip code (5 digits)" })
 * @category validation
 */
export const validateAddressForm = (input: unknown): Result.Result<AddressFields, AddressFormErrors> => {
  const record = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {}
  const country = text(record["country"]).toUpperCase()
  const rules = addressFormFor(country)
  const errors: Partial<Record<AddressField, string>> = {}
  const values: Partial<Record<AddressField, string>> = {}
  const check = (field: AddressField, label: string, isRequired: boolean) => {
    const value = text(record[field])
    if (value === "") {
      if (isRequired) errors[field] = addressFormMessages.required(label)
      return
    }
    if (value.length > addressFieldMaxLength) errors[field] = addressFormMessages.tooLong(label)
    else values[field] = value
  }
  check("nickName", addressFieldLabels.nickName, false)
  check("firstName", addressFieldLabels.firstName, true)
  check("lastName", addressFieldLabels.lastName, true)
  check("addressLine1", addressFieldLabels.addressLine1, true)
  check("addressLine2", addressFieldLabels.addressLine2, false)
  check("city", addressFieldLabels.city, true)
  if (!/^[A-Z]{2}$/.test(country)) errors.country = addressFormMessages.country
  check("region", rules.regionLabel, rules.isRegionRequired)
  const postal = normalisePostal(country, text(record["postalCode"]))
  if (postal === "") {
    if (rules.isPostalRequired) errors.postalCode = addressFormMessages.required(rules.postalLabel)
  } else if (!rules.postalPattern.test(postal)) errors.postalCode = addressFormMessages.postal(rules)
  else values.postalCode = postal
  if (Object.keys(errors).length > 0) return Result.fail(errors)
  return Result.succeed({
    ...(values.nickName === undefined ? {} : { nickName: values.nickName }),
    firstName: values.firstName ?? "",
    lastName: values.lastName ?? "",
    addressLine1: values.addressLine1 ?? "",
    ...(values.addressLine2 === undefined ? {} : { addressLine2: values.addressLine2 }),
    city: values.city ?? "",
    country,
    ...(values.region === undefined ? {} : { region: values.region }),
    ...(values.postalCode === undefined ? {} : { postalCode: values.postalCode }),
  })
}
