/**
 * `outfitter giftcard balance`: its description, arguments, flags and help; balance.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"

export const giftcardBalance = declareCommand({
  path: "giftcard balance",
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
      "The card number: on a terminal the CLI asks \"Gift card number (not shown as you type):\" on stderr and shows nothing as it is typed; Enter ends it, Backspace deletes, Ctrl+U clears, Ctrl+C leaves (exit 130, nothing called). Off a terminal, pipe the number in with --card-number -, alone on one line (spaces and hyphens between the digits are ignored), from the program that holds it: `your-vault read card | outfitter giftcard balance --country US --pin 1234 --card-number -`; with the fixtures, `echo 600000000001 | outfitter giftcard balance --country US --pin 1234 --card-number -`. Without a terminal and without --card-number - the command stops with exit 2. A number given as --card-number's value is refused (exit 2) and never printed.",
      "Only the last 4 digits of the card are ever printed, on stdout, on stderr and in --json; a service's message quoting the number is masked down to them (`****0001`).",
      "The captcha: the check carries a captcha token (recaptchaResponse), as the help page's does. Against the embedded fixtures it is their stand-in token unless --captcha-token is given. Against --api-root a token is required (exit 2 without one, nothing called): a live service verifies reCAPTCHA, so pass a response for the store's site key (a token is good for one check); the sandbox takes the stand-in's token, --captcha-token fixtures-captcha-pass.",
      "The country and the captcha are checked before the number is asked for, the number and the PIN once it is read, each with the rules' message (exit 2, nothing called): a 12-digit card needs a 4-digit PIN, a 16-digit eGift card has none.",
      "After the check the status is asked at once and up to 3 more times, 2 s apart, with a spinner on stderr while stderr is a terminal (never with --json). A status still not ready then is exit 1: \"Service unavailable. Please try after sometime.\" (GC_TIME_OUT, --json code \"timeout\"). A refused card is exit 1 with the service's message and key, ERR_GIFT_CARD_INVALID or ERR_SORRY_GIFTCARD_INVALID (code \"rejected\"). Under CAD the amount carries its code ($75.00 CAD).",
      "--json prints {\"lastFour\", \"eCard\", \"country\", \"balance\", \"currency\", \"amount\"}.",
    ],
    exitCodes: [
      [ExitCode.Ok, "the balance"],
      [ExitCode.Failed, "the card was refused (the service's message); the status was still not ready (GC_TIME_OUT); the service failed"],
      [
        ExitCode.Usage,
        "a missing or invalid --country, card number or PIN, no captcha token with --api-root, a --card-number other than '-' or an argument (neither is printed), no terminal and no --card-number -, more than the number on stdin, an unknown --test-card (nothing is called)",
      ],
      [ExitCode.NotAuthorised, "the service refused the call (HTTP 401 or 403)"],
      [ExitCode.Interrupted, "the prompt left with Ctrl+C (nothing is called)"],
    ],
    examples: [
      ["the balance of the fixtures' USD test card (for a real card leave out --test-card: the number is asked for)", "outfitter giftcard balance --country US --test-card usd"],
      ["an eGift card: 16 digits, no PIN", "outfitter giftcard balance --country US --test-card e-card"],
      ["a Canadian card, as JSON: the amount carries its code", "outfitter giftcard balance --country CA --test-card cad --json"],
      ["against the sandbox (outfitter sandbox --port 4010), with the stand-in captcha's token", "outfitter giftcard balance --country US --test-card usd --captcha-token fixtures-captcha-pass --api-root http://127.0.0.1:4010/api"],
    ],
  },
  load: (): Promise<CommandModule> => import("./balance.ts"),
})
