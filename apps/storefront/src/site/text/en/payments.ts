/** The payments texts, in English (complete). */
import { section } from "../catalogue.ts"

export const paymentsText = section("payments", {})
