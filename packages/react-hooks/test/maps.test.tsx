import { useStaticMap } from "@outfitter/react-hooks"
import { act, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderHookWithOutfitter } from "./support/outfitter.ts"

const shanghai = { latitude: 31.1774276, longitude: 121.5272106 }

describe("useStaticMap (platform §4 Map provider)", () => {
  it("draws a cn map with the China provider at once, unsigned, in zh", () => {
    const { result } = renderHookWithOutfitter(() => useStaticMap(shanghai, { site: "cn" }))
    expect(result.current.provider).toBe("amap")
    expect(result.current.language).toBe("zh")
    expect(result.current.url).toContain("restapi.amap.com")
    expect(result.current.url).toContain("location=121.531542%2C31.175304")
  })

  it("signs a Google map elsewhere through signurl, in en", async () => {
    const { result } = renderHookWithOutfitter(() => useStaticMap({ latitude: 39.9612, longitude: -82.9988 }, { site: "us" }))
    expect(result.current.provider).toBe("google")
    expect(result.current.language).toBe("en")
    expect(result.current.url).toBeUndefined()
    await waitFor(() => expect(result.current.url).toContain("signature="))
  })

  it("falls back to the other provider when the first image fails, then reports the error", () => {
    const { result } = renderHookWithOutfitter(() => useStaticMap(shanghai, { site: "cn" }))
    act(() => result.current.onImageError())
    expect(result.current.provider).toBe("google")
    expect(result.current.isError).toBe(false)
    act(() => result.current.onImageError())
    expect(result.current.isError).toBe(true)
  })
})
