import { fc, test } from "@fast-check/vitest"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { signUrlFailedMessage } from "../../src/maps/Geocode.ts"
import { GeocodeResult } from "../../src/maps/GeocodeSchema.ts"
import { mapLinkUrl, mapLinkZoom, staticMapSizes, staticMapUrl } from "../../src/maps/StaticMap.ts"

const easton = { latitude: 40.0503, longitude: -82.9158 }

describe("staticMapSizes (platform §9)", () => {
  it("is 186x186 zoom 18 by default and 480x150 zoom 16 on the newer product page", () => {
    expect(staticMapSizes.card).toEqual({ width: 186, height: 186, zoom: 18 })
    expect(staticMapSizes.productPage).toEqual({ width: 480, height: 150, zoom: 16 })
  })
})

describe("staticMapUrl", () => {
  it("defaults to the card size", () => {
    expect(staticMapUrl(easton)).toBe(
      "https://maps.googleapis.com/maps/api/staticmap?center=40.0503%2C-82.9158&zoom=18&size=186x186&markers=40.0503%2C-82.9158",
    )
  })

  it("matches the documented example", () => {
    expect(staticMapUrl({ latitude: 40, longitude: -83 })).toBe(
      "https://maps.googleapis.com/maps/api/staticmap?center=40%2C-83&zoom=18&size=186x186&markers=40%2C-83",
    )
  })

  it("uses 480x150 zoom 16 for the product page", () => {
    const url = new URL(staticMapUrl(easton, staticMapSizes.productPage))
    expect(url.searchParams.get("size")).toBe("480x150")
    expect(url.searchParams.get("zoom")).toBe("16")
    expect(url.searchParams.get("center")).toBe("40.0503,-82.9158")
    expect(url.searchParams.get("markers")).toBe("40.0503,-82.9158")
  })

  test.prop([fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true })])(
    "centres and marks the point it was given",
    (latitude, longitude) => {
      const url = new URL(staticMapUrl({ latitude, longitude }))
      expect(url.origin + url.pathname).toBe("https://maps.googleapis.com/maps/api/staticmap")
      expect(url.searchParams.get("center")).toBe(`${latitude},${longitude}`)
      expect(url.searchParams.get("markers")).toBe(`${latitude},${longitude}`)
      expect(url.searchParams.get("zoom")).toBe("18")
    },
  )
})

describe("mapLinkUrl (platform §9: map link zoom 16)", () => {
  it("opens the point at zoom 16", () => {
    expect(mapLinkZoom).toBe(16)
    expect(mapLinkUrl(easton)).toBe("https://www.google.com/maps/search/?api=1&query=40.0503%2C-82.9158&zoom=16")
    expect(new URL(mapLinkUrl(easton)).searchParams.get("zoom")).toBe("16")
    expect(new URL(mapLinkUrl(easton)).searchParams.get("query")).toBe("40.0503,-82.9158")
  })
})

describe("Geocode (platform §3, §8)", () => {
  it("decodes a geocode result", () => {
    const result = {
      country: "United States",
      countryAbbr: "US",
      postalCode: "43215",
      postalTown: "Columbus",
      state: "Ohio",
      stateAbbr: "OH",
      latlng: { lat: 39.96, lng: -83.0 },
    }
    expect(Schema.decodeUnknownSync(GeocodeResult)(result)).toEqual(result)
    expect(() => Schema.decodeUnknownSync(GeocodeResult)({ ...result, latlng: { lat: "39.96", lng: -83 } })).toThrow()
  })

  it("has the spec's signed-url failure message", () => {
    expect(signUrlFailedMessage).toBe("Google Url Failed to be created correctly")
  })
})
