import { fc, test } from "@fast-check/vitest"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import {
  type GiftCardButtonState,
  type GiftCardEvent,
  type GiftCardFormState,
  giftCardCheckWire,
  giftCardLimits,
  giftCardMessages,
  giftCardStep,
  initialGiftCardView,
  validateGiftCardForm,
} from "../../../src/help/giftcard/GiftCardForm.ts"

const valid = { country: "us", cardNumber: "600000001234", pin: "9876", captcha: "captcha-token" }
const digits = (n: number) => "6".repeat(n - 4) + "4321"

describe("validateGiftCardForm (orders §5 'Gift card', §9)", () => {
  it("a 12-digit card with its 4-digit PIN is valid; the body is card number then PIN, BalanceCheck", () => {
    const check = Result.getOrThrow(validateGiftCardForm(valid))
    expect(giftCardCheckWire(check.body)).toEqual({
      cardNumber: "6000000012349876",
      country: "US",
      recaptchaResponse: "captcha-token",
      action: "BalanceCheck",
    })
    expect(check).toMatchObject({ lastFour: "1234", eCard: false, pinFilled: true })
  })

  it("a 16-digit eGift card has no PIN; group spaces and hyphens are ignored", () => {
    const check = Result.getOrThrow(validateGiftCardForm({ ...valid, cardNumber: " 6000-0000 1111 2222 ", pin: "" }))
    expect(giftCardCheckWire(check.body).cardNumber).toBe("6000000011112222")
    expect(check).toMatchObject({ lastFour: "2222", eCard: true, pinFilled: false })
  })

  it.each([
    [11, "1234", { cardNumber: giftCardMessages.cardNumber }],
    [12, "1234", {}],
    [13, "1234", { cardNumber: giftCardMessages.cardNumber }],
    [15, "", { cardNumber: giftCardMessages.cardNumber, pin: giftCardMessages.pin }],
    [16, "", {}],
    [17, "", { cardNumber: giftCardMessages.cardNumber, pin: giftCardMessages.pin }],
    [12, "123", { pin: giftCardMessages.pin }],
    [12, "12345", { pin: giftCardMessages.pin }],
    [12, "", { pin: giftCardMessages.pin }],
    [12, "12a4", { pin: giftCardMessages.pin }],
    [16, "1234", { pin: giftCardMessages.eCardPin }],
  ])("a %i-digit number with PIN %j gives the field errors %j", (length, pin, fields) => {
    const result = validateGiftCardForm({ ...valid, cardNumber: digits(length), pin })
    if (Object.keys(fields).length === 0) expect(Result.isSuccess(result)).toBe(true)
    else expect(result).toEqual(Result.fail({ fields, form: giftCardMessages.form }))
  })

  it.each([
    [{ country: "" }, { country: giftCardMessages.country }],
    [{ country: "USA" }, { country: giftCardMessages.country }],
    [{ captcha: "" }, { captcha: giftCardMessages.captcha }],
    [{ captcha: "  " }, { captcha: giftCardMessages.captcha }],
    [{ cardNumber: "6000000012a4" }, { cardNumber: giftCardMessages.cardNumber }],
    [
      { country: "", cardNumber: "", pin: "", captcha: "" },
      { country: giftCardMessages.country, cardNumber: giftCardMessages.cardNumber, pin: giftCardMessages.pin, captcha: giftCardMessages.captcha },
    ],
  ])("%j gives the field errors %j and the form error", (change, fields) => {
    expect(validateGiftCardForm({ ...valid, ...change })).toEqual(Result.fail({ fields, form: giftCardMessages.form }))
  })

  it("the limits are 12, 16 and 4 digits", () => {
    expect(giftCardLimits).toEqual({ cardDigits: 12, eCardDigits: 16, pinDigits: 4 })
  })

  it("the card number and PIN never show: the body prints and serialises as <redacted>", () => {
    const check = Result.getOrThrow(validateGiftCardForm(valid))
    expect(String(check.body.cardNumber)).toBe("<redacted:giftCardNumber>")
    expect(JSON.stringify(check)).not.toMatch(/600000001234|9876/)
    expect(Redacted.value(check.body.cardNumber)).toBe("6000000012349876")
  })

  test.prop([fc.stringMatching(/^\d{12}$/), fc.stringMatching(/^\d{4}$/)])("every 12-digit number with a 4-digit PIN is valid", (card, pin) => {
    expect(giftCardCheckWire(Result.getOrThrow(validateGiftCardForm({ ...valid, cardNumber: card, pin })).body).cardNumber).toBe(card + pin)
  })

  test.prop([fc.stringMatching(/^\d{16}$/)])("every 16-digit number without a PIN is valid", (card) => {
    expect(Result.getOrThrow(validateGiftCardForm({ ...valid, cardNumber: card, pin: "" })).lastFour).toBe(card.slice(-4))
  })

  test.prop([fc.stringMatching(/^\d{1,30}$/).filter((s) => s.length !== 12 && s.length !== 16)])("any other length is refused", (card) => {
    const result = validateGiftCardForm({ ...valid, cardNumber: card })
    expect(Result.isFailure(result) && result.failure.fields.cardNumber).toBe(giftCardMessages.cardNumber)
  })

  test.prop([fc.anything(), fc.anything(), fc.anything(), fc.anything()])(
    "never throws; a failure always has the form error and a field error, and never the number",
    (country, cardNumber, pin, captcha) => {
      const result = validateGiftCardForm({ country, cardNumber, pin, captcha })
      if (Result.isFailure(result)) {
        expect(result.failure.form).toBe(giftCardMessages.form)
        expect(Object.keys(result.failure.fields).length).toBeGreaterThan(0)
        if (typeof cardNumber === "string" && cardNumber.length >= 6) expect(JSON.stringify(result.failure)).not.toContain(cardNumber)
      }
    },
  )

  it("a body that is not one gives an empty wire body, never a throw", () => {
    expect(giftCardCheckWire(null as never)).toEqual({ cardNumber: "", country: "", recaptchaResponse: "", action: "BalanceCheck" })
  })
})

describe("giftCardStep: the form's three states and the button's four (orders §4)", () => {
  const table: ReadonlyArray<
    readonly [GiftCardFormState, GiftCardButtonState, GiftCardEvent, GiftCardFormState, GiftCardButtonState, boolean, boolean]
  > = [
    ["form", "initial", "submitted", "processing", "processing", false, false],
    ["form", "retry", "submitted", "processing", "processing", false, false],
    ["processing", "processing", "submitted", "processing", "processing", false, false],
    // the form comes back only empty: its number and PIN go at once
    ["processing", "processing", "found", "balance", "success", false, true],
    ["form", "initial", "found", "form", "initial", false, false],
    ["processing", "processing", "failed", "form", "retry", true, false],
    ["form", "processing", "failed", "form", "retry", true, false],
    ["balance", "success", "failed", "balance", "success", false, false],
    ["balance", "success", "checkAnother", "form", "initial", true, true],
    ["form", "retry", "checkAnother", "form", "initial", true, true],
  ]
  it.each(table)("%s/%s on %s → %s/%s (reset captcha %s, fields %s)", (form, button, event, nextForm, nextButton, resetCaptcha, resetFields) => {
    expect(giftCardStep({ form, button }, event)).toEqual({ view: { form: nextForm, button: nextButton }, resetCaptcha, resetFields })
  })

  it("starts at the form with the button initial; an unknown event or view changes nothing", () => {
    expect(initialGiftCardView).toEqual({ form: "form", button: "initial" })
    expect(giftCardStep(initialGiftCardView, "other" as GiftCardEvent).view).toEqual(initialGiftCardView)
    expect(giftCardStep(null as never, "submitted").view).toEqual({ form: "processing", button: "processing" })
  })
})
