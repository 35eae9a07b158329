/** The help texts, in English (complete). */
import { section } from "../catalogue.ts"

export const helpText = section("help", {})
