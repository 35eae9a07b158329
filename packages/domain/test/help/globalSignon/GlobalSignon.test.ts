import { describe, expect, it } from "vitest"
import { globalSignonLinks } from "../../../src/help/globalSignon/GlobalSignon.ts"
import type { Language } from "../../../src/preferences/PreferenceOptionsSchema.ts"

const language = (iso: string, code: string, name: string, regions: ReadonlyArray<string>, isActive = true): Language =>
  ({ id: iso, iso, code, name, locale: iso, regions, isActive })
const languages = [
  language("en", "en_US", "English", ["us", "eu"]),
  language("fr", "fr_FR", "Français", ["eu"]),
  language("de", "de_DE", "Deutsch", ["eu"]),
  language("it", "it_IT", "Italiano", ["eu"], false),
]

describe("global sign-on language links (orders §2)", () => {
  it("links to the same address with the language replaced, query and hash kept", () => {
    const links = globalSignonLinks("/shop/eu-fr/global-signon?next=%2Fshop#top", languages)
    expect(links).toEqual([
      { language: "en", name: "English", href: "/shop/eu-en/global-signon?next=%2Fshop#top", current: false },
      { language: "fr", name: "Français", href: "/shop/eu-fr/global-signon?next=%2Fshop#top", current: true },
      { language: "de", name: "Deutsch", href: "/shop/eu-de/global-signon?next=%2Fshop#top", current: false },
    ])
  })

  it("offers only the site's active languages; without a language in the address, the fallback is current", () => {
    const links = globalSignonLinks("https://www.example.com/shop/us/global-signon", languages)
    expect(links).toEqual([{ language: "en", name: "English", href: "https://www.example.com/shop/us-en/global-signon", current: true }])
  })

  it("gives no links outside /shop/{site}", () => {
    expect(globalSignonLinks("/about", languages)).toEqual([])
    expect(globalSignonLinks(7 as never, languages)).toEqual([])
  })
})
