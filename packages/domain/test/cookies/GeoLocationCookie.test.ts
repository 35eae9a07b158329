import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  decodeGeoLocationCookie,
  defaultGeoState,
  encodeGeoLocationCookie,
  type GeoLocation,
} from "../../src/cookies/GeoLocationCookie.ts"

describe("decodeGeoLocationCookie (platform §3: country:state:zipcode; defaults site country and OH)", () => {
  it("reads all three parts", () => {
    expect(decodeGeoLocationCookie("CA:ON:M5V 2T6", "US")).toEqual({ country: "CA", state: "ON", zipCode: "M5V 2T6" })
  })

  it("matches the documented examples", () => {
    expect(decodeGeoLocationCookie("US::43215", "US")).toEqual({ country: "US", state: "OH", zipCode: "43215" })
    expect(decodeGeoLocationCookie(undefined, "CA")).toEqual({ country: "CA", state: "OH", zipCode: "" })
  })

  it("defaults the state to OH", () => {
    expect(defaultGeoState).toBe("OH")
    expect(decodeGeoLocationCookie("US", "US")).toEqual({ country: "US", state: "OH", zipCode: "" })
    expect(decodeGeoLocationCookie("GB: :", "US")).toEqual({ country: "GB", state: "OH", zipCode: "" })
  })

  it("defaults the country to the site country", () => {
    expect(decodeGeoLocationCookie(":NY:10001", "US")).toEqual({ country: "US", state: "NY", zipCode: "10001" })
    expect(decodeGeoLocationCookie("", "DE")).toEqual({ country: "DE", state: "OH", zipCode: "" })
    expect(decodeGeoLocationCookie(null, "AU")).toEqual({ country: "AU", state: "OH", zipCode: "" })
  })

  it("keeps an unencoded colon inside the zip code, the last part", () => {
    expect(decodeGeoLocationCookie("XX:YY:AB:12", "US")).toEqual({ country: "XX", state: "YY", zipCode: "AB:12" })
  })

  it("decodes URI-encoded parts", () => {
    expect(decodeGeoLocationCookie("CA:ON:M5V%202T6", "US")).toEqual({ country: "CA", state: "ON", zipCode: "M5V 2T6" })
  })

  test.prop([fc.string({ unit: "binary" }), fc.string()])("never throws on any text", (raw, siteCountry) => {
    const location = decodeGeoLocationCookie(raw, siteCountry)
    expect(typeof location.zipCode).toBe("string")
    expect(location.country === siteCountry || location.country !== "").toBe(true)
    expect(location.state).not.toBe("")
  })
})

describe("encodeGeoLocationCookie", () => {
  it("writes country:state:zipcode", () => {
    expect(encodeGeoLocationCookie({ country: "US", state: "OH", zipCode: "43215" })).toBe("US:OH:43215")
  })

  it("encodes a colon or space inside a part", () => {
    const encoded = encodeGeoLocationCookie({ country: "CA", state: "ON", zipCode: "M5V 2T6" })
    expect(encoded).toBe("CA:ON:M5V%202T6")
    expect(encodeGeoLocationCookie({ country: "US", state: "N:Y", zipCode: "1" })).toBe("US:N%3AY:1")
  })

  const part = fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }).filter((text) => text.trim() === text && text !== "")
  const partWithSeparators = fc.oneof(
    part,
    fc.tuple(part, fc.constantFrom(":", " ", " : ", "::", "%", "%3A"), part).map((pieces) => pieces.join("")),
  )

  test.prop([fc.record({ country: partWithSeparators, state: partWithSeparators, zipCode: partWithSeparators }), fc.string()])(
    "decode(encode(location)) gives back non-empty trimmed parts, colons and spaces included",
    (location: GeoLocation, siteCountry) => {
      const encoded = encodeGeoLocationCookie(location)
      expect(encoded.split(":")).toHaveLength(3)
      expect(encoded).not.toMatch(/[;,\s]/)
      expect(decodeGeoLocationCookie(encoded, siteCountry)).toEqual(location)
    },
  )

  test.prop([fc.record({ country: part, state: part }), fc.string()])("round-trips a location without a zip code", (location, siteCountry) => {
    const withoutZip: GeoLocation = { ...location, zipCode: "" }
    expect(decodeGeoLocationCookie(encodeGeoLocationCookie(withoutZip), siteCountry)).toEqual(withoutZip)
  })
})

describe("encodeGeoLocationCookie is total", () => {
  it("encodes a lone surrogate as U+FFFD instead of throwing", () => {
    expect(encodeGeoLocationCookie({ country: "US", state: "OH", zipCode: "432\uD800" })).toBe("US:OH:432%EF%BF%BD")
  })

  test.prop([fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), fc.string({ unit: "binary" })])(
    "any text encodes, into cookie-safe characters",
    (country, state, zipCode) => {
      expect(encodeGeoLocationCookie({ country, state, zipCode })).toMatch(/^[A-Za-z0-9\-_.!~*'()%:]*$/)
    },
  )
})

describe("encodeGeoLocationCookie: parts that are not text", () => {
  it("encodes them as empty parts, which read back as the defaults", () => {
    expect(encodeGeoLocationCookie(null as unknown as GeoLocation)).toBe("::")
    expect(encodeGeoLocationCookie({ country: 1, state: "OH", zipCode: null } as unknown as GeoLocation)).toBe(":OH:")
    expect(decodeGeoLocationCookie("::", "CA")).toEqual({ country: "CA", state: defaultGeoState, zipCode: "" })
  })
})

describe("decodeGeoLocationCookie: a site country that is not text", () => {
  it("is empty", () => {
    expect(decodeGeoLocationCookie(undefined, 5 as never).country).toBe("")
  })
})
