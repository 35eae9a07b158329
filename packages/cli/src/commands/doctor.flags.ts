/**
 * `outfitter doctor`: its description, flags and help; doctor.ts runs it.
 *
 * @since 0.8.0
 */
import { type CommandModule, declareCommand } from "../declare.ts"
import { ExitCode } from "../exitCodes.ts"

export const doctor = declareCommand({
  path: "doctor",
  description:
    "call every read-only endpoint the CLI uses and decode each answer with the clients' schemas: which answer as expected, which differ (the first field that does not decode), which are unreachable or refused",
  options: {
    postalCode: { flags: "--postal-code <code>", description: "a postal code for the geocoder check (in the site's country)" },
    store: { flags: "--store <id>", description: "a store id for the store look-up and, with --sku, the availability check" },
    sku: { flags: "--sku <sku>", description: "a short sku for the availability check (with --store)" },
    order: { flags: "--order <number>", description: "an order number for the guest order look-up (with --email)" },
    email: { flags: "--email <email>", description: "the e-mail the --order was placed with" },
    member: {
      flags: "--member <id>",
      description: "the member the member checks act as over the fixtures or a sandbox (default: $OUTFITTER_MEMBER, else a seeded member); a live API root uses the signed-in session",
    },
    payment: { flags: "--payment <id>", description: "a payment re-authorisation's payInstructionId for the payment status check (the member's)" },
    walletOrder: { flags: "--wallet-order <number>", description: "an order number for the mobile-wallet payment status check" },
    giftCardNumber: {
      flags: "--gift-card-number <->",
      description: "'-': read a gift card's number from stdin for the balance check (never on the command line)",
    },
    giftCardPin: { flags: "--gift-card-pin <pin>", description: "the PIN of that gift card" },
    captchaToken: { flags: "--captcha-token <token>", description: "a reCAPTCHA response for the balance check (a live service verifies it)" },
  },
  docs: {
    notes: [
      "A team pointing the storefront at a new back end learns in one command what will break. Each check makes the calls its command makes, through the same clients, and reads the answer with the schemas the clients decode with; nothing that changes state is called (no cancel, resend, add-order, submission or precreate).",
      "Outcomes: ok (the answer decoded); differs (the answer did not decode: the path of the first field that does not, and what was expected there; or the service answered something else, such as HTTP 404 for the id given); unreachable (no connection, no answer within --timeout, HTTP 5xx: with the cause); refused (HTTP 401 or 403: sign in with outfitter auth login); skipped (an id it needs was not given: the flag that enables it; or no session for the member checks: how to sign in).",
      "Over the embedded fixtures and a sandbox every id defaults to a seeded one, so `outfitter doctor` with no flags checks everything; against any other API root an id not given as a flag is read from the config file (outfitter config set doctor-order 10000016001; the keys doctor-postal-code, doctor-store, doctor-sku, doctor-order, doctor-email, doctor-payment, doctor-wallet-order), and a check whose id is in neither is skipped. The member checks use the session outfitter auth login kept for the API root and --site. Checks run four at a time; --timeout bounds each call (its retries included).",
      "The table lists each check's name, its call (method and path under the API root), its outcome and the detail; --json prints an array of {name, method, path, outcome, detail}, with field and expected for an answer that differs.",
    ],
    exitCodes: [
      [ExitCode.Ok, "every check that ran answered as expected (skipped ones aside)"],
      [ExitCode.Failed, "a check differs, is unreachable or was refused (the report is still printed on stdout)"],
      [ExitCode.Usage, "an id in a form no check could send (an order number that is not 11 to 24 digits, a store id that is not a number, …), --gift-card-number other than '-'"],
    ],
    examples: [
      ["check everything against the embedded fixtures", "outfitter doctor"],
      ["a back end on port 4010 (signed in with outfitter auth login), with ids it knows", "outfitter doctor --api-root http://127.0.0.1:4010/api --order 10000016001 --email registered@outfitter.test --store 10001"],
      ["as JSON, for a CI job", "outfitter doctor --api-root http://127.0.0.1:4010/api --json"],
    ],
  },
  load: (): Promise<CommandModule> => import("./doctor.ts"),
})
