/** The account texts, in English (complete). */
import { section } from "../catalogue.ts"

export const accountText = section("account", {})
