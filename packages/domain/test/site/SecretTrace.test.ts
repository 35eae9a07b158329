/**
 * No card number, CVV or PIN stays in the RegExp statics (`RegExp.input`, `$_`,
 * `lastMatch`, `leftContext`, `rightContext`, `$1`…`$9`) after a rule of the domain has
 * read it: any script on the page can read them until the next successful match.
 *
 * Each property first fills the statics with a sentinel, then runs the rules a page runs
 * on an entry (formatting as typed, the fields' view, the checks on submit, the redaction
 * of error text) and reads every static: each is "" or a field that is no secret (the
 * expiry, the country, the sentinel itself), never one holding the number, CVV or PIN.
 */
import { fc, test } from "@fast-check/vitest"
import * as Redacted from "effect/Redacted"
import { describe, expect, it } from "vitest"
import { redactText } from "../../src/errors/CallContext.ts"
import { validateGiftCardForm } from "../../src/help/giftcard/GiftCardForm.ts"
import { cardDigits, detectCardBrand, formatCardNumber, isCvvFor, passesLuhn } from "../../src/payments/CardBrand.ts"
import { validateNewCard } from "../../src/payments/CardForm.ts"
import { cardFieldsView, cardInputAcceptsKey, formatCvvInput } from "../../src/payments/CardInput.ts"
import { validateCardReauth } from "../../src/payments/reauth/ReauthForm.ts"
import { digitsOf, forgetLastMatch, isDigitText, isGroupedDigits, redactedTextOf, withoutTrace } from "../../src/site/SecretTrace.ts"

const sentinel = "sentinel-not-a-secret"

/** Every RegExp static a script can read. */
const statics = (): ReadonlyArray<string> => {
  const legacy = RegExp as unknown as Record<string, string>
  return ["input", "$_", "lastMatch", "$&", "leftContext", "$`", "rightContext", "$'", "lastParen", "$+", "$1", "$2", "$3", "$4", "$5", "$6", "$7", "$8", "$9"]
    .map((name) => legacy[name]!)
}

/** Fills the statics with the sentinel, runs `use`, gives the statics after it. */
const staticsAfter = (use: () => unknown): ReadonlyArray<string> => {
  expect(/(sentinel)-not-a-secret/.exec(sentinel)).not.toBeNull()
  use()
  return statics()
}

/** Each static is "" or one of the texts allowed (no secret). */
const expectOnly = (seen: ReadonlyArray<string>, allowed: ReadonlyArray<string>) => {
  for (const value of seen) expect(["", sentinel, "sentinel", "-not-a-secret", ...allowed]).toContain(value)
}

/** A Luhn-valid number of `length` digits, first digit `lead`. */
const luhnNumber = fc
  .tuple(fc.constantFrom("3", "4", "5", "6"), fc.integer({ min: 13, max: 16 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 18, maxLength: 18 }))
  .map(([lead, length, rest]) => {
    const body = lead + rest.slice(0, length - 1).join("")
    for (let check = 0; check <= 9; check++) if (passesLuhn(body + check)) return body + check
    return body + "0"
  })

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ")
const cvvOf = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 4 }).map((d) => d.join(""))
const expiry = { expireMonth: "12", expireYear: "2031" }
const nonSecret = ["12", "2031", "US", "1", "2", "20", "31"]

describe("the RegExp statics after a card entry (platform §5)", () => {
  test.prop([luhnNumber, cvvOf])("the saved-card add form: formatting, the fields' view and the check", (digits, cvv) => {
    const typed = spaced(digits)
    // each on its own: a later rule's harmless match would hide an earlier one's trace
    const uses = [
      () => formatCardNumber(typed),
      () => cardFieldsView(typed),
      () => detectCardBrand(digits),
      () => cardInputAcceptsKey(digits.slice(-1)),
      () => formatCvvInput(cvv, "visa"),
      () => validateNewCard({ cardNumber: typed, cvv, ...expiry }, { country: "US" }),
      () => validateNewCard({ cardNumber: typed, cvv: `${cvv}x` }, { country: "US" }),
      () => validateNewCard({ cardNumber: `${typed}x`, cvv }, { country: "US" }),
    ]
    for (const use of uses) expectOnly(staticsAfter(use), nonSecret)
    // a ceiling for a machine shared with builds (8 rules per run, 100 runs), not a speed check
  }, 30_000)

  test.prop([luhnNumber, cvvOf])("the re-authorisation form", (digits, cvv) => {
    const billing = { firstName: "Jane", lastName: "Doe", address1: "1 Main St", city: "Columbus", state: "OH", zipCode: "43215", country: "US" }
    const seen = staticsAfter(() => validateCardReauth({ cardNumber: spaced(digits), cvv, ...expiry, billing }, { country: "US", billingVisible: true }))
    for (const value of seen) {
      expect(value).not.toContain(digits)
      expect(value).not.toBe(cvv)
    }
  })

  test.prop([fc.integer({ min: 0, max: 999_999_999_999 }), fc.integer({ min: 0, max: 9999 }), fc.boolean()])(
    "the gift card form: the number, the PIN, valid or not",
    (number, pin, eCard) => {
      const digits = String(number).padStart(eCard ? 16 : 12, "6")
      const pinText = String(pin).padStart(4, "0")
      expectOnly(staticsAfter(() => validateGiftCardForm({ country: "us", cardNumber: spaced(digits), pin: eCard ? "" : pinText, captcha: "token" })), ["US"])
      expectOnly(staticsAfter(() => validateGiftCardForm({ country: "", cardNumber: `${digits}x`, pin: `${pinText}x`, captcha: "" })), [])
      expectOnly(staticsAfter(() => validateGiftCardForm({ country: "", cardNumber: digits, pin: pinText, captcha: "" })), [])
    },
  )

  test.prop([luhnNumber])("redacting an error's text leaves the number it found in no static", (digits) => {
    const seen = staticsAfter(() => redactText(`refused ${spaced(digits)} at https://user:pass@x.test/`))
    expectOnly(seen, [])
  })

  it("the statics of a match on the number are emptied by withoutTrace, even when the read throws", () => {
    expect(staticsAfter(() => withoutTrace(() => /^(4)\d+/.test("4111111111111111")))).toEqual(statics().map(() => ""))
    expect(() => withoutTrace(() => { /\d+/.exec("4111111111111111"); throw new Error("read failed") })).toThrow("read failed")
    expect(statics().every((value) => value === "")).toBe(true)
    ;/(\d+)/.exec("4111111111111111")
    forgetLastMatch()
    expect(statics().every((value) => value === "")).toBe(true)
  })
})

describe("reading digits without a regex", () => {
  test.prop([fc.string({ unit: "binary" })])("digitsOf and isDigitText agree with the regular expressions they replace", (text) => {
    expect(digitsOf(text)).toBe(text.replace(/\D/g, ""))
    expect(cardDigits(text)).toBe(text.replace(/\D/g, ""))
    expect(isDigitText(text)).toBe(/^\d+$/.test(text))
    expect(isGroupedDigits(text)).toBe(/^[\d\s-]*$/.test(text))
    expect(cardInputAcceptsKey(text)).toBe([...text].length !== 1 || /^\d$/.test(text))
  })

  test.prop([fc.stringMatching(/^[\d\s-]{0,24}$/)])("digits grouped with any white space or dashes are grouped digits", (text) => {
    expect(isGroupedDigits(text)).toBe(true)
  })

  test.prop([fc.string({ unit: "binary", maxLength: 6 }), fc.constantFrom("visa", "amex", "mastercard")])("isCvvFor: the brand's length in digits", (cvv, brand) => {
    expect(isCvvFor(cvv, brand)).toBe(new RegExp(`^\\d{${brand === "amex" ? 4 : 3}}$`).test(cvv))
  })

  it("anything but text has no digits", () => {
    expect([digitsOf(4111), isDigitText(4111), isGroupedDigits(undefined), isCvvFor(123, "visa")]).toEqual(["", false, false, false])
  })
})

describe("redactedTextOf", () => {
  it("is the text a Redacted holds, and nothing once it is wiped", () => {
    const pin = Redacted.make("1234")
    expect(redactedTextOf(pin)).toBe("1234")
    Redacted.wipeUnsafe(pin)
    expect(redactedTextOf(pin)).toBe("")
  })

  it("is empty for a Redacted of no text and for anything that is not a Redacted", () => {
    expect(redactedTextOf(Redacted.make(1234))).toBe("")
    for (const other of ["1234", null, undefined, { value: "1234" }, [Redacted.make("1")]]) expect(redactedTextOf(other)).toBe("")
  })

  test.prop([fc.string()])("gives back any text it was made with", (text) => {
    expect(redactedTextOf(Redacted.make(text))).toBe(text)
  })
})
