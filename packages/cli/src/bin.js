#!/usr/bin/env node
// @ts-check
/**
 * The `outfitter` binary: parsing only. Every command's implementation is loaded with a
 * dynamic import inside its action, so `outfitter --help` (and a usage error) loads
 * commander and nothing else: no Ink, no Effect, no @outfitter packages.
 *
 * Exit codes (ARCHITECTURE "CLI command map"): 0 success, 1 the service said no or
 * failed, 2 bad usage or invalid input.
 *
 * This file imports only commander and node built-ins; keep it that way (a test checks).
 * It is plain JavaScript, type-checked through JSDoc (`checkJs`), because Node loads its
 * TypeScript stripper for the first .ts file of a process, which alone costs about as
 * much as the whole --help start-up target; the commands it imports are TypeScript.
 *
 * @since 0.1.0
 */
import { enableCompileCache } from "node:module"

// Node's compile cache (in the OS temp dir) for everything loaded from here on: commander
// and every TypeScript module a command imports are read back already compiled on the
// next run. Commander is imported dynamically so that it comes after the call.
enableCompileCache()
const { Command, CommanderError, InvalidArgumentError } = await import("commander")

/** Exit codes of the CLI. */
const exitCodes = { ok: 0, failed: 1, usage: 2 }

/** @param {string} text */
const writeErr = (text) => {
  process.stderr.write(text.endsWith("\n") ? text : `${text}\n`)
}

/**
 * The first line of a message, so a user never sees a stack trace.
 *
 * @param {unknown} value
 * @returns {string}
 */
const oneLine = (value) => {
  const message = value instanceof Error ? value.message : String(value)
  return message.split("\n").find((line) => line.trim() !== "")?.trim() ?? "unknown error"
}

/**
 * Errors thrown by command implementations carry their exit code (CliError in
 * ./CliError.ts). Recognised by shape so this file need not import it.
 *
 * @param {unknown} error
 * @returns {number | undefined}
 */
const exitCodeOf = (error) => {
  if (typeof error !== "object" || error === null || !("exitCode" in error)) return undefined
  const code = /** @type {{ exitCode: unknown }} */ (error).exitCode
  return typeof code === "number" ? code : undefined
}

/**
 * Reports anything a command threw: one line on stderr, and its exit code (1 if it has none).
 *
 * @param {unknown} error
 */
const reportFailure = (error) => {
  const code = exitCodeOf(error)
  writeErr(code === undefined ? `outfitter: unexpected error: ${oneLine(error)}` : oneLine(error))
  process.exitCode = code ?? exitCodes.failed
}

/**
 * Wraps a lazily imported implementation: the action awaits the import, then runs it with
 * the command's own options merged with the global ones.
 *
 * @template {Array<unknown>} Args
 * @param {() => Promise<{ readonly run: (args: Args, options: Readonly<Record<string, unknown>>) => Promise<void> }>} load
 * @returns {(...received: Array<unknown>) => Promise<void>}
 */
const lazy = (load) => async (...received) => {
  // commander calls actions with (…arguments, options, command)
  const command = /** @type {import("commander").Command} */ (received.at(-1))
  const args = /** @type {Args} */ (received.slice(0, -2))
  try {
    const implementation = await load()
    await implementation.run(args, command.optsWithGlobals())
  } catch (error) {
    reportFailure(error)
  }
}

/**
 * @param {string} value
 * @returns {number}
 */
const parsePort = (value) => {
  const port = /^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN
  if (!(port >= 0 && port <= 65535)) throw new InvalidArgumentError("A port is a whole number from 0 to 65535.")
  return port
}

const program = new Command("outfitter")
  .description("Outfitter support CLI: look up stores against the embedded fixtures or a live service.")
  // settings first: subcommands copy them when they are created
  .exitOverride()
  .configureOutput({ writeErr })
  .showHelpAfterError()
  .showSuggestionAfterError()
  .configureHelp({ showGlobalOptions: true, sortOptions: false })
  .option("--json", "machine output: JSON on stdout and nothing else")
  .option("--api-root <url>", "a live service's API root (default: the embedded fixtures)")
  .option("--site <code>", "site code (decides the default radius unit)", "us")
  .option("--store-id <id>", "the customer's selected store")
  .addHelpText(
    "after",
    `
Exit codes: 0 success, 1 the service said no or failed, 2 bad usage or invalid input.

Examples:
  outfitter stores search --latitude 39.9612 --longitude -82.9988 --radius 25
  outfitter stores get 10001 --json
  outfitter stores availability --sku 10234567 --store 10001
  outfitter sandbox --port 4010`,
  )

const stores = program.command("stores").description("store search and lookup")

stores
  .command("search")
  .description("search for stores near a point (the spec's validation and clamping apply)")
  .option("--latitude <degrees>", "latitude, with --longitude")
  .option("--longitude <degrees>", "longitude, with --latitude")
  .option("--radius <distance>", "search radius (over-limit values are clamped)")
  .option("--radius-uom <unit>", "radius unit: SMI (miles) or KTM (kilometres); default by site")
  .option("--brand <codes>", "brand filter: ACF, HOL, KID (comma list allowed)")
  .option("--max-items <count>", "most stores to return (over-limit values are clamped)")
  .option("--short-sku <sku>", "only stores that can report inventory for this short sku")
  .option("--country <code>", "country filter")
  .option("--state <code>", "state or region filter")
  .action(lazy(() => import("./commands/stores/search.ts")))

stores
  .command("get")
  .description("show one store")
  .argument("<id>", "store id (a number)")
  .action(lazy(() => import("./commands/stores/get.ts")))

stores
  .command("availability")
  .description("a store's availability for a sku, as the product page shows it")
  .option("--sku <sku>", "the short sku")
  .option("--store <id>", "the store number")
  .action(lazy(() => import("./commands/stores/availability.ts")))

const loyalty = program.command("loyalty").description("loyalty points, history and adding a past order")

loyalty
  .command("points")
  .description("the member's points, tier and progress")
  .option("--member <id>", "the signed-in member (WC_USERACTIVITY id) to act as; default: $OUTFITTER_MEMBER")
  .action(lazy(() => import("./commands/loyalty/points.ts")))

loyalty
  .command("history")
  .description("the points history, a page at a time")
  .option("--page <n>", "the page to show (1 is the newest)")
  .option("--page-size <n>", "records per page (default: the store setting)")
  .option("--member <id>", "the signed-in member (WC_USERACTIVITY id) to act as; default: $OUTFITTER_MEMBER")
  .action(lazy(() => import("./commands/loyalty/history.ts")))

loyalty
  .command("add-order")
  .description("add a past order's points")
  .argument("<orderNumber>", "the order number (11 to 24 characters)")
  .option("--member <id>", "the signed-in member (WC_USERACTIVITY id) to act as; default: $OUTFITTER_MEMBER")
  .action(lazy(() => import("./commands/loyalty/add-order.ts")))

const orders = program.command("orders").description("order lookup and confirmation e-mails")

orders
  .command("resend")
  .description("send the order confirmation (online) or the e-receipt (in store) again")
  .argument("<orderNumber>", "the order number")
  .option("--in-store", "the order was made in a store: send the e-receipt")
  .option("--channel <channel>", "the e-receipt channel (in-store orders)")
  .option("--member <id>", "the signed-in member (WC_USERACTIVITY id) to act as; default: $OUTFITTER_MEMBER")
  .action(lazy(() => import("./commands/orders/resend.ts")))

program
  .command("sandbox")
  .description("serve the fixtures over HTTP; prints the API root on the first line")
  .option("--port <port>", "port to listen on (0 picks a free one)", parsePort, 4010)
  .option("--host <host>", "interface to listen on", "127.0.0.1")
  .action(lazy(() => import("./commands/sandbox.ts")))

// `outfitter … | head` closes stdout early: stop quietly rather than report a write error
process.stdout.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
  if (error.code === "EPIPE") process.exit()
  reportFailure(error)
  process.exit()
})
process.on("uncaughtException", (error) => {
  reportFailure(error)
  process.exit()
})
process.on("unhandledRejection", (error) => {
  reportFailure(error)
  process.exit()
})

try {
  await program.parseAsync(process.argv)
} catch (error) {
  if (error instanceof CommanderError) {
    // commander has already printed its message (and the usage) to stderr
    const isHelp = error.code === "commander.helpDisplayed" || error.code === "commander.version" ||
      (error.code === "commander.help" && error.exitCode === 0)
    process.exitCode = isHelp ? exitCodes.ok : exitCodes.usage
  } else {
    reportFailure(error)
  }
}
