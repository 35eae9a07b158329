import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
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
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1)
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
