/**
 * Which saved address is the default. Rules: platform §3 "Address book". The wire schemas
 * are AddressSchema.ts.
 *
 * @since 0.1.0
 */
import { fieldsOf } from "../kernel/Untrusted.ts"
import type { AddressBook } from "./AddressSchema.ts"

/**
 * Whether the address is the book's default (shipping or billing). A book that is not an
 * object, or an id that is not a string, is never the default.
 *
 * @example
 * import { isDefaultAddress } from "@outfitter/domain"
 * isDefaultAddress({ defaultShipping: "1" }, "1") // => true
 * @category predicates
 */
export const isDefaultAddress = (
  book: Pick<AddressBook, "defaultShipping" | "defaultBilling">,
  addressId: string,
): boolean => {
  const { defaultShipping, defaultBilling } = fieldsOf(book)
  return typeof addressId === "string" && (defaultShipping === addressId || defaultBilling === addressId)
}
