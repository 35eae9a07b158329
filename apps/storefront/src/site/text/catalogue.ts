/**
 * The storefront's texts: one catalogue per language.
 *
 * - English is complete. It lives in `en/`, one section per part of the storefront
 *   (`en/orders.ts`, `en/help.ts`, …), so each page's chunk carries only the texts it shows.
 *   A section is made with `section(name, texts)`; a text is a string, or a function of the
 *   values it shows (`(count: string) => \`${count} points\``).
 * - Any other language is one file, `translations/<language>.ts` (the language subtag of the
 *   page's locale: `es` for /shop/us-es). It default-exports a `Translation`: any part of any
 *   section, plus `spec`, the domain's messages by their English text. Whatever it leaves
 *   out is shown in English. Adding the file is the whole change: the files are found by
 *   name at build time, and each is a chunk that only a page in its language loads
 *   (main.tsx loads the address's before the first render; `useText` suspends for one a
 *   page comes to later).
 *
 * Pages read their section with `useText(section)`; each is made by a call marked pure
 * (`#__PURE__`), so a build drops a section nothing in it shows. The domain's messages (the spec's exact
 * wording, in English) go through `useSpecText()`.
 */
import { localeOfPath } from "../useSite.ts"
import type { Sections } from "./en/index.ts"

/** A text: a string, or a function of the values it shows. */
export type Text = string | ((...values: never[]) => string)

/** A group of texts, nested as deep as a section likes. */
export interface Texts {
  readonly [key: string]: Text | Texts
}

/** A section of the English catalogue: its name (a translation's key for it) and its texts. */
export interface Section<N extends string, T extends Texts> {
  readonly name: N
  readonly en: T
}

/** Names a section of the English catalogue. */
export const section = <const N extends string, const T extends Texts>(name: N, en: T): Section<N, T> => ({ name, en })

type Widen<T> = T extends string ? string : T extends (...values: infer A) => string ? (...values: A) => string : { readonly [K in keyof T]?: Widen<T[K]> }

/**
 * One language's texts: any part of any section (a missing text is shown in English), and
 * `spec`, the domain's messages keyed by their exact English text.
 */
export type Translation = {
  readonly [N in keyof Sections]?: Widen<Sections[N]>
} & {
  readonly spec?: Readonly<Record<string, string>>
}

// Each translation is a chunk of its own, loaded only by a page in its language: an English
// page carries none of them.
const translationFiles = import.meta.glob<Translation>("./translations/*.ts", { import: "default" })
const fileOf = (language: string) => translationFiles[`./translations/${language}.ts`]

/** The languages with a translation (`es`), from the files in `translations/`. */
export const translationLanguages: ReadonlyArray<string> = Object.keys(translationFiles).map((file) => file.replace(/^.*\/([^/]+)\.ts$/, "$1"))

const loaded = new Map<string, Translation>()
const loading = new Map<string, Promise<void>>()

/**
 * Loads a language's translation, once (the same promise each time). It never fails: a
 * translation that cannot be loaded leaves the page in English.
 */
export const loadTranslation = (language: string): Promise<void> => {
  const file = fileOf(language)
  if (file === undefined || loaded.has(language)) return Promise.resolve()
  const known = loading.get(language)
  if (known !== undefined) return known
  const load = file().then(
    (translation) => void loaded.set(language, translation),
    () => void loaded.set(language, {}),
  )
  loading.set(language, load)
  return load
}

/** Whether a language's texts can be read now: English, a language without a file, or a loaded translation. */
export const isTranslationReady = (language: string): boolean => fileOf(language) === undefined || loaded.has(language)

/** A loaded translation, if any. */
export const translationIn = (language: string): Translation | undefined => loaded.get(language)

/** The language subtag of a locale: `es` for `es-US`. */
export const languageOf = (locale: string): string => locale.split("-")[0]?.toLowerCase() ?? "en"

/** The language of a page's address (`/shop/us-es/…` → `es`; no language → `en`): its locale's, as useSite reads it. */
export const languageOfPath = (pathname: string): string => languageOf(localeOfPath(pathname))

const isTexts = (value: unknown): value is Texts => typeof value === "object" && value !== null

/** English overlaid with a translation, text by text; a translated text of another kind is ignored. */
const overlay = <T extends Texts>(english: T, translated: unknown): T => {
  if (!isTexts(translated)) return english
  const merged: Record<string, Text | Texts> = {}
  for (const [key, value] of Object.entries(english)) {
    const other = (translated as Record<string, unknown>)[key]
    merged[key] = isTexts(value) ? overlay(value, other) : typeof other === typeof value ? (other as Text) : value
  }
  return merged as T
}

const cache = new WeakMap<object, Map<string, unknown>>()

/**
 * A section's texts in a language: the translation's where it has them, else English.
 *
 * @example
 * textsIn(ordersText, "es").heading
 */
export const textsIn = <N extends keyof Sections & string, T extends Texts>(part: Section<N, T>, language: string): T => {
  // until its translation is loaded, a page reads English (kept out of the cache)
  if (!isTranslationReady(language)) return part.en
  const byLanguage = cache.get(part) ?? new Map<string, unknown>()
  cache.set(part, byLanguage)
  const known = byLanguage.get(language)
  if (known !== undefined) return known as T
  const texts = overlay(part.en, loaded.get(language)?.[part.name])
  byLanguage.set(language, texts)
  return texts
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A `spec` key with values (`"Purchase {0}"`) as a pattern that captures them, once per key. */
const patterns = new Map<string, RegExp>()
const patternOf = (key: string): RegExp => {
  const known = patterns.get(key)
  if (known !== undefined) return known
  const pattern = new RegExp(`^${key.split(/\{\d\}/).map(escaped).join("(.+?)")}$`, "s")
  patterns.set(key, pattern)
  return pattern
}

/**
 * A message from the domain (the spec's English wording) in a language, when its
 * translation has it: by its exact text, or by a key whose `{0}`, `{1}`… stand for the
 * values the domain put in (`"Purchase {0}": "Compra {0}"`).
 *
 * @example
 * specTextIn("Purchase 123", "es") // => "Compra 123", when es.ts has "Purchase {0}"
 */
export const specTextIn = (text: string, language: string): string => {
  const spec = loaded.get(language)?.spec
  if (spec === undefined) return text
  const exact = spec[text]
  if (exact !== undefined) return exact
  for (const [key, translated] of Object.entries(spec)) {
    if (!/\{\d\}/.test(key)) continue
    const values = patternOf(key).exec(text)
    if (values !== null) return translated.replace(/\{(\d)\}/g, (_, index: string) => values[Number(index) + 1] ?? "")
  }
  return text
}
