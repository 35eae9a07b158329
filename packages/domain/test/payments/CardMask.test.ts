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
    maskCardRuns("card 4111111111111111")
    expect(RegExp.lastMatch).toBe("")
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
