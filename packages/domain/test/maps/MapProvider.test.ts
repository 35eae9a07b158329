import { it as effectIt } from "@effect/vitest"
import { fc, test } from "@fast-check/vitest"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { isOutsideChina, wgs84ToGcj02 } from "../../src/maps/Gcj02.ts"
import {
  chooseMapProvider,
  loadMapProvider,
  type MapProvider,
  mapLanguage,
  mapLinkFor,
  pointForProvider,
  staticMapFor,
} from "../../src/maps/MapProvider.ts"
import { mapLinkUrl, staticMapSizes, staticMapUrl } from "../../src/maps/StaticMap.ts"
import { siteCodes } from "../../src/site/Site.ts"

// The published reference points of the open eviltransform implementations (WGS-84 → GCJ-02).
const references = [
  { name: "Shanghai", wgs: { latitude: 31.1774276, longitude: 121.5272106 }, gcj: { latitude: 31.17530398364597, longitude: 121.531541859215 } },
  { name: "Shenzhen", wgs: { latitude: 22.543847, longitude: 113.912316 }, gcj: { latitude: 22.540796131694766, longitude: 113.9171764808363 } },
  { name: "Beijing", wgs: { latitude: 39.911954, longitude: 116.377817 }, gcj: { latitude: 39.91334545536069, longitude: 116.38404722455657 } },
] as const

describe("wgs84ToGcj02 (platform §4: coordinate conversion for China)", () => {
  for (const { name, wgs, gcj } of references) {
    it(`matches the ${name} reference point to 6 decimals`, () => {
      const converted = wgs84ToGcj02(wgs)
      expect(converted.latitude).toBeCloseTo(gcj.latitude, 6)
      expect(converted.longitude).toBeCloseTo(gcj.longitude, 6)
    })
  }

  it("leaves points outside mainland China as they are", () => {
    const columbus = { latitude: 39.9612, longitude: -82.9988 }
    const tokyo = { latitude: 35.6895, longitude: 139.6917 }
    expect(wgs84ToGcj02(columbus)).toEqual(columbus)
    expect(wgs84ToGcj02(tokyo)).toEqual(tokyo)
    expect(isOutsideChina(tokyo)).toBe(true)
    expect(isOutsideChina(references[0].wgs)).toBe(false)
  })

  it("is exact at the box edges: the west edge 72.004 is inside, 72.0039 outside", () => {
    expect(wgs84ToGcj02({ latitude: 40, longitude: 72.0039 })).toEqual({ latitude: 40, longitude: 72.0039 })
    expect(wgs84ToGcj02({ latitude: 40, longitude: 72.004 })).not.toEqual({ latitude: 40, longitude: 72.004 })
  })

  test.prop([fc.double({ min: 18, max: 53, noNaN: true }), fc.double({ min: 74, max: 134, noNaN: true })])(
    "shifts every mainland point by less than a kilometre and never to NaN",
    (latitude, longitude) => {
      const shifted = wgs84ToGcj02({ latitude, longitude })
      expect(Number.isFinite(shifted.latitude) && Number.isFinite(shifted.longitude)).toBe(true)
      expect(Math.abs(shifted.latitude - latitude)).toBeLessThan(0.01)
      expect(Math.abs(shifted.longitude - longitude)).toBeLessThan(0.01)
    },
  )

  test.prop([fc.double(), fc.double()])("never throws, and passes non-finite input through", (latitude, longitude) => {
    const shifted = wgs84ToGcj02({ latitude, longitude })
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) expect(shifted).toEqual({ latitude, longitude })
  })
})

describe("chooseMapProvider and mapLanguage (platform §4 Map provider)", () => {
  it("uses the China provider first on cn, Google first elsewhere", () => {
    for (const site of siteCodes) {
      expect(chooseMapProvider(site)).toEqual(
        site === "cn" ? { first: "amap", fallback: "google" } : { first: "google", fallback: "amap" },
      )
      expect(mapLanguage(site)).toBe(site === "cn" ? "zh" : "en")
    }
  })

  it("uses the China provider first anywhere when forced", () => {
    expect(chooseMapProvider("us", { forceChina: true })).toEqual({ first: "amap", fallback: "google" })
    expect(chooseMapProvider("us", { forceChina: false })).toEqual({ first: "google", fallback: "amap" })
  })
})

describe("loadMapProvider: fall back to the other when the first fails to load", () => {
  const loader = (failing: ReadonlyArray<MapProvider>, attempts: Array<MapProvider>) => (provider: MapProvider) =>
    Effect.suspend(() => {
      attempts.push(provider)
      return failing.includes(provider) ? Effect.fail(`${provider} did not load`) : Effect.succeed(`${provider} loaded`)
    })

  effectIt.effect("keeps the first when it loads, without trying the other", () =>
    Effect.gen(function*() {
      const attempts: Array<MapProvider> = []
      const result = yield* loadMapProvider(chooseMapProvider("cn"), loader([], attempts))
      expect(result).toEqual({ provider: "amap", value: "amap loaded" })
      expect(attempts).toEqual(["amap"])
    }))

  effectIt.effect("falls back when the first fails", () =>
    Effect.gen(function*() {
      const attempts: Array<MapProvider> = []
      const result = yield* loadMapProvider(chooseMapProvider("us"), loader(["google"], attempts))
      expect(result).toEqual({ provider: "amap", value: "amap loaded" })
      expect(attempts).toEqual(["google", "amap"])
    }))

  effectIt.effect("fails with the fallback's error when both fail", () =>
    Effect.gen(function*() {
      const error = yield* Effect.flip(loadMapProvider(chooseMapProvider("us"), loader(["google", "amap"], [])))
      expect(error).toBe("amap did not load")
    }))
})

describe("staticMapFor and mapLinkFor", () => {
  const shanghai = references[0].wgs

  it("gives Google's address, to be signed, in WGS-84", () => {
    expect(staticMapFor("google", shanghai)).toEqual({ url: staticMapUrl(shanghai), needsSigning: true })
    expect(staticMapFor("google", shanghai, staticMapSizes.productPage).url).toContain("size=480x150")
    expect(mapLinkFor("google", shanghai)).toBe(mapLinkUrl(shanghai))
  })

  it("draws the China provider's map at the GCJ-02 point, unsigned, with the size and zoom", () => {
    const card = staticMapFor("amap", shanghai)
    const gcj = pointForProvider("amap", shanghai)
    expect(card.needsSigning).toBe(false)
    const query = new URL(card.url).searchParams
    expect(query.get("location")).toBe(`${gcj.longitude.toFixed(6)},${gcj.latitude.toFixed(6)}`)
    expect(query.get("zoom")).toBe("18")
    expect(query.get("size")).toBe("186*186")
    const product = new URL(staticMapFor("amap", shanghai, staticMapSizes.productPage).url).searchParams
    expect([product.get("zoom"), product.get("size")]).toEqual(["16", "480*150"])
    expect(mapLinkFor("amap", shanghai)).toContain("zoom=16")
    expect(mapLinkFor("amap", shanghai)).toContain(`position=${gcj.longitude.toFixed(6)},${gcj.latitude.toFixed(6)}`)
  })
})

describe("points, sizes and choices of the wrong type (never a TypeError)", () => {
  const shanghai = { latitude: 31.2304, longitude: 121.4737 }

  it("counts a point without finite coordinates as outside China and returns it unchanged", () => {
    for (const point of [null, {}, { latitude: "31.2", longitude: 121.4 }, { latitude: Number.NaN, longitude: 121.4 }]) {
      expect(isOutsideChina(point as never)).toBe(true)
      expect(wgs84ToGcj02(point as never)).toBe(point)
    }
  })

  it("writes NaN for coordinates that are not numbers, and uses the card size for a size that is not one", () => {
    expect(staticMapUrl(null as never, { width: "1" } as never)).toBe(staticMapUrl({ latitude: Number.NaN, longitude: Number.NaN }))
    expect(mapLinkUrl(undefined as never)).toContain("query=NaN%2CNaN")
    expect(staticMapFor("amap", { latitude: "x" } as never, null as never).url).toContain("location=NaN%2CNaN")
    expect(mapLinkFor("amap", null as never)).toContain("position=NaN,NaN")
    expect(staticMapFor("amap", shanghai, null as never).url).toBe(staticMapFor("amap", shanghai).url)
  })

  it("forces nothing with options that are not an object", () => {
    expect(chooseMapProvider("us", null as never)).toEqual({ first: "google", fallback: "amap" })
  })

  effectIt.effect("loads Google first, then the Chinese provider, for a choice that is not one", () =>
    Effect.gen(function*() {
      const asked: Array<MapProvider> = []
      const result = yield* loadMapProvider({ first: "bing", fallback: 1 } as never, (provider) =>
        Effect.sync(() => asked.push(provider)).pipe(Effect.andThen(provider === "google" ? Effect.fail("down") : Effect.succeed("map"))))
      expect(asked).toEqual(["google", "amap"])
      expect(result).toEqual({ provider: "amap", value: "map" })
    }))
})
