/** The qa texts, in English (complete). */
import { section } from "../catalogue.ts"

export const qaText = section("qa", {})
