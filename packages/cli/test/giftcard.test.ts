/**
 * `outfitter giftcard balance`: the real CLI in process against the embedded fixtures
 * (their test cards), a stub service for what the fixtures do not say (a message quoting
 * the card, a 401) and to prove nothing is called for bad input, the real binary for
 * stdin, the hidden prompt on a terminal made in this process, and the status polling
 * under the TestClock (4 status calls 2000 ms apart, then GC_TIME_OUT) with its spinner.
 *
 * Every run is checked for the full card number: only its last 4 digits may show.
 */
import { describe, expect, it } from "@effect/vitest"
import { clientsLayer } from "@outfitter/clients"
import { giftCardMessages, giftCardTimeOutMessage, standInCaptchaToken } from "@outfitter/domain"
import { giftCardMagic, resetFixtures } from "@outfitter/fixtures"
import { createFixtureFetch } from "@outfitter/fixtures/node"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Redacted from "effect/Redacted"
import * as TestClock from "effect/testing/TestClock"
import { Readable } from "node:stream"
import { afterAll, beforeAll, beforeEach } from "vitest"
import {
  balanceProgram,
  type BalanceInput,
  captchaNeededMessage,
  cardNumberFlagMessage,
  cardSource,
  type CardSource,
  noTerminalMessage,
  testCardWithNumberMessage,
} from "../src/commands/giftcard/balance.ts"
import {
  cardPrompt,
  editHidden,
  promptCardNumber,
  promptLeftMessage,
  readCardNumberFrom,
  stdinTooMuchMessage,
  testCardName,
} from "../src/commands/giftcard/cardNumber.ts"
import { commands } from "../src/manifest.ts"
import { embeddedApiRoot } from "../src/runtime.ts"
import { type CliRun, jsonError, runCli, usageText } from "./support/cli.ts"
import { startStub, type StubService } from "./support/stub-service.ts"
import { fakeTerminal, runPiped as runBinPiped } from "./support/terminal.ts"

const magic = giftCardMagic
const invalidMessage = "The gift card number or PIN you entered is not valid."
const sorryMessage = "Sorry, this gift card cannot be checked online."

/** Every test card's number, and the number followed by its PIN: none may ever be printed. */
const secrets = Object.values(magic).flatMap((card) => [card.cardNumber, `${card.cardNumber}${card.pin}`])

/** The run, after checking no full card number shows on stdout or stderr. */
const shown = (run: CliRun): CliRun => {
  for (const secret of secrets) {
    expect(run.stdout).not.toContain(secret)
    expect(run.stderr).not.toContain(secret)
  }
  return run
}

const balance = (...args: ReadonlyArray<string>) => runCli(["giftcard", "balance", ...args]).then(shown)

beforeEach(() => resetFixtures())

describe("outfitter giftcard balance against the fixtures' test cards", () => {
  it("a card with its PIN: the balance with its symbol, only the last 4 digits", async () => {
    expect(await balance("--country", "US", "--test-card", "usd")).toEqual({ code: 0, stdout: "Gift card ending in 0001: $50.00\n", stderr: "" })
  })

  it("an eGift card (16 digits, no PIN); a Canadian card's amount carries its code", async () => {
    expect(await balance("--country", "us", "--test-card", "e-card")).toEqual({ code: 0, stdout: "eGift card ending in 0002: $25.00\n", stderr: "" })
    expect(await balance("--country", "CA", "--test-card", "cad")).toEqual({ code: 0, stdout: "Gift card ending in 0003: $75.00 CAD\n", stderr: "" })
  })

  it("--json: the last 4 digits, the kind of card, the country, the balance, its currency and the amount as shown", async () => {
    const run = await balance("--country", "CA", "--test-card", "cad", "--json")
    expect(run.code).toBe(0)
    expect(run.stderr).toBe("")
    expect(JSON.parse(run.stdout)).toEqual({ lastFour: "0003", eCard: false, country: "CA", balance: 75, currency: "CAD", amount: "$75.00 CAD" })
    const eCard = await balance("--country", "US", "--test-card", "e-card", "--json")
    expect(JSON.parse(eCard.stdout)).toEqual({ lastFour: "0002", eCard: true, country: "US", balance: 25, currency: "USD", amount: "$25.00" })
  })

  it("a refused card is exit 1 with the service's message and key (code rejected), for either invalid key", async () => {
    expect(await balance("--country", "US", "--test-card", "invalid")).toEqual({
      code: 1,
      stdout: "",
      stderr: `Gift card ending in 0004: ${invalidMessage} (ERR_GIFT_CARD_INVALID)\n`,
    })
    expect(jsonError(await balance("--country", "US", "--test-card", "sorry-invalid", "--json"))).toEqual({
      code: "rejected",
      exitCode: 1,
      message: `Gift card ending in 0005: ${sorryMessage} (ERR_SORRY_GIFTCARD_INVALID)`,
    })
  })

  it("a known card with a wrong PIN (--pin replaces the test card's) is refused; a failing check is the failure line", async () => {
    expect(await balance("--country", "US", "--test-card", "usd", "--pin", "9999")).toMatchObject({
      code: 1,
      stderr: `Gift card ending in 0001: ${invalidMessage} (ERR_GIFT_CARD_INVALID)\n`,
    })
    expect(await balance("--country", "US", "--test-card", "check-fails")).toEqual({
      code: 1,
      stdout: "",
      stderr: "Balance check failed: service unavailable (HTTP 500)\n",
    })
  })

  it("another captcha token than the stand-in's is the fixtures' to refuse (exit 1)", async () => {
    const run = await balance("--country", "US", "--test-card", "usd", "--captcha-token", "not-the-stand-in")
    expect(run.code).toBe(1)
    expect(run.stderr).toBe("Balance check failed: The captcha could not be verified\n")
  })

  it("the manifest names every test card the fixtures have", () => {
    const description = commands["giftcard balance"].options.testCard.description
    for (const key of Object.keys(magic)) expect(description).toContain(` ${testCardName(key)}`)
    expect(testCardName("afterTwoRetries")).toBe("after-two-retries")
  })
})

describe("bad input: the rules' messages, exit 2, nothing called", () => {
  let stub: StubService
  beforeAll(async () => {
    stub = await startStub(() => ({ status: 200, body: { lookupId: "L-1" } }))
  })
  afterAll(() => stub.close())

  const live = () => ["--api-root", stub.apiRoot] as const

  it.each([
    [["--test-card", "usd"], `${giftCardMessages.country} (--country)`],
    [["--country", "USA", "--test-card", "usd"], `${giftCardMessages.country} (--country)`],
    [["--country", "US", "--test-card", "usd", "--pin", "12"], `${giftCardMessages.pin} (--pin)`],
    [["--country", "US", "--test-card", "usd", "--pin", "12ab"], `${giftCardMessages.pin} (--pin)`],
    [["--country", "US", "--test-card", "e-card", "--pin", "1234"], `${giftCardMessages.eCardPin} (--pin)`],
    [["--country", "US", "--test-card", "usd", "--captcha-token", " "], `${giftCardMessages.captcha} (--captcha-token)`],
    [["--test-card", "usd", "--captcha-token", " "], `${giftCardMessages.country} (--country) ${giftCardMessages.captcha} (--captcha-token)`],
  ] as const)("%j: %s", async (args, message) => {
    const token = (args as ReadonlyArray<string>).includes("--captcha-token") ? [] : ["--captcha-token", "t"]
    expect(await balance(...args, ...token, ...live())).toEqual({ code: 2, stdout: "", stderr: usageText("giftcard balance", message) })
    expect(jsonError(await balance(...args, ...token, ...live(), "--json"))).toEqual({ code: "invalid-input", exitCode: 2, message })
    expect(stub.requests).toEqual([])
  })

  it.each([
    [["--country", "US", "--test-card", "usd"], captchaNeededMessage],
    [["--country", "US", "--card-number", magic.usd.cardNumber, "--captcha-token", "t"], cardNumberFlagMessage],
    [["--country", "US", "--test-card", "usd", "--card-number", "-", "--captcha-token", "t"], testCardWithNumberMessage],
    [["--country", "US", "--test-card", magic.usd.cardNumber, "--captcha-token", "t"], "Unknown test card: use one of usd, e-card, cad, invalid, sorry-invalid, after-one-retry, after-two-retries, never-ready, check-fails"],
    [[magic.usd.cardNumber, "--country", "US", "--captcha-token", "t"], "too many arguments for 'giftcard balance'; what was given is not printed"],
  ] as const)("%j: usage, never printing a number given", async (args, message) => {
    expect(await balance(...args, ...live())).toEqual({ code: 2, stdout: "", stderr: usageText("giftcard balance", message) })
    expect(jsonError(await balance(...args, ...live(), "--json"))).toEqual({ code: "usage", exitCode: 2, message })
    expect(stub.requests).toEqual([])
  })

  it("the number's source: the test card, else the prompt on a terminal (with - too), else stdin with -, else exit 2", () => {
    expect(cardSource("usd", false, true)).toEqual({ _tag: "TestCard", name: "usd" })
    expect(cardSource(undefined, true, true)).toEqual({ _tag: "Prompt" })
    expect(cardSource(undefined, false, true)).toEqual({ _tag: "Prompt" })
    expect(cardSource(undefined, true, false)).toEqual({ _tag: "Stdin" })
    expect(() => cardSource(undefined, false, false)).toThrow(noTerminalMessage)
  })
})

describe("a service's words never carry the number", () => {
  const spaced = magic.usd.cardNumber.replace(/(\d{4})(?=\d)/g, "$1 ")
  const quoting = `Card ${spaced} (sent as ${magic.usd.cardNumber}${magic.usd.pin}) is not valid`
  /** What the stub answers every call with, set by each test. */
  let answer: (path: string) => { readonly status: number; readonly body: unknown } = () => ({ status: 404, body: {} })
  let stub: StubService
  beforeAll(async () => {
    stub = await startStub((request) => answer(request.path))
  })
  afterAll(() => stub.close())
  const args = () => ["--country", "US", "--test-card", "usd", "--captcha-token", "t", "--api-root", stub.apiRoot] as const
  const serviceError = (status: number) => ({ status, body: { error: [{ errorCode: String(status), errorKey: "E", errorMessage: quoting }] } })

  it("a refusal quoting the number is masked down to its last 4 digits, in text and in --json", async () => {
    answer = (path) =>
      path.startsWith("/payments/giftcard/check")
        ? { status: 200, body: { lookupId: "L-1" } }
        : { status: 200, body: { errorKey: "ERR_GIFT_CARD_INVALID", errorMessage: quoting } }
    const masked = "Gift card ending in 0001: Card ****0001 (sent as ****0001) is not valid (ERR_GIFT_CARD_INVALID)"
    expect(await balance(...args())).toEqual({ code: 1, stdout: "", stderr: `${masked}\n` })
    expect(jsonError(await balance(...args(), "--json"))).toEqual({ code: "rejected", exitCode: 1, message: masked })
  })

  it("a failed check quoting the number is masked too, --verbose's call line included; a 401 is exit 3", async () => {
    answer = () => serviceError(500)
    const failed = await balance(...args(), "--verbose")
    expect(failed.code).toBe(1)
    expect(failed.stderr).toBe(
      `Balance check failed: Card ****0001 (sent as ****0001) is not valid (HTTP 500)\n  call: POST ${stub.apiRoot}/payments/giftcard/check\n`,
    )
    answer = () => serviceError(401)
    expect(jsonError(await balance(...args(), "--json"))).toEqual({
      code: "not-authorised",
      exitCode: 3,
      message: "Not authorised: the service refused giftcard balance (HTTP 401)",
    })
  })
})

describe("the hidden prompt", () => {
  it.each([
    ["digits then Enter", "600000000001\r", { text: "600000000001", end: "entered" }],
    ["a line feed ends it too; what follows is ignored", "6000\n1234", { text: "6000", end: "entered" }],
    ["Ctrl+D ends it", "6000\u0004", { text: "6000", end: "entered" }],
    ["Backspace (DEL) deletes the last character", "60019\u007f\r", { text: "6001", end: "entered" }],
    ["Backspace (BS) too, and not past the start", "6\b\b\r", { text: "", end: "entered" }],
    ["Ctrl+U clears", "1234\u00156000\r", { text: "6000", end: "entered" }],
    ["arrow keys and other escape sequences are dropped", "60\u001b[D\u001b[1;5C\u001bOA00\r", { text: "6000", end: "entered" }],
    ["other control characters are dropped", "6\t0\u00070\r", { text: "600", end: "entered" }],
    ["Ctrl+C leaves", "6000\u0003\r", { text: "6000", end: "left" }],
    ["nothing ends it yet", "6000", { text: "6000", end: undefined }],
  ] as const)("%s", (_name, keys, expected) => {
    expect(editHidden("", keys)).toEqual(expected)
  })

  it("keeps what was typed across chunks", () => {
    expect(editHidden(editHidden("", "6000 0000").text, " 0001\r")).toEqual({ text: "6000 0000 0001", end: "entered" })
  })

  it("asks on the terminal's output, prints nothing as keys are typed, and puts the terminal back", async () => {
    const terminal = fakeTerminal()
    const answer = promptCardNumber(terminal)
    for (const key of [..."6000000000019", "\u007f", "\r"]) terminal.type(key)
    const entered = await answer
    expect(entered._tag).toBe("Entered")
    expect(entered._tag === "Entered" && Redacted.value(entered.value)).toBe("600000000001")
    expect(String(entered._tag === "Entered" && entered.value)).toBe("<redacted:giftCardNumber>")
    expect(terminal.drawn()).toBe(`${cardPrompt}\n`)
    expect(terminal.rawModes).toEqual([true, false])
  })

  it("Ctrl+C leaves; the end of the terminal's input ends the line", async () => {
    const left = fakeTerminal()
    const leaving = promptCardNumber(left)
    left.type("6000\u0003")
    expect(await leaving).toEqual({ _tag: "Left" })
    expect(left.rawModes).toEqual([true, false])
    const ended = fakeTerminal()
    const ending = promptCardNumber(ended)
    ended.type("6000")
    ended.end()
    const answer = await ending
    expect(answer._tag === "Entered" && Redacted.value(answer.value)).toBe("6000")
  })
})

describe("stdin (--card-number -)", () => {
  it("reads the number alone on its line, blank lines and spaces around it ignored", async () => {
    expect(Redacted.value(await readCardNumberFrom(Readable.from(["\n  6000 0000 0001 \r\n", "\n"])))).toBe("6000 0000 0001")
    expect(Redacted.value(await readCardNumberFrom(Readable.from([])))).toBe("")
  })

  it("refuses a second line or more than 256 bytes, without quoting them", async () => {
    await expect(readCardNumberFrom(Readable.from(["600000000001\n1234\n"]))).rejects.toMatchObject({ message: stdinTooMuchMessage, exitCode: 2 })
    await expect(readCardNumberFrom(Readable.from(["6".repeat(200), "6".repeat(57)]))).rejects.toMatchObject({ message: stdinTooMuchMessage, exitCode: 2 })
    expect(Redacted.value(await readCardNumberFrom(Readable.from(["6".repeat(256)])))).toHaveLength(256)
  })

  it("the real binary reads a piped number: the balance, only the last 4 digits", async () => {
    const run = shown(await runPiped(["--country", "US", "--pin", "1234", "--card-number", "-"], `${magic.usd.cardNumber}\n`))
    expect(run).toEqual({ code: 0, stdout: "Gift card ending in 0001: $50.00\n", stderr: "" })
    const eCard = shown(await runPiped(["--country", "US", "--card-number", "-", "--json"], "6000-0000-0000-0002\n"))
    expect(JSON.parse(eCard.stdout)).toMatchObject({ lastFour: "0002", eCard: true, amount: "$25.00" })
  }, 30_000)

  it("the real binary: a piped number that is not one is the rule's message; no - off a terminal is exit 2", async () => {
    const [short, none, twoLines] = await Promise.all([
      runPiped(["--country", "US", "--pin", "1234", "--card-number", "-"], "60000000001\n"),
      runPiped(["--country", "US", "--pin", "1234"], `${magic.usd.cardNumber}\n`),
      runPiped(["--country", "US", "--card-number", "-"], `${magic.usd.cardNumber}\n1234\n`),
    ])
    expect(shown(short)).toEqual({ code: 2, stdout: "", stderr: usageText("giftcard balance", giftCardMessages.cardNumber) })
    expect(shown(none)).toEqual({ code: 2, stdout: "", stderr: usageText("giftcard balance", noTerminalMessage) })
    expect(shown(twoLines)).toEqual({ code: 2, stdout: "", stderr: usageText("giftcard balance", stdinTooMuchMessage) })
  }, 30_000)
})

/** The input of a run that reads the number from `source` on `terminal`. */
const inputOf = (source: CardSource, terminal: ReturnType<typeof fakeTerminal>, spinner?: NodeJS.WriteStream): BalanceInput => ({
  country: "US",
  pin: undefined,
  captcha: standInCaptchaToken,
  source,
  apiRoot: undefined,
  terminal,
  spinner,
})

const fixtures = () => clientsLayer({ apiRoot: embeddedApiRoot, fetch: createFixtureFetch() })

/** Lets the fixtures' answers (real promises) arrive. */
const settle = Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
const settled = Effect.gen(function*() {
  for (let turn = 0; turn < 20; turn++) yield* settle
})

describe("the program on a terminal", () => {
  it.effect("asks for the number, looks the balance up and never draws the number", () =>
    Effect.gen(function*() {
      const terminal = fakeTerminal()
      const fiber = yield* Effect.forkChild(balanceProgram({ ...inputOf({ _tag: "Prompt" }, terminal), pin: "1234" }), { startImmediately: true })
      yield* settled
      terminal.type(`${magic.usd.cardNumber}\r`)
      expect(yield* Fiber.join(fiber)).toEqual({ lastFour: "0001", eCard: false, country: "US", balance: 50, currency: "USD", amount: "$50.00" })
      expect(terminal.drawn()).toBe(`${cardPrompt}\n`)
    }).pipe(Effect.provide(fixtures())))

  it.effect("Ctrl+C at the prompt is exit 130, nothing called", () =>
    Effect.gen(function*() {
      const terminal = fakeTerminal()
      const calls: Array<string> = []
      const recording = clientsLayer({
        apiRoot: embeddedApiRoot,
        fetch: (input) => {
          calls.push(String(input))
          return Promise.reject(new Error("no call expected"))
        },
      })
      const fiber = yield* Effect.forkChild(Effect.flip(balanceProgram(inputOf({ _tag: "Prompt" }, terminal))).pipe(Effect.provide(recording)), {
        startImmediately: true,
      })
      yield* settled
      terminal.type("6000\u0003")
      expect(yield* Fiber.join(fiber)).toMatchObject({ exitCode: 130, code: "interrupted", message: promptLeftMessage })
      expect(calls).toEqual([])
    }))
})

describe("the status polling (TestClock): at once, then up to 3 more times 2000 ms apart", () => {
  /** Moves the clock on 100 ms at a time, letting the answers arrive between steps. */
  const advance = (ms: number) =>
    Effect.gen(function*() {
      for (let at = 0; at < ms; at += 100) {
        yield* TestClock.adjust(Math.min(100, ms - at))
        yield* settled
      }
    })

  it.effect("a card ready at the third status call: the balance after 4 s, the spinner shown meanwhile", () =>
    Effect.gen(function*() {
      const terminal = fakeTerminal()
      const fiber = yield* Effect.forkChild(balanceProgram(inputOf({ _tag: "TestCard", name: "after-two-retries" }, terminal, terminal.output)), {
        startImmediately: true,
      })
      yield* settled
      yield* advance(3900)
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* advance(100)
      expect(yield* Fiber.join(fiber)).toMatchObject({ lastFour: "0012", balance: 12, amount: "$12.00" })
      expect(terminal.drawn()).toContain("Gift card ending in 0012: checking the balance…")
      for (const secret of secrets) expect(terminal.drawn()).not.toContain(secret)
    }).pipe(Effect.provide(fixtures())))

  it.effect("a card never ready gives up after the fourth status call, 6 s on: exit 1 with GC_TIME_OUT's message", () =>
    Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(balanceProgram(inputOf({ _tag: "TestCard", name: "never-ready" }, fakeTerminal()))), {
        startImmediately: true,
      })
      yield* settled
      yield* advance(5900)
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* advance(100)
      expect(yield* Fiber.join(fiber)).toMatchObject({
        exitCode: 1,
        code: "timeout",
        message: `Gift card ending in 0019: ${giftCardTimeOutMessage} (GC_TIME_OUT)`,
      })
    }).pipe(Effect.provide(fixtures())))
})

/** Runs the real binary's `giftcard balance …args` with `input` piped to its stdin. */
const runPiped = (args: ReadonlyArray<string>, input: string): Promise<CliRun> => runBinPiped(["giftcard", "balance", ...args], input)
