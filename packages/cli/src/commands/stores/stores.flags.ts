/**
 * `outfitter stores`: the group's description and help (its commands are declared beside them).
 *
 * @since 0.1.0
 */
import { declareCommand } from "../../declare.ts"

export const storesGroup = declareCommand({
  path: "stores",
  description: "find stores, look one up, and check a store's stock of a sku",
  docs: {
    examples: [
      ["stores near a postal code", "outfitter stores search --postal-code 43215 --radius 10"],
      ["one store in detail", "outfitter stores get 10001"],
    ],
  },
})
