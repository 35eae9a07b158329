// @ts-check
/**
 * Every `outfitter` command declared once: its description, arguments, flags, examples,
 * exit codes and notes. program.js walks it to build commander's commands; the commands
 * derive their flag types from it (`FlagsOf<typeof commands["stores search"]>`, run.ts),
 * so a flag is named in one place only.
 *
 * Each option is keyed by the name commander gives its value (`--radius-uom` is
 * `radiusUom`; a test keeps the two equal). An option whose flags take a value
 * (`--radius <distance>`) is a string, one without a boolean, one with `parse` what it
 * parses to; one with a `default` is never undefined.
 *
 * Plain JavaScript, type-checked through JSDoc, imported by program.js: it loads
 * commander and nothing else, so `outfitter --help` stays cheap (bin.js).
 *
 * @since 0.1.0
 */
import { InvalidArgumentError } from "commander"

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

/**
 * @typedef {object} OptionSpec
 * @property {string} flags  commander's flags: "--radius <distance>", "--in-store"
 * @property {string} description
 * @property {(value: string) => unknown} [parse]  turns the text into the value (throws InvalidArgumentError)
 * @property {unknown} [default]
 */

/**
 * @typedef {object} CommandSpec
 * @property {string} description
 * @property {ReadonlyArray<readonly [string, string]>} [arguments]  [name, description], each required
 * @property {Readonly<Record<string, OptionSpec>>} [options]  keyed by the value's name
 * @property {boolean} [member]  acts as a loyalty member (--member <id> or OUTFITTER_MEMBER)
 * @property {boolean} [secretArguments]  an extra argument may be a secret typed by mistake (a card number): it is refused without being printed
 * @property {CommandDocs} docs
 */

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
export const parsePort = (value) => {
  const port = /^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN
  if (!(port >= 0 && port <= 65535)) throw new InvalidArgumentError("A port is a whole number from 0 to 65535.")
  return port
}

/** The words after the top-level help's usage. */
export const programDescription =
  "Outfitter support CLI: find stores (near a point or a postal code), look one up and check a store's stock of a sku; read a loyalty member's points and history and add a past order's points; look up an order by number and e-mail, cancel it or some of its items, resend its confirmation or e-receipt; work out a return's refund or submit one through a wizard; read an order's mobile-wallet payment status or make its QR code; read a payment re-authorisation's status; check a gift card's balance; and serve the fixtures as a sandbox. Without --api-root every command answers from the embedded fixtures, with no network."

/** The options every command takes, after commander's own --version. */
export const globalFlags = /** @type {const} */ ({
  json: { flags: "--json", description: "machine output: JSON on stdout and nothing else; a failure is one JSON line on stderr" },
  apiRoot: { flags: "--api-root <url>", description: "a live service's API root (default: the embedded fixtures)" },
  site: {
    flags: "--site <code>",
    description: "site code: us, eu, wd, ca, uk, am or cn (decides the default radius unit and the postal-code country)",
    default: "us",
  },
  storeId: { flags: "--store-id <id>", description: "the customer's selected store (marked in store tables and details)" },
  verbose: {
    flags: "--verbose",
    description: "on a failed call, also print the call made (method and URL, without credentials) and why it failed (the cause)",
  },
  scenario: {
    flags: "--scenario <name>",
    description: "a fixtures scenario (outfitter scenarios lists them): selected in the embedded fixtures; with --api-root sent as the x-outfitter-scenario header, which the sandbox applies",
  },
  timeout: {
    flags: "--timeout <seconds>",
    description: "how long each call to the service may take, in seconds; past it the command stops with \"the service did not answer in N s\"",
    parse: parseTimeout,
    default: defaultTimeoutSeconds,
  },
})

/** The top-level help's notes, exit codes and examples. */
export const programDocs = /** @type {CommandDocs} */ ({
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

/** The --member option of every member-taking command. */
const member = /** @type {const} */ ({
  flags: "--member <id>",
  description: "the loyalty member to act as (their WC_USERACTIVITY id; default: $OUTFITTER_MEMBER)",
})

/** The exit codes of a command that acts as a member, after its own code 0 and 2 lines. */
const memberExitCodes = /** @type {const} */ ([
  [exitCodes.failed, "not a loyalty member; the service failed"],
  [exitCodes.usage, "no member named, or an id that is not digits"],
  [exitCodes.notAuthorised, "the service refused the member (HTTP 401 or 403)"],
])

/** The --email option of the order detail, cancel and returns commands: the guest look-up is the number and the e-mail. */
const orderEmail = /** @type {const} */ ({
  flags: "--email <email>",
  description: "the e-mail the order was placed with (an order is looked up by its number and this e-mail)",
})

/**
 * A repeatable option's values, in the order given.
 *
 * @param {string} value
 * @param {ReadonlyArray<string>} [previous]
 * @returns {Array<string>}
 */
export const collectValues = (value, previous = []) => [...previous, value]

/** The exit codes of the order detail and returns commands that read an order first. */
const orderExitCodes = /** @type {const} */ ([
  [exitCodes.failed, "no order with that number for that e-mail; the service failed (after the details call's retries)"],
  [exitCodes.notAuthorised, "the service refused the call (HTTP 401 or 403)"],
])

/**
 * Every command, keyed by its path below `outfitter`, parents before their children, in
 * the order the help lists them. A command without options is a group of the commands
 * below it.
 */
export const commands = /** @type {const} */ ({
  stores: {
    description: "find stores, look one up, and check a store's stock of a sku",
    docs: {
      examples: [
        ["stores near a postal code", "outfitter stores search --postal-code 43215 --radius 10"],
        ["one store in detail", "outfitter stores get 10001"],
      ],
    },
  },
  "stores search": {
    description:
      "search for stores near a point or a postal code, or in a country; the domain's validation and clamping apply (over-limit radius and max items are clamped, not refused)",
    options: {
      latitude: { flags: "--latitude <degrees>", description: "latitude, with --longitude" },
      longitude: { flags: "--longitude <degrees>", description: "longitude, with --latitude" },
      postalCode: {
        flags: "--postal-code <code>",
        description: "search near a zip or postal code, geocoded in --country (default: the site's country); not with --latitude/--longitude",
      },
      radius: { flags: "--radius <distance>", description: "search radius, above zero (over-limit values are clamped)" },
      radiusUom: { flags: "--radius-uom <unit>", description: "radius unit: SMI (miles) or KTM (kilometres); default by site" },
      brand: {
        flags: "--brand <brands>",
        description: "brand filter by code or name, any case, comma list allowed: ACF or acf, HOL or hol, KID or kids",
      },
      maxItems: { flags: "--max-items <count>", description: "most stores to return (over-limit values are clamped)" },
      shortSku: { flags: "--short-sku <sku>", description: "only stores that can report inventory for this short sku" },
      country: { flags: "--country <code>", description: "country filter (and the country a postal code is geocoded in)" },
      state: { flags: "--state <code>", description: "state or region filter" },
    },
    docs: {
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
  },
  "stores get": {
    description: "show one store: address, phone, opening hours, brand, store message and map link",
    arguments: [["id", "store id (a number)"]],
    options: {},
    docs: {
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
  },
  "stores availability": {
    description: "a store's availability for a short sku, as the product page shows it",
    options: {
      sku: { flags: "--sku <sku>", description: "the short sku" },
      store: { flags: "--store <id>", description: "the store number" },
    },
    docs: {
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
  },
  loyalty: {
    description: "a loyalty member's points and history, and adding a past order's points",
    docs: {
      notes: [nonMemberRule],
      examples: [
        ["a member's points and tier", "outfitter loyalty points --member 5002"],
        ["the member named once for a session", "OUTFITTER_MEMBER=5002 outfitter loyalty history"],
      ],
    },
  },
  "loyalty points": {
    description: "the member's points (with thousands commas), progress toward the next reward and tier",
    options: { member },
    member: true,
    docs: {
      notes: [nonMemberRule],
      exitCodes: [[exitCodes.ok, "the member's points"], ...memberExitCodes],
      examples: [
        ["a member's points", "outfitter loyalty points --member 5002"],
        ["the same as JSON, the member from the environment", "OUTFITTER_MEMBER=5002 outfitter loyalty points --json"],
      ],
    },
  },
  "loyalty history": {
    description: "the member's points history, newest first, a page at a time",
    options: {
      page: { flags: "--page <n>", description: "the page to show (1 is the newest)" },
      pageSize: { flags: "--page-size <n>", description: "records per page (default: the store setting, 5)" },
      member,
    },
    member: true,
    docs: {
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
  },
  "loyalty add-order": {
    description: "add the points of a past order the member made",
    arguments: [["orderNumber", "the order number: 11 to 24 digits"]],
    options: { member },
    member: true,
    docs: {
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
  },
  orders: {
    description: "a loyalty member's orders: send a confirmation or an e-receipt again; an order by number and e-mail: show it, cancel it",
    docs: {
      notes: [nonMemberRule],
      examples: [["send an online order's confirmation again", "outfitter orders resend 10000001001 --member 5001"]],
    },
  },
  "orders resend": {
    description:
      "send an order's confirmation e-mail (online order) or e-receipt (in-store order) again; the member's order history says which",
    arguments: [["orderNumber", "the order number: 11 to 24 digits"]],
    options: {
      inStore: {
        flags: "--in-store",
        description: "send the e-receipt of an order made in a store; an order the history does not have as in-store is not found",
      },
      channel: { flags: "--channel <channel>", description: "the e-receipt channel (default: the order's own)" },
      member,
    },
    member: true,
    docs: {
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
  },
  "orders show": {
    description: "one order as a guest looks it up (number and e-mail): its items with their statuses and tracking, payments, and its returns",
    arguments: [["orderNumber", "the order number: 11 to 24 digits"]],
    options: { email: orderEmail },
    docs: {
      notes: [
        "Each item shows its sku, name, colour and size, quantity, price, status and tracking number, and whether it can be returned, exchanged or cancelled. A return order shows the order it was made from and its returned items. --json prints the details as the service sent them.",
        "The details call is retried after the store's configured intervals (1 s, 2 s and 4 s by default) while the service fails or does not answer; an unknown order or a wrong e-mail is exit 1 at once.",
      ],
      exitCodes: [
        [exitCodes.ok, "the order"],
        [exitCodes.usage, "an order number that is not 11 to 24 digits, no --email (nothing is called)"],
        ...orderExitCodes,
      ],
      examples: [
        ["a delivered order with its items and tracking", "outfitter orders show 10000016001 --email registered@outfitter.test"],
        ["a partly shipped order as JSON", "outfitter orders show 10000016002 --email registered@outfitter.test --json"],
      ],
    },
  },
  "orders cancel": {
    description: "cancel an order, or some of its items (--item), with a cancel reason; asks for confirmation on a terminal",
    arguments: [["orderNumber", "the order number: 11 to 24 digits"]],
    options: {
      email: orderEmail,
      reason: {
        flags: "--reason <code>",
        description:
          "the cancel reason code, one the order page offers: ORDERED_BY_MISTAKE, WRONG_SIZE_OR_COLOUR, DELIVERY_TOO_SLOW, FOUND_ELSEWHERE or CHANGED_MIND (a reservation is cancelled with CANCEL)",
      },
      item: { flags: "--item <sku>", description: "cancel only this item, by short sku; repeat for more items", parse: collectValues },
      yes: { flags: "--yes", description: "do not ask for confirmation (needed when stdin is not a terminal)" },
    },
    docs: {
      notes: [
        "On a terminal the command asks \"Cancel …? [y/N]\" on stderr and cancels only on y or yes. When stdin is not a terminal it cancels only with --yes, and otherwise stops with exit 2 before any call.",
        "The cancel is tried up to 3 times, 1 s apart. An answer with status 'Failure' (an order already shipped or cancelled) is exit 1.",
      ],
      exitCodes: [
        [exitCodes.ok, "cancelled"],
        [exitCodes.failed, "the service could not cancel it (status 'Failure'), no such order for that e-mail, the service failed"],
        [
          exitCodes.usage,
          "an order number that is not 11 to 24 digits, no --email, no --reason or one that is not one of the codes (the message lists them), no --yes when stdin is not a terminal, the confirmation declined (nothing is called)",
        ],
        [exitCodes.notAuthorised, "the service refused the call (HTTP 401 or 403)"],
      ],
      examples: [
        ["cancel a processing order, without asking", "outfitter orders cancel 10000016010 --email registered@outfitter.test --reason CHANGED_MIND --yes"],
        ["cancel one item of a partly shipped order", "outfitter orders cancel 10000016002 --email registered@outfitter.test --reason CHANGED_MIND --item 13392746 --yes"],
        ["cancel a reservation", "outfitter orders cancel 10000016004 --email registered@outfitter.test --reason CANCEL --yes --json"],
      ],
    },
  },
  returns: {
    description: "a return's refund, and the returns wizard that submits one",
    docs: {
      examples: [
        ["the refund of two items", "outfitter returns calculate 10000016001 --email registered@outfitter.test --item 11873401:R01:D01 --item 15561230:R04"],
      ],
    },
  },
  "returns calculate": {
    description: "the refund summary of returning (or exchanging) some items of an order, shown by the same rules as the review step",
    arguments: [["orderNumber", "the order number: 11 to 24 digits"]],
    options: {
      email: orderEmail,
      item: {
        flags: "--item <sku:reason[:detail]>",
        description:
          "an item to return: its short sku, a reason code and, for a reason with details, the detail code (for a comment reason, the comment); repeat for more items",
        parse: collectValues,
      },
      exchange: {
        flags: "--exchange <sku:newSku>",
        description: "exchange the item for another size or colour (its new short sku); repeat for more items",
        parse: collectValues,
      },
      selfShip: { flags: "--self-ship", description: "the customer ships the parcel themselves (no prepaid label)" },
      egift: { flags: "--egift", description: "refund to an eGift card instead of the original payments" },
    },
    docs: {
      notes: [
        "The reasons are the service's reason codes: a reason of type options needs a detail code (R01:D01), a reason of type textbox takes an optional comment of at most 120 characters ('R05:wrong colour'). An exchanged item takes the reason of its --item when one names the same sku, else the fixed exchange reason.",
        "The summary's rows are items, exchange, tax, shipping and total, then each payment's share. Tax is hidden for a UK order, the exchange row for a WD order, and the shipping row when an item is exchanged or with --self-ship (the total is then the refund without shipping). The order's own site decides; --site applies when the service does not say.",
        "--json prints {\"orderNumber\", \"site\", \"items\": the return items sent, \"calculation\": the service's answer, \"summary\": {\"rows\", \"payments\", \"shippingIncluded\"}}.",
      ],
      exitCodes: [
        [exitCodes.ok, "the refund summary"],
        [
          exitCodes.usage,
          "an order number that is not 11 to 24 digits, no --email, no --item or --exchange, an item not on the order or not returnable, an unknown reason or detail, a comment over 120 characters, --egift for an order paid externally",
        ],
        ...orderExitCodes,
      ],
      examples: [
        ["the refund of two items", "outfitter returns calculate 10000016001 --email registered@outfitter.test --item 11873401:R01:D01 --item 15561230:R04"],
        ["a UK order: no tax row", "outfitter returns calculate 10000016006 --email remembered@outfitter.test --item 11873401:R02:D11"],
        ["a WD order with an exchange, as JSON", "outfitter returns calculate 10000016007 --email store@outfitter.test --item 11873401:R01:D02 --exchange 10457812:10457813 --json"],
        ["shipped by the customer, refunded to an eGift card", "outfitter returns calculate 10000016001 --email registered@outfitter.test --item '10234567:R05:wrong colour' --self-ship --egift"],
      ],
    },
  },
  "returns start": {
    description: "the returns wizard on a terminal: select items, return method, refund method, review; then submits the return",
    arguments: [["orderNumber", "the order number: 11 to 24 digits"]],
    options: { email: orderEmail },
    docs: {
      notes: [
        "Steps 1 to 4 are the page's: select items (space returns an item, x exchanges it, then its reason), return method (prepaid label or ship it yourself), refund method (original payment or eGift card) and review with the refund summary; enter continues, b goes back, q or Esc leaves without submitting. A guest session is started before the return is submitted, and the submission is never sent twice.",
        "It needs a terminal: when stdin or stdout is not one it stops with exit 2 before any call and points at `outfitter returns calculate`.",
      ],
      exitCodes: [
        [exitCodes.ok, "the return was submitted (its return order number is printed), or the wizard was left"],
        [exitCodes.failed, "the submission failed; no such order for that e-mail; the service failed"],
        [exitCodes.usage, "an order number that is not 11 to 24 digits, no --email, not a terminal (nothing is called)"],
        [exitCodes.notAuthorised, "the service refused the call (HTTP 401 or 403)"],
      ],
      examples: [
        ["in a terminal, against the sandbox (outfitter sandbox --port 4010)", "outfitter returns start 10000016001 --email registered@outfitter.test --api-root http://127.0.0.1:4010/api"],
      ],
    },
  },
  wallet: {
    description: "an order's mobile-wallet payment (WeChat Pay, Alipay): its status, and a QR code to pay it",
    docs: {
      examples: [
        ["is the order paid?", "outfitter wallet status 10000016108"],
        ["a QR code for a desktop", "outfitter wallet precreate --order 10000016102 --country CN --device DESKTOP --payway WECHATPAY --sub-payway QRCODE"],
      ],
    },
  },
  "wallet status": {
    description:
      "the status of an order's mobile-wallet payment and what it means (in progress, not started, completed, failed); --watch polls it as the QR widget does",
    arguments: [["orderId", "the order number (a whole number above 0)"]],
    options: {
      watch: {
        flags: "--watch",
        description: "poll until the payment is completed, fails or its code runs out: a read, then one 100 ms after each answer, for up to 120 s (the store's wallet timings)",
      },
    },
    docs: {
      notes: [
        "Without --watch one status is read and shown (exit 0 whatever it says). With --watch the command waits as the order page's QR widget does: a spinner on stderr while stderr is a terminal (never with --json), then the last status on stdout: completed is exit 0, a failed payment or a failed status call exit 1, and a code still not paid when its time runs out exit 1 (make a new code with `outfitter wallet precreate`). An order with no code yet reads NOT_CREATED until then.",
        "--json prints {\"orderId\", \"status\", \"reason\"} (and \"reads\" with --watch).",
      ],
      exitCodes: [
        [exitCodes.ok, "the status (with --watch: completed)"],
        [exitCodes.failed, "no wallet payment for that order; with --watch the payment failed or its code ran out; the service failed"],
        [exitCodes.usage, "an order id that is not a whole number above 0 (nothing is called)"],
        [exitCodes.notAuthorised, "the service refused the call (HTTP 401 or 403)"],
      ],
      examples: [
        ["an order's payment status", "outfitter wallet status 10000016009"],
        ["wait until it is paid (this one already is)", "outfitter wallet status 10000016108 --watch"],
        ["as JSON", "outfitter wallet status 10000016108 --json"],
      ],
    },
  },
  "wallet precreate": {
    description: "make a payment code for an order's pending mobile-wallet payment: the QR code drawn in the terminal, and the wallet's address",
    options: {
      order: { flags: "--order <id>", description: "the order number (a whole number above 0)" },
      country: { flags: "--country <code>", description: "the order's country (sent upper-cased), e.g. CN" },
      device: { flags: "--device <id>", description: "the device id: DESKTOP, MBROWSER (a phone's browser) or WECHATAPP (the WeChat in-app browser)" },
      payway: { flags: "--payway <payway>", description: "the wallet (sent upper-cased): WECHATPAY or ALIPAY" },
      subPayway: { flags: "--sub-payway <subPayway>", description: "QRCODE (a code to scan, a desktop's), H5 or WAP (a button that opens the wallet), APP" },
      email: { flags: "--email <email>", description: "the customer's e-mail (optional)" },
      returnUrl: { flags: "--return-url <url>", description: "where the wallet sends the customer back to, an http(s) address (optional)" },
    },
    docs: {
      notes: [
        "The request is checked before anything is sent, with the rules' messages: \"orderId is required\" (a whole number above 0), \"country is required\", \"device_id is required\" (one of the three), \"payway is required\", \"subPayway is required\" (one of the four); a --return-url that is not http(s) is refused too. Each is exit 2 with nothing called.",
        "The QR code is drawn with block characters; scan it from the terminal. A precreate the service answers without a code (a status other than PENDING or CREATED, or an error code) is exit 1 with its error code. --json prints {\"orderId\", \"qrCode\", \"redirectUrl\", \"sn\", \"clientSN\", \"expires\"}.",
      ],
      exitCodes: [
        [exitCodes.ok, "the code"],
        [exitCodes.failed, "the service made no code (its error code), the order has no wallet payment pending, the service failed"],
        [exitCodes.usage, "a missing or invalid --order, --country, --device, --payway or --sub-payway, a --return-url that is not http(s) (nothing is called)"],
        [exitCodes.notAuthorised, "the service refused the call (HTTP 401 or 403)"],
      ],
      examples: [
        ["a QR code for a desktop to scan", "outfitter wallet precreate --order 10000016102 --country CN --device DESKTOP --payway WECHATPAY --sub-payway QRCODE"],
        [
          "a phone's code, with the page the wallet sends the customer back to, as JSON",
          "outfitter wallet precreate --order 10000016101 --country cn --device MBROWSER --payway alipay --sub-payway H5 --email registered@outfitter.test --return-url https://www.example.com/shop/cn/account/orders/10000016101 --json",
        ],
      ],
    },
  },
  giftcard: {
    description: "a gift card's balance, checked as the help page's balance check does",
    docs: {
      notes: [
        "The card number is never taken from the command line: on a terminal the CLI asks for it, off one it reads it from stdin with --card-number -. Only its last 4 digits are ever printed.",
      ],
      examples: [["the balance of the fixtures' USD test card", "outfitter giftcard balance --country US --test-card usd"]],
    },
  },
  "giftcard balance": {
    description:
      "a gift card's balance: the card number is asked for without echo on a terminal, or read from stdin (--card-number -), never from the command line; the check is sent and its status polled as the help page does",
    secretArguments: true,
    options: {
      country: { flags: "--country <code>", description: "the card's country, two letters (US, CA, …; sent upper-cased)" },
      pin: { flags: "--pin <pin>", description: "the 4-digit PIN of a 12-digit card (a 16-digit eGift card has none)" },
      cardNumber: {
        flags: "--card-number <source>",
        description: "'-': read the card number from stdin (on a terminal it is asked for instead); no other value is taken, since a number typed there stays in the shell's history",
      },
      captchaToken: {
        flags: "--captcha-token <token>",
        description: "the captcha's token, sent as recaptchaResponse: a reCAPTCHA response for the store's site key; required with --api-root (default: the embedded fixtures' stand-in token)",
      },
      testCard: {
        flags: "--test-card <name>",
        description:
          "use one of the fixtures' (and the sandbox's) test cards instead of a number: usd, e-card, cad, invalid, sorry-invalid, after-one-retry, after-two-retries, never-ready, check-fails; --pin replaces its PIN",
      },
    },
    docs: {
      notes: [
        "The card number: on a terminal the CLI asks \"Gift card number (not shown as you type):\" on stderr and shows nothing as it is typed; Enter ends it, Backspace deletes, Ctrl+U clears, Ctrl+C leaves (exit 2, nothing called). Off a terminal, pipe the number in with --card-number -, alone on one line (spaces and hyphens between the digits are ignored), from the program that holds it: `your-vault read card | outfitter giftcard balance --country US --pin 1234 --card-number -`; with the fixtures, `echo 600000000001 | outfitter giftcard balance --country US --pin 1234 --card-number -`. Without a terminal and without --card-number - the command stops with exit 2. A number given as --card-number's value is refused (exit 2) and never printed.",
        "Only the last 4 digits of the card are ever printed, on stdout, on stderr and in --json; a service's message quoting the number is masked down to them (`****0001`).",
        "The captcha: the check carries a captcha token (recaptchaResponse), as the help page's does. Against the embedded fixtures it is their stand-in token unless --captcha-token is given. Against --api-root a token is required (exit 2 without one, nothing called): a live service verifies reCAPTCHA, so pass a response for the store's site key (a token is good for one check); the sandbox takes the stand-in's token, --captcha-token fixtures-captcha-pass.",
        "The country and the captcha are checked before the number is asked for, the number and the PIN once it is read, each with the rules' message (exit 2, nothing called): a 12-digit card needs a 4-digit PIN, a 16-digit eGift card has none.",
        "After the check the status is asked at once and up to 3 more times, 2 s apart, with a spinner on stderr while stderr is a terminal (never with --json). A status still not ready then is exit 1: \"Service unavailable. Please try after sometime.\" (GC_TIME_OUT, --json code \"timeout\"). A refused card is exit 1 with the service's message and key, ERR_GIFT_CARD_INVALID or ERR_SORRY_GIFTCARD_INVALID (code \"rejected\"). Under CAD the amount carries its code ($75.00 CAD).",
        "--json prints {\"lastFour\", \"eCard\", \"country\", \"balance\", \"currency\", \"amount\"}.",
      ],
      exitCodes: [
        [exitCodes.ok, "the balance"],
        [exitCodes.failed, "the card was refused (the service's message); the status was still not ready (GC_TIME_OUT); the service failed"],
        [
          exitCodes.usage,
          "a missing or invalid --country, card number or PIN, no captcha token with --api-root, a --card-number other than '-' or an argument (neither is printed), no terminal and no --card-number -, more than the number on stdin, an unknown --test-card, the prompt left with Ctrl+C (nothing is called)",
        ],
        [exitCodes.notAuthorised, "the service refused the call (HTTP 401 or 403)"],
      ],
      examples: [
        ["the balance of the fixtures' USD test card (for a real card leave out --test-card: the number is asked for)", "outfitter giftcard balance --country US --test-card usd"],
        ["an eGift card: 16 digits, no PIN", "outfitter giftcard balance --country US --test-card e-card"],
        ["a Canadian card, as JSON: the amount carries its code", "outfitter giftcard balance --country CA --test-card cad --json"],
        ["against the sandbox (outfitter sandbox --port 4010), with the stand-in captcha's token", "outfitter giftcard balance --country US --test-card usd --captcha-token fixtures-captcha-pass --api-root http://127.0.0.1:4010/api"],
      ],
    },
  },
  payments: {
    description: "a problem order's payment re-authorisation: its status and what it means",
    docs: {
      notes: [nonMemberRule],
      examples: [["is the member's re-authorised payment through?", "outfitter payments status PI-10000018001-authorised --member 5001"]],
    },
  },
  "payments status": {
    description:
      "a payment re-authorisation's status (reAuthStatus), what it means (authorised, still processing, declined, deferred, unknown) and, when it failed, what the customer was shown",
    arguments: [["payInstructionId", "the payment's id, as the re-authorisation answered it (letters, digits, '-', '_' or '.')"]],
    options: {
      retry: { flags: "--retry <n>", description: "the attempt's number sent as ?retry= (the payment page sends 0 to 4; default 0)" },
      member,
    },
    member: true,
    docs: {
      notes: [
        nonMemberRule,
        "One status is read and shown: AUTHORIZED is authorised, PROCESSING still processing (the page asks again, up to 5 times, 5 s apart), DECLINED declined, DEFERRED a time-out, anything else a status the page does not know; each is exit 0, since the service answered. A failed status also names the message the customer was shown.",
        "--json prints {\"payInstructionId\", \"reAuthStatus\", \"outcome\": \"authorized\" | \"pending\" | \"failed\", \"reason\" (failed only), \"meaning\", \"customerMessage\" (failed only)}.",
      ],
      exitCodes: [
        [exitCodes.ok, "the status, whatever it says"],
        [exitCodes.failed, "no such payment for the member, not a loyalty member, the service failed"],
        [exitCodes.usage, "an id that is not one path segment's worth of letters, digits, '-', '_' or '.', a --retry that is not a whole number from 0, no member named (nothing is called)"],
        [exitCodes.notAuthorised, "the service refused the member (HTTP 401 or 403)"],
      ],
      examples: [
        ["an authorised re-authorisation", "outfitter payments status PI-10000018001-authorised --member 5001"],
        ["a payment still processing at the first call, authorised at the third, as JSON", "outfitter payments status PI-10000018001-processing --retry 2 --member 5001 --json"],
        ["a deferred payment: what the customer was told", "OUTFITTER_MEMBER=5001 outfitter payments status PI-10000018001-deferred"],
      ],
    },
  },
  scenarios: {
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
  },
  replay: {
    description:
      "replay scripted flows (flows/*.yaml, *.json): each step an operation with its input and what is expected; against the embedded fixtures, a sandbox or --api-root, in a --scenario",
    arguments: [["flow...", "one or more flow files (.json, .yaml or .yml; see flows/README.md)"]],
    options: {
      junit: { flags: "--junit <file>", description: "also write JUnit XML there: a testsuite per flow, a testcase per step, a failure with its diff" },
    },
    docs: {
      notes: [
        "Every file is checked before anything runs: a file that is not JSON or YAML, does not match the flow schema (flows/flow.schema.json), calls an unknown operation, gives an operation an input it does not take, names an unknown scenario or lacks the member an operation needs is exit 2, the message naming the file, the step and the field; nothing runs, of any file.",
        "Each flow prints a header line, then a line per step as it finishes: \"✓ name (12 ms)\", or \"✗ name (5 ms)\" followed by the differing paths, expected beside actual. A flow stops at its first unmet expectation (its remaining steps are listed as not run); the other flows still run. A summary line ends the output.",
        "Against the embedded fixtures every flow starts from the seeded world (they are reset before each flow). A flow's own scenario wins over --scenario, which applies to the flows without one. Card numbers, CVVs, PINs and passwords are never printed, in the diff, --json or the JUnit file: a value under a secret key (cardNumber, cvv, cid, pin, password, securityCode) shows as ****, any other run of 12 or more digits as its last 4.",
        "--json prints {\"passed\", \"flows\": [{\"name\", \"file\", \"scenario\", \"passed\", \"ms\", \"steps\": [{\"name\", \"call\", \"passed\", \"ms\", \"outcome\", \"differences\"}], \"notRun\"}]} on stdout once the flows ran, passed or not; nothing is printed as they run.",
      ],
      exitCodes: [
        [exitCodes.ok, "every flow met every expectation"],
        [exitCodes.failed, "a flow did not: an answer differed from its expectation (the failure line names the flows)"],
        [exitCodes.usage, "a flow file that cannot be read, parsed or validated, an unknown scenario, a --junit whose folder does not exist (nothing runs)"],
      ],
      examples: [
        ["the store search flows against the embedded fixtures", "outfitter replay flows/stores.yaml"],
        ["two flows, the result as JSON (add --junit replay.xml for a CI report)", "outfitter replay flows/stores.yaml flows/help.json --json"],
        ["against the sandbox (outfitter sandbox --port 4010)", "outfitter replay flows/stores.yaml --api-root http://127.0.0.1:4010/api"],
      ],
    },
  },
  sandbox: {
    description: "serve the fixtures over HTTP until Ctrl+C; the API root is the first line of stdout",
    options: {
      port: { flags: "--port <port>", description: "port to listen on (0 picks a free one)", parse: parsePort, default: 4010 },
      host: { flags: "--host <host>", description: "interface to listen on", default: "127.0.0.1" },
      scenario: {
        flags: "--scenario <name>",
        description: "start in this fixtures scenario (outfitter scenarios lists them); POST /__outfitter/reset goes back to it",
      },
      har: {
        flags: "--har <file>",
        description: "serve a HAR recording's answers (browser devtools, Playwright's recordHar) ahead of the fixtures; its cookies and credentials are dropped",
      },
    },
    docs: {
      notes: [
        "Outside /api the sandbox answers its own control calls: POST /__outfitter/reset puts everything back to how it started (the fixtures, the --scenario, the recording's first answers); GET /__outfitter/scenario lists the scenarios and the selected one; PUT /__outfitter/scenario with {\"name\": \"…\"} selects one, {\"name\": null} clears it. A request's x-outfitter-scenario header applies a scenario to that request only.",
        "With --har, each recorded answer under /api is matched on method, path and query (on any origin), answered in recorded order (a repeated request's last answer repeats), at once. An answer is served only when it names a known call and its body decodes with the schema the clients read it with; stderr says \"served N responses from <file>; skipped M:\" and names each skipped entry (index, method, URL) and why.",
      ],
      exitCodes: [
        [exitCodes.ok, "stopped with Ctrl+C or SIGTERM"],
        [exitCodes.failed, "the port is in use, or the host cannot be listened on"],
        [exitCodes.usage, "a port that is not 0 to 65535; an unknown --scenario (the message lists them); a --har file that cannot be read, is not JSON, not a HAR log, or has an entry missing a request or response field (the message names the file and the entry); nothing is started"],
      ],
      examples: [
        ["serve on port 4010", "outfitter sandbox --port 4010"],
        ["then, in another terminal, the same commands over HTTP", "outfitter stores get 10001 --api-root http://127.0.0.1:4010/api"],
        ["start in a scenario: every store's details answer 500", "outfitter sandbox --port 4010 --scenario store-lookup-fails"],
        ["serve a recording ahead of the fixtures", "outfitter sandbox --port 4010 --har traffic.har"],
      ],
    },
  },
})

/** @typedef {keyof typeof commands} CommandPath */
