/**
 * The page's texts in the page's language (the address's: /shop/us-es is Spanish), English
 * where its translation has none. See `catalogue.ts`.
 */
import { useSite } from "../useSite.ts"
import type { Sections } from "./en/index.ts"
import { languageOf, type Section, specTextIn, type Texts, textsIn } from "./catalogue.ts"

/** A section's texts for this page. */
export const useText = <N extends keyof Sections & string, T extends Texts>(part: Section<N, T>): T => textsIn(part, languageOf(useSite().locale))

/** Shows a message the domain gives (the spec's English wording) in the page's language. */
export const useSpecText = (): ((text: string) => string) => {
  const language = languageOf(useSite().locale)
  return (text) => specTextIn(text, language)
}
