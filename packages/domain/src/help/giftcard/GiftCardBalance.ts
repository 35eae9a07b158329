/**
 * The gift card balance lookup: the calls, the status polling, how an answer reads and how
 * the balance is shown. Rules: orders §4 "Gift card balance", §7, §8, §9.
 *
 * Where the spec is silent: "up to 3 retries" means 4 status calls at most;
 * `{paymentsApiRoot}` is the store setting, else `{apiRoot}/payments`; another errorKey
 * refuses the card but marks no field; a balance that is not a finite number reads as not
 * ready.
 *
 * @since 0.4.0
 */
import * as Data from "effect/Data"
import * as Result from "effect/Result"
import { InvalidParams, ReasonCode } from "../../errors/index.ts"
import { codeOf, fieldsOf, finiteOf, listOf, memberOf, pathSegmentOf, recordsOf, rootOf, textOf, trimmedOf } from "../../kernel/Untrusted.ts"
import type { PollEnd, PollPolicy } from "../../ui/index.ts"

/** The §9 timings and counts. @category constants */
export const giftCardTimings = {
  /** Status calls after the first one. */
  statusRetries: 3,
  /** The wait between two status calls. */
  statusRetryDelayMs: 2000,
  /** The scroll to the top of the page after a valid submit. */
  scrollToTopMs: 800,
} as const

/** The status polling: the first call and 3 retries, 2000 ms apart. @category constants */
export const giftCardPollPolicy: PollPolicy = {
  attempts: giftCardTimings.statusRetries + 1,
  delayMs: giftCardTimings.statusRetryDelayMs,
}

/** The time-out's key and message (orders §8). @category constants */
export const giftCardTimeOutKey = "GC_TIME_OUT"
/** @category constants */
export const giftCardTimeOutMessage = "Service unavailable. Please try after sometime."

/** The keys that mark the card number (and a filled PIN) invalid. @category constants */
export const giftCardInvalidKeys: ReadonlyArray<string> = ["ERR_GIFT_CARD_INVALID", "ERR_SORRY_GIFTCARD_INVALID"]

/** The message of a refusal that came without one. @category constants */
export const giftCardRefusedMessage = "We could not check this card. Please try again."

/**
 * The service refused the card (an errorKey in the status). `invalidFields` are the
 * fields to mark invalid. Never carries the card number.
 *
 * @category errors
 */
export class GiftCardRefused extends Data.TaggedError("GiftCardRefused")<{
  readonly errorKey: string
  readonly message: string
  readonly invalidFields: ReadonlyArray<"cardNumber" | "pin">
}> {
  readonly reason = ReasonCode.AjaxFailed
}

/**
 * The status was still not ready after every retry: `GC_TIME_OUT`.
 *
 * @category errors
 */
export class GiftCardTimedOut extends Data.TaggedError("GiftCardTimedOut")<{
  readonly errorKey: typeof giftCardTimeOutKey
  readonly message: string
  readonly attempts: number
}> {
  readonly reason = ReasonCode.AjaxFailed
}

/** A found balance. @category models */
export interface GiftCardBalance {
  readonly balance: number
  /** The ISO code, upper case ("" when the service sent none). */
  readonly currency: string
}

/** How one status answer reads. @category models */
export type GiftCardStatusStep =
  | { readonly kind: "pending" }
  | { readonly kind: "balance"; readonly balance: GiftCardBalance }
  | { readonly kind: "refused"; readonly errorKey: string; readonly message: string }

/**
 * Reads a status answer: an errorKey refuses, a balance is found, anything else is not
 * ready yet.
 *
 * @example
 * import { giftCardStatusStep } from "@outfitter/domain"
 * giftCardStatusStep({ currency: "usd", balance: "25.5" }) // => { kind: "balance", balance: { balance: 25.5, currency: "USD" } }
 * giftCardStatusStep({}) // => { kind: "pending" }
 * @category mapping
 */
export const giftCardStatusStep = (answer: unknown): GiftCardStatusStep => {
  const fields = fieldsOf(answer)
  const errorKey = trimmedOf(fields["errorKey"])
  if (errorKey !== undefined) {
    return { kind: "refused", errorKey, message: trimmedOf(fields["errorMessage"]) ?? giftCardRefusedMessage }
  }
  const raw = fields["balance"]
  const balance = typeof raw === "string" && raw.trim() !== "" ? finiteOf(Number(raw)) : finiteOf(raw)
  return balance === undefined ? { kind: "pending" } : { kind: "balance", balance: { balance, currency: codeOf(fields["currency"]) } }
}

/** Whether a status answer is not ready yet (the poll asks again). @category predicates */
export const isGiftCardStatusPending = (answer: unknown): boolean => giftCardStatusStep(answer).kind === "pending"

/**
 * The fields an errorKey marks invalid: the card number, and the PIN when it was filled,
 * for the two invalid-card keys; none for another key.
 *
 * @example
 * import { giftCardInvalidFields } from "@outfitter/domain"
 * giftCardInvalidFields("ERR_GIFT_CARD_INVALID", true) // => ["cardNumber", "pin"]
 * @category mapping
 */
export const giftCardInvalidFields = (errorKey: unknown, pinFilled: unknown): ReadonlyArray<"cardNumber" | "pin"> =>
  giftCardInvalidKeys.includes(textOf(errorKey).trim()) ? (pinFilled === true ? ["cardNumber", "pin"] : ["cardNumber"]) : []

/**
 * How a poll ended: the balance, the refusal, or GC_TIME_OUT when the last answer was still
 * not ready.
 *
 * @example
 * import { giftCardLookupOutcome } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.isFailure(giftCardLookupOutcome({ last: {}, attempts: 4 }, false)) // => true
 * @category mapping
 */
export const giftCardLookupOutcome = (
  end: PollEnd<unknown>,
  pinFilled: boolean,
): Result.Result<GiftCardBalance, GiftCardRefused | GiftCardTimedOut> => {
  const step = giftCardStatusStep(memberOf(end, "last"))
  switch (step.kind) {
    case "balance":
      return Result.succeed(step.balance)
    case "refused":
      return Result.fail(
        new GiftCardRefused({ errorKey: step.errorKey, message: step.message, invalidFields: giftCardInvalidFields(step.errorKey, pinFilled) }),
      )
    default:
      return Result.fail(
        new GiftCardTimedOut({ errorKey: giftCardTimeOutKey, message: giftCardTimeOutMessage, attempts: finiteOf(memberOf(end, "attempts")) ?? 0 }),
      )
  }
}

/** The roots of the gift card calls. @category models */
export interface GiftCardCallRoots {
  readonly apiRoot: string
  /** The store setting `paymentsApiRoot`; "" means `{apiRoot}/payments`. */
  readonly paymentsApiRoot: string
}

const paymentsApiOf = (roots: GiftCardCallRoots): string =>
  rootOf(memberOf(roots, "paymentsApiRoot")) || `${rootOf(memberOf(roots, "apiRoot"))}/payments`

/**
 * The check call's address.
 *
 * @example
 * import { giftCardCheckUrl } from "@outfitter/domain"
 * giftCardCheckUrl({ apiRoot: "https://x.test/api/", paymentsApiRoot: "" }) // => "https://x.test/api/payments/giftcard/check"
 * @category calls
 */
export const giftCardCheckUrl = (roots: GiftCardCallRoots): string => `${paymentsApiOf(roots)}/giftcard/check`

/**
 * The status call's address, or InvalidParams for a lookup id that is not one path segment.
 *
 * @example
 * import { giftCardStatusUrl } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(giftCardStatusUrl({ apiRoot: "https://x.test/api", paymentsApiRoot: "" }, "L-1"))
 * // => "https://x.test/api/payments/giftcard/status/L-1"
 * @category calls
 */
export const giftCardStatusUrl = (roots: GiftCardCallRoots, lookupId: unknown): Result.Result<string, InvalidParams> => {
  const segment = pathSegmentOf(lookupId)
  return segment === undefined
    ? Result.fail(new InvalidParams({ message: "lookupId must be a non-empty path segment", field: "lookupId" }))
    : Result.succeed(`${paymentsApiOf(roots)}/giftcard/status/${segment}`)
}

/**
 * The number pattern call's address for a currency.
 *
 * @example
 * import { currencyNumberPatternUrl } from "@outfitter/domain"
 * currencyNumberPatternUrl("https://x.test/api", "cad") // => "https://x.test/api/currency/numberpattern?currency=CAD"
 * @category calls
 */
export const currencyNumberPatternUrl = (apiRoot: unknown, currency: unknown): string =>
  `${rootOf(apiRoot)}/currency/numberpattern?${new URLSearchParams({ currency: codeOf(currency).toWellFormed() }).toString()}`

/**
 * The preferences' symbol for a currency (the currency list of the preference options,
 * `{ iso, symbol }`), or undefined when it has none (then ask the number pattern).
 *
 * @example
 * import { preferenceCurrencySymbol } from "@outfitter/domain"
 * preferenceCurrencySymbol([{ iso: "EUR", symbol: "€" }], "eur") // => "€"
 * preferenceCurrencySymbol([], "CAD") // => undefined
 * @category getters
 */
export const preferenceCurrencySymbol = (currencies: unknown, currency: unknown): string | undefined => {
  const code = codeOf(currency)
  if (code === "") return undefined
  return trimmedOf(recordsOf(listOf(currencies)).find((entry) => codeOf(entry["iso"]) === code)?.["symbol"])
}

/** The currency code shown after the amount (orders §9: under CAD). @category constants */
export const giftCardCodeSuffixCurrencies: ReadonlyArray<string> = ["CAD"]

const decimals = (amount: number, locale: string): string => {
  const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 }
  try {
    return new Intl.NumberFormat(locale, options).format(amount)
  } catch {
    return new Intl.NumberFormat("en-US", options).format(amount)
  }
}

/**
 * The balance as shown: the symbol (given, else Intl's narrow symbol for the code) before
 * the amount with two decimals as `locale` writes them, and the code after it under CAD. `locale` is the page's (en-US when none is given, or when Intl does not know
 * it); a given symbol is shown as it was given.
 *
 * @example
 * import { giftCardAmount } from "@outfitter/domain"
 * giftCardAmount({ balance: 25, currency: "CAD" }) // => "$25.00 CAD"
 * giftCardAmount({ balance: 1234.5, currency: "USD", symbol: "$" }) // => "$1,234.50"
 * giftCardAmount({ balance: 10, currency: "EUR" }) // => "€10.00"
 * giftCardAmount({ balance: 12345.5, currency: "EUR", locale: "es-ES" }) // => "€12.345,50"
 * @category formatting
 */
export const giftCardAmount = (given: {
  readonly balance: number
  readonly currency: string
  readonly symbol?: string | undefined
  readonly locale?: string | undefined
}): string => {
  const fields = fieldsOf(given)
  const amount = finiteOf(fields["balance"]) ?? 0
  const currency = codeOf(fields["currency"])
  const locale = trimmedOf(fields["locale"]) ?? "en-US"
  const suffix = giftCardCodeSuffixCurrencies.includes(currency) ? ` ${currency}` : ""
  const symbol = trimmedOf(fields["symbol"]) ?? intlSymbol(currency)
  const sign = amount < 0 ? "-" : ""
  if (symbol === undefined) return `${sign}${decimals(Math.abs(amount), locale)}${currency === "" ? "" : ` ${currency}`}`
  return `${sign}${symbol}${decimals(Math.abs(amount), locale)}${suffix}`
}

/** Intl's narrow symbol for an ISO code (as en-US writes it: the symbol is the currency's, the digits the page's), or undefined for a code Intl does not know. */
const intlSymbol = (currency: string): string | undefined => {
  if (!/^[A-Z]{3}$/.test(currency)) return undefined
  try {
    const parts = new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: "narrowSymbol" }).formatToParts(0)
    const symbol = parts.find((part) => part.type === "currency")?.value
    return symbol === undefined || symbol === currency ? undefined : symbol
  } catch {
    return undefined
  }
}

/** The analytics event of a lookup (orders §7: gift card lookups). Never carries the card. @category models */
export interface GiftCardLookupEvent {
  readonly type: "gift card"
  readonly name: "lookup:success" | "lookup:fail"
  /** The failure's key (an errorKey, GC_TIME_OUT, or the error's tag); "" on success. */
  readonly errorKey: string
}

/**
 * The event for a lookup's end: success, or a failure with its key (from the error's
 * `errorKey`, else its `_tag`; nothing else of the error is read).
 *
 * @example
 * import { giftCardLookupEvent } from "@outfitter/domain"
 * giftCardLookupEvent({ _tag: "GiftCardTimedOut", errorKey: "GC_TIME_OUT" })
 * // => { type: "gift card", name: "lookup:fail", errorKey: "GC_TIME_OUT" }
 * @category analytics
 */
export const giftCardLookupEvent = (failure?: unknown): GiftCardLookupEvent =>
  failure === undefined
    ? { type: "gift card", name: "lookup:success", errorKey: "" }
    : { type: "gift card", name: "lookup:fail", errorKey: trimmedOf(memberOf(failure, "errorKey")) ?? (trimmedOf(memberOf(failure, "_tag")) ?? "unknown") }
