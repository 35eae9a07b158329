/**
 * `outfitter replay`: its description, arguments, flags and help; replay.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"

export const replay = declareCommand({
  path: "replay",
  description:
    "replay scripted flows (flows/*.yaml, *.json): each step an operation with its input and what is expected; against the embedded fixtures, a sandbox or --api-root, in a --scenario",
  arguments: [["flow...", "one or more flow files (.json, .yaml or .yml; see flows/README.md)"]],
  options: {
    junit: { flags: "--junit <file>", description: "also write JUnit XML there: a testsuite per flow, a testcase per step, a failure with its diff" },
    reset: {
      flags: "--reset",
      description: "with --api-root: reset the sandbox there (POST /__outfitter/reset) before each flow, so every flow starts from its start",
    },
  },
  docs: {
    notes: [
      "Every file is checked before anything runs: a file that is not JSON or YAML, does not match the flow schema (flows/schema/flow.schema.json), calls an unknown operation, gives an operation an input it does not take, names an unknown scenario or lacks the member an operation needs is exit 2, the message naming the file, the step and the field; nothing runs, of any file.",
      "Each flow prints a header line, then a line per step as it finishes: \"✓ name (12 ms)\", or \"✗ name (5 ms)\" followed by the differing paths, expected beside actual. A flow stops at its first unmet expectation (its remaining steps are listed as not run); the other flows still run. A summary line ends the output.",
      "Against the embedded fixtures every flow starts from the seeded world (they are reset before each flow). Against an API root nothing is reset unless --reset is given: then the sandbox there is reset (POST /__outfitter/reset) before each flow, and a replay that cannot reset it stops with exit 1 before the flow runs. A flow's own scenario wins over --scenario, which applies to the flows without one. Card numbers, CVVs, PINs and passwords are never printed, in the diff, --json or the JUnit file: a value under a secret key (cardNumber, cvv, cid, pin, password, securityCode) shows as ****, any other run of 12 or more digits as its last 4.",
      "--json prints {\"passed\", \"flows\": [{\"name\", \"file\", \"scenario\", \"passed\", \"ms\", \"steps\": [{\"name\", \"call\", \"passed\", \"ms\", \"outcome\", \"differences\"}], \"notRun\"}]} on stdout once the flows ran, passed or not; nothing is printed as they run.",
    ],
    exitCodes: [
      [ExitCode.Ok, "every flow met every expectation"],
      [ExitCode.Failed, "a flow did not: an answer differed from its expectation (the failure line names the flows); --reset's call failed (not a sandbox)"],
      [ExitCode.Usage, "a flow file that cannot be read, parsed or validated, an unknown scenario, a --junit whose folder does not exist (nothing runs)"],
    ],
    examples: [
      ["the store search flows against the embedded fixtures", "outfitter replay flows/stores.yaml"],
      ["two flows, the result as JSON (add --junit replay.xml for a CI report)", "outfitter replay flows/stores.yaml flows/help.json --json"],
      ["against the sandbox (outfitter sandbox --port 4010)", "outfitter replay flows/stores.yaml --api-root http://127.0.0.1:4010/api"],
      ["every shipped flow against one sandbox, each from the sandbox's start, run after run", "outfitter replay flows/*.yaml flows/*.json --api-root http://127.0.0.1:4010/api --reset"],
    ],
  },
  load: (): Promise<CommandModule> => import("./replay.ts"),
})
