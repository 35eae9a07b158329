/**
 * The parsing layer, with no I/O: each command's flags and arguments (as commander hands
 * them over) become its typed input, or a usage error with its message, exit code and
 * code; nothing is called. The manifest's option keys are the names commander gives the
 * values.
 */
import { invalidOrderNumberMessage, invalidShortSkuMessage, invalidStoreIdMessage, storeSearchMessages } from "@outfitter/domain"
import { Option } from "commander"
import { describe, expect, it } from "vitest"
import { CliError } from "../src/CliError.ts"
import { command as addOrder } from "../src/commands/loyalty/add-order.ts"
import { command as history } from "../src/commands/loyalty/history.ts"
import { command as points } from "../src/commands/loyalty/points.ts"
import { command as resend } from "../src/commands/orders/resend.ts"
import { command as sandbox } from "../src/commands/sandbox.ts"
import { command as availability } from "../src/commands/stores/availability.ts"
import { command as get } from "../src/commands/stores/get.ts"
import { command as search, emptyPostalCodeMessage, postalCodeWithCoordinatesMessage } from "../src/commands/stores/search.ts"
import type { CommandSpec } from "../src/declare.ts"
import { globalFlags } from "../src/globalFlags.ts"
import { commands } from "../src/manifest.ts"
import { missingMemberMessage } from "../src/member.ts"
import type { Runnable } from "../src/run.ts"

type Raw = Readonly<Record<string, unknown>>
type Env = Readonly<Record<string, string | undefined>>

/** The input of a command line, or the usage error it throws. */
const parse = <I>(command: Runnable<I>, raw: Raw, args: ReadonlyArray<string> = [], env: Env = {}) => {
  try {
    return { input: command.input(args, raw, env).input }
  } catch (error) {
    if (!(error instanceof CliError)) throw error
    return { error: { message: error.message, exitCode: error.exitCode, code: error.code } }
  }
}

const invalid = (message: string) => ({ error: { message, exitCode: 2, code: "invalid-input" } })
const usage = (message: string) => ({ error: { message, exitCode: 2, code: "usage" } })

describe("the manifest", () => {
  it("keys every option by the name commander gives its value", () => {
    const declared: ReadonlyArray<readonly [string, { readonly flags: string }]> = [
      ...Object.entries(globalFlags),
      ...(Object.values(commands) as ReadonlyArray<CommandSpec>).flatMap((spec) => Object.entries(spec.options ?? {})),
    ]
    expect(declared.length).toBeGreaterThan(20)
    for (const [key, spec] of declared) expect(new Option(spec.flags).attributeName()).toBe(key)
  })

  it("keys every declaration by its own path, each command's implementation built on its declaration", async () => {
    const entries = Object.entries(commands) as ReadonlyArray<readonly [string, CommandSpec]>
    expect(entries.filter(([key, spec]) => key !== spec.path)).toEqual([])
    const runnable = entries.flatMap(([key, spec]) => (spec.load === undefined ? [] : [[key, spec.load] as const]))
    expect(runnable.map(([key]) => key)).toContain("stores search")
    for (const [key, load] of runnable) {
      const { command } = (await load()) as { readonly command: { readonly path?: string } }
      // the returns wizard runs itself (no runner), the others carry their declaration's path
      if (key !== "returns start") expect(command.path).toBe(key)
    }
  })
})

describe("the global options", () => {
  it.each([
    [{ site: "zz" }, invalid("Unknown site 'zz': use one of us, eu, wd, ca, uk, am, cn")],
    [{ storeId: "abc" }, invalid("Store id must be a number")],
    [{ apiRoot: "not a url" }, invalid("--api-root must be an http(s) URL, got 'not a url'")],
    [{ timeout: 0 }, usage("--timeout must be a positive number of seconds, got '0'")],
  ] as const)("%j: %j", (raw, expected) => {
    expect(parse(get, raw, ["10001"])).toEqual(expected)
  })

  it("are read with the command's input", () => {
    expect(get.input(["10001"], { site: "CA", storeId: "10001", timeout: 2.5, json: true }, {}).global).toEqual({
      json: true,
      apiRoot: undefined,
      site: "ca",
      storeId: 10001,
      timeout: 2.5,
    })
  })
})

describe("stores search", () => {
  const columbus = { latitude: "39.9612", longitude: "-82.9988" }
  it.each([
    [{ ...columbus, radius: "25" }, { site: "us" }, { latitude: "39.9612", longitude: "-82.9988", radius: "25", radiusUOM: "SMI" }],
    [{ ...columbus, radius: "25" }, { site: "ca" }, { latitude: "39.9612", longitude: "-82.9988", radius: "25", radiusUOM: "KTM" }],
    [{ ...columbus, brand: "kids,acf" }, {}, { latitude: "39.9612", longitude: "-82.9988", brand: "KID,ACF" }],
    [{ country: "DK" }, {}, { country: "DK" }],
  ] as const)("%j (%j) searches %j", (flags, global, expected) => {
    const parsed = parse(search, { ...global, ...flags })
    expect(parsed.error).toBeUndefined()
    expect(parsed.input?.input).toMatchObject(expected)
    expect(parsed.input?.postalCode).toBeUndefined()
  })

  it("a postal code is geocoded in --country, else the site's country", () => {
    expect(parse(search, { postalCode: "M5V 3L9", site: "ca" }).input).toMatchObject({ postalCode: "M5V 3L9", country: "CA" })
    expect(parse(search, { postalCode: "10001", country: " dk " }).input).toMatchObject({ postalCode: "10001", country: "DK" })
    expect(parse(search, { postalCode: "10001" }).input).toMatchObject({ country: "US" })
  })

  it.each([
    [{ postalCode: "43215", latitude: "39.9" }, usage(postalCodeWithCoordinatesMessage)],
    [{ postalCode: " " }, invalid(emptyPostalCodeMessage)],
    [{ latitude: "39.9612" }, invalid(storeSearchMessages.latitudeOrLongitudeMissing)],
    [{ ...columbus, radius: "-5" }, invalid(storeSearchMessages.invalidRadius)],
    [{ ...columbus, radius: "0" }, invalid(storeSearchMessages.invalidRadius)],
    [{ postalCode: "43215", radius: "-5" }, invalid(storeSearchMessages.invalidRadius)],
    [{ ...columbus, radiusUom: "SMI" }, invalid(storeSearchMessages.invalidRadius)],
    [{ ...columbus, maxItems: "lots" }, invalid(storeSearchMessages.maxItemsNotANumber)],
    [
      { ...columbus, brand: "ACF,XYZ" },
      invalid(`${storeSearchMessages.invalidBrand}: 'XYZ'. Use ACF or acf, HOL or hol, KID or kids (any case; a comma list is allowed)`),
    ],
  ] as const)("%j is a usage error", (flags, expected) => {
    expect(parse(search, flags)).toEqual(expected)
  })
})

describe("stores get", () => {
  it("takes the id as given (the service's lookup parses it)", () => {
    expect(parse(get, {}, ["10001"])).toEqual({ input: "10001" })
  })
})

describe("stores availability", () => {
  it.each([
    [{ sku: "10234567", store: "10036" }, { input: { storeNumber: "10036", shortSku: "10234567" } }],
    [{ sku: "10234567", store: "abc" }, invalid(invalidStoreIdMessage)],
    [{ sku: "10234567" }, invalid(invalidStoreIdMessage)],
    [{ sku: "12a", store: "10036" }, invalid(invalidShortSkuMessage)],
    [{ store: "10036" }, invalid(invalidShortSkuMessage)],
  ] as const)("%j: %j", (flags, expected) => {
    expect(parse(availability, flags)).toEqual(expected)
  })
})

describe("the member commands", () => {
  it.each([
    [{ member: "5003" }, { OUTFITTER_MEMBER: "9999" }, { input: "5003" }],
    [{}, { OUTFITTER_MEMBER: " 5002 " }, { input: "5002" }],
    [{}, { OUTFITTER_MEMBER: "" }, usage(missingMemberMessage)],
    [{}, {}, usage(missingMemberMessage)],
    [{ member: "-1002" }, {}, invalid("--member must be a member id (digits), got '-1002'")],
  ] as const)("loyalty points %j with %j: %j", (flags, env, expected) => {
    expect(parse(points, flags, [], env)).toEqual(expected)
  })

  it.each([
    [{ member: "5002" }, { input: { page: 1, pageSize: 5, member: "5002" } }],
    [{ member: "5002", page: "2", pageSize: "4" }, { input: { page: 2, pageSize: 4, member: "5002" } }],
    [{ member: "5002", page: "0" }, invalid("--page must be a whole number of at least 1, got '0'")],
    [{ member: "5002", pageSize: "lots" }, invalid("--page-size must be a whole number of at least 1, got 'lots'")],
    // the paging is checked before the member
    [{ page: "0" }, invalid("--page must be a whole number of at least 1, got '0'")],
  ] as const)("loyalty history %j: %j", (flags, expected) => {
    expect(parse(history, flags)).toEqual(expected)
  })

  it.each([
    [["12345678901"], { member: "5002" }, { input: { orderNumber: "12345678901", member: "5002" } }],
    [["1234567890"], { member: "5002" }, invalid(`${invalidOrderNumberMessage}, got '1234567890'`)],
    // the order number is checked before the member
    [["abc"], {}, invalid(`${invalidOrderNumberMessage}, got 'abc'`)],
    [["12345678901"], {}, usage(missingMemberMessage)],
  ] as const)("loyalty add-order %j %j: %j", (args, flags, expected) => {
    expect(parse(addOrder, flags, args)).toEqual(expected)
  })

  it.each([
    [[" 20000002001 "], { member: "5001" }, { input: { orderNumber: "20000002001", member: "5001", inStore: false, channel: undefined } }],
    [
      ["20000002001"],
      { member: "5001", inStore: true, channel: " POS " },
      { input: { orderNumber: "20000002001", member: "5001", inStore: true, channel: "POS" } },
    ],
    [["20000002001"], { member: "5001", channel: " " }, { input: { orderNumber: "20000002001", member: "5001", inStore: false, channel: undefined } }],
    [["a/b"], { member: "5001" }, invalid(`${invalidOrderNumberMessage}, got 'a/b'`)],
  ] as const)("orders resend %j %j: %j", (args, flags, expected) => {
    expect(parse(resend, flags, args)).toEqual(expected)
  })
})

describe("sandbox", () => {
  it("listens where it is told, 127.0.0.1 for an empty host", () => {
    expect(parse(sandbox, { port: 0, host: " 0.0.0.0 " })).toEqual({ input: { port: 0, host: "0.0.0.0", corsOrigins: [] } })
    expect(parse(sandbox, { port: 4010, host: "" })).toEqual({ input: { port: 4010, host: "127.0.0.1", corsOrigins: [] } })
  })
  it("keeps every --cors-origin, in order (the sandbox checks each is an origin before it listens)", () => {
    expect(parse(sandbox, { port: 4010, host: "", corsOrigin: ["http://localhost:3000", "http://127.0.0.1:5173"] })).toEqual({
      input: { port: 4010, host: "127.0.0.1", corsOrigins: ["http://localhost:3000", "http://127.0.0.1:5173"] },
    })
  })
})
