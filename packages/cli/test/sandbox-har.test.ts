import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { exitOf, firstLine, runCli, startCli, whileSandboxServes } from "./support/cli.ts"

/** Everything a process wrote on stderr until now, and from now on. */
const stderrOf = (child: ReturnType<typeof startCli>) => {
  let text = ""
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (text += chunk))
  return () => text
}

/** Resolves once `read()` contains `what`. */
const until = (read: () => string, child: ReturnType<typeof startCli>, what: string) =>
  new Promise<string>((resolve, reject) => {
    const check = () => {
      if (read().includes(what)) {
        child.stderr.off("data", check)
        resolve(read())
      }
    }
    child.stderr.on("data", check)
    child.once("exit", () => reject(new Error(`exited before writing ${what}: ${read()}`)))
    check()
  })

let dir: string
const file = (name: string, text: string) => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

const entry = (url: string, status: number, text: string, extra: Record<string, unknown> = {}) => ({
  request: { method: "GET", url, headers: [{ name: "Cookie", value: "WC_AUTHENTICATION_5001=recorded-cookie-secret" }], cookies: [{ name: "WC_AUTHENTICATION_5001", value: "recorded-cookie-secret" }] },
  response: {
    status,
    headers: [{ name: "Content-Type", value: "application/json" }, { name: "Set-Cookie", value: "WC_SESSION=recorded-set-cookie-secret" }],
    cookies: [{ name: "WC_SESSION", value: "recorded-set-cookie-secret" }],
    content: { mimeType: "application/json", text },
    ...extra,
  },
})

const failedBody = JSON.stringify({ error: [{ errorCode: "500", errorKey: "SERVICE_UNAVAILABLE", errorMessage: "recorded outage" }] })

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "outfitter-har-"))
})
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe("outfitter sandbox --scenario", () => {
  it("starts in the scenario: its calls answer as the scenario says, and the control call names it", async () => {
    await whileSandboxServes(["--port", "0", "--scenario", "store-lookup-fails"], async (apiRoot) => {
      expect((await fetch(`${apiRoot}/storelocator/10001`)).status).toBe(500)
      const control = (await (await fetch(apiRoot.replace(/\/api$/, "/__outfitter/scenario"))).json()) as { selected: string }
      expect(control.selected).toBe("store-lookup-fails")
    })
  })

  it("an unknown scenario is bad usage: the list on stderr, exit 2, nothing started", async () => {
    const run = await runCli(["sandbox", "--port", "0", "--scenario", "no-such-scenario"])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain("Unknown scenario 'no-such-scenario'. Known scenarios: ")
    expect(run.stderr).toContain("store-lookup-fails")
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(2)
    expect(run.stderr).toMatch(/\nsee `outfitter sandbox --help`\n$/)
  })
})

describe("outfitter sandbox --har", () => {
  it("serves the recording ahead of the fixtures, without its cookies, and reports what it skips", async () => {
    const har = file(
      "traffic.har",
      JSON.stringify({
        log: {
          entries: [
            entry("https://www.example.com/shop/us", 200, "<html></html>"),
            entry("https://www.example.com/api/storelocator/10001", 500, failedBody),
            entry("https://www.example.com/api/storelocator/10002", 200, JSON.stringify({ not: "a store" })),
            entry("https://www.example.com/api/no/such/call", 200, "{}"),
          ],
        },
      }),
    )
    const child = startCli(["sandbox", "--port", "0", "--har", har])
    const stderr = stderrOf(child)
    try {
      const apiRoot = await firstLine(child)
      const report = await until(stderr, child, "it names no known service call")
      expect(report).toContain(`served 1 responses from ${har}; skipped 2:`)
      expect(report).toContain(`${har}, entry 2 (GET https://www.example.com/api/storelocator/10002): the body does not decode: `)
      expect(report).toContain(`${har}, entry 3 (GET https://www.example.com/api/no/such/call): it names no known service call`)
      const recorded = await fetch(`${apiRoot}/storelocator/10001`)
      expect(recorded.status).toBe(500)
      expect(recorded.headers.get("set-cookie")).toBeNull()
      const text = await recorded.text()
      expect(text).toContain("recorded outage")
      expect(text).not.toContain("secret")
      // the skipped entry is not served: the fixtures answer it
      expect((await fetch(`${apiRoot}/storelocator/10002`)).status).toBe(200)
      expect(stderr()).not.toContain("secret")
      child.kill("SIGTERM")
      expect(await exitOf(child)).toBe(0)
    } finally {
      child.kill("SIGKILL")
    }
  })

  it.concurrent.each([
    ["not JSON", "{ log:", (file: string) => `Not a HAR recording: ${file}: not JSON`],
    ["not a HAR log", JSON.stringify({ entries: [] }), (file: string) => `Not a HAR recording: ${file}: not a HAR log (log: `],
    [
      "an entry missing its response",
      JSON.stringify({ log: { entries: [{ request: { method: "POST", url: "https://x.test/api/user/signin", headers: [] } }] } }),
      (file: string) => `Not a HAR recording: ${file}, entry 0 (POST https://x.test/api/user/signin): response: `,
    ],
  ])("a HAR file that is %s is bad usage: the file and the place named, exit 2, nothing started", async (name, text, message) => {
    const path = file(`${name.replaceAll(" ", "-")}.har`, text)
    const run = await runCli(["sandbox", "--port", "0", "--har", path])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain(message(path))
  })

  it("a HAR file that cannot be read is bad usage", async () => {
    const missing = join(dir, "missing.har")
    const run = await runCli(["sandbox", "--port", "0", "--har", missing])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain(`Cannot read the HAR file ${missing}: no such file`)
  })
})

/**
 * What the HAR 1.2 specification requires (its JSON Schema's required properties and their
 * types, log down to each entry's timings): the paths that are missing or of another type.
 */
const har12Problems = (document: unknown): ReadonlyArray<string> => {
  type Shape = "string" | "number" | "object" | "array" | { readonly [key: string]: Shape } | readonly [Shape]
  const pair: Shape = { name: "string", value: "string" }
  const cookie: Shape = { name: "string", value: "string" }
  const shape: Shape = {
    log: {
      version: "string",
      creator: { name: "string", version: "string" },
      entries: [
        {
          startedDateTime: "string",
          time: "number",
          request: {
            method: "string",
            url: "string",
            httpVersion: "string",
            cookies: [cookie],
            headers: [pair],
            queryString: [pair],
            headersSize: "number",
            bodySize: "number",
          },
          response: {
            status: "number",
            statusText: "string",
            httpVersion: "string",
            cookies: [cookie],
            headers: [pair],
            content: { size: "number", mimeType: "string" },
            redirectURL: "string",
            headersSize: "number",
            bodySize: "number",
          },
          cache: "object",
          timings: { send: "number", wait: "number", receive: "number" },
        },
      ],
    },
  }
  const problems: Array<string> = []
  const check = (value: unknown, expected: Shape, path: string) => {
    if (typeof expected === "string") {
      const actual = Array.isArray(value) ? "array" : value === null ? "null" : typeof value
      if (actual !== expected) problems.push(`${path}: ${actual}, not ${expected}`)
    } else if (Array.isArray(expected)) {
      if (!Array.isArray(value)) problems.push(`${path}: not an array`)
      else value.forEach((item, index) => check(item, expected[0] as Shape, `${path}[${index}]`))
    } else if (typeof value !== "object" || value === null || Array.isArray(value)) {
      problems.push(`${path}: not an object`)
    } else {
      for (const [key, inner] of Object.entries(expected as { readonly [key: string]: Shape })) check((value as Record<string, unknown>)[key], inner, `${path}.${key}`)
    }
  }
  check(document, shape, "$")
  const log = (document as { log?: { version?: unknown; entries?: ReadonlyArray<{ startedDateTime?: unknown; request?: { postData?: { mimeType?: unknown; text?: unknown } }; response?: { content?: { encoding?: unknown; text?: unknown } } }> } }).log
  if (log?.version !== "1.2") problems.push("$.log.version: not 1.2")
  for (const [index, entry] of (log?.entries ?? []).entries()) {
    if (typeof entry.startedDateTime !== "string" || Number.isNaN(Date.parse(entry.startedDateTime))) problems.push(`$.log.entries[${index}].startedDateTime: not an ISO date`)
    const postData = entry.request?.postData
    if (postData !== undefined && (typeof postData.mimeType !== "string" || typeof postData.text !== "string")) problems.push(`$.log.entries[${index}].request.postData: mimeType and text`)
    const content = entry.response?.content
    if (content?.encoding !== undefined && content.encoding !== "base64") problems.push(`$.log.entries[${index}].response.content.encoding`)
  }
  return problems
}

describe("outfitter sandbox --record", () => {
  it("writes a HAR 1.2 file of every call and its answer, without cookies, that --har replays", async () => {
    const recording = join(dir, "run.har")
    const signIn = (apiRoot: string, password: string) =>
      fetch(`${apiRoot}/user/signin`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "registered@outfitter.test", password }) })
    const recorder = startCli(["sandbox", "--port", "0", "--record", recording])
    const recorderErr = stderrOf(recorder)
    try {
      const apiRoot = await firstLine(recorder)
      await until(recorderErr, recorder, `Recording every call to ${recording}`)
      expect((await fetch(`${apiRoot}/storelocator/10001`)).status).toBe(200)
      const signedIn = await signIn(apiRoot, "outfitter")
      expect(signedIn.status).toBe(200)
      expect(signedIn.headers.getSetCookie().length).toBeGreaterThan(0)
      const refused = await signIn(apiRoot, "not-the-password")
      expect(refused.status).toBeGreaterThanOrEqual(400)
      // a control call is not recorded
      expect((await fetch(new URL("/__outfitter/reset", apiRoot), { method: "POST" })).status).toBe(200)
      recorder.kill("SIGTERM")
      expect(await exitOf(recorder)).toBe(0)
    } finally {
      recorder.kill("SIGKILL")
    }
    const text = readFileSync(recording, "utf8")
    const document = JSON.parse(text) as { log: { entries: Array<{ request: { method: string; url: string; postData?: { text: string } }; response: { status: number } }> } }
    expect(har12Problems(document)).toEqual([])
    expect(document.log.entries.map((entry) => `${entry.request.method} ${new URL(entry.request.url).pathname} ${entry.response.status}`)).toEqual([
      "GET /api/storelocator/10001 200",
      "POST /api/user/signin 200",
      `POST /api/user/signin ${document.log.entries[2]?.response.status}`,
    ])
    expect(document.log.entries[1]?.request.postData?.text).toContain('"password":"outfitter"')
    expect(text).not.toMatch(/set-cookie|"cookie"|WC_AUTHENTICATION|WC_USERACTIVITY/i)

    const replayer = startCli(["sandbox", "--port", "0", "--har", recording])
    const replayerErr = stderrOf(replayer)
    try {
      const apiRoot = await firstLine(replayer)
      const report = await until(replayerErr, replayer, "served ")
      expect(report).toContain(`served 3 responses from ${recording}; skipped 0`)
      expect((await fetch(`${apiRoot}/storelocator/10001`)).status).toBe(200)
      expect((await signIn(apiRoot, "outfitter")).status).toBe(200)
      replayer.kill("SIGTERM")
      expect(await exitOf(replayer)).toBe(0)
    } finally {
      replayer.kill("SIGKILL")
    }
  })

  it("a --record whose folder does not exist is bad usage: exit 2, nothing started", async () => {
    const run = await runCli(["sandbox", "--port", "0", "--record", join(dir, "no", "such", "run.har")])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain("its folder does not exist")
  })

  it("the HAR 1.2 check finds a missing or mistyped field", () => {
    expect(har12Problems({ log: { version: "1.2", creator: { name: "x", version: "1" }, entries: [{ startedDateTime: "now", time: "1" }] } })).toEqual(
      expect.arrayContaining(["$.log.entries[0].time: string, not number", "$.log.entries[0].request: not an object", "$.log.entries[0].startedDateTime: not an ISO date"]),
    )
  })
})
