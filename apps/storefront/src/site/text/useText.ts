/**
 * The page's texts in the page's language (the address's: /shop/us-es is Spanish), English
 * where its translation has none. See `catalogue.ts`.
 */
import { use } from "react"
import { useSite } from "../useSite.ts"
import type { Sections } from "./en/index.ts"
import { isTranslationReady, languageOf, loadTranslation, type Section, specTextIn, type Texts, textsIn } from "./catalogue.ts"

/** The page's language, its translation loaded (suspending until it is, the first time a page comes to it). */
const usePageLanguage = (): string => {
  const language = languageOf(useSite().locale)
  if (!isTranslationReady(language)) use(loadTranslation(language))
  return language
}

/** A section's texts for this page. */
export const useText = <N extends keyof Sections & string, T extends Texts>(part: Section<N, T>): T => textsIn(part, usePageLanguage())

/** Shows a message the domain gives (the spec's English wording) in the page's language. */
export const useSpecText = (): ((text: string) => string) => {
  const language = usePageLanguage()
  return (text) => specTextIn(text, language)
}
