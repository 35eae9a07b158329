/**
 * The look of each page brand's header. Which theme and store brand a page brand means
 * is the domain's (`pageBrandSettings`); only the logo text is the storefront's own.
 */
import { type HeaderTheme, type PageBrand, pageBrandFrom, pageBrandSettings, type StoreBrand } from "@outfitter/domain"

export type { HeaderTheme }

export interface BrandTheme {
  readonly param: PageBrand
  readonly theme: HeaderTheme
  /** The logo text in the header. */
  readonly logo: string
  /** The brand store selection saves for (uPref slot, preferred-store brand match). */
  readonly pageBrand: StoreBrand
}

const logos: Readonly<Record<PageBrand, string>> = {
  acf: "Outfitter",
  kids: "Outfitter Kids",
  hol: "Outfitter",
  gh: "Outfitter Gym",
  st: "Outfitter Travel",
}

/** The brand for a `brand` query value; anything else is the adult default. */
export const brandThemeFor = (param: string | null | undefined): BrandTheme => {
  const brand = pageBrandFrom(param)
  const settings = pageBrandSettings[brand]
  return { param: brand, theme: settings.theme, logo: logos[brand], pageBrand: settings.storeBrand }
}
