/**
 * Setting the default address. Rules: platform §4 "Address default button", §5 "Other".
 *
 * Where the spec is silent: the missing id is a typed error value, never thrown; an id that
 * is not a string, or is blank, counts as missing; surrounding spaces are trimmed. Both
 * defaults are set to the one address.
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import * as Result from "effect/Result"
import type { AddressDefaults } from "./AddressSchema.ts"

/** The spec's message (platform §5). @category constants */
export const addressIdMissingMessage = "address id cannot be undefined"

/**
 * No address id was given for the default (the spec's TypeError).
 *
 * @category errors
 */
export class AddressIdMissing extends Data.TaggedError("AddressIdMissing")<{ readonly message: string }> {
  /** The old script's error type. */
  readonly errorType = "TypeError"
}

/**
 * The PUT body that makes an address the default.
 *
 * @example
 * import { addressDefaultsFor } from "@outfitter/domain"
 * addressDefaultsFor("42") // => Success({ defaultShipping: "42", defaultBilling: "42" })
 * addressDefaultsFor(undefined) // => Failure(AddressIdMissing 'address id cannot be undefined')
 * @category rules
 */
export const addressDefaultsFor = (addressId: unknown): Result.Result<AddressDefaults, AddressIdMissing> => {
  const id = typeof addressId === "string" ? addressId.trim() : typeof addressId === "number" && Number.isFinite(addressId) ? String(addressId) : ""
  return id === ""
    ? Result.fail(new AddressIdMissing({ message: addressIdMissingMessage }))
    : Result.succeed({ defaultShipping: id, defaultBilling: id })
}
