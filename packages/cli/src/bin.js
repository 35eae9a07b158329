#!/usr/bin/env node
// @ts-check
/**
 * The `outfitter` binary: runs ./program.js's `main` with the process's streams and
 * environment, and exits with its code. Every command's implementation is loaded with a
 * dynamic import inside its action, so `outfitter --help` (and a usage error) loads
 * commander and nothing else: no Ink, no Effect, no @outfitter packages.
 *
 * Exit codes: 0 success, 1 the service said no or failed, 2 bad usage or invalid input,
 * 3 not authorised (the service answered 401 or 403). On any failure stdout stays empty
 * and the error goes to stderr: one line, or with --json one JSON line
 * `{"error":{"code","message","exitCode"}}` (commander's own usage errors too).
 *
 * This file, program.js and manifest.js import only commander and node built-ins; keep it
 * that way (a test records every module `--help` loads). They are plain JavaScript,
 * type-checked through JSDoc (`checkJs`), because Node loads its TypeScript stripper for
 * the first .ts file of a process, which alone costs about as much as the whole --help
 * start-up target; the commands they import are TypeScript.
 *
 * @since 0.1.0
 */
import { createRequire, enableCompileCache } from "node:module"

// Node's compile cache (in the OS temp dir) for everything loaded from here on: commander
// and every TypeScript module a command imports are read back already compiled on the
// next run. The program (and with it commander) is imported dynamically so that it comes
// after the call.
enableCompileCache()
const { failureOf, main, processIo, writeFailure } = await import("./program.js")

// src/bin.js and the built dist/bin.js both sit one level below the package root
const { version } = /** @type {{ version: string }} */ (createRequire(import.meta.url)("../package.json"))

const args = process.argv.slice(2)
const io = processIo()
/** `--json` anywhere before a `--`: an unexpected error is one JSON line too. */
const json = args.slice(0, args.includes("--") ? args.indexOf("--") : undefined).includes("--json")

/** @param {unknown} error */
const fail = (error) => {
  process.exitCode = writeFailure(failureOf(error), json, io)
}

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

process.exitCode = await main(args, io, { version })
// Exit as soon as what was written has been handed over, not when Node would: a natural
// exit first tears the whole V8 heap down, a few milliseconds a support engineer waits for
// and gains nothing from. Each empty write calls back after every earlier write to its
// stream, so nothing written is cut off.
process.stdout.write("", () => process.stderr.write("", () => process.exit()))
