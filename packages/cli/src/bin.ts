#!/usr/bin/env node
/**
 * The `outfitter` binary: runs ./program.ts's `main` with the process's streams and
 * environment, and exits with its code (exitCodes.ts). On any failure stdout stays empty
 * and the error goes to stderr: one line, or with --json one JSON line
 * `{"error":{"code","message","exitCode"}}` (commander's own usage errors too).
 *
 * Published, it is one bundle (dist/bin.js, tsdown.config.ts); in the workspace Node runs
 * this file with its type stripping, so the CLI's sources use erasable syntax only.
 * `outfitter --help` (and a usage error) evaluates commander and the commands'
 * declarations and nothing else: every implementation is a dynamic import (a test records
 * every module `--help` loads).
 *
 * @since 0.1.0
 */
import nodeModule from "node:module"
import { unsupportedNode } from "./nodeVersion.ts"

// On a Node older than the engines floor the program would fail somewhere inside the
// bundle with a stack trace: this module and nodeVersion.ts use syntax and APIs any Node
// since 14 has, check the version first, and load everything else only after.
const tooOld = unsupportedNode(process.versions.node)
if (tooOld !== undefined) {
  process.stderr.write(`${tooOld}\n`)
  process.exit(1)
}

// Node's compile cache (in the OS temp dir) for everything loaded from here on: commander
// and every module a command imports are read back already compiled on the next run. The
// program (and with it commander) is imported dynamically so that it comes after the call.
nodeModule.enableCompileCache?.()
const { failureOf, main, processIo, writeFailure } = await import("./program.ts")

// src/bin.ts and the built dist/bin.js both sit one level below the package root
const { version } = nodeModule.createRequire(import.meta.url)("../package.json") as { readonly version: string }

const args = process.argv.slice(2)
const io = processIo()
/** `--json` anywhere before a `--`: an unexpected error is one JSON line too. */
const json = args.slice(0, args.includes("--") ? args.indexOf("--") : undefined).includes("--json")

const fail = (error: unknown) => {
  process.exitCode = writeFailure(failureOf(error), json, io)
}

// `outfitter … | head` closes stdout early: stop quietly rather than report a write error
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
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
