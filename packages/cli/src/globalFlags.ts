/**
 * What the program itself declares: the words after its usage, the flags every command
 * takes (after commander's own --version) and the top-level help's notes, exit codes and
 * examples.
 *
 * @since 0.1.0
 */
import { defaultCallTimeoutSeconds } from "@outfitter/domain/errors/call-timeout"
import { defaultSiteCode } from "@outfitter/domain/site/default-site"
import { nonMemberRule } from "./commands/memberFlags.ts"
import type { CommandDocs } from "./declare.ts"
import { exitCodeTable } from "./exitCodes.ts"
import { parseTimeout } from "./flagParsers.ts"
/** The words after the top-level help's usage. */
export const programDescription =
  "Outfitter support CLI: find stores (near a point or a postal code), look one up and check a store's stock of a sku; read a loyalty member's points and history and add a past order's points; look up an order by number and e-mail, cancel it or some of its items, resend its confirmation or e-receipt; work out a return's refund or submit one through a wizard; read an order's mobile-wallet payment status or make its QR code; read a payment re-authorisation's status; check a gift card's balance; and serve the fixtures as a sandbox. Without --api-root every command answers from the embedded fixtures, with no network."

/** The options every command takes, after commander's own --version. */
export const globalFlags = {
  json: { flags: "--json", description: "machine output: JSON on stdout and nothing else; a failure is one JSON line on stderr" },
  apiRoot: {
    flags: "--api-root <url>",
    description: "a live service's API root (default: $OUTFITTER_API_ROOT, else the config's api-root, else the embedded fixtures)",
  },
  site: {
    flags: "--site <code>",
    description: "site code: us, eu, wd, ca, uk, am or cn (decides the default radius unit and the postal-code country)",
    default: defaultSiteCode,
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
    default: defaultCallTimeoutSeconds,
  },
} as const

/** The top-level help's notes, exit codes and examples. */
export const programDocs: CommandDocs = {
  notes: [
    "With --json a failure prints nothing on stdout and one line on stderr: {\"error\":{\"code\":\"not-authorised\",\"message\":\"…\",\"exitCode\":3}}.",
    `Members: the loyalty and orders commands act as a loyalty member, named by --member <id> or OUTFITTER_MEMBER=<id> over the embedded fixtures and a sandbox; against a live API root, the member signed in with outfitter auth login (without a session the command says how to sign in, exit 3). ${nonMemberRule}`,
    `A service that does not answer: every call must be answered within --timeout seconds (${defaultCallTimeoutSeconds} unless given); past it the command prints "<what failed>: the service did not answer in N s" on stderr and exits 1 (--json: code "timeout").`,
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
}
