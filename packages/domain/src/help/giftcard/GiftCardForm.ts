/**
 * The gift card balance form, its check body, and its states. Rules: orders §4 "Gift card
 * balance", §5 "Gift card", §9.
 *
 * Where the spec is silent: the card number and PIN are only ever held in `Redacted`
 * (`giftCardCheckWire` opens them for the request body alone; a page shows the last 4
 * digits); spaces and hyphens between digits are ignored; a PIN with a 16-digit number is
 * an error on the PIN; every failing field gets its error; a field that is not text is
 * empty.
 *
 * @since 0.4.0
 */
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { codeOf, fieldsOf, textOf } from "../../kernel/Untrusted.ts"
import { digitsOf, isDigitText, isGroupedDigits, redactedTextOf } from "../../site/index.ts"

/** The §9 lengths. @category constants */
export const giftCardLimits = { cardDigits: 12, eCardDigits: 16, pinDigits: 4 } as const

/** The `action` of every check body. @category constants */
export const giftCardCheckAction = "BalanceCheck"

/**
 * The token of the stand-in captcha: what a page without a reCAPTCHA site key sends (the
 * storefront's "I am not a robot" checkbox in fixtures mode). Only the fixtures accept it;
 * a real service verifies reCAPTCHA tokens and refuses this one.
 *
 * @category constants
 */
export const standInCaptchaToken = "fixtures-captcha-pass"

/** The form's messages. @category constants */
export const giftCardMessages = {
  country: "Please select a country.",
  cardNumber: "Enter the 12-digit gift card number or the 16-digit eGift card number.",
  pin: "Enter the 4-digit PIN from the back of the card.",
  eCardPin: "An eGift card has no PIN: leave the PIN empty.",
  captcha: "Please confirm that you are not a robot.",
  form: "We could not check this card. Please correct the marked fields.",
} as const

/** The form's fields. @category models */
export type GiftCardField = "country" | "cardNumber" | "pin" | "captcha"

/** What the page gives: every field as typed (any value is read safely). @category models */
export interface GiftCardFormInput {
  readonly country: unknown
  readonly cardNumber: unknown
  readonly pin: unknown
  /** The captcha's token: the reCAPTCHA response, or the stand-in's. */
  readonly captcha: unknown
}

/** The field errors and the form-level error. @category models */
export interface GiftCardFormErrors {
  readonly fields: Partial<Record<GiftCardField, string>>
  readonly form: string
}

/** The check request's body; `cardNumber` is the card number followed by the PIN. @category models */
export interface GiftCardCheckBody {
  readonly cardNumber: Redacted.Redacted<string>
  readonly country: string
  readonly recaptchaResponse: string
  readonly action: typeof giftCardCheckAction
}

/** A valid form: the body to send and what may be shown of the card. @category models */
export interface GiftCardCheck {
  readonly body: GiftCardCheckBody
  /** The card number's last 4 digits, the only part ever shown. */
  readonly lastFour: string
  /** A 16-digit eGift card. */
  readonly eCard: boolean
  /** A PIN was given (an invalid card then marks the PIN too, orders §8). */
  readonly pinFilled: boolean
}

/**
 * The number as digits, its group separators removed; "" when it has anything else. Read
 * without a regex, as the PIN is: a check leaves neither in the RegExp statics
 * (site/SecretTrace.ts).
 */
const cardDigitsOf = (value: unknown): string => {
  const text = textOf(value).trim()
  return isGroupedDigits(text) ? digitsOf(text) : ""
}

/**
 * Validates the form: the check to send, or every field's error and the form error.
 *
 * @example
 * import { validateGiftCardForm } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const check = Result.getOrThrow(validateGiftCardForm({ country: "us", cardNumber: "6000 0000 1234", pin: "1234", captcha: "token" }))
 * check.lastFour // => "1234"
 * String(check.body.cardNumber) // => "<redacted:giftCardNumber>"
 * Result.isFailure(validateGiftCardForm({ country: "", cardNumber: "123", pin: "", captcha: "" })) // => true
 * @category validation
 */
export const validateGiftCardForm = (given: GiftCardFormInput): Result.Result<GiftCardCheck, GiftCardFormErrors> => {
  const form = fieldsOf(given)
  const country = codeOf(form["country"])
  const rawNumber = textOf(form["cardNumber"]).trim()
  const digits = cardDigitsOf(rawNumber)
  const pin = textOf(form["pin"]).trim()
  const captcha = textOf(form["captcha"]).trim()
  const eCard = digits.length === giftCardLimits.eCardDigits
  const card = digits.length === giftCardLimits.cardDigits
  const fields: Partial<Record<GiftCardField, string>> = {}
  if (!/^[A-Z]{2}$/.test(country)) fields.country = giftCardMessages.country
  if (!card && !eCard) fields.cardNumber = giftCardMessages.cardNumber
  if (eCard && pin !== "") fields.pin = giftCardMessages.eCardPin
  else if (!eCard && !(pin.length === giftCardLimits.pinDigits && isDigitText(pin))) fields.pin = giftCardMessages.pin
  if (captcha === "") fields.captcha = giftCardMessages.captcha
  if (Object.keys(fields).length > 0) return Result.fail({ fields, form: giftCardMessages.form })
  return Result.succeed({
    body: {
      cardNumber: Redacted.make(`${digits}${eCard ? "" : pin}`, { label: "giftCardNumber" }),
      country,
      recaptchaResponse: captcha,
      action: giftCardCheckAction,
    },
    lastFour: digits.slice(-4),
    eCard,
    pinFilled: pin !== "",
  })
}

/**
 * The body as it goes on the wire: the one place the card number is opened. Only the
 * check call's request body may hold what this returns.
 *
 * @example
 * import { giftCardCheckWire } from "@outfitter/domain"
 * import * as Redacted from "effect/Redacted"
 * giftCardCheckWire({ cardNumber: Redacted.make("6000000012341234"), country: "US", recaptchaResponse: "t", action: "BalanceCheck" })
 * // => { cardNumber: "6000000012341234", country: "US", recaptchaResponse: "t", action: "BalanceCheck" }
 * @category encoding
 */
export const giftCardCheckWire = (body: GiftCardCheckBody): Readonly<Record<string, string>> => {
  const fields = fieldsOf(body)
  const cardNumber = fields["cardNumber"]
  return {
    // "" once the number has been wiped after its check (the service then refuses it)
    cardNumber: redactedTextOf(cardNumber),
    country: textOf(fields["country"]),
    recaptchaResponse: textOf(fields["recaptchaResponse"]),
    action: giftCardCheckAction,
  }
}

/**
 * The form's three states (orders §4): the form (default), processing (after a valid
 * submit; the form is hidden), the balance (the result).
 *
 * @category models
 */
export type GiftCardFormState = "form" | "processing" | "balance"

/** The submit button's four states (orders §4). @category models */
export type GiftCardButtonState = "initial" | "processing" | "success" | "retry"

/** What the page shows. @category models */
export interface GiftCardView {
  readonly form: GiftCardFormState
  readonly button: GiftCardButtonState
}

/**
 * What happens to the form: a valid submit, a balance found, any failure (invalid input,
 * a refused card, a time-out, a failed call), or "check another card".
 *
 * @category models
 */
export type GiftCardEvent = "submitted" | "found" | "failed" | "checkAnother"

/** What the page must do besides showing the new view. @category models */
export interface GiftCardStep {
  readonly view: GiftCardView
  /** Reset the captcha (any failure, and check another card). */
  readonly resetCaptcha: boolean
  /** Clear the number, the PIN and the country (a balance found, check another card). */
  readonly resetFields: boolean
}

/** The view a page starts with. @category constants */
export const initialGiftCardView: GiftCardView = { form: "form", button: "initial" }

/**
 * The form's and the button's transitions (orders §4 "Gift card balance"); an unknown
 * event leaves the view as it is. Where the spec is silent: a failure while the balance
 * shows and a second submit while processing are ignored; a balance found clears the
 * fields at once, so the page keeps no number or PIN while it shows; a failure keeps them.
 *
 * @example
 * import { giftCardStep, initialGiftCardView } from "@outfitter/domain"
 * giftCardStep(initialGiftCardView, "submitted").view // => { form: "processing", button: "processing" }
 * @category state
 */
export const giftCardStep = (view: GiftCardView, event: GiftCardEvent): GiftCardStep => {
  const current = fieldsOf(view)
  const form = current["form"] === "processing" || current["form"] === "balance" ? current["form"] : "form"
  const button = textOf(current["button"])
  const kept: GiftCardView = {
    form,
    button: button === "processing" || button === "success" || button === "retry" ? button : "initial",
  }
  const stay: GiftCardStep = { view: kept, resetCaptcha: false, resetFields: false }
  switch (event) {
    case "submitted":
      return form === "form" ? { ...stay, view: { form: "processing", button: "processing" } } : stay
    case "found":
      return form === "processing" ? { view: { form: "balance", button: "success" }, resetCaptcha: false, resetFields: true } : stay
    case "failed":
      return form === "balance" ? stay : { view: { form: "form", button: "retry" }, resetCaptcha: true, resetFields: false }
    case "checkAnother":
      return { view: initialGiftCardView, resetCaptcha: true, resetFields: true }
    default:
      return stay
  }
}
