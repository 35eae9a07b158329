/**
 * The country, language and currency pickers. Rules: platform §5 "Country, language and
 * currency pickers".
 *
 * Where the spec is silent: the error keys' words are Outfitter's; the currency picker
 * uses the language picker's error; typed text is trimmed before matching; a clicked choice
 * wins only while the input still shows its label. A value of the wrong type reads as
 * absent, and a kind that is not one of the three is a country picker.
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import * as Result from "effect/Result"
import { fieldsOf, listOf, recordsOf, textOf } from "../kernel/Untrusted.ts"
import { searchInputLimits } from "../ui/index.ts"
import type { Country, Currency, Language } from "./PreferenceOptionsSchema.ts"

/** @category models */
export type PickerKind = "country" | "language" | "currency"

/** @category models */
export type PickerErrorKey = "search-location-error" | "search-language-error"

/**
 * The messages of the two error keys (platform §5).
 *
 * @category constants
 */
export const pickerErrorMessages: Readonly<Record<PickerErrorKey, string>> = {
  "search-location-error": "Select a country from the list",
  "search-language-error": "Select a language or currency from the list",
}

/**
 * The error key each picker uses.
 *
 * @category constants
 */
export const pickerErrorKeys: Readonly<Record<PickerKind, PickerErrorKey>> = {
  country: "search-location-error",
  language: "search-language-error",
  currency: "search-language-error",
}

/**
 * Nothing valid was chosen: the picker shows the required error on the field and in a
 * live region.
 *
 * @category errors
 */
export class PickerSelectionRequired extends Data.TaggedError("PickerSelectionRequired")<{
  readonly kind: PickerKind
  readonly errorKey: PickerErrorKey
  readonly message: string
}> {}

/**
 * @category constructors
 */
export const pickerSelectionRequired = (given: PickerKind): PickerSelectionRequired => {
  const kind = kindOf(given)
  const errorKey = pickerErrorKeys[kind]
  return new PickerSelectionRequired({ kind, errorKey, message: pickerErrorMessages[errorKey] })
}

/** An item each picker offers, by kind. @category models */
export interface PickerItems {
  readonly country: Country
  readonly language: Language
  readonly currency: Currency
}

/** The kind, or country for a value that is not one of the three. */
const kindOf = (kind: unknown): PickerKind => (kind === "language" || kind === "currency" ? kind : "country")

const contains = (field: unknown, needle: string) => textOf(field).toLowerCase().includes(needle)

/**
 * The text a picker shows for an item (and that a click puts in the input); a field that is
 * not a string shows as empty.
 *
 * @category getters
 */
export const pickerLabel = <K extends PickerKind>(kind: K, item: PickerItems[K]): string => {
  const { iso, name } = fieldsOf(item)
  return kind === "currency" ? `${textOf(iso)} ${textOf(name)}` : textOf(name)
}

const filterText = (text: string) => textOf(text).trim().slice(0, searchInputLimits.maxLength).toLowerCase()

/** The objects of a list of items (an item that is not an object is not offered). */
const itemsOf = <A>(items: ReadonlyArray<A>): ReadonlyArray<A> => (recordsOf(items) as ReadonlyArray<unknown>) as ReadonlyArray<A>

/**
 * Filters while typing, case-insensitive substring (platform §5): country by name or
 * code; language by name, locale or code; currency by iso or name. Empty text keeps all.
 *
 * @example
 * import { filterPickerItems } from "@outfitter/domain"
 * filterPickerItems("currency", [{ iso: "EUR", name: "Euro", symbol: "€", isActive: true }], "eu").length // => 1
 * @category filtering
 */
export const filterPickerItems = <K extends PickerKind>(
  kind: K,
  items: ReadonlyArray<PickerItems[K]>,
  text: string,
): ReadonlyArray<PickerItems[K]> => {
  const needle = filterText(text)
  const offered = itemsOf(items)
  if (needle === "") return offered
  return offered.filter((item) => {
    const fields = fieldsOf(item)
    switch (kind) {
      case "language":
        return contains(fields["name"], needle) || contains(fields["locale"], needle) || contains(fields["code"], needle)
      case "currency":
        return contains(fields["iso"], needle) || contains(fields["name"], needle)
      default:
        return contains(fields["name"], needle) || contains(fields["countryCode"], needle)
    }
  })
}

/**
 * Exact, case-insensitive match of typed text (platform §5): against a name, or against
 * an iso for currencies.
 *
 * @category filtering
 */
export const matchTypedText = <K extends PickerKind>(
  kind: K,
  items: ReadonlyArray<PickerItems[K]>,
  text: string,
): PickerItems[K] | undefined => {
  const wanted = textOf(text).trim().toLowerCase()
  if (wanted === "") return undefined
  return itemsOf(items).find((item) => textOf(fieldsOf(item)[kind === "currency" ? "iso" : "name"]).toLowerCase() === wanted)
}

/** @category models */
export interface PickerSubmission<K extends PickerKind> {
  readonly kind: K
  readonly items: ReadonlyArray<PickerItems[K]>
  /** What the input shows. */
  readonly text: string
  /** The item clicked in the list, if any. */
  readonly clicked?: PickerItems[K] | undefined
}

/**
 * The chosen item, or the required error (platform §5 "A selection is required").
 *
 * @example
 * import { resolvePickerSelection } from "@outfitter/domain"
 * resolvePickerSelection({ kind: "language", items: [], text: "Klingon" })._tag // => "Failure"
 * @category validation
 */
export const resolvePickerSelection = <K extends PickerKind>(
  submission: PickerSubmission<K>,
): Result.Result<PickerItems[K], PickerSelectionRequired> => {
  const fields = fieldsOf(submission)
  const kind = kindOf(fields["kind"]) as K
  const items = itemsOf(listOf(fields["items"]) as ReadonlyArray<PickerItems[K]>)
  const text = textOf(fields["text"])
  const clicked = fields["clicked"] as PickerItems[K] | undefined
  if (text.trim().length < searchInputLimits.minLength || text.length > searchInputLimits.maxLength) {
    return Result.fail(pickerSelectionRequired(kind))
  }
  if (clicked !== undefined && items.includes(clicked) && pickerLabel(kind, clicked) === text) {
    return Result.succeed(clicked)
  }
  const matched = matchTypedText(kind, items, text)
  return matched === undefined ? Result.fail(pickerSelectionRequired(kind)) : Result.succeed(matched)
}

/**
 * Whether the suggestion list may be open for this input: only once its length reaches the
 * minimum (platform §5 "An autosuggest list reopens only when the input length reaches the
 * minimum length").
 *
 * @example
 * import { mayOpenSuggestions } from "@outfitter/domain"
 * mayOpenSuggestions("") // => false
 * @category predicates
 */
export const mayOpenSuggestions = (text: string): boolean => textOf(text).length >= searchInputLimits.minLength

/**
 * Keeps typed text within maxlength 50 (platform §9), as the input's maxlength would.
 *
 * @category constructors
 */
export const clampPickerInput = (text: string): string => textOf(text).slice(0, searchInputLimits.maxLength)
