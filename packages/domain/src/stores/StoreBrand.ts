/**
 * Store brands: the codes the store service uses and the names pages use (platform §3
 * "Brand codes", §5 search brands, §9 store-brand ids).
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import { InvalidParams } from "../errors/ServiceError.ts"

/**
 * The brands a store search accepts (platform §5).
 *
 * @category constants
 */
export const searchBrands = ["ACF", "HOL", "KID"] as const

/** @category models */
export type SearchBrand = (typeof searchBrands)[number]

/**
 * Store brand codes as the store attributes carry them, and the page-side names they map to.
 *
 * @category constants
 */
export const storeBrandByCode = { ACF: "acf", KID: "kids", HOL: "hol", GH: "gh" } as const

/** @category models */
export type StoreBrandCode = keyof typeof storeBrandByCode
/** @category models */
export type StoreBrand = (typeof storeBrandByCode)[StoreBrandCode]

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
  const entries = (typeof input === "string" ? input.split(",") : input.flatMap((entry) => String(entry).split(",")))
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
 * Which uPref slot a store brand fills (platform §9): adult and hollister (and the gym-wear
 * theme, which shares hollister's service id) fill psid, kids fill ssid.
 *
 * @category constructors
 */
export const storeSlotFor = (brand: StoreBrand): "psid" | "ssid" => (brand === "kids" ? "ssid" : "psid")
