/**
 * Calendar dates and ages, for the birthday's age check. Rules: docs/rules/loyalty-payments.md#birthday (loyalty §5).
 *
 * Where the spec is silent: "at least N years old" means born on or before the date N
 * years before today (local calendar date), so a 29 February birthday comes of age on
 * 1 March in a non-leap year; a date that is not one has no calendar date and proves no
 * age.
 *
 * @since 0.6.0
 */
import { fieldsOf, numberOf } from "../../kernel/Untrusted.ts"

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
