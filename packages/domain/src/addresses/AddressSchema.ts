/**
 * The address book's wire schemas. Rules: platform §3 "Address book", §7.
 *
 * Where the spec is silent (it shows only the GET of one address and the default PUT): an
 * address is `{ addressId, nickName?, firstName, lastName, addressLine1, addressLine2?,
 * city, country, region?, postalCode? }` (country ISO 3166 alpha-2); GET
 * {api}/user/addressBook/ lists `{ addresses, defaultShipping?, defaultBilling? }`; POST
 * there adds one and PUT {api}/user/addressBook/{addressId} edits one, each answering the
 * saved address.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/** The fields a shopper fills in (add and edit bodies). @category schemas */
export const AddressFields = /*#__PURE__*/ Schema.Struct({
  nickName: Schema.optional(Schema.String),
  firstName: Schema.String,
  lastName: Schema.String,
  addressLine1: Schema.String,
  addressLine2: Schema.optional(Schema.String),
  city: Schema.String,
  country: Schema.String,
  region: Schema.optional(Schema.String),
  postalCode: Schema.optional(Schema.String),
})
/** @category models */
export type AddressFields = typeof AddressFields.Type

/** A saved address. @category schemas */
export const Address = /*#__PURE__*/ Schema.Struct({
  addressId: Schema.String,
  ...AddressFields.fields,
})
/** @category models */
export type Address = typeof Address.Type

/** GET {api}/user/addressBook/: the saved addresses and the default ids. @category schemas */
export const AddressBook = /*#__PURE__*/ Schema.Struct({
  addresses: Schema.Array(Address),
  defaultShipping: Schema.optional(Schema.String),
  defaultBilling: Schema.optional(Schema.String),
})
/** @category models */
export type AddressBook = typeof AddressBook.Type

/** The body of PUT {api}/user/addressBook/ (platform §7). @category schemas */
export const AddressDefaults = /*#__PURE__*/ Schema.Struct({
  defaultShipping: Schema.String,
  defaultBilling: Schema.String,
})
/** @category models */
export type AddressDefaults = typeof AddressDefaults.Type
