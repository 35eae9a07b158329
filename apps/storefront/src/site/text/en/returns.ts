/** The returns texts, in English (complete). */
import { section } from "../catalogue.ts"

export const returnsText = section("returns", {})
