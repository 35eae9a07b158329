// @ts-check
/**
 * The `outfitter` command tree: every command, option, help text, example and exit code,
 * and how a failure is reported. bin.js builds it with {@link createProgram} and parses;
 * scripts/cli-reference.ts walks it to write the CLI reference.
 *
 * Every command's implementation is loaded with a literal dynamic import inside its
 * action (`import("./commands/stores/search.ts")`), so `outfitter --help` (and a usage
 * error) loads commander and nothing else: no Ink, no Effect, no @outfitter packages, and
 * a bundler building from bin.js still sees every implementation.
 *
 * Plain JavaScript, type-checked through JSDoc (`checkJs`), for the reason bin.js gives.
 *
 * @since 0.1.0
 */
import { Command, InvalidArgumentError, Option } from "commander"
import { escapeJsonControls, plainText } from "./plainText.js"

/** Exit codes of the CLI (CliError.ts has the same, for the commands). */
export const exitCodes = /** @type {const} */ ({ ok: 0, failed: 1, usage: 2, notAuthorised: 3 })

/**
 * What each exit code means; the top-level help, the README and the CLI reference print it.
 *
 * @type {ReadonlyArray<readonly [number, string]>}
 */
export const exitCodeTable = [
  [exitCodes.ok, "success (and --help, --version)"],
  [
    exitCodes.failed,
    "the service said no or failed: unknown store, order or postal code, a non-member, a refused add-order status, HTTP 5xx, a malformed body, no answer, no answer within --timeout, a redirect to another host, sandbox port in use",
  ],
  [
    exitCodes.usage,
    "bad usage or invalid input: unknown flag or command, missing argument or member, flags that exclude each other, a --timeout that is not a positive number, an --api-root with a user name or password, the domain's validation messages (nothing is called)",
  ],
  [exitCodes.notAuthorised, "not authorised: the service answered HTTP 401 or 403 (the message names the command and the member)"],
]

/**
 * A member-taking command's answer for an id without a loyalty record; every such command
 * gives the same one.
 */
export const nonMemberRule =
  "An id the loyalty service has no record for (an unknown id, or a user who never joined) fails before anything else is called, the same way for every member command: \"Member <id> is not a loyalty member\" on stderr, exit 1 (--json: code \"not-a-member\")."

/**
 * @typedef {object} CommandDocs
 * @property {ReadonlyArray<readonly [string, string]>} examples  [what it does, the command line]
 * @property {ReadonlyArray<readonly [number, string]>} [exitCodes]  what each exit code means for this command
 * @property {ReadonlyArray<string>} [notes]  paragraphs after the options
 */

/** @type {WeakMap<Command, CommandDocs>} */
const docsByCommand = new WeakMap()

/**
 * The examples, exit codes and notes of a command (empty for one without).
 *
 * @param {Command} command
 * @returns {CommandDocs}
 */
export const commandDocs = (command) => docsByCommand.get(command) ?? { examples: [] }

/**
 * Words wrapped at 80 columns, every line after the first indented by `hang`.
 *
 * @param {string} text
 * @param {string} [indent]  before every line
 * @param {string} [hang]  before every line after the first, after `indent`
 * @returns {string}
 */
const wrap = (text, indent = "", hang = "") => {
  /** @type {Array<string>} */
  const lines = []
  let line = ""
  for (const word of text.split(" ")) {
    const prefix = lines.length === 0 ? indent : indent + hang
    if (line !== "" && prefix.length + line.length + 1 + word.length > 80) {
      lines.push(prefix + line)
      line = word
    } else {
      line = line === "" ? word : `${line} ${word}`
    }
  }
  lines.push((lines.length === 0 ? indent : indent + hang) + line)
  return lines.join("\n")
}

/**
 * The text after a command's help: notes, exit codes and examples, a blank line before each.
 *
 * @param {CommandDocs} docs
 * @returns {string}
 */
export const helpAfter = (docs) =>
  [
    ...(docs.notes ?? []).map((note) => wrap(note)),
    ...((docs.exitCodes ?? []).length === 0
      ? []
      : [["Exit codes:", ...(docs.exitCodes ?? []).map(([code, meaning]) => wrap(`${code}  ${meaning}`, "  ", "   "))].join("\n")]),
    ["Examples:", ...docs.examples.flatMap(([what, line]) => [`  # ${what}`, `  ${line}`])].join("\n"),
  ].map((block) => `\n${block}`).join("\n")

/**
 * Attaches a command's examples, exit codes and notes, and prints them after its help.
 *
 * @param {Command} command
 * @param {CommandDocs} docs
 * @returns {Command}
 */
const documented = (command, docs) => {
  docsByCommand.set(command, docs)
  return command.addHelpText("after", helpAfter(docs))
}

/**
 * @typedef {object} Failure
 * @property {string} code  what kind of failure (ErrorCode in CliError.ts; "usage" for commander's own errors)
 * @property {string} message  one line a person can read
 * @property {number} exitCode
 */

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
 * Anything a command threw, as a failure. The commands throw CliError (./CliError.ts),
 * recognised by its shape so this file need not import it; anything else is unexpected
 * (exit 1).
 *
 * @param {unknown} error
 * @returns {Failure}
 */
export const failureOf = (error) => {
  const fields = typeof error === "object" && error !== null ? /** @type {{ exitCode?: unknown, code?: unknown }} */ (error) : {}
  if (typeof fields.exitCode === "number") {
    return { code: typeof fields.code === "string" ? fields.code : "failed", message: oneLine(error), exitCode: fields.exitCode }
  }
  return { code: "unexpected", message: `outfitter: unexpected error: ${oneLine(error)}`, exitCode: exitCodes.failed }
}

/**
 * Writes a failure on stderr (one line of text, or with `json` one JSON line
 * `{"error":{"code","message","exitCode"}}`) and sets the exit code. Nothing goes to stdout.
 * The message is made plain text first (plainText.js): it may carry the service's words.
 *
 * @param {Failure} failure
 * @param {boolean} json
 */
export const writeFailure = (failure, json) => {
  const plain = { ...failure, message: plainText(failure.message) }
  process.stderr.write(json ? `${escapeJsonControls(JSON.stringify({ error: plain }))}\n` : `${plain.message}\n`)
  process.exitCode = failure.exitCode
}

/**
 * Wraps a lazily imported implementation: the action awaits the import, then runs it with
 * the command's own options merged with the global ones, and reports what it throws.
 *
 * @template {Array<unknown>} Args
 * @param {() => Promise<{ readonly run: (args: Args, options: Readonly<Record<string, unknown>>) => Promise<void> }>} load
 * @returns {(...received: Array<unknown>) => Promise<void>}
 */
const lazy = (load) => async (...received) => {
  // commander calls actions with (…arguments, options, command)
  const command = /** @type {Command} */ (received.at(-1))
  const args = /** @type {Args} */ (received.slice(0, -2))
  const options = command.optsWithGlobals()
  try {
    const implementation = await load()
    await implementation.run(args, options)
  } catch (error) {
    writeFailure(failureOf(error), options["json"] === true)
  }
}

/** The time-out of each call when --timeout is not given, in seconds. */
export const defaultTimeoutSeconds = 15

/**
 * A --timeout value: a positive number of seconds, such as 15, 2.5 or .5.
 *
 * @param {string} value
 * @returns {number}
 */
export const parseTimeout = (value) => {
  const text = value.trim()
  const seconds = /^(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN
  if (!(Number.isFinite(seconds) && seconds > 0)) {
    throw new InvalidArgumentError("--timeout is a positive number of seconds, such as 15 or 2.5.")
  }
  return seconds
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

const memberOption = () =>
  new Option("--member <id>", "the loyalty member to act as (their WC_USERACTIVITY id; default: $OUTFITTER_MEMBER)")

/** The exit codes of a command that acts as a member, after its own code 0 and 2 lines. */
const memberExitCodes = /** @type {const} */ ([
  [exitCodes.failed, "not a loyalty member; the service failed"],
  [exitCodes.usage, "no member named, or an id that is not digits"],
  [exitCodes.notAuthorised, "the service refused the member (HTTP 401 or 403)"],
])

/** The words after the top-level help's usage. */
export const programDescription =
  "Outfitter support CLI: find stores (near a point or a postal code), look one up and check a store's stock; read a loyalty member's points and history and add a past order's points; resend an order's confirmation or e-receipt; and serve the fixtures as a sandbox. Without --api-root every command answers from the embedded fixtures, with no network."

/**
 * @typedef {object} ProgramOptions
 * @property {string} [version]  printed by --version (bin.js reads it from package.json)
 * @property {(text: string) => void} [writeErr]  where commander writes its errors and the usage after them (default: stderr)
 */

/**
 * Builds the `outfitter` program. Nothing runs until it is parsed.
 *
 * @param {ProgramOptions} [options]
 * @returns {Command}
 */
export const createProgram = (options = {}) => {
  const writeErr = options.writeErr ?? ((/** @type {string} */ text) => void process.stderr.write(text))
  const program = new Command("outfitter")
    .description(programDescription)
    // settings first: subcommands copy them when they are created
    .exitOverride()
    .configureOutput({ writeErr })
    .showHelpAfterError()
    .showSuggestionAfterError()
    .configureHelp({ showGlobalOptions: true, sortOptions: false })
    .version(options.version ?? "0.0.0", "-V, --version", "print the version and exit")
    .option("--json", "machine output: JSON on stdout and nothing else; a failure is one JSON line on stderr")
    .option("--api-root <url>", "a live service's API root (default: the embedded fixtures)")
    .option("--site <code>", "site code: us, eu, wd, ca, uk, am or cn (decides the default radius unit and the postal-code country)", "us")
    .option("--store-id <id>", "the customer's selected store (marked in store tables and details)")
    .option(
      "--timeout <seconds>",
      "how long each call to the service may take, in seconds; past it the command stops with \"the service did not answer in N s\"",
      parseTimeout,
      defaultTimeoutSeconds,
    )
    .helpOption("-h, --help", "print the help of a command")
    .helpCommand("help [command]", "print the help of a command")

  documented(program, {
    notes: [
      "With --json a failure prints nothing on stdout and one line on stderr: {\"error\":{\"code\":\"not-authorised\",\"message\":\"…\",\"exitCode\":3}}.",
      `Members: the loyalty and orders commands act as a loyalty member, named by --member <id> or OUTFITTER_MEMBER=<id>. ${nonMemberRule}`,
      "A service that does not answer: every call must be answered within --timeout seconds (15 unless given); past it the command prints \"<what failed>: the service did not answer in N s\" on stderr and exits 1 (--json: code \"timeout\").",
      "A hostile service or network: text the service sends is printed as plain text (escape sequences and control characters removed; --json escapes them instead), a redirect to another host is refused (exit 1, nothing is sent there), and an --api-root with a user name or password is refused (exit 2) without printing them.",
    ],
    exitCodes: exitCodeTable,
    examples: [
      ["stores near Columbus, Ohio, within 25 miles", "outfitter stores search --latitude 39.9612 --longitude -82.9988 --radius 25"],
      ["stores near a postal code, as a customer says where they are", "outfitter stores search --postal-code 10001"],
      ["one store as JSON", "outfitter stores get 10001 --json"],
      ["a member's points", "outfitter loyalty points --member 5002"],
      ["send an order confirmation again", "outfitter orders resend 10000001001 --member 5001"],
      ["serve the fixtures over HTTP", "outfitter sandbox --port 4010"],
    ],
  })

  const stores = documented(
    program.command("stores").description("find stores, look one up, and check a store's stock of a sku"),
    {
      examples: [
        ["stores near a postal code", "outfitter stores search --postal-code 43215 --radius 10"],
        ["one store in detail", "outfitter stores get 10001"],
      ],
    },
  )

  documented(
    stores
      .command("search")
      .description(
        "search for stores near a point or a postal code, or in a country; the domain's validation and clamping apply (over-limit radius and max items are clamped, not refused)",
      )
      .option("--latitude <degrees>", "latitude, with --longitude")
      .option("--longitude <degrees>", "longitude, with --latitude")
      .option(
        "--postal-code <code>",
        "search near a zip or postal code, geocoded in --country (default: the site's country); not with --latitude/--longitude",
      )
      .option("--radius <distance>", "search radius, above zero (over-limit values are clamped)")
      .option("--radius-uom <unit>", "radius unit: SMI (miles) or KTM (kilometres); default by site")
      .option("--brand <brands>", "brand filter by code or name, any case, comma list allowed: ACF or acf, HOL or hol, KID or kids")
      .option("--max-items <count>", "most stores to return (over-limit values are clamped)")
      .option("--short-sku <sku>", "only stores that can report inventory for this short sku")
      .option("--country <code>", "country filter (and the country a postal code is geocoded in)")
      .option("--state <code>", "state or region filter")
      .action(lazy(() => import("./commands/stores/search.ts"))),
    {
      notes: [
        "The table lists number, name, city, state or region, postal code, phone, distance and brand (by name: acf, hol, kids, gh). --json prints the service's response as it is: {\"physicalStores\":[…],\"radius\":N}.",
      ],
      exitCodes: [
        [exitCodes.ok, "stores found (or none: the table says 0 stores)"],
        [exitCodes.failed, "the postal code is unknown to the geocoder; the service failed"],
        [exitCodes.usage, "a validation message (coordinates, radius, brand, max items), a radius of zero or less, --postal-code with --latitude/--longitude"],
        [exitCodes.notAuthorised, "the service refused the search (HTTP 401 or 403)"],
      ],
      examples: [
        ["stores near Columbus, Ohio, within 25 miles", "outfitter stores search --latitude 39.9612 --longitude -82.9988 --radius 25"],
        ["stores near a customer's zip code, kids stores only", "outfitter stores search --postal-code 43215 --brand kids"],
        ["a Canadian postal code: geocoded in Canada, radius in kilometres", "outfitter stores search --postal-code 'M5V 3L9' --site ca --radius 10"],
        ["the service's response as JSON", "outfitter stores search --postal-code 10001 --radius 5 --json"],
        ["every store in a country, by name", "outfitter stores search --country DK"],
      ],
    },
  )

  documented(
    stores
      .command("get")
      .description("show one store: address, phone, opening hours, brand, store message and map link")
      .argument("<id>", "store id (a number)")
      .action(lazy(() => import("./commands/stores/get.ts"))),
    {
      exitCodes: [
        [exitCodes.ok, "the store"],
        [exitCodes.failed, "no store with that id; the service failed"],
        [exitCodes.usage, "an id that is not a number"],
        [exitCodes.notAuthorised, "the service refused the lookup (HTTP 401 or 403)"],
      ],
      examples: [
        ["one store in detail", "outfitter stores get 10001"],
        ["the store object as JSON, marked as the customer's store", "outfitter stores get 10001 --store-id 10001 --json"],
      ],
    },
  )

  documented(
    stores
      .command("availability")
      .description("a store's availability for a short sku, as the product page shows it")
      .option("--sku <sku>", "the short sku")
      .option("--store <id>", "the store number")
      .action(lazy(() => import("./commands/stores/availability.ts"))),
    {
      exitCodes: [
        [exitCodes.ok, "the store's availability"],
        [exitCodes.failed, "the service does not know the store; the service failed"],
        [exitCodes.usage, "a missing or non-numeric --sku or --store"],
        [exitCodes.notAuthorised, "the service refused the request (HTTP 401 or 403)"],
      ],
      examples: [
        ["is sku 10234567 available at store 10036?", "outfitter stores availability --sku 10234567 --store 10036"],
        ["the same as JSON", "outfitter stores availability --sku 10234567 --store 10036 --json"],
      ],
    },
  )

  const loyalty = documented(
    program.command("loyalty").description("a loyalty member's points and history, and adding a past order's points"),
    {
      notes: [nonMemberRule],
      examples: [
        ["a member's points and tier", "outfitter loyalty points --member 5002"],
        ["the member named once for a session", "OUTFITTER_MEMBER=5002 outfitter loyalty history"],
      ],
    },
  )

  documented(
    loyalty
      .command("points")
      .description("the member's points (with thousands commas), progress toward the next reward and tier")
      .addOption(memberOption())
      .action(lazy(() => import("./commands/loyalty/points.ts"))),
    {
      notes: [nonMemberRule],
      exitCodes: [[exitCodes.ok, "the member's points"], ...memberExitCodes],
      examples: [
        ["a member's points", "outfitter loyalty points --member 5002"],
        ["the same as JSON, the member from the environment", "OUTFITTER_MEMBER=5002 outfitter loyalty points --json"],
      ],
    },
  )

  documented(
    loyalty
      .command("history")
      .description("the member's points history, newest first, a page at a time")
      .option("--page <n>", "the page to show (1 is the newest)")
      .option("--page-size <n>", "records per page (default: the store setting, 5)")
      .addOption(memberOption())
      .action(lazy(() => import("./commands/loyalty/history.ts"))),
    {
      notes: [nonMemberRule, "A member with no records prints \"No points history\" (exit 0)."],
      exitCodes: [
        [exitCodes.ok, "a page of the history, or \"No points history\""],
        [exitCodes.failed, "not a loyalty member; the service failed"],
        [exitCodes.usage, "--page or --page-size not a whole number of at least 1, a page past the last; no member named"],
        [exitCodes.notAuthorised, "the service refused the member (HTTP 401 or 403)"],
      ],
      examples: [
        ["the newest records", "outfitter loyalty history --member 5002"],
        ["the second page of four records", "outfitter loyalty history --member 5002 --page 2 --page-size 4"],
      ],
    },
  )

  documented(
    loyalty
      .command("add-order")
      .description("add the points of a past order the member made")
      .argument("<orderNumber>", "the order number: 11 to 24 digits")
      .addOption(memberOption())
      .action(lazy(() => import("./commands/loyalty/add-order.ts"))),
    {
      notes: [
        nonMemberRule,
        "Points added, points pending (the order has not shipped) and still being processed exit 0; already added, order not found, an ineligible store, date or country, an unknown status and an HTTP failure print their message with exit 1.",
      ],
      exitCodes: [
        [exitCodes.ok, "points added, pending or still being processed"],
        [exitCodes.failed, "the service refused the order (its message), not a loyalty member, the service failed"],
        [exitCodes.usage, "an order number that is not 11 to 24 digits (nothing is called); no member named"],
        [exitCodes.notAuthorised, "the service refused the member (HTTP 401 or 403)"],
      ],
      examples: [["add an order's points", "outfitter loyalty add-order 12345678901 --member 5002"]],
    },
  )

  const orders = documented(
    program.command("orders").description("a loyalty member's orders: send a confirmation or an e-receipt again"),
    {
      notes: [nonMemberRule],
      examples: [["send an online order's confirmation again", "outfitter orders resend 10000001001 --member 5001"]],
    },
  )

  documented(
    orders
      .command("resend")
      .description(
        "send an order's confirmation e-mail (online order) or e-receipt (in-store order) again; the member's order history says which",
      )
      .argument("<orderNumber>", "the order number: 11 to 24 digits")
      .option("--in-store", "send the e-receipt of an order made in a store; an order the history does not have as in-store is not found")
      .option("--channel <channel>", "the e-receipt channel (default: the order's own)")
      .addOption(memberOption())
      .action(lazy(() => import("./commands/orders/resend.ts"))),
    {
      notes: [nonMemberRule],
      exitCodes: [
        [exitCodes.ok, "sent"],
        [exitCodes.failed, "no such in-store order (--in-store), not a loyalty member, the service failed"],
        [exitCodes.usage, "an order number that is not 11 to 24 digits (nothing is called); no member named"],
        [exitCodes.notAuthorised, "the service refused the member (HTTP 401 or 403)"],
      ],
      examples: [
        ["an online order's confirmation", "outfitter orders resend 10000001001 --member 5001"],
        ["an in-store order's e-receipt, to the POS channel", "outfitter orders resend 20000002001 --in-store --channel POS --member 5001"],
      ],
    },
  )

  documented(
    program
      .command("sandbox")
      .description("serve the fixtures over HTTP until Ctrl+C; the API root is the first line of stdout")
      .option("--port <port>", "port to listen on (0 picks a free one)", parsePort, 4010)
      .option("--host <host>", "interface to listen on", "127.0.0.1")
      .action(lazy(() => import("./commands/sandbox.ts"))),
    {
      exitCodes: [
        [exitCodes.ok, "stopped with Ctrl+C or SIGTERM"],
        [exitCodes.failed, "the port is in use, or the host cannot be listened on"],
        [exitCodes.usage, "a port that is not 0 to 65535"],
      ],
      examples: [
        ["serve on port 4010", "outfitter sandbox --port 4010"],
        ["then, in another terminal, the same commands over HTTP", "outfitter stores get 10001 --api-root http://127.0.0.1:4010/api"],
      ],
    },
  )

  return program
}

/**
 * Every command of the program, depth first, the program itself first; commander's own
 * `help` command left out.
 *
 * @param {Command} command
 * @returns {Array<Command>}
 */
export const allCommands = (command) => [
  command,
  ...command.commands.filter((child) => child.name() !== "help").flatMap((child) => allCommands(child)),
]

/**
 * The command as typed: "outfitter stores search".
 *
 * @param {Command} command
 * @returns {string}
 */
export const commandPath = (command) => (command.parent === null ? command.name() : `${commandPath(command.parent)} ${command.name()}`)
