/**
 * Loyalty onboarding (loyalty-payments §2 "Onboarding modal", §4 "Onboarding", §5
 * "Birthday" and "Phone", §7 "User update", §9 "Minimum birth year 1900").
 *
 * Where the spec is silent, Outfitter chooses:
 * - the current store is the store settings' `storeId`; the loyalty store
 *   (`custLoyaltyStoreId`, string or number) is compared as a string;
 * - the regions map onto site codes: us → US, ca → CA, uk → UK, eu → EU, wd → worldwide,
 *   cn → CN; the am site matches no region (no age check). Asia-Pacific has no site code
 *   of its own, so a host asks for it explicitly with the region "apac" and the visitor's
 *   country (TW 20, SG 13, JP and HK 18, any other country: no check);
 * - "at least N years old" means born on or before the date N years before today (local
 *   calendar date). A 29 February birthday therefore comes of age on 1 March in a
 *   non-leap year;
 * - year is 4 digits, month and day 2 digits ("01"–"12", "01"–"31"), as §5 says;
 * - with the birth-year setting off, an incomplete birthday is not an error: nothing is
 *   sent and the pane advances; a complete birthday is checked by every rule either way;
 *   with every field empty nothing is sent (the pane advances);
 * - phone digits may be written with spaces, dashes, dots, parentheses or a leading "+",
 *   which are dropped; any other character is an error; an empty phone is an error;
 * - the messages, which the spec does not give ("Message wording: not shown"), are
 *   `onboardingMessages` below;
 * - a gender other than M or F (for example "O", prefer not to say) hides the background;
 * - a value of the wrong type reads as absent: a field that is not a string is empty, a
 *   phone flag or mock flag that is not `true` is off, a date that is not one has no
 *   calendar date (and so proves no age), a region or site that is not one has no age check.
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import * as Result from "effect/Result"
import { RememberedUserBlocked, SoftAuthenticationRequired } from "../../session/index.ts"
import { fieldsOf, listOf, numberOf, stringOf, textOf } from "../../kernel/Untrusted.ts"
import type { SiteCode } from "../../site/index.ts"

/**
 * The panes, in order (§2).
 *
 * @category constants
 */
export const onboardingPanes = ["initial", "gender", "birthday", "phone", "appDownload", "finish"] as const

/** @category models */
export type OnboardingPane = (typeof onboardingPanes)[number]

/**
 * The panes present on the page: every pane but phone always exists; phone only when the
 * page has it.
 *
 * @category constructors
 */
export const presentPanes = (options: { readonly phone: boolean }): ReadonlyArray<OnboardingPane> =>
  onboardingPanes.filter((pane) => pane !== "phone" || fieldsOf(options)["phone"] === true)

/**
 * The pane after `current` among the present ones, skipping missing ones; `undefined`
 * after the last (finish) or for a pane that is not present.
 *
 * @example
 * import { nextPane } from "@outfitter/domain"
 * nextPane("birthday", ["initial", "gender", "birthday", "appDownload", "finish"]) // => "appDownload"
 * @category transitions
 */
export const nextPane = (current: OnboardingPane, present: ReadonlyArray<OnboardingPane>): OnboardingPane | undefined => {
  const panes = listOf(present) as ReadonlyArray<OnboardingPane>
  const index = panes.indexOf(current)
  return index < 0 ? undefined : panes[index + 1]
}

/** What the modal needs to know to open. @category models */
export interface OnboardingEligibility {
  /** preference.onboarding of the loyalty info (0 or 1; anything else counts as done). */
  readonly onboarding: unknown
  readonly loyaltyStoreId: string | number | undefined
  readonly currentStoreId: string
  /** The local mock flag of §4. */
  readonly mock?: boolean
}

/**
 * Opens only when preference.onboarding is 0 and the loyalty store is the current store,
 * or when the mock flag is set (§4, §6). A string "0" counts as 0.
 *
 * @category rules
 */
export const shouldOpenOnboarding = (input: OnboardingEligibility): boolean => {
  const { mock, onboarding, loyaltyStoreId, currentStoreId } = fieldsOf(input)
  return mock === true ||
    ((onboarding === 0 || onboarding === "0") &&
      (typeof loyaltyStoreId === "string" || typeof loyaltyStoreId === "number") &&
      String(loyaltyStoreId) === currentStoreId)
}

/**
 * Whether a member has done onboarding: preference.onboarding is 1 (the number or the
 * string "1"), as the new-reward notification asks (§4).
 *
 * @category rules
 */
export const isOnboardingDone = (onboarding: unknown): boolean => onboarding === 1 || onboarding === "1"

/** The modal background after a gender choice (§4). @category models */
export type OnboardingBackground = "male" | "female" | "none"

/** @category rules */
export const genderBackground = (gender: string): OnboardingBackground =>
  gender === "M" ? "male" : gender === "F" ? "female" : "none"

/**
 * The user-update payloads (§7).
 *
 * @category payloads
 */
export const onboardingPayloads = {
  /** Closing the modal. */
  close: () => ({ preference: { onboarding: 1 } }) as const,
  /** Choosing a gender: gender and onboarding 1. */
  gender: (gender: string) => ({ preference: { gender, onboarding: 1 } }) as const,
  birthday: (birthday: Birthday) =>
    ({ preference: { birthDay: birthday.day, birthMonth: birthday.month, birthYear: birthday.year } }) as const,
  /** The phone, digits only, plus an empty preference. */
  phone: (digits: string) => ({ primaryPhone: digits, preference: {} }) as const,
}

/**
 * The messages (the spec gives no wording).
 *
 * @category constants
 */
export const onboardingMessages = {
  birthdaySummary: "Please enter a valid birthday.",
  birthdayIncomplete: "Enter your birth year, month and day.",
  yearInvalid: "Enter a 4-digit year, 1900 or later.",
  monthInvalid: "Choose a month.",
  dayInvalid: "This day does not exist in that month.",
  tooYoung: (age: number) => `You must be at least ${age} years old to join.`,
  phoneSummary: "Please enter a valid phone number.",
  phoneUs: "Enter a 10-digit phone number.",
  phoneOther: "Enter a phone number of 3 to 19 digits.",
} as const

/**
 * Minimum birth year (§9).
 *
 * @category constants
 */
export const minimumBirthYear = 1900

/** @category models */
export type OnboardingRegion = "us" | "ca" | "uk" | "eu" | "worldwide" | "apac" | "cn"

/**
 * Minimum ages by region (§5).
 *
 * @category constants
 */
export const regionMinimumAges: Readonly<Record<Exclude<OnboardingRegion, "apac">, number>> = {
  us: 14,
  ca: 13,
  uk: 16,
  eu: 16,
  worldwide: 14,
  cn: 16,
}

/**
 * Asia-Pacific minimum ages by visitor country (§5); other countries: no check.
 *
 * @category constants
 */
export const apacMinimumAges: Readonly<Record<string, number>> = { TW: 20, SG: 13, JP: 18, HK: 18 }

/**
 * The region of a site code; `undefined` when none matches (the am site).
 *
 * @category rules
 */
export const onboardingRegionForSite = (site: SiteCode): OnboardingRegion | undefined =>
  typeof site === "string" && Object.hasOwn(siteRegions, site) ? siteRegions[site] : undefined

const siteRegions = { us: "us", ca: "ca", uk: "uk", eu: "eu", wd: "worldwide", cn: "cn", am: undefined } as const

/**
 * The minimum age, or `undefined` for no age check.
 *
 * @example
 * import { minimumAge } from "@outfitter/domain"
 * minimumAge("apac", "TW") // => 20
 * minimumAge("apac", "AU") // => undefined
 * @category rules
 */
export const minimumAge = (region: OnboardingRegion | undefined, visitorCountry?: string): number | undefined => {
  if (region === "apac") {
    const country = textOf(visitorCountry).toUpperCase()
    return Object.hasOwn(apacMinimumAges, country) ? apacMinimumAges[country] : undefined
  }
  return typeof region === "string" && Object.hasOwn(regionMinimumAges, region) ? regionMinimumAges[region] : undefined
}

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

/** A calendar date (month 1–12). @category models */
export interface CalendarDate {
  readonly year: number
  readonly month: number
  readonly day: number
}

/**
 * The local calendar date of a Date; NaN fields for an invalid Date or a value that is not
 * a Date (such a date proves no age).
 *
 * @category constructors
 */
export const calendarDate = (date: Date): CalendarDate =>
  date instanceof Date
    ? { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }
    : { year: Number.NaN, month: Number.NaN, day: Number.NaN }

/** Days in a month (month 1–12). @category rules */
export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(numberOf(year), numberOf(month), 0)).getUTCDate()

const compareDates = (a: CalendarDate, b: CalendarDate): number =>
  a.year !== b.year ? a.year - b.year : a.month !== b.month ? a.month - b.month : a.day - b.day

/**
 * Born on or before the date `age` years before `today`. False when a date field or the age
 * is not a number (nothing is proved).
 *
 * @category rules
 */
export const isOldEnough = (birth: CalendarDate, today: CalendarDate, age: number): boolean => {
  const born = calendarFields(birth)
  const now = calendarFields(today)
  if (born === undefined || now === undefined || typeof age !== "number") return false
  return compareDates(born, { ...now, year: now.year - age }) <= 0
}

/** The date's fields when all three are numbers. */
const calendarFields = (date: unknown): CalendarDate | undefined => {
  const { year, month, day } = fieldsOf(date)
  return typeof year === "number" && typeof month === "number" && typeof day === "number" ? { year, month, day } : undefined
}

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

/**
 * A phone failure: the summary and the field's message. A tagged error; its `message` is
 * the summary.
 *
 * @category errors
 */
export class PhoneError extends Data.TaggedError("PhoneError")<{
  readonly summary: string
  readonly field: string
}> {
  override get message(): string {
    return this.summary
  }
}

/** Guard for {@link PhoneError}. @category guards */
export const isPhoneError = (u: unknown): u is PhoneError => u instanceof PhoneError

/**
 * Checks a phone (§5): exactly 10 digits on the US site, 3 to 19 elsewhere. Answers the
 * digits to send.
 *
 * @example
 * import { validatePhone } from "@outfitter/domain"
 * validatePhone("(614) 555-0100", "us") // => Result.succeed("6145550100")
 * @category validation
 */
export const validatePhone = (input: string, site: SiteCode): Result.Result<string, PhoneError> => {
  const isUs = site === "us"
  const error = new PhoneError({
    summary: onboardingMessages.phoneSummary,
    field: isUs ? onboardingMessages.phoneUs : onboardingMessages.phoneOther,
  })
  const fail = Result.fail(error)
  const trimmed = textOf(input).trim()
  if (!/^\+?[\d\s\-.()]*$/.test(trimmed)) return fail
  const digits = trimmed.replace(/\D/g, "")
  const ok = isUs ? digits.length === 10 : digits.length >= 3 && digits.length <= 19
  return ok ? Result.succeed(digits) : fail
}

/**
 * The onboarding analytics events.
 *
 * @category analytics
 */
export interface OnboardingEvent {
  readonly type: "onboarding"
  readonly name: "onboarding_open" | "onboarding_close" | "onboarding_gender" | "onboarding_birthday" | "onboarding_phone"
}

/** @category analytics */
export const onboardingEvent = (name: OnboardingEvent["name"]): OnboardingEvent => ({ type: "onboarding", name })

/**
 * The auth-window error of §4: with the extended authentication window on, an update the
 * permission check refuses for a remembered user (soft re-authentication needed, or the
 * remembered user blocked) closes the modal. Other failures keep it open with a message.
 *
 * @category rules
 */
export const closesOnUpdateError = (error: unknown, extendedAuthWindow: boolean): boolean =>
  extendedAuthWindow && (error instanceof SoftAuthenticationRequired || error instanceof RememberedUserBlocked)
