/**
 * Reading values that come from outside the program (service bodies, cookies, URLs, local
 * storage, form fields, a host's configuration) without trusting their declared type. A rule
 * that takes such a value reads it through these readers, so a malformed value (a missing
 * field, null, a number where text was expected) reads as absent and the rule gives its
 * typed answer instead of throwing a TypeError.
 *
 * Every reader is total: any value in, a value of the named type (or undefined) out. They
 * bring no Schema, so a rule module stays small. The kernel imports nothing.
 *
 * @since 0.1.0
 */

/**
 * A plain object: not null, not an array.
 *
 * @category guards
 */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * The fields of an object, or no fields when the value is not one.
 *
 * @category readers
 */
export const fieldsOf = (value: unknown): Readonly<Record<string, unknown>> => (isRecord(value) ? value : {})

/**
 * The value when it is a string, else undefined.
 *
 * @category readers
 */
export const stringOf = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)

/**
 * The value when it is a string, else the empty string (for rules where empty means absent).
 *
 * @category readers
 */
export const textOf = (value: unknown): string => (typeof value === "string" ? value : "")

/**
 * The value trimmed when it is text with something in it, else undefined: blank text is
 * absent, as a missing value is.
 *
 * @category readers
 */
export const trimmedOf = (value: unknown): string | undefined => textOf(value).trim() || undefined

/**
 * An address root (`{apiRoot}`, a service's root) as a call appends its path to it: the
 * text trimmed and without trailing slashes; the empty string when it is not text.
 *
 * @category readers
 */
export const rootOf = (value: unknown): string => textOf(value).trim().replace(/\/+$/, "")

/**
 * The value as a code is compared (a status, a country, a payway): a string trimmed and in
 * upper case, else the empty string, which no code is.
 *
 * @category readers
 */
export const codeOf = (value: unknown): string => textOf(value).trim().toUpperCase()

/**
 * The value when it is a finite number, else undefined (NaN and the infinities are absent).
 *
 * @category readers
 */
export const finiteOf = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined

/**
 * The value when it is an array, else the empty list.
 *
 * @category readers
 */
export const listOf = (value: unknown): ReadonlyArray<unknown> => (Array.isArray(value) ? value : [])

/**
 * The objects in a list (entries that are not objects are dropped), or none when the value
 * is not a list.
 *
 * @category readers
 */
export const recordsOf = (value: unknown): ReadonlyArray<Readonly<Record<string, unknown>>> => listOf(value).filter(isRecord)

/**
 * The strings in a list (entries that are not strings are dropped), or none when the value
 * is not a list.
 *
 * @category readers
 */
export const stringsOf = (value: unknown): ReadonlyArray<string> =>
  listOf(value).filter((entry): entry is string => typeof entry === "string")

/**
 * The value URI-encoded as a path segment or query value: a string that is not one encodes
 * as the empty string, and a lone surrogate (text cut in half) as U+FFFD, where
 * `encodeURIComponent` would throw.
 *
 * @category encoding
 */
export const uriComponentOf = (value: unknown): string => encodeURIComponent(textOf(value).toWellFormed())

/**
 * The value when it is a number, else NaN, which every comparison answers false: a rule
 * that compares a count or a width with a limit then takes its "not reached" branch, where
 * comparing an object could throw (a JSON object with a `valueOf` or `toString` field
 * cannot become a number).
 *
 * @category readers
 */
export const numberOf = (value: unknown): number => (typeof value === "number" ? value : Number.NaN)

/**
 * The value as a message shows it: a string as it is, another primitive as `String` writes
 * it, an object by its kind (`[object Object]`, `[object Array]`), never throwing where
 * `String` would (an object whose `toString` field is not a function).
 *
 * @category readers
 */
export const shownAs = (value: unknown): string =>
  typeof value === "object" && value !== null ? Object.prototype.toString.call(value) : String(value)

/**
 * An own member of an object, or undefined: never one inherited from the prototype
 * (`toString`, `constructor`, `__proto__`), never a getter's call that could throw. For
 * rules that read a member by a name that may come from outside, or that must not mistake
 * an inherited method for data.
 *
 * @category readers
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

/**
 * An own member of an object when it is a string ({@link memberOf}), else the empty string.
 *
 * @category readers
 */
export const textMemberOf = (record: unknown, key: string): string => textOf(memberOf(record, key))

/**
 * The value as a count: a finite number of 0 or more, rounded down; else `fallback` (a
 * negative, non-finite or non-numeric value is not a count).
 *
 * @category readers
 */
export const countOf = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback

/**
 * The value as one path segment of an address (an id in a call's URL): the text trimmed
 * and URI-encoded, or undefined where it is not text, would name no segment or another
 * one (empty, `.`, `..`, also written with `%2e`), or is text cut in half (a lone
 * surrogate), which names no id and which `encodeURIComponent` would throw on.
 *
 * @category encoding
 */
export const pathSegmentOf = (value: unknown): string | undefined => {
  const text = textOf(value).trim()
  return /^\.{0,2}$/.test(text.replaceAll(/%2e/gi, ".")) || !text.isWellFormed() ? undefined : encodeURIComponent(text)
}
