import { fc, test } from "@fast-check/vitest"
import { expect, it } from "vitest"
import { isGermanPasswordForm, siteSettings } from "../../../src/index.ts"

it("the eu site (Germany) has the German password form; the others the standard one", () => {
  expect(isGermanPasswordForm(siteSettings.eu.country)).toBe(true)
  expect(isGermanPasswordForm(siteSettings.us.country)).toBe(false)
  expect(isGermanPasswordForm("de")).toBe(false)
})

test.prop([fc.anything()])("only DE is the German form", (value) => {
  expect(isGermanPasswordForm(value)).toBe(value === "DE")
})
