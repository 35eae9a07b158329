/**
 * `outfitter giftcard balance --country <c> [--pin <pin>] [--card-number -]
 * [--captcha-token <t>] [--test-card <name>]`: a gift card's balance, found the way the
 * help page's balance check finds it (orders §3 "Help and enrol entities", §4 "Gift card
 * form", §5 "Gift card", §7 "Help and enrol", §8, §9): the domain's
 * `validateGiftCardForm` checks the country, the number with its PIN and the captcha, the
 * clients' `GiftCards.lookup` sends the check and polls the status (at once, then up to 3
 * more times 2000 ms apart), and the balance is shown with the domain's `giftCardAmount`
 * (the symbol from `GiftCards.currencySymbol`; under CAD the code follows the amount).
 *
 * - The card number is never an argument: on a terminal it is asked for without echo, off
 *   one it is read from stdin with `--card-number -` (./cardNumber.ts), and from the
 *   moment it is read it is held in `Redacted`. Only its last 4 digits are ever printed,
 *   on stdout, on stderr and in --json; a service's message that quotes the number is
 *   masked down to them.
 * - While the status is polled a spinner turns on stderr when stderr is a terminal (never
 *   with --json); stdout keeps only the balance.
 * - Bad input is exit 2 with the domain's messages, nothing called: the country and the
 *   captcha before the number is asked for, the number and the PIN once it is read.
 * - A refused card (an errorKey: ERR_GIFT_CARD_INVALID, ERR_SORRY_GIFTCARD_INVALID, …) is
 *   exit 1 with the service's message (code "rejected"); a status still not ready after
 *   the last retry is exit 1 with GC_TIME_OUT's message, "Service unavailable. Please try
 *   after sometime." (code "timeout"); a failed call is the usual failure line.
 *
 * Where the spec is silent (choices):
 * - the captcha: the check's `recaptchaResponse` is `--captcha-token` when given; against
 *   the embedded fixtures it defaults to the domain's `standInCaptchaToken` (what the
 *   storefront's stand-in captcha gives, and the only token the fixtures take); against
 *   `--api-root` there is no default, since a live service verifies reCAPTCHA: without a
 *   token the command stops with exit 2 before anything is asked or called;
 * - the prompt left with Ctrl+C is exit 130 (code "interrupted"), as every interactive
 *   command's Ctrl+C;
 * - `--card-number` takes `-` only: any other value is refused (exit 2) without being
 *   quoted, since a number there is already in the shell's history; on a terminal `-`
 *   asks, as reading a terminal's stdin would echo the number;
 * - without a terminal and without `--card-number -` the command stops with exit 2 rather
 *   than read stdin unasked;
 * - `--test-card <name>` takes one of the fixtures' magic cards by name (the examples run
 *   on it, the sandbox serves the same cards); `--pin` replaces its PIN;
 * - the PIN is a flag, as the card's back prints it; it is not asked for.
 *
 * @since 0.4.0
 */
import { GiftCards, type GiftCardLookupError } from "@outfitter/clients/help"
import {
  type GiftCardCheck,
  type GiftCardField,
  giftCardAmount,
  type GiftCardFormErrors,
  standInCaptchaToken,
  validateGiftCardForm,
} from "@outfitter/domain/help"
import { maskCardNumberIn } from "@outfitter/domain/payments/card-mask"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { CliError, ErrorCode, ExitCode, interruptedError, usageError } from "../../CliError.ts"
import { failureFor } from "../../failures.ts"
import { serviceCommand } from "../../run.ts"
import { startSpinner } from "../wallet/spinner.ts"
import {
  promptCardNumber,
  promptLeftMessage,
  type PromptTerminal,
  readCardNumberFrom,
  testCard,
} from "./cardNumber.ts"
import { giftcardBalance } from "./balance.flags.ts"

/** @category messages */
export const cardNumberFlagMessage =
  "--card-number takes only '-' (read the card number from stdin): a card number typed on the command line stays in the shell's history"

/** @category messages */
export const noTerminalMessage =
  "No card number: stdin is not a terminal, so the CLI cannot ask for it; pipe it in with --card-number - (echo <number> | outfitter giftcard balance --country <code> --card-number -)"

/** @category messages */
export const captchaNeededMessage =
  `A live service verifies the captcha: pass --captcha-token <token>, a reCAPTCHA response for the store's site key (the sandbox takes ${standInCaptchaToken})`

/** @category messages */
export const testCardWithNumberMessage = "--test-card and --card-number exclude each other: the test card is the number"

/** @category messages */
export const unreadableMessage = "The card number could not be read"

/** Where the number comes from. @category models */
export type CardSource =
  | { readonly _tag: "Prompt" }
  | { readonly _tag: "Stdin" }
  | { readonly _tag: "TestCard"; readonly name: string }

/** The command's input: the flags, never the number. @category models */
export interface BalanceInput {
  readonly country: string | undefined
  readonly pin: string | undefined
  readonly captcha: string
  readonly source: CardSource
  readonly apiRoot: string | undefined
  /** The terminal the prompt uses, and stdin for `--card-number -`. */
  readonly terminal: PromptTerminal
  /** Where the spinner turns (a terminal), when one does. */
  readonly spinner: NodeJS.WriteStream | undefined
}

/** A balance as the command reports it. @category models */
export interface BalanceShown {
  readonly lastFour: string
  readonly eCard: boolean
  readonly country: string
  readonly balance: number
  readonly currency: string
  /** "$50.00", "$75.00 CAD", … */
  readonly amount: string
}

/** The flag each field comes from, after its message. */
const fieldFlags: ReadonlyArray<readonly [GiftCardField, string]> = [
  ["country", " (--country)"],
  ["cardNumber", ""],
  ["pin", " (--pin)"],
  ["captcha", " (--captcha-token)"],
]

/**
 * The domain's messages of the failing fields, in the form's order, each with its flag.
 *
 * @category formatting
 */
export const validationMessage = (fields: GiftCardFormErrors["fields"]): string =>
  fieldFlags.flatMap(([field, flag]) => (fields[field] === undefined ? [] : [`${fields[field]}${flag}`])).join(" ")

/** The start of every line about a card. @category formatting */
export const cardLabel = (check: Pick<GiftCardCheck, "eCard" | "lastFour">): string =>
  `${check.eCard ? "eGift card" : "Gift card"} ending in ${check.lastFour}`

/**
 * A failed lookup as the CliError the command stops with (exit 1): a refusal with the
 * service's message and key (code "rejected"), GC_TIME_OUT with its message (code
 * "timeout"), else the usual failure line.
 *
 * @category errors
 */
export const lookupFailure = (error: GiftCardLookupError, check: GiftCardCheck, apiRoot: string | undefined): CliError => {
  switch (error._tag) {
    case "GiftCardRefused":
      return new CliError(`${cardLabel(check)}: ${error.message} (${error.errorKey})`, ExitCode.Failed, ErrorCode.Rejected)
    case "GiftCardTimedOut":
      return new CliError(`${cardLabel(check)}: ${error.message} (${error.errorKey})`, ExitCode.Failed, ErrorCode.Timeout)
    default:
      return failureFor(error, { command: "giftcard balance", what: "Balance check failed", apiRoot })
  }
}

/** A CliError with the card number masked in its message and details. */
const masked = (error: CliError, digits: string, pin: string): CliError => {
  const safe = new CliError(maskCardNumberIn(error.message, digits, pin), error.exitCode, error.code)
  safe.details = error.details.map((line) => maskCardNumberIn(line, digits, pin))
  return safe
}

/**
 * The check and its polling, with a spinner on `output` when given, then the amount as
 * shown.
 *
 * @category programs
 */
export const lookupBalance = (check: GiftCardCheck, output: NodeJS.WriteStream | undefined) =>
  Effect.gen(function*() {
    const cards = yield* GiftCards
    const spinner = output === undefined
      ? undefined
      : yield* Effect.promise(() => startSpinner(output, `${cardLabel(check)}: checking the balance…`))
    const found = yield* cards.lookup(check).pipe(
      Effect.flatMap((balance) => Effect.map(cards.currencySymbol(balance.currency), (symbol) => ({ ...balance, symbol }))),
      Effect.ensuring(Effect.sync(() => spinner?.stop())),
    )
    return {
      lastFour: check.lastFour,
      eCard: check.eCard,
      country: check.body.country,
      balance: found.balance,
      currency: found.currency,
      amount: giftCardAmount(found),
    } satisfies BalanceShown
  })

/** The number (and the PIN) from where the input says. Throws a CliError (exit 2). */
const readCard = async (input: BalanceInput): Promise<{ readonly cardNumber: Redacted.Redacted<string>; readonly pin: string }> => {
  switch (input.source._tag) {
    case "TestCard": {
      const card = await testCard(input.source.name)
      return { cardNumber: card.cardNumber, pin: input.pin ?? card.pin }
    }
    case "Stdin":
      return { cardNumber: await readCardNumberFrom(input.terminal.stdin), pin: input.pin ?? "" }
    case "Prompt": {
      const answer = await promptCardNumber(input.terminal)
      if (answer._tag === "Left") throw interruptedError(promptLeftMessage)
      return { cardNumber: answer.value, pin: input.pin ?? "" }
    }
  }
}

/**
 * Reads the number, validates the form and looks the balance up; every failure is a
 * CliError with the number masked.
 *
 * @category programs
 */
export const balanceProgram = (input: BalanceInput) =>
  Effect.gen(function*() {
    const card = yield* Effect.tryPromise({
      try: () => readCard(input),
      catch: (error) => (error instanceof CliError ? error : usageError(unreadableMessage, ErrorCode.Usage)),
    })
    const number = Redacted.value(card.cardNumber)
    const checked = validateGiftCardForm({ country: input.country, cardNumber: number, pin: card.pin, captcha: input.captcha })
    if (Result.isFailure(checked)) return yield* Effect.fail(usageError(validationMessage(checked.failure.fields)))
    const digits = number.replace(/[\s-]/g, "")
    return yield* lookupBalance(checked.success, input.spinner).pipe(
      Effect.mapError((error) => masked(lookupFailure(error, checked.success, input.apiRoot), digits, card.pin.trim())),
    )
  })

/**
 * Where the number comes from: the test card when named; else the prompt on a terminal
 * (`--card-number -` too: a terminal's stdin would echo it); else stdin when `-` is
 * given; else a usage error (exit 2).
 *
 * @category parsing
 */
export const cardSource = (testCardName: string | undefined, dash: boolean, onTerminal: boolean): CardSource => {
  if (testCardName !== undefined) return { _tag: "TestCard", name: testCardName }
  if (onTerminal) return { _tag: "Prompt" }
  if (dash) return { _tag: "Stdin" }
  throw usageError(noTerminalMessage, ErrorCode.Usage)
}

/** The command (run by program.ts). */
export const command = serviceCommand(giftcardBalance, {
  what: "Balance check failed",
  parse: (flags, _args, { global }): BalanceInput => {
    if (flags.cardNumber !== undefined && flags.cardNumber.trim() !== "-") throw usageError(cardNumberFlagMessage, ErrorCode.Usage)
    if (flags.testCard !== undefined && flags.cardNumber !== undefined) throw usageError(testCardWithNumberMessage, ErrorCode.Usage)
    const captcha = flags.captchaToken ?? (global.apiRoot === undefined ? standInCaptchaToken : undefined)
    if (captcha === undefined) throw usageError(captchaNeededMessage, ErrorCode.Usage)
    // the fields the number does not decide, checked before it is asked for
    const early = validateGiftCardForm({ country: flags.country, cardNumber: "", pin: "", captcha })
    if (Result.isFailure(early)) {
      const { country, captcha: captchaError } = early.failure.fields
      const fields = { ...(country === undefined ? {} : { country }), ...(captchaError === undefined ? {} : { captcha: captchaError }) }
      if (Object.keys(fields).length > 0) throw usageError(validationMessage(fields))
    }
    return {
      country: flags.country,
      pin: flags.pin,
      captcha,
      source: cardSource(flags.testCard, flags.cardNumber !== undefined, process.stdin.isTTY === true),
      apiRoot: global.apiRoot,
      terminal: { stdin: process.stdin, output: process.stderr },
      spinner: !global.json && process.stderr.isTTY ? process.stderr : undefined,
    }
  },
  clients: GiftCards.layer,
  program: balanceProgram,
  json: (shown) => shown,
  text: (shown) => `${cardLabel(shown)}: ${shown.amount}`,
})
