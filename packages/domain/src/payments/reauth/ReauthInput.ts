/**
 * Reading what the re-authorisation rules are given without trusting its declared type: a
 * form's fields, a host's settings, a service's answer. Every re-authorisation rule is
 * total (a value or a typed failure out, never a throw, whatever comes in); these readers
 * are how. Internal: not exported from the package.
 *
 * @since 0.3.0
 */

/** A plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** An own member of an object, or undefined (never an inherited one, never a throwing getter's). */
export const member = (record: unknown, key: string): unknown => {
  if (!isRecord(record)) return undefined
  try {
    const descriptor = Object.getOwnPropertyDescriptor(record, key)
    return descriptor !== undefined && "value" in descriptor ? descriptor.value : undefined
  } catch {
    return undefined
  }
}

/** The value if it is a string, else "". */
export const text = (value: unknown): string => (typeof value === "string" ? value : "")

/** An own string member, else "". */
export const textMember = (record: unknown, key: string): string => text(member(record, key))

/** An own member that is exactly `true`. */
export const isOn = (record: unknown, key: string): boolean => member(record, key) === true

/** The strings of a list, or none when the value is not a list. */
export const strings = (value: unknown): ReadonlyArray<string> =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : []

/** A whole number of 0 or more, else `fallback`. */
export const count = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback
