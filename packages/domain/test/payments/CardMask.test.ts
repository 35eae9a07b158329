import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { isSecretField, maskCardNumberIn, maskCardRuns, maskedCardNumber, maskedSecret, maskSecrets } from "../../src/payments/CardMask.ts"

describe("maskedCardNumber", () => {
  it("shows the last 4 digits, separators dropped", () => {
    expect(maskedCardNumber("6000 0000 0001")).toBe("****0001")
    expect(maskedCardNumber("4111-1111-1111-1234")).toBe("****1234")
  })
})

describe("maskCardRuns", () => {
  it("masks every run of 12 or more digits, spaced or hyphenated, and leaves shorter runs", () => {
    expect(maskCardRuns("unknown command '600000000001'")).toBe("unknown command '****0001'")
    expect(maskCardRuns("card 4111 1111 1111 1111 then 6000-0000-0002")).toBe("card ****1111 then ****0002")
    expect(maskCardRuns("order 10000001001, store 10001")).toBe("order 10000001001, store 10001")
  })

  test.prop([fc.stringMatching(/^\d{12,19}$/), fc.string()])("no masked text holds the whole number", (number, around) => {
    const masked = maskCardRuns(`${around} ${number} ${around.replace(/\d/g, "")}`)
    expect(masked).not.toContain(number)
    expect(masked).toContain(`****${number.slice(-4)}`)
  })

  it("leaves nothing of the number in the RegExp statics", () => {
    ;/sentinel/.test("sentinel")
    maskCardRuns("card 4111111111111111")
    maskCardNumberIn("card 4111111111111111", "4111111111111111", "1234")
    expect([RegExp.lastMatch, RegExp.input]).toEqual(["sentinel", "sentinel"])
  })

  /** The rule as a regular expression: what the character loops must agree with. */
  const byRegex = (text: string) => text.replace(/\d(?:[ -]?\d){11,}/g, (run) => `****${run.replace(/\D/g, "").slice(-4)}`)
  const cardish = fc.array(fc.constantFrom("1", "2", "0", " ", "-", "  ", "--", "a", "\t"), { maxLength: 60 }).map((parts) => parts.join(""))

  test.prop([cardish])("agrees with the rule written as a regular expression", (text) => {
    expect(maskCardRuns(text)).toBe(byRegex(text))
  })
})

describe("maskCardNumberIn", () => {
  it("masks the number with or without its separators and its PIN; other digits stay", () => {
    expect(maskCardNumberIn("6000-0000-0001 and 600000000001 1234, order 10000016001", "600000000001", "")).toBe(
      "****0001 and ****0001 1234, order 10000016001",
    )
    expect(maskCardNumberIn("6000000000011234", "600000000001", "1234")).toBe("****0001")
    expect(maskCardNumberIn("no card here", "", "")).toBe("no card here")
  })

  /** The rule as regular expressions: what the character loops must agree with. */
  const numberByRegex = (text: string, digits: string, pin: string) => {
    const spaced = (value: string) => [...value].join("[\\s-]?")
    const patterns = [...(/^\d+$/.test(pin) ? [spaced(`${digits}${pin}`)] : []), spaced(digits)]
    return patterns.reduce((current, pattern) => current.replace(new RegExp(pattern, "g"), `****${digits.slice(-4)}`), text)
  }
  const spacedText = fc.array(fc.constantFrom("1", "2", "3", " ", "-", "\n", "x"), { maxLength: 40 }).map((parts) => parts.join(""))

  test.prop([spacedText, fc.stringMatching(/^[123]{4,8}$/), fc.constantFrom("", "12", "x")])("agrees with the rule written as regular expressions", (text, digits, pin) => {
    expect(maskCardNumberIn(text, digits, pin)).toBe(numberByRegex(text, digits, pin))
  })

  test.prop([fc.stringMatching(/^\d{12,16}$/), fc.stringMatching(/^\d{4}$/)])("the number never survives, with or without its PIN", (digits, pin) => {
    const masked = maskCardNumberIn(`Card ${digits} ${pin} refused; ${[...digits].join(" ")}`, digits, pin)
    expect(masked).not.toContain(digits)
    expect(masked.startsWith(`Card ****${digits.slice(-4)}`)).toBe(true)
  })
})

describe("maskSecrets", () => {
  it("masks secret fields whole and card-like runs elsewhere", () => {
    expect(maskSecrets({ cardNumber: "4111 1111 1111 1111", cvv: "737", pin: 1234, password: "outfitter", note: "paid with 4000-0000-0000-0002", order: "10000016001" }))
      .toEqual({ cardNumber: "****", cvv: "****", pin: "****", password: "****", note: "paid with ****0002", order: "10000016001" })
    expect(maskSecrets({ cvv: ["737", "123"], items: [{ securityCode: "9" }] })).toEqual({ cvv: ["****", "****"], items: [{ securityCode: "****" }] })
    expect(maskSecrets(42)).toBe(42)
  })

  it("names the secret fields, any case", () => {
    expect(["cardNumber", "CVV", "cid", "Pin", "password", "securityCode"].every(isSecretField)).toBe(true)
    expect(["note", "cardNumbers", "pins", ""].some(isSecretField)).toBe(false)
    expect(maskedSecret).toBe("****")
  })
})

describe("text that is not text", () => {
  it("reads as empty, and a known number longer than any card is not looked for", () => {
    expect(maskedCardNumber(null)).toBe("****")
    expect(maskCardRuns(undefined)).toBe("")
    expect(isSecretField(7)).toBe(false)
    expect(maskCardNumberIn(null, "600000000001", "")).toBe("")
    expect(maskCardNumberIn("card 6000000000011234", "6000000000011234", null)).toBe("card ****1234")
    const twenty = "12345678901234567890"
    expect(maskCardNumberIn(`id ${twenty}`, twenty, "")).toBe(`id ${twenty}`)
  })
})
