/**
 * The onboarding birthday: its checks and its failure. Rules: docs/rules/loyalty-payments.md#birthday (loyalty §5),
 * docs/rules/loyalty-payments.md#9-constants (§9 "Minimum birth year 1900").
 *
 * Where the spec is silent:
 * - year is 4 digits, month and day 2 digits ("01"–"12", "01"–"31");
 * - with the birth-year setting off, an incomplete birthday is not an error: nothing is
 *   sent and the pane advances; a complete birthday is checked by every rule either way;
 *   with every field empty nothing is sent;
 * - a field that is not a string is empty.
 *
 * @since 0.6.0
 */
import * as Data from "effect/Data"
import * as Result from "effect/Result"
import { fieldsOf, stringOf, textOf } from "../../kernel/Untrusted.ts"
import { type CalendarDate, daysInMonth, isOldEnough } from "./CalendarDate.ts"
import { onboardingMessages } from "./OnboardingMessages.ts"
import { minimumAge, type OnboardingRegion } from "./RegionalAges.ts"

/**
 * Minimum birth year (§9).
 *
 * @category constants
 */
export const minimumBirthYear = 1900

/** A complete, valid birthday as the form holds it ("1990", "01", "31"). @category models */
export interface Birthday {
  readonly year: string
  readonly month: string
  readonly day: string
}

/** @category models */
export type BirthdayField = "year" | "month" | "day"

/**
 * A birthday failure: fields to mark and the summary plus field messages. A tagged error
 * (as every error of the domain, errors/ServiceError.ts); its `message` is the summary.
 *
 * @category errors
 */
export class BirthdayError extends Data.TaggedError("BirthdayError")<{
  readonly summary: string
  readonly fields: Readonly<Partial<Record<BirthdayField, string>>>
}> {
  override get message(): string {
    return this.summary
  }
}

/** Guard for {@link BirthdayError}. @category guards */
export const isBirthdayError = (u: unknown): u is BirthdayError => u instanceof BirthdayError

/** @category models */
export interface BirthdayRules {
  /** The birth-year setting (store settings `loyaltyBirthYear`). */
  readonly birthYearRequired: boolean
  readonly region: OnboardingRegion | undefined
  readonly visitorCountry?: string
  readonly today: CalendarDate
}

const birthdayError = (fields: BirthdayError["fields"], summary: string = onboardingMessages.birthdaySummary): BirthdayError =>
  new BirthdayError({ summary, fields })

/**
 * Checks a birthday (§5). Success `undefined` means nothing to send (no birthday given,
 * or an incomplete one with the birth-year setting off). A `today` that is not a calendar
 * date proves no age, so with an age check the birthday is refused as too young.
 *
 * @example
 * import { validateBirthday } from "@outfitter/domain"
 * const rules = { birthYearRequired: true, region: "us" as const, today: { year: 2026, month: 6, day: 15 } }
 * validateBirthday({ year: "2012", month: "06", day: "15" }, rules)._tag // => "Success"
 * validateBirthday({ year: "2012", month: "06", day: "16" }, rules)._tag // => "Failure"
 * @category validation
 */
export const validateBirthday = (
  input: { readonly year: string; readonly month: string; readonly day: string },
  rules: BirthdayRules,
): Result.Result<Birthday | undefined, BirthdayError> => {
  const given = fieldsOf(input)
  const year = textOf(given["year"]).trim()
  const month = textOf(given["month"]).trim()
  const day = textOf(given["day"]).trim()
  const { birthYearRequired, region, visitorCountry, today } = fieldsOf(rules)
  const filled = [year, month, day].filter((value) => value !== "").length
  if (filled === 0) return Result.succeed(undefined)
  if (filled < 3) {
    if (birthYearRequired !== true) return Result.succeed(undefined)
    const fields: Partial<Record<BirthdayField, string>> = {}
    if (year === "") fields.year = onboardingMessages.birthdayIncomplete
    if (month === "") fields.month = onboardingMessages.birthdayIncomplete
    if (day === "") fields.day = onboardingMessages.birthdayIncomplete
    return Result.fail(birthdayError(fields))
  }
  const fields: Partial<Record<BirthdayField, string>> = {}
  const y = Number(year)
  const m = Number(month)
  const d = Number(day)
  if (!/^\d{4}$/.test(year) || y < minimumBirthYear) fields.year = onboardingMessages.yearInvalid
  if (!/^\d{2}$/.test(month) || m < 1 || m > 12) fields.month = onboardingMessages.monthInvalid
  if (!/^\d{2}$/.test(day) || d < 1 || (fields.year === undefined && fields.month === undefined && d > daysInMonth(y, m)) || d > 31) {
    fields.day = onboardingMessages.dayInvalid
  }
  if (Object.keys(fields).length > 0) return Result.fail(birthdayError(fields))
  const age = minimumAge(region as OnboardingRegion | undefined, stringOf(visitorCountry))
  if (age !== undefined && !isOldEnough({ year: y, month: m, day: d }, today as CalendarDate, age)) {
    const message = onboardingMessages.tooYoung(age)
    return Result.fail(birthdayError({ year: message, month: message, day: message }, message))
  }
  return Result.succeed({ year, month, day })
}
