/**
 * Keys of the data the site keeps in local storage beside its cookies (platform §3:
 * "The selected store is also cached in local storage, as is the isRemembered flag"),
 * and the codec of the isRemembered copy.
 *
 * The selectedStore cookie stays the source of truth (it carries the 30-day lifetime);
 * the local copy caches the chosen store's details so a page can show its name and
 * address without a lookup, and is used only while its id matches the cookie's.
 *
 * The isRemembered copy is the remembered call's last answer, written as "true" or
 * "false". Anything else read back (absent, edited, another app's value) means "not
 * known", so the visitor is decided as if the call had not been asked.
 *
 * @since 0.1.0
 */
export const localDataKeys = {
  selectedStore: "selectedStore",
  isRemembered: "isRemembered",
} as const

/**
 * Encodes the isRemembered flag for local storage; anything but `true` is "false".
 *
 * @example
 * import { encodeIsRemembered } from "@outfitter/domain"
 * encodeIsRemembered(true) // => "true"
 * @category encoding
 */
export const encodeIsRemembered = (isRemembered: boolean): string => (isRemembered === true ? "true" : "false")

/**
 * Decodes the local copy: true, false, or undefined when absent or not one of the two.
 * Surrounding spaces and case are forgiven; it never throws.
 *
 * @example
 * import { decodeIsRemembered } from "@outfitter/domain"
 * decodeIsRemembered("true") // => true
 * decodeIsRemembered("yes") // => undefined
 * @category decoding
 */
export const decodeIsRemembered = (raw: string | null | undefined): boolean | undefined => {
  if (typeof raw !== "string") return undefined
  const value = raw.trim().toLowerCase()
  return value === "true" ? true : value === "false" ? false : undefined
}
