/**
 * Local-storage keys beside the cookies, and the codec of the isRemembered copy. Rules:
 * platform §3 "Cookies and local data".
 *
 * Where the spec is silent: the selectedStore cookie stays the source of truth; the local
 * copy of the store's details is used only while its id matches the cookie's.
 *
 * @since 0.1.0
 */
export const localDataKeys = {
  selectedStore: "selectedStore",
  isRemembered: "isRemembered",
  /** The country last chosen on the help overview (`helpCountry`). */
  helpCountry: "helpCountry",
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
