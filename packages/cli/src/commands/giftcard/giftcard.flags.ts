/**
 * `outfitter giftcard`: the group's description and help (its commands are declared beside them).
 *
 * @since 0.1.0
 */
import { declareCommand } from "../../declare.ts"

export const giftcardGroup = declareCommand({
  path: "giftcard",
  description: "a gift card's balance, checked as the help page's balance check does",
  docs: {
    notes: [
      "The card number is never taken from the command line: on a terminal the CLI asks for it, off one it reads it from stdin with --card-number -. Only its last 4 digits are ever printed.",
    ],
    examples: [["the balance of the fixtures' USD test card", "outfitter giftcard balance --country US --test-card usd"]],
  },
})
