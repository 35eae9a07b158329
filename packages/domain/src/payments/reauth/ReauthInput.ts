/**
 * Reading what the re-authorisation rules are given without trusting its declared type: a
 * form's fields, a host's settings, a service's answer. Every re-authorisation rule is
 * total (a value or a typed failure out, never a throw, whatever comes in); these readers
 * are how. The payments rules' own guards (`../Untrusted.ts`), under the names the
 * re-authorisation modules use, and the few readers only they need. Internal: not exported
 * from the package.
 *
 * @since 0.3.0
 */
import { isRecord, memberOf, textMemberOf, textOf } from "../Untrusted.ts"

export { isRecord }

/** An own member of an object, or undefined (never an inherited one, never a throwing getter's). */
export const member = memberOf

/** The value if it is a string, else "". */
export const text = textOf

/** An own string member, else "". */
export const textMember = textMemberOf

/** An own member that is exactly `true`. */
export const isOn = (record: unknown, key: string): boolean => memberOf(record, key) === true

/** The strings of a list, or none when the value is not a list. */
export const strings = (value: unknown): ReadonlyArray<string> =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : []

/** A whole number of 0 or more, else `fallback`. */
export const count = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback
