/**
 * The uPref cookie's codec. Rules: platform §3 "Cookies and local data".
 *
 * Where the spec is silent: the value is URI-encoded JSON, as the platform's other
 * preference cookies are.
 *
 * @since 0.1.0
 */
import { fieldsOf } from "../kernel/Untrusted.ts"
import { safeDecodeURIComponent } from "./Cookie.ts"

/** @category models */
export interface UPref {
  readonly psid?: string
  readonly ssid?: string
  readonly shipTo?: string
  readonly cur?: string
  readonly pc?: string
  readonly sc?: string
}

const uPrefKeys = ["psid", "ssid", "shipTo", "cur", "pc", "sc"] as const

/**
 * Decodes the cookie; anything unreadable is an empty preference, never an error. Only
 * non-empty string fields are kept.
 *
 * @example
 * import { decodeUPrefCookie, encodeUPrefCookie } from "@outfitter/domain"
 * decodeUPrefCookie(encodeUPrefCookie({ psid: "10042", shipTo: "US" })) // => { psid: "10042", shipTo: "US" }
 * @category decoding
 */
export const decodeUPrefCookie = (raw: string | null | undefined): UPref => {
  if (typeof raw !== "string" || raw === "") return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(safeDecodeURIComponent(raw))
  } catch {
    return {}
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {}
  const record = parsed as Record<string, unknown>
  const pref: { -readonly [K in keyof UPref]: UPref[K] } = {}
  for (const key of uPrefKeys) {
    const value = record[key]
    if (typeof value === "string" && value !== "") pref[key] = value
  }
  return pref
}

/**
 * Encodes for the cookie (URI-encoded JSON of the non-empty string fields; a preference
 * that is not an object encodes as the empty preference).
 *
 * @category encoding
 */
export const encodeUPrefCookie = (pref: UPref): string => {
  const clean: Record<string, string> = {}
  for (const key of uPrefKeys) {
    const value = fieldsOf(pref)[key]
    if (typeof value === "string" && value !== "") clean[key] = value
  }
  return encodeURIComponent(JSON.stringify(clean))
}
