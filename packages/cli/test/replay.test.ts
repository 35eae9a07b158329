/**
 * `outfitter replay`: every shipped flow green against the embedded fixtures and against
 * a real sandbox over HTTP (how CI runs them, as part of the normal test command); a
 * wrong expectation is exit 1 with a readable diff; flow files that cannot run are exit 2
 * naming the file, the step and the field, with nothing run; the JUnit XML; card numbers
 * never printed. In-process (program.ts's main) but for two runs of the real binary.
 */
import { startSandbox } from "@outfitter/fixtures/sandbox"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CliRun, jsonError, runCli, runProcess } from "./support/cli.ts"
import { operationNames } from "../src/replay/operations.ts"

const flowsDir = fileURLToPath(new URL("../../../flows/", import.meta.url))
const shipped = readdirSync(flowsDir)
  // what the documented `flows/*.yaml flows/*.json` expands to: every one a flow
  .filter((name) => /\.(yaml|json)$/.test(name))
  .sort()
  .map((name) => join(flowsDir, name))

let scratch: string
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "outfitter-replay-"))
})
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** A flow file in the scratch folder. */
const flowFile = (name: string, text: string): string => {
  const file = join(scratch, name)
  writeFileSync(file, text)
  return file
}

/** The output with every step's time as "N ms" and the scratch folder as "<dir>". */
const normalised = (text: string) => text.replace(/\(\d+ ms\)/g, "(N ms)").replaceAll(`${scratch}/`, "<dir>/")

/** Every step line of a run says it passed. */
const expectAllPassed = (run: CliRun, flows: number) => {
  expect(run.stderr).toBe("")
  expect(run.code).toBe(0)
  expect(run.stdout).not.toContain("✗")
  expect(run.stdout.trimEnd().split("\n").at(-1)).toMatch(new RegExp(`^${flows} flows?, 0 failed; \\d+ steps? run, 0 failed$`))
}

describe("the shipped flows", () => {
  it("call every operation between them: stores, sign-in, saved cards, loyalty, orders, cancellations and returns, re-authorisation, the wallet QR, preferences, password, help and fast enroll", () => {
    const calls = new Set(shipped.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/"?call"?: "?([\w.]+)"?/g)].map((match) => match[1])))
    expect([...calls].sort()).toEqual(operationNames())
    expect(shipped.some((file) => file.endsWith(".json"))).toBe(true)
    for (const file of shipped) {
      const text = readFileSync(file, "utf8")
      expect(text, file).toMatch(file.endsWith(".json") ? /"\$schema": "\.\/schema\/flow\.schema\.json"/ : /^# yaml-language-server: \$schema=\.\/schema\/flow\.schema\.json$/m)
    }
  })

  // the gift-card-timeout flow waits out the client's real polling (4 status calls, 2 s apart)
  it("replay green against the embedded fixtures", async () => {
    const run = await runCli(["replay", ...shipped])
    expectAllPassed(run, shipped.length)
    expect(run.stdout).toContain("▶ gift card timeout (")
    expect(run.stdout).toContain("  ✓ the lookup gives up (")
  }, 30_000)

  it("replay green against a real sandbox over HTTP (--api-root; scenarios sent as x-outfitter-scenario)", async () => {
    const sandbox = await startSandbox({ port: 0 })
    try {
      // one flow per run, all at once: nothing is reset against an API root, and no two flows share an order
      const runs = await Promise.all(shipped.map((file) => runCli(["replay", file, "--api-root", sandbox.apiRoot])))
      for (const run of runs) expectAllPassed(run, 1)
    } finally {
      await sandbox.close()
    }
  }, 30_000)
})

describe("--reset", () => {
  it("resets the sandbox before each flow: every shipped flow in one replay against one sandbox passes, and again on a second run (without it the second run fails)", async () => {
    const sandbox = await startSandbox({ port: 0 })
    try {
      const replay = (...flags: ReadonlyArray<string>) => runCli(["replay", ...shipped, "--api-root", sandbox.apiRoot, ...flags])
      expectAllPassed(await replay("--reset"), shipped.length)
      expectAllPassed(await replay("--reset"), shipped.length)
      const again = await replay()
      expect(again.code).toBe(1)
      expect(again.stderr).toMatch(/^\d+ of \d+ flows failed: /)
    } finally {
      await sandbox.close()
    }
  }, 120_000)

  it("a server that is not a sandbox cannot be reset: exit 1 naming the call, no flow run", async () => {
    const server = createServer((_request, response) => response.writeHead(404).end())
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const { port } = server.address() as AddressInfo
    try {
      const run = await runCli(["replay", join(flowsDir, "stores.yaml"), "--api-root", `http://127.0.0.1:${port}/api`, "--reset"])
      expect(run.code).toBe(1)
      expect(run.stdout).toBe("")
      expect(run.stderr).toBe(`--reset: POST http://127.0.0.1:${port}/__outfitter/reset answered HTTP 404; only a sandbox (outfitter sandbox) can be reset\n`)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

const storeSearch = (expectation: string) => `name: wrong expectation
steps:
  - name: the nearest store
    call: stores.search
    input: { latitude: 39.9612, longitude: -82.9988, radius: 25, radiusUOM: SMI }
    expect:
${expectation}
  - name: never run
    call: stores.get
    input: { storeId: 10001 }
    expect:
      success: {}
`

describe("an unmet expectation", () => {
  it("is exit 1: the step's diff shows only the differing paths, the remaining steps are not run, the next flow still runs", async () => {
    const wrong = flowFile(
      "wrong.yaml",
      storeSearch(`      success:
        radius: 25
        physicalStores: [{ storeNumber: "10002", city: Columbus, state: OH }]`),
    )
    const good = flowFile("good.yaml", "name: good\nsteps:\n  - call: stores.get\n    input: { storeId: 10001 }\n    expect: { success: { storeNumber: \"10001\" } }\n")
    const run = await runCli(["replay", wrong, good])
    expect(run.code).toBe(1)
    expect(normalised(run.stdout)).toBe(
      [
        "▶ wrong expectation (<dir>/wrong.yaml)",
        "  ✗ the nearest store (N ms)",
        "      physicalStores[0].storeNumber",
        "        expected: \"10002\"",
        "        actual:   \"10001\"",
        "      physicalStores[0].state",
        "        expected: \"OH\"",
        "        actual:   (missing)",
        "  - never run (not run)",
        "▶ good (<dir>/good.yaml)",
        "  ✓ stores.get (N ms)",
        "2 flows, 1 failed; 2 steps run, 1 failed, 1 not run",
        "",
      ].join("\n"),
    )
    expect(run.stderr).toBe("1 of 2 flows failed: wrong expectation\n")
  })

  it("a success where a failure was expected, and a failure of another kind, show the outcome", async () => {
    const file = flowFile(
      "outcome.yaml",
      `name: outcomes
steps:
  - call: stores.get
    input: { storeId: 99999 }
    expect: { failure: { tag: NotFound, key: SERVICE_UNAVAILABLE } }
`,
    )
    const run = await runCli(["replay", file])
    expect(run.code).toBe(1)
    expect(normalised(run.stdout)).toContain(
      ["  ✗ stores.get (N ms)", "      failure.key", "        expected: \"SERVICE_UNAVAILABLE\"", "        actual:   \"STORE_NOT_FOUND\""].join("\n"),
    )
    const success = flowFile("success.yaml", "name: s\nsteps:\n  - call: stores.get\n    input: { storeId: 10001 }\n    expect: { failure: { tag: NotFound } }\n")
    const other = await runCli(["replay", success])
    expect(other.code).toBe(1)
    expect(other.stdout).toContain("      outcome\n        expected: {\"failure\":{\"tag\":\"NotFound\"}}\n        actual:   {\"success\":{\"storeNumber\":\"10001\"")
  })

  it("wallet.precreate checks the code's mobile address as the command does: one the order page would refuse is the failure UnsafeRedirect", async () => {
    const step = (order: string, subPayway: string, device: string) =>
      `  - call: wallet.precreate\n    input: { orderId: ${order}, country: CN, device: ${device}, payway: ALIPAY, subPayway: ${subPayway} }\n`
    const file = flowFile(
      "wallet-redirect.yaml",
      `name: wallet redirect\nsteps:\n${step("10000016107", "H5", "MBROWSER")}    expect: { failure: { tag: UnsafeRedirect } }\n` +
        `${step("10000016101", "QRCODE", "DESKTOP")}    expect: { success: { orderId: "10000016101" } }\n`,
    )
    expectAllPassed(await runCli(["replay", file]), 1)
  })

  it("--json prints the result on stdout and the failure line on stderr", async () => {
    const file = flowFile("json.yaml", storeSearch("      success: { radius: 10, nearest: true }"))
    const run = await runCli(["replay", file, "--json"])
    expect(run.code).toBe(1)
    const result = JSON.parse(run.stdout)
    expect(result.passed).toBe(false)
    expect(result.flows[0]).toMatchObject({ name: "wrong expectation", passed: false, notRun: ["never run"] })
    expect(result.flows[0].steps[0]).toMatchObject({ call: "stores.search", passed: false, differences: [{ path: "radius", expected: 10, actual: 25 }, { path: "nearest", expected: true, missing: true }] })
    expect(JSON.parse(run.stderr)).toEqual({ error: { code: "unmet-expectation", message: "1 of 1 flow failed: wrong expectation", exitCode: 1 } })
  })
})

describe("a flow file that cannot run: exit 2 naming the file, the step and the field, nothing run", () => {
  const refused = async (name: string, text: string) => {
    const file = flowFile(name, text)
    // a good flow first: it must not run either
    const run = await runCli(["replay", join(flowsDir, "stores.yaml"), file, "--json"])
    return normalised(jsonError(run).message)
  }

  it.each([
    ["bad.yaml", "name: x\nsteps:\n  - call: [unclosed\n", /^<dir>\/bad\.yaml: not valid YAML \(line \d+, column \d+\): /],
    ["bad.json", "{ \"name\": \"x\", ", /^<dir>\/bad\.json: not valid JSON: /],
    ["flow.txt", "name: x", /^<dir>\/flow\.txt: a flow file is \.json, \.yaml or \.yml$/],
  ])("%s", async (name, text, message) => {
    expect(await refused(name, text)).toMatch(message)
  })

  it("the wrong shape: no steps, a misspelt expect, an expectation that is neither", async () => {
    expect(await refused("nosteps.yaml", "name: x\n")).toBe("<dir>/nosteps.yaml, field steps: Missing key")
    expect(await refused("typo.yaml", "name: x\nsteps:\n  - name: first\n    call: stores.get\n    input: { storeId: 1 }\n    exepct: { success: {} }\n"))
      .toBe("<dir>/typo.yaml, step 1 \"first\", field exepct: Expected no excess property")
    expect(await refused("neither.yaml", "name: x\nsteps:\n  - call: stores.get\n    input: { storeId: 1 }\n    expect: { failure: { tag: 5 } }\n"))
      .toBe("<dir>/neither.yaml, step 1, field expect.failure.tag: Expected string")
  })

  it("an unknown operation lists the operations", async () => {
    expect(await refused("op.yaml", "name: x\nsteps:\n  - call: stores.get\n    input: { storeId: 1 }\n    expect: { success: {} }\n  - name: second\n    call: stores.find\n    expect: { success: {} }\n"))
      .toMatch(/^<dir>\/op\.yaml, step 2 "second", field call: unknown operation 'stores\.find'; the operations are bankRefund\.submit, cards\.add, .*, wallet\.status$/)
  })

  it("an input field the operation does not take, or of the wrong type", async () => {
    expect(await refused("field.yaml", "name: x\nsteps:\n  - call: stores.search\n    input: { latitude: 1, longitude: 2, radius: [25] }\n    expect: { success: {} }\n"))
      .toBe("<dir>/field.yaml, step 1, field input.radius: Expected string | number")
    expect(await refused("extra.yaml", "name: x\nsteps:\n  - call: stores.get\n    input: { storeId: 1, store: 2 }\n    expect: { success: {} }\n"))
      .toMatch(/^<dir>\/extra\.yaml, step 1, field input\.store: /)
  })

  it("an unknown scenario lists the scenarios; a member operation without a member", async () => {
    expect(await refused("scenario.yaml", "name: x\nscenario: no-such-scenario\nsteps:\n  - call: stores.get\n    input: { storeId: 1 }\n    expect: { success: {} }\n"))
      .toMatch(/^<dir>\/scenario\.yaml, field scenario: Unknown scenario 'no-such-scenario'\. Known scenarios: store-search-fails, /)
    expect(await refused("member.yaml", "name: x\nsteps:\n  - call: loyalty.points\n    expect: { success: {} }\n"))
      .toBe("<dir>/member.yaml, step 1, field call: loyalty.points acts for a signed-in customer: give the flow a member (member: \"5001\")")
  })

  it("a file that does not exist, and no file at all", async () => {
    expect(normalised(jsonError(await runCli(["replay", join(scratch, "missing.yaml"), "--json"])).message)).toBe("<dir>/missing.yaml: no such file")
    const none = await runCli(["replay"])
    expect(none.code).toBe(2)
  })
})

describe("--junit and secrets", () => {
  it("the JUnit XML is well-formed: a testsuite per flow, a testcase per step, the failure with its diff, skipped steps", async () => {
    const wrong = flowFile("junit.yaml", storeSearch("      success: { radius: 10 }"))
    const report = join(scratch, "report.xml")
    const run = await runCli(["replay", join(flowsDir, "sign-in.yaml"), wrong, "--junit", report])
    expect(run.code).toBe(1)
    const xml = readFileSync(report, "utf8")
    expect(wellFormed(xml)).toBe(true)
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="outfitter replay" tests="4" failures="1" errors="0" time="[\d.]+">/)
    expect(xml).toMatch(/<testsuite name="sign-in" file="[^"]+sign-in\.yaml" tests="2" failures="0" errors="0" skipped="0" time="[\d.]+">/)
    expect(xml).toMatch(/<testcase classname="sign-in" name="a wrong password \[session\.signIn\]" time="[\d.]+"\/>/)
    expect(xml).toContain(
      "<failure message=\"expectation not met at radius\" type=\"UnmetExpectation\">radius\n  expected: 10\n  actual:   25</failure>",
    )
    expect(xml).toContain("<testcase classname=\"wrong expectation\" name=\"never run\"><skipped message=\"not run: an earlier step failed\"/></testcase>")
  })

  it("a --junit whose folder does not exist is exit 2 before anything runs", async () => {
    const run = await runCli(["replay", join(flowsDir, "stores.yaml"), "--junit", join(scratch, "no", "such", "report.xml")])
    expect(run).toMatchObject({ code: 2, stdout: "" })
  })

  it("card numbers, CVVs and PINs are never printed: not in the lines, the diff, --json or the JUnit XML", async () => {
    const file = flowFile(
      "cards.yaml",
      `name: cards 4111111111111111
member: "5001"
steps:
  - name: a declined card 4000 0000 0000 0119
    call: cards.add
    input: { cardNumber: "4000 0000 0000 0119", expireMonth: "09", expireYear: "2031", cvv: "173" }
    expect:
      success: { cardLastFour: "4000000000000119", cardNumber: "4000000000000119", cvv: "173" }
`,
    )
    const report = join(scratch, "cards.xml")
    const text = await runCli(["replay", file, "--junit", report])
    const json = await runCli(["replay", file, "--json"])
    expect(text.code).toBe(1)
    expect(json.code).toBe(1)
    expect(text.stdout).toContain("▶ cards ****1111 (")
    expect(text.stdout).toContain("  ✗ a declined card ****0119 (")
    expect(text.stdout).toContain("      outcome\n        expected: \"success\"\n        actual:   {\"failure\":{\"tag\":\"PaymentWriteFailure\"")
    for (const output of [text.stdout, text.stderr, json.stdout, json.stderr, readFileSync(report, "utf8")]) {
      expect(output).not.toMatch(/4000\D?0000\D?0000\D?0119|4111\D?1111\D?1111\D?1111|"173"|cvv: 173/)
    }
    const mismatch = flowFile(
      "mismatch.yaml",
      "name: m\nmember: \"5001\"\nsteps:\n  - call: cards.list\n    expect: { success: { payments: [{ cardLastFour: \"4000000000000119\", cvv: \"173\" }] } }\n",
    )
    const shown = await runCli(["replay", mismatch])
    expect(shown.stdout).toContain("      payments[0].cardLastFour\n        expected: \"****0119\"\n        actual:   \"1111\"")
    expect(shown.stdout).toContain("      payments[0].cvv\n        expected: \"****\"\n        actual:   (missing)")
    expect(shown.stdout).not.toMatch(/4000000000000119|"173"/)
  })

  it("--json masks a difference's expected and actual by the key its path ends with, as the lines and the JUnit XML do", async () => {
    // a CVV, a PIN and a password as expected values: each sits under a path ending with its key,
    // and one more under an index of an array of them, and inside an expected object
    const file = flowFile(
      "secrets.yaml",
      `name: secrets
member: "5001"
steps:
  - call: cards.list
    expect:
      success:
        payments: [{ cvv: "173", pin: "4821", password: "hunter2-secret", securityCode: ["9173"] }]
        defaultSavedPaymentId: { cid: "6173" }
`,
    )
    const report = join(scratch, "secrets.xml")
    const text = await runCli(["replay", file, "--junit", report])
    const json = await runCli(["replay", file, "--json"])
    expect([text.code, json.code]).toEqual([1, 1])
    const differences = (JSON.parse(json.stdout) as { flows: Array<{ steps: Array<{ differences: Array<{ path: string; expected: unknown }> }> }> })
      .flows[0]!.steps[0]!.differences
    expect(Object.fromEntries(differences.map(({ path, expected }) => [path, expected]))).toMatchObject({
      "payments[0].cvv": "****",
      "payments[0].pin": "****",
      "payments[0].password": "****",
      "payments[0].securityCode": ["****"],
      defaultSavedPaymentId: { cid: "****" },
    })
    for (const output of [text.stdout, text.stderr, json.stdout, json.stderr, readFileSync(report, "utf8")]) {
      expect(output).not.toMatch(/173|4821|hunter2-secret/)
    }
  })
})

describe("the binary", () => {
  it("replays a shipped flow with --junit, exit 0", async () => {
    const report = join(scratch, "bin.xml")
    const run = await runProcess(["replay", join(flowsDir, "stores.yaml"), "--junit", report])
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^▶ store search \(.+stores\.yaml\)\n  ✓ stores within 25 miles of Columbus, nearest first \(\d+ ms\)\n/)
    expect(wellFormed(readFileSync(report, "utf8"))).toBe(true)
  }, 30_000)

  it("an unknown --scenario is exit 2 with the list, nothing run", async () => {
    const run = await runProcess(["replay", join(flowsDir, "stores.yaml"), "--scenario", "no-such-scenario"])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toMatch(/^Unknown scenario 'no-such-scenario'\. Known scenarios: store-search-fails, /)
  }, 30_000)
})

describe("--scenario", () => {
  it("applies to a flow without its own scenario", async () => {
    const file = flowFile("scenario.yaml", "name: s\nsteps:\n  - call: stores.search\n    input: { country: DK }\n    expect: { failure: { status: 500 } }\n")
    expect((await runCli(["replay", file])).code).toBe(1)
    expectAllPassed(await runCli(["replay", file, "--scenario", "store-search-fails"]), 1)
  })
})

/**
 * A small XML well-formedness check: one root, every tag closed in order, attributes
 * quoted, no stray `<` or `&` in text.
 */
const wellFormed = (xml: string): boolean => {
  const body = xml.replace(/^<\?xml [^?]*\?>\n/, "")
  const stack: Array<string> = []
  let roots = 0
  const token = /<(\/?)([A-Za-z][\w-]*)((?:\s+[\w-]+="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(\/?)>|([^<]+)/gy
  let match: RegExpExecArray | null
  let position = 0
  while ((match = token.exec(body)) !== null) {
    position = token.lastIndex
    const [, closing, name, , selfClosing, text] = match
    if (text !== undefined) {
      if (/&(?!(?:amp|lt|gt|quot|apos);)/.test(text)) return false
      if (stack.length === 0 && text.trim() !== "") return false
      continue
    }
    if (closing === "/") {
      if (stack.pop() !== name) return false
    } else if (selfClosing !== "/") {
      if (stack.length === 0) roots += 1
      stack.push(name!)
    } else if (stack.length === 0) roots += 1
  }
  return position === body.length && stack.length === 0 && roots === 1
}
