import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { phoneInputAcceptsKey, phoneInputDigits } from "../../../src/help/enroll/PhoneInput.ts"

describe("phone input (orders §5)", () => {
  it("keeps only digits", () => {
    expect(phoneInputDigits("+1 (614) 555-0100")).toBe("16145550100")
    expect(phoneInputDigits("abc")).toBe("")
    expect(phoneInputDigits(undefined)).toBe("")
  })

  test.prop([fc.string()])("what it keeps is all digits, in the order typed", (typed) => {
    const kept = phoneInputDigits(typed)
    expect(kept).toMatch(/^\d*$/)
    expect(kept).toBe([...typed].filter((c) => c >= "0" && c <= "9").join(""))
  })

  it("blocks non-digit printable keys, lets digits and named keys through", () => {
    for (const key of ["0", "5", "9"]) expect(phoneInputAcceptsKey(key)).toBe(true)
    for (const key of ["a", "-", " ", "+", "("]) expect(phoneInputAcceptsKey(key)).toBe(false)
    for (const key of ["Backspace", "Tab", "ArrowLeft", "Delete"]) expect(phoneInputAcceptsKey(key)).toBe(true)
  })
})
