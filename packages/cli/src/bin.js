#!/usr/bin/env node
// @ts-check
/**
 * The `outfitter` binary: builds the command tree of ./program.js and parses. Every
 * command's implementation is loaded with a dynamic import inside its action, so
 * `outfitter --help` (and a usage error) loads commander and nothing else: no Ink, no
 * Effect, no @outfitter packages.
 *
 * Exit codes: 0 success, 1 the service said no or failed, 2 bad usage or invalid input,
 * 3 not authorised (the service answered 401 or 403). On any failure stdout stays empty
 * and the error goes to stderr: one line, or with --json one JSON line
 * `{"error":{"code","message","exitCode"}}` (commander's own usage errors too).
 *
 * This file and program.js import only commander and node built-ins; keep it that way (a
 * test records every module `--help` loads). They are plain JavaScript, type-checked
 * through JSDoc (`checkJs`), because Node loads its TypeScript stripper for the first .ts
 * file of a process, which alone costs about as much as the whole --help start-up target;
 * the commands they import are TypeScript.
 *
 * @since 0.1.0
 */
import { createRequire, enableCompileCache } from "node:module"

// Node's compile cache (in the OS temp dir) for everything loaded from here on: commander
// and every TypeScript module a command imports are read back already compiled on the
// next run. The program (and with it commander) is imported dynamically so that it comes
// after the call.
enableCompileCache()
const [{ CommanderError }, { createProgram, exitCodes, failureOf, writeFailure }] = await Promise.all([
  import("commander"),
  import("./program.js"),
])

// src/bin.js and the built dist/bin.js both sit one level below the package root
const { version } = /** @type {{ version: string }} */ (createRequire(import.meta.url)("../package.json"))

/** `--json` anywhere before a `--`: errors become one JSON line, commander's usage errors included. */
const args = process.argv.slice(2)
const json = args.slice(0, args.includes("--") ? args.indexOf("--") : undefined).includes("--json")

// with --json commander's message and the usage after it are kept back: the JSON line replaces them
/** @type {Array<string>} */
const heldBack = []
const program = createProgram({ version, ...(json ? { writeErr: (text) => void heldBack.push(text) } : {}) })

/** @param {unknown} error */
const fail = (error) => writeFailure(failureOf(error), json)

// `outfitter … | head` closes stdout early: stop quietly rather than report a write error
process.stdout.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
  if (error.code === "EPIPE") process.exit()
  fail(error)
  process.exit()
})
process.on("uncaughtException", (error) => {
  fail(error)
  process.exit()
})
process.on("unhandledRejection", (error) => {
  fail(error)
  process.exit()
})

/**
 * The one line of a commander error: its message without the "error: " prefix, or for a
 * command group given no command, which command it needs.
 *
 * @param {import("commander").CommanderError} error
 * @returns {string}
 */
const usageMessage = (error) => {
  if (error.code !== "commander.help") return error.message.replace(/^error: /, "")
  // the usage commander held back: "Usage: outfitter stores [options] [command]"
  const usage = heldBack.join("").split("\n").find((line) => line.startsWith("Usage: "))
  const command = usage?.slice("Usage: ".length).split(" [")[0] ?? "outfitter"
  return `a command is required after '${command}' (see ${command} --help)`
}

try {
  await program.parseAsync(process.argv)
} catch (error) {
  if (error instanceof CommanderError) {
    // without --json commander has already printed its message (and the usage) to stderr
    const isHelp = error.code === "commander.helpDisplayed" || error.code === "commander.version" ||
      (error.code === "commander.help" && error.exitCode === 0)
    if (isHelp) process.exitCode = exitCodes.ok
    else if (json) writeFailure({ code: "usage", message: usageMessage(error), exitCode: exitCodes.usage }, true)
    else process.exitCode = exitCodes.usage
  } else {
    fail(error)
  }
}
