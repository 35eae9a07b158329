/** The texts of every page's frame (skip link, header, footer) and the shared controls, in English (complete). */
import { section } from "../catalogue.ts"

export const shellText = section("shell", {
  skipToContent: "Skip to content",
  footer: (logo: string, site: string) => `${logo} · ${site} site · Reference storefront`,
})
