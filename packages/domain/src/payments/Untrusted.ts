/**
 * Reading values the payments rules did not make: what a form typed, a host configured or a
 * service answered. Every payments rule is total (it returns a typed failure or a value,
 * never throws, whatever it is given); these are the guards they share. Not exported from
 * the package: the rules' own signatures say what they expect.
 *
 * @since 0.3.0
 */

/** An object that is not null and not an array: what a JSON object parses to. @category guards */
export const isRecord = (value: unknown): value is { readonly [key: string]: unknown } =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * An own member of a record, or undefined: never a member inherited from the prototype
 * (`toString`, `__proto__`), never a getter's call that throws.
 *
 * @category guards
 */
export const memberOf = (record: unknown, key: string): unknown => {
  if (!isRecord(record)) return undefined
  try {
    const descriptor = Object.getOwnPropertyDescriptor(record, key)
    return descriptor !== undefined && "value" in descriptor ? descriptor.value : undefined
  } catch {
    // a proxy whose traps throw
    return undefined
  }
}

/** The value if it is a string, else "". @category guards */
export const textOf = (value: unknown): string => (typeof value === "string" ? value : "")

/** An own string member of a record, else "". @category guards */
export const textMemberOf = (record: unknown, key: string): string => textOf(memberOf(record, key))
