/**
 * `outfitter returns`: the group's description and help (its commands are declared beside them).
 *
 * @since 0.1.0
 */
import { declareCommand } from "../../declare.ts"

export const returnsGroup = declareCommand({
  path: "returns",
  description: "a return's refund, and the returns wizard that submits one",
  docs: {
    examples: [
      ["the refund of two items", "outfitter returns calculate 10000016001 --email registered@outfitter.test --item 11873401:R01:D01 --item 15561230:R04"],
    ],
  },
})
