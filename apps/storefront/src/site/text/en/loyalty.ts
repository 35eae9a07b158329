/** The loyalty texts, in English (complete). */
import { section } from "../catalogue.ts"

export const loyaltyText = section("loyalty", {})
