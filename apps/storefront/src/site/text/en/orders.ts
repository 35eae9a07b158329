/** The orders texts, in English (complete). */
import { section } from "../catalogue.ts"

export const ordersText = section("orders", {})
