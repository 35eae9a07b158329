/**
 * Brands and header themes. Rules: platform §2 "Brands and header themes", §3 "Brand
 * codes".
 *
 * @since 0.1.0
 */

/**
 * Store brand codes as the store attributes carry them, and the page-side names they map to
 * (platform §3 "Brand codes"). The site's vocabulary: the store rules, the pages and the
 * settings all read it from here.
 *
 * @category constants
 */
export const storeBrandByCode = { ACF: "acf", KID: "kids", HOL: "hol", GH: "gh" } as const

/** @category models */
export type StoreBrandCode = keyof typeof storeBrandByCode
/** @category models */
export type StoreBrand = (typeof storeBrandByCode)[StoreBrandCode]

/** The four header themes of platform §2. */
export type HeaderTheme = "adult" | "youth" | "gym-wear" | "tourist-wear"

/**
 * The page brands a storefront can show, by their lower-case code.
 *
 * @category constants
 */
export const pageBrands = ["acf", "kids", "hol", "gh", "st"] as const

/** @category models */
export type PageBrand = (typeof pageBrands)[number]

/**
 * What a page brand means for the header and for stores:
 * - HOL has no header theme of its own among the spec's four, so it uses the adult one.
 * - GH (gym-wear) has its own header; its stores are hollister-family stores.
 * - ST (tourist-wear) is a theme only; its stores are the adult brand's.
 *
 * @category constants
 */
export const pageBrandSettings: Readonly<Record<PageBrand, { readonly theme: HeaderTheme; readonly storeBrand: StoreBrand }>> = {
  acf: { theme: "adult", storeBrand: "acf" },
  kids: { theme: "youth", storeBrand: "kids" },
  hol: { theme: "adult", storeBrand: "hol" },
  gh: { theme: "gym-wear", storeBrand: "gh" },
  st: { theme: "tourist-wear", storeBrand: "acf" },
}

/**
 * Reads a page brand from anything (a query parameter, say); unknown is the adult brand.
 *
 * @example
 * import { pageBrandFrom } from "@outfitter/domain"
 * pageBrandFrom(" KIDS ") // => "kids"
 * pageBrandFrom("xyz") // => "acf"
 * @category constructors
 */
export const pageBrandFrom = (value: unknown): PageBrand => {
  const key = typeof value === "string" ? value.trim().toLowerCase() : ""
  return (pageBrands as ReadonlyArray<string>).includes(key) ? (key as PageBrand) : "acf"
}
