/**
 * `outfitter sandbox`: its description, arguments, flags and help; sandbox.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../declare.ts"
import { ExitCode } from "../exitCodes.ts"
import { collectValues, parsePort } from "../flagParsers.ts"

export const sandbox = declareCommand({
  path: "sandbox",
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
    record: {
      flags: "--record <file.har>",
      description: "write every call under /api and its answer to this HAR 1.2 file as they are answered (--har replays it); no cookies",
    },
    corsOrigin: {
      flags: "--cors-origin <origin>",
      description:
        "let pages on this origin (http://localhost:3000) call the sandbox with credentials, so the visitor's cookies go along; repeat for more origins",
      parse: collectValues,
    },
  },
  docs: {
    notes: [
      "Outside /api the sandbox answers its own control calls: POST /__outfitter/reset puts everything back to how it started (the fixtures, the --scenario, the recording's first answers); GET /__outfitter/scenario lists the scenarios and the selected one; PUT /__outfitter/scenario with {\"name\": \"…\"} selects one, {\"name\": null} clears it. A request's x-outfitter-scenario header applies a scenario to that request only.",
      "With --record, the file is written when the sandbox starts (an empty log) and again after every answer, so it is whole whenever the sandbox stops: each call under /api with its request headers, query and body (a sign-in's test password included, as the replay matches by it) and the answer's status, headers and body (text, or base64 for a binary body), in the order answered. Cookies, Set-Cookie and authorisation headers are never written; the control calls and preflights are not recorded.",
      "CORS: any origin may call the sandbox without credentials (Access-Control-Allow-Origin: *). A request from a --cors-origin is answered with that origin, Access-Control-Allow-Credentials: true and the answer's headers exposed, and its preflight allows the clients' methods and the headers it asks for, so a page there can use fetch's credentials: \"include\" (the clients' credentials option).",
      "With --har, each recorded answer under /api is matched on method, path, query and request body (JSON keys and form fields in any order; on any origin), answered in recorded order (a repeated request's last answer repeats), at once. An answer is served only when it names a known call and its body decodes with the schema the clients read it with; stderr says \"served N responses from <file>; skipped M:\" and names each skipped entry (index, method, URL) and why. A body Playwright attached beside the recording (content: \"attach\") is read from the file the entry names, in the recording's folder; one that cannot be read, or a body the recording left out, is skipped, never served empty.",
    ],
    exitCodes: [
      [ExitCode.Ok, "stopped with Ctrl+C or SIGTERM, or the process that started it ended (npx pnpm's wrappers take a SIGTERM without passing it on)"],
      [ExitCode.Failed, "the port is in use, or the host cannot be listened on"],
      [ExitCode.Usage, "a port that is not 0 to 65535; an unknown --scenario (the message lists them); a --har file that cannot be read, is not JSON, not a HAR log, or has an entry missing a request or response field (the message names the file and the entry); a --cors-origin that is not an origin; a --record whose folder does not exist; nothing is started"],
    ],
    examples: [
      ["serve on port 4010", "outfitter sandbox --port 4010"],
      ["then, in another terminal, the same commands over HTTP", "outfitter stores get 10001 --api-root http://127.0.0.1:4010/api"],
      ["start in a scenario: every store's details answer 500", "outfitter sandbox --port 4010 --scenario store-lookup-fails"],
      ["serve a recording ahead of the fixtures", "outfitter sandbox --port 4010 --har traffic.har"],
      ["record what a test run sends, then serve that recording", "outfitter sandbox --port 4010 --record run.har"],
      ["the API of a Next.js app on port 3000 that sends the visitor's cookies", "outfitter sandbox --port 4010 --cors-origin http://localhost:3000"],
    ],
  },
  load: (): Promise<CommandModule> => import("./sandbox.ts"),
})
