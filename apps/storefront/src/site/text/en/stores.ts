/** The stores texts, in English (complete). */
import { section } from "../catalogue.ts"

export const storesText = section("stores", {})
