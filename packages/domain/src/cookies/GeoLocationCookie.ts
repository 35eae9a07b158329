/**
 * The geoLocation cookie's codec. Rules: platform §3 "Cookies and local data".
 *
 * @since 0.1.0
 */
import { fieldsOf, textOf } from "../kernel/Untrusted.ts"
import { safeDecodeURIComponent } from "./Cookie.ts"

/** @category models */
export interface GeoLocation {
  readonly country: string
  readonly state: string
  readonly zipCode: string
}

/** The default state (platform §3). */
export const defaultGeoState = "OH"

/**
 * Decodes the cookie; missing or empty parts take the defaults (site country, OH, no zip).
 * A site country that is not a string is empty.
 *
 * @example
 * import { decodeGeoLocationCookie } from "@outfitter/domain"
 * decodeGeoLocationCookie("US::43215", "US") // => { country: "US", state: "OH", zipCode: "43215" }
 * decodeGeoLocationCookie(undefined, "CA") // => { country: "CA", state: "OH", zipCode: "" }
 * @category decoding
 */
export const decodeGeoLocationCookie = (raw: string | null | undefined, siteCountry: string): GeoLocation => {
  const parts = typeof raw === "string" ? raw.split(":").map((part) => safeDecodeURIComponent(part).trim()) : []
  const [country, state, ...zip] = parts
  return {
    country: country ? country : textOf(siteCountry),
    state: state ? state : defaultGeoState,
    zipCode: zip.join(":"),
  }
}

/**
 * Encodes for the cookie; each part is URI-encoded so a colon or space inside a part
 * cannot break the format. Total: any text encodes, and a part that is not a string (or a
 * location that is not an object) encodes as an empty part.
 *
 * @category encoding
 */
export const encodeGeoLocationCookie = (location: GeoLocation): string => {
  const { country, state, zipCode } = fieldsOf(location)
  // a lone surrogate (typed or pasted text cut in half) becomes U+FFFD: encodeURIComponent throws on it
  return [country, state, zipCode].map((part) => encodeURIComponent(textOf(part).toWellFormed())).join(":")
}
