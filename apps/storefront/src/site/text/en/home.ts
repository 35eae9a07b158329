/** The home texts, in English (complete). */
import { section } from "../catalogue.ts"

export const homeText = section("home", {})
