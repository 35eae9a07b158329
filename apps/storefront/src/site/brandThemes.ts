/**
 * The brand a page is shown for, read from the `brand` query parameter, and the header
 * theme it uses (platform §2: four header themes: adult, youth, gym-wear, tourist-wear;
 * §3 brand codes: ACF, HOL, KID, plus GH and ST as themes).
 *
 * Stopgap: which page brand a `brand` parameter stands for, and which header theme each
 * brand uses, belong in the domain's site context (reported as missing). Until it has
 * them, this table is the one place the storefront decides them.
 *
 * - HOL has no header theme of its own in §2's list of four, so hollister pages use the
 *   adult header. (Gym-wear shares hollister's store-attribute service id, §3, but that
 *   is about store data, not headers.)
 * - ST (tourist-wear) is a theme only; its store brand is the adult one.
 */
import type { StoreBrand } from "@outfitter/domain"

/** The four header themes of platform §2. */
export type HeaderTheme = "adult" | "youth" | "gym-wear" | "tourist-wear"

/** The values the `brand` query parameter takes. */
export const pageBrandParams = ["acf", "kids", "hol", "gh", "st"] as const
export type PageBrandParam = (typeof pageBrandParams)[number]

export interface BrandTheme {
  readonly param: PageBrandParam
  readonly theme: HeaderTheme
  /** The logo text in the header. */
  readonly logo: string
  /** The brand store selection saves for (uPref slot, preferred-store brand match). */
  readonly pageBrand: StoreBrand
}

export const brandThemes: Readonly<Record<PageBrandParam, BrandTheme>> = {
  acf: { param: "acf", theme: "adult", logo: "Outfitter", pageBrand: "acf" },
  kids: { param: "kids", theme: "youth", logo: "Outfitter Kids", pageBrand: "kids" },
  hol: { param: "hol", theme: "adult", logo: "Outfitter", pageBrand: "hol" },
  gh: { param: "gh", theme: "gym-wear", logo: "Outfitter Gym", pageBrand: "gh" },
  st: { param: "st", theme: "tourist-wear", logo: "Outfitter Travel", pageBrand: "acf" },
}

/** The brand for a `brand` query value; anything else is the adult default. */
export const brandThemeFor = (param: string | null | undefined): BrandTheme => {
  const key = param?.trim().toLowerCase() ?? ""
  return (pageBrandParams as ReadonlyArray<string>).includes(key) ? brandThemes[key as PageBrandParam] : brandThemes.acf
}
