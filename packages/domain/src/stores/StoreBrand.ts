/**
 * Store brands: the store service's codes and the names pages use. Rules: platform §3
 * "Brand codes", §5 "Store lookup and search", §9.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import { InvalidParams } from "../errors/index.ts"
import { shownAs } from "../kernel/Untrusted.ts"
// the brand codes are the site's vocabulary (site/Brand.ts); the store rules read them
import { type StoreBrand, storeBrandByCode, type StoreBrandCode } from "../site/index.ts"

/**
 * The brands a store search accepts (platform §5).
 *
 * @category constants
 */
export const searchBrands = ["ACF", "HOL", "KID"] as const

/** @category models */
export type SearchBrand = (typeof searchBrands)[number]

export { type StoreBrand, storeBrandByCode, type StoreBrandCode } from "../site/index.ts"

/** platform §5 */
export const invalidBrandMessage = "Invalid Brand was supplied"

/**
 * Maps a store-attribute brand code (ACF, KID, HOL, GH; any case, surrounding spaces
 * ignored) to its page-side brand, or undefined for an unknown code.
 *
 * @example
 * import { storeBrandFromCode } from "@outfitter/domain"
 * storeBrandFromCode("KID") // => "kids"
 * @category constructors
 */
export const storeBrandFromCode = (code: unknown): StoreBrand | undefined => {
  if (typeof code !== "string") return undefined
  const key = code.trim().toUpperCase()
  return Object.hasOwn(storeBrandByCode, key) ? storeBrandByCode[key as StoreBrandCode] : undefined
}

/**
 * Parses a brand list for a search: a comma list or an array, each entry trimmed, empty
 * entries dropped, and every remaining entry one of ACF, HOL, KID (any case, returned in
 * upper case). An empty result means "no brand filter".
 *
 * @example
 * import { parseBrandList } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(parseBrandList(" acf, ,KID ")) // => ["ACF", "KID"]
 * @category parsing
 */
export const parseBrandList = (
  input: string | ReadonlyArray<string>,
): Result.Result<ReadonlyArray<SearchBrand>, InvalidParams> => {
  if (typeof input !== "string" && !Array.isArray(input)) {
    return Result.fail(new InvalidParams({ message: invalidBrandMessage, field: "brand" }))
  }
  if (typeof input !== "string" && !input.every((entry) => typeof entry === "string")) {
    return Result.fail(new InvalidParams({ message: invalidBrandMessage, field: "brand" }))
  }
  const entries = (typeof input === "string" ? input.split(",") : input.flatMap((entry) => entry.split(",")))
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
  const brands: Array<SearchBrand> = []
  for (const entry of entries) {
    const upper = entry.toUpperCase()
    if (!(searchBrands as ReadonlyArray<string>).includes(upper)) {
      return Result.fail(new InvalidParams({ message: invalidBrandMessage, field: "brand" }))
    }
    if (!brands.includes(upper as SearchBrand)) brands.push(upper as SearchBrand)
  }
  return Result.succeed(brands)
}

/**
 * The search brands as a person may name them: each one's code (ACF, HOL, KID) and its
 * page-side name from {@link storeBrandByCode} (acf, hol, kids), which the store cards and
 * tables show.
 *
 * @category constants
 */
export const searchBrandChoices: ReadonlyArray<{ readonly code: SearchBrand; readonly name: StoreBrand }> = searchBrands.map((
  code,
) => ({ code, name: storeBrandByCode[code] }))

/**
 * What {@link parseBrandChoices} accepts, for a message or a help text:
 * "ACF or acf, HOL or hol, KID or kids".
 *
 * @category constants
 */
export const brandChoicesText = searchBrandChoices.map(({ code, name }) => `${code} or ${name}`).join(", ")

/**
 * The message for a brand a person typed that is neither a search brand's code nor its
 * name: the spec's message (platform §5), the value, and what is accepted.
 *
 * @example
 * import { unknownBrandChoiceMessage } from "@outfitter/domain"
 * unknownBrandChoiceMessage("gap")
 * // => "Invalid Brand was supplied: 'gap'. Use ACF or acf, HOL or hol, KID or kids (any case; a comma list is allowed)"
 * @category messages
 */
export const unknownBrandChoiceMessage = (entry: string): string =>
  `${invalidBrandMessage}: '${shownAs(entry)}'. Use ${brandChoicesText} (any case; a comma list is allowed)`

/**
 * The search brand a code or a name stands for (any case, surrounding spaces ignored):
 * "KID", "kid" and "kids" are KID. Undefined for anything else, GH included (it is a store
 * brand, not a search brand).
 *
 * @example
 * import { searchBrandFromChoice } from "@outfitter/domain"
 * searchBrandFromChoice(" Kids ") // => "KID"
 * @category parsing
 */
export const searchBrandFromChoice = (input: unknown): SearchBrand | undefined => {
  if (typeof input !== "string") return undefined
  const text = input.trim().toLowerCase()
  return searchBrandChoices.find(({ code, name }) => code.toLowerCase() === text || name === text)?.code
}

/**
 * Parses a brand filter a person typed: a comma list of search brands, each by its code
 * or its name in any case, entries trimmed, empty ones dropped, each brand once. The
 * result is the codes the store search takes ({@link parseBrandList} accepts them); an
 * unknown entry is InvalidParams with {@link unknownBrandChoiceMessage}.
 *
 * @example
 * import { parseBrandChoices } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(parseBrandChoices("kids, ACF")) // => ["KID", "ACF"]
 * @category parsing
 */
export const parseBrandChoices = (input: string): Result.Result<ReadonlyArray<SearchBrand>, InvalidParams> => {
  const brands: Array<SearchBrand> = []
  const entries = typeof input === "string" ? input.split(",") : []
  for (const raw of entries) {
    const entry = raw.trim()
    if (entry === "") continue
    const brand = searchBrandFromChoice(entry)
    if (brand === undefined) return Result.fail(new InvalidParams({ message: unknownBrandChoiceMessage(entry), field: "brand" }))
    if (!brands.includes(brand)) brands.push(brand)
  }
  return Result.succeed(brands)
}

/**
 * Which uPref slot a store brand fills (platform §9): adult and hollister (and the gym-wear
 * theme, which shares hollister's service id) fill psid, kids fill ssid.
 *
 * @category constructors
 */
export const storeSlotFor = (brand: StoreBrand): "psid" | "ssid" => (brand === "kids" ? "ssid" : "psid")
