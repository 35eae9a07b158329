/**
 * `outfitter scenarios`: its description, arguments, flags and help; scenarios.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../declare.ts"

export const scenarios = declareCommand({
  path: "scenarios",
  description: "list the fixtures' named scenarios: each a state of the whole fixture world (a failing call, a signed-in member, a poll count, a fixed clock) that --scenario, the sandbox and the storefront's ?scenario= choose",
  docs: {
    notes: [
      "The text output groups the scenarios by context: name, then what it does. --json prints [{\"name\",\"context\",\"description\",\"member\"?,\"now\"?}].",
      "Any command takes --scenario <name>: `outfitter stores search --postal-code 10001 --scenario store-search-fails` fails as the scenario says (exit 1). An unknown name is refused before anything is called: the message lists every name, exit 2.",
    ],
    examples: [
      ["every scenario", "outfitter scenarios"],
      ["as JSON", "outfitter scenarios --json"],
    ],
  },
  load: (): Promise<CommandModule> => import("./scenarios.ts"),
})
