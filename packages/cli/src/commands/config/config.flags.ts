/**
 * `outfitter config`, `config set`, `config get` and `config list`: their descriptions,
 * arguments and help; set.ts, get.ts and list.ts run them.
 *
 * @since 0.7.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"

const keysNote =
  "Keys: api-root (the API root commands use without --api-root; OUTFITTER_API_ROOT comes before it); doctor-postal-code, doctor-store, doctor-sku, doctor-order, doctor-email, doctor-payment and doctor-wallet-order (the ids outfitter doctor sends to a live API root when its flag is not given, checked as the flag is). The file is $XDG_CONFIG_HOME/outfitter/config.json (default ~/.config/outfitter/), readable by its owner only (0600)."

export const configGroup = declareCommand({
  path: "config",
  description: "values saved so they need not be typed on every command: set, read and list them",
  docs: {
    notes: [
      keysNote,
      "An API root is taken from --api-root, else OUTFITTER_API_ROOT, else the config's api-root, else none (the embedded fixtures).",
      "A file that is not valid JSON, or an api-root that is not an http(s) URL, stops a command that would read it (exit 2, the message names the file and the fix); the config commands read and fix it whatever it holds.",
    ],
    examples: [["use one API root from now on", "outfitter config set api-root http://127.0.0.1:4010/api"]],
  },
})

export const configSet = declareCommand({
  path: "config set",
  description: "save a value: checked as its flag is, then written to the config file",
  arguments: [["key", "the key: api-root, or one of doctor's ids (doctor-order, …)"], ["value", "its value"]],
  docs: {
    notes: [keysNote],
    exitCodes: [[ExitCode.Ok, "saved"], [ExitCode.Usage, "an unknown key, or a value its flag would refuse"]],
    examples: [["use one API root from now on", "outfitter config set api-root http://127.0.0.1:4010/api"]],
  },
  load: (): Promise<CommandModule> => import("./set.ts"),
})

export const configGet = declareCommand({
  path: "config get",
  description: "print a saved value (nothing, exit 1, when it is not set)",
  arguments: [["key", "the key: api-root, or one of doctor's ids (doctor-order, …)"]],
  docs: {
    notes: [keysNote],
    exitCodes: [[ExitCode.Ok, "the value"], [ExitCode.Failed, "the key is not set"], [ExitCode.Usage, "an unknown key"]],
    examples: [["the saved API root", "outfitter config get api-root"]],
  },
  load: (): Promise<CommandModule> => import("./get.ts"),
})

export const configUnset = declareCommand({
  path: "config unset",
  description: "remove a saved value",
  arguments: [["key", "the key: api-root, or one of doctor's ids (doctor-order, …)"]],
  docs: {
    notes: [keysNote],
    exitCodes: [[ExitCode.Ok, "the key is not set any more"], [ExitCode.Usage, "an unknown key"]],
    examples: [["back to the embedded fixtures", "outfitter config unset api-root"]],
  },
  load: (): Promise<CommandModule> => import("./unset.ts"),
})

export const configList = declareCommand({
  path: "config list",
  description: "print every key, one `key=value` a line, nothing after `=` when it is not set (--json: an object, null when not set)",
  docs: {
    notes: [keysNote],
    exitCodes: [[ExitCode.Ok, "the values"]],
    examples: [["every saved value", "outfitter config list"]],
  },
  load: (): Promise<CommandModule> => import("./list.ts"),
})
