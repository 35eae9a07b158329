import { describe, expect, it } from "vitest"
import { brandThemeFor } from "../src/site/brandThemes.ts"
import { withBrandParam } from "../src/site/useSite.ts"

describe("brandThemeFor", () => {
  it.each([
    ["acf", "adult", "acf"],
    ["kids", "youth", "kids"],
    ["hol", "adult", "hol"],
    ["gh", "gym-wear", "gh"],
    ["st", "tourist-wear", "acf"],
    ["KIDS", "youth", "kids"],
    [null, "adult", "acf"],
    ["nope", "adult", "acf"],
  ] as const)("%s → %s header, %s store brand", (param, theme, pageBrand) => {
    expect(brandThemeFor(param).theme).toBe(theme)
    expect(brandThemeFor(param).pageBrand).toBe(pageBrand)
  })
})

describe("withBrandParam", () => {
  it("keeps an explicit brand and leaves other paths alone", () => {
    expect(withBrandParam("/stores", "kids")).toBe("/stores?brand=kids")
    expect(withBrandParam("/stores?x=1", "gh")).toBe("/stores?x=1&brand=gh")
    expect(withBrandParam("/stores", null)).toBe("/stores")
  })
})
