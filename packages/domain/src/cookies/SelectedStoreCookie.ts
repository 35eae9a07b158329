/**
 * The selectedStore cookie's codec. Rules: platform §3 "Cookies and local data".
 *
 * @since 0.1.0
 */
import { fieldsOf, stringOf } from "../kernel/Untrusted.ts"
import { safeDecodeURIComponent } from "./Cookie.ts"

/** @category models */
export type SelectedStoreCookie =
  | {
    readonly _tag: "Store"
    readonly storeId: string
    readonly storeBrand?: string
    readonly mapLink?: string
  }
  | { readonly _tag: "NoStoreNearby" }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const storeIdOf = (value: unknown): string | undefined => {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return String(value)
  if (typeof value === "string" && /^\d+$/.test(value.trim())) return value.trim()
  return undefined
}

/**
 * Decodes the raw cookie value; undefined when absent, not valid JSON, or JSON of
 * another shape.
 *
 * @example
 * import { decodeSelectedStoreCookie } from "@outfitter/domain"
 * decodeSelectedStoreCookie("10042") // => { _tag: "Store", storeId: "10042" }
 * decodeSelectedStoreCookie("null") // => { _tag: "NoStoreNearby" }
 * decodeSelectedStoreCookie("{oops") // => undefined
 * @category decoding
 */
export const decodeSelectedStoreCookie = (raw: string | null | undefined): SelectedStoreCookie | undefined => {
  if (typeof raw !== "string" || raw.trim() === "") return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(safeDecodeURIComponent(raw))
  } catch {
    return undefined // platform §3: used only if valid JSON
  }
  if (parsed === null) return { _tag: "NoStoreNearby" }
  const bareId = storeIdOf(parsed)
  if (bareId !== undefined) return { _tag: "Store", storeId: bareId }
  if (!isRecord(parsed) || !isRecord(parsed["storeMapItem"])) return undefined
  const item = parsed["storeMapItem"]
  const storeId = storeIdOf(item["storeID"])
  if (storeId === undefined) return undefined
  const storeBrand = typeof item["storeBrand"] === "string" ? item["storeBrand"] : undefined
  const mapLink = typeof parsed["mapLink"] === "string" ? parsed["mapLink"] : undefined
  return {
    _tag: "Store",
    storeId,
    ...(storeBrand === undefined ? {} : { storeBrand }),
    ...(mapLink === undefined ? {} : { mapLink }),
  }
}

/**
 * Encodes for the cookie: the string null, a bare id when that is all there is and JSON
 * reads it back unchanged, else the JSON form, URI-encoded so it is a valid cookie value.
 * A value that is neither (no string store id) encodes as the empty value, which reads
 * back as no cookie; a brand or map link that is not a string is left out.
 *
 * @example Writing and reading the cookie in a browser
 * ```ts
 * import { cookieString, decodeSelectedStoreCookie, encodeSelectedStoreCookie, readCookie } from "@outfitter/domain"
 *
 * // write: encode the value, then give it the cookie's lifetime and path
 * encodeSelectedStoreCookie({ _tag: "Store", storeId: "10042" }) // => "10042"
 * document.cookie = cookieString("selectedStore", encodeSelectedStoreCookie({ _tag: "Store", storeId: "10042", storeBrand: "kids" }))
 *
 * // read: take the raw value out of the cookie string and decode it; a malformed value is undefined
 * const selected = decodeSelectedStoreCookie(readCookie(document.cookie, "selectedStore"))
 * const storeId = selected?._tag === "Store" ? selected.storeId : undefined // => "10042"
 * ```
 * @category encoding
 */
export const encodeSelectedStoreCookie = (cookie: SelectedStoreCookie): string => {
  const fields = fieldsOf(cookie)
  if (fields["_tag"] === "NoStoreNearby") return "null"
  const storeId = stringOf(fields["storeId"])
  if (fields["_tag"] !== "Store" || storeId === undefined) return ""
  const storeBrand = stringOf(fields["storeBrand"])
  const mapLink = stringOf(fields["mapLink"])
  // the bare form only for ids JSON reads back exactly as written (no leading zero, safe integer)
  const isBareSafe = /^(0|[1-9]\d{0,14})$/.test(storeId)
  if (isBareSafe && storeBrand === undefined && mapLink === undefined) return storeId
  const storeMapItem = { storeID: storeId, ...(storeBrand === undefined ? {} : { storeBrand }) }
  return encodeURIComponent(JSON.stringify({ storeMapItem, ...(mapLink === undefined ? {} : { mapLink }) }))
}
