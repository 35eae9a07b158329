/**
 * The CLI on a shared device and a hostile network: a service that never answers, one
 * whose answer never ends, one that sends terminal escape sequences, one that redirects elsewhere, a password in
 * --api-root, a negative radius. Each runs the real binary against a local node:http
 * server.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { storeSearchMessages } from "@outfitter/domain"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureFor, serviceFailureMessage, withoutUserInfo } from "../src/index.ts"
import { columbus, hasStackTrace, jsonError, runCli, terminalControls, usageText } from "./support/cli.ts"
import { signedIn } from "./support/session.ts"

interface Server {
  readonly origin: string
  readonly apiRoot: string
  readonly requests: Array<{ readonly url: string; readonly cookie: string }>
  readonly close: () => Promise<void>
}

/** A local HTTP server; `handle` answers (or does not). */
const serve = async (handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<Server> => {
  const requests: Array<{ readonly url: string; readonly cookie: string }> = []
  const server = createServer((request, response) => {
    requests.push({ url: request.url ?? "", cookie: request.headers.cookie ?? "" })
    handle(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    apiRoot: `http://127.0.0.1:${port}/api`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" })
  response.end(JSON.stringify(body))
}

describe("a service that never answers", () => {
  let silent: Server
  beforeAll(async () => {
    silent = await serve(() => {
      // accepts the connection, reads the request, never responds
    })
  })
  afterAll(() => silent.close())

  // no timed assertion: the test's own time-out (30 s, far under the 300 s a socket takes) is the bound
  it("--timeout 1: 'the service did not answer in 1 s' on stderr, exit 1", { timeout: 30_000 }, async () => {
    const run = await runCli(["stores", "get", "10001", "--api-root", silent.apiRoot, "--timeout", "1"])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toBe("Store lookup failed: the service did not answer in 1 s\n")
  })

  it("with --json the error line has its own code, \"timeout\"", { timeout: 30_000 }, async () => {
    const run = await runCli(["stores", "search", ...columbus, "--api-root", silent.apiRoot, "--timeout", "0.5", "--json"])
    expect(jsonError(run)).toEqual({ code: "timeout", message: "Store search failed: the service did not answer in 0.5 s", exitCode: 1 })
  })

  it("a member command is bounded the same way", { timeout: 30_000 }, async () => {
    const run = await runCli(["loyalty", "points", "--member", "5002", "--api-root", silent.apiRoot, "--timeout", "1"], signedIn(silent.apiRoot, "5002"))
    expect(run.code).toBe(1)
    expect(run.stderr).toBe("Points lookup failed: the service did not answer in 1 s\n")
  })
})

describe("a service whose answer never ends", () => {
  let endless: Server
  beforeAll(async () => {
    // writes 64 kB after 64 kB for as long as the connection stays: only the client can end it
    const chunk = Buffer.alloc(64 * 1024, " ")
    endless = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" })
      const more = () => {
        while (!response.destroyed && response.write(chunk)) {
          // keep writing until the socket pushes back
        }
      }
      response.on("drain", more)
      more()
    })
  })
  afterAll(() => endless.close())

  it("stops at the clients' 10 MB: one line on stderr, exit 1, nothing on stdout", { timeout: 30_000 }, async () => {
    const run = await runCli(["stores", "get", "10001", "--api-root", endless.apiRoot])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toBe("Store lookup failed: the service's answer is larger than 10 MB\n")
  })

  it("with --json the error line has its own code, \"response-too-large\"", { timeout: 30_000 }, async () => {
    const run = await runCli(["loyalty", "points", "--member", "5002", "--api-root", endless.apiRoot, "--json"], signedIn(endless.apiRoot, "5002"))
    expect(jsonError(run)).toEqual({
      code: "response-too-large",
      message: "Points lookup failed: the service's answer is larger than 10 MB",
      exitCode: 1,
    })
  })
})

describe("--timeout", () => {
  it.concurrent.each(["0", "-1", "abc", "Infinity", "1e9", "3601", ""])("'%s' is a usage error naming the range: exit 2, nothing called", async (value) => {
    const run = await runCli(["stores", "get", "10001", "--timeout", value, "--json"])
    const error = jsonError(run)
    expect(error.code).toBe("usage")
    expect(error.exitCode).toBe(2)
    expect(error.message).toContain("--timeout is a number of seconds above 0 and at most 3600, such as 15 or 2.5.")
  })

  it.concurrent("takes fractions, and leaves a fast answer alone", async () => {
    const run = await runCli(["stores", "get", "10001", "--timeout", "2.5", "--json"])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout).storeNumber).toBe("10001")
  })
})

const hostileName = "Easton\u001b[2J\u001b[1;1H\u001b]0;owned\u0007 Town\u009b31m Center\u001b]8;;https://evil.example/\u001b\\\r\nX"
const hostileStore = {
  storeNumber: "10001",
  name: hostileName,
  addressLine: ["4188 Worth Ave\u001b[8m"],
  city: "Columbus\u0007",
  stateOrProvinceName: "OH",
  postalCode: "43219",
  country: "US",
  telephone: "614-555-0142\u202e",
  latitude: 40.05,
  longitude: -82.91,
  distance: 3.1,
  physicalStoreAttribute: [
    { name: "storeBrand", value: "ACF" },
    { name: "StoreLocator1", value: "Closed\u001b[5m today", displayable: true },
  ],
}

describe("text from the service is printed as plain text", () => {
  let hostile: Server
  beforeAll(async () => {
    hostile = await serve((request, response) => {
      const url = request.url ?? ""
      if (url.startsWith("/api/storelocator/search")) json(response, 200, { physicalStores: [hostileStore], radius: 25 })
      else if (url === "/api/storelocator/10001") json(response, 200, { physicalStores: [hostileStore] })
      else if (url.startsWith("/api/loyalty/info")) {
        json(response, 200, { status: "success", payload: { loyaltyTierInfo: { loyaltyTier: "gold\u001b[41m" } } })
      } else if (url.startsWith("/api/loyalty/rewards")) {
        json(response, 200, { status: "success", payload: { pointBalance: "1200", loyaltyPercentagePoint: "40" } })
      } else {
        json(response, 500, { error: [{ errorCode: "500", errorMessage: "\u001b]0;owned\u0007boom\u001b[2J\nsecond line" }] })
      }
    })
  })
  afterAll(() => hostile.close())

  it.concurrent.each([
    ["a store's details", ["stores", "get", "10001"]],
    ["a search table", ["stores", "search", ...columbus, "--radius", "25"]],
    ["a member's points", ["loyalty", "points", "--member", "5002"]],
  ])("%s: no escape sequence or control character reaches the terminal", async (_name, args) => {
    const run = await runCli([...args, "--api-root", hostile.apiRoot], signedIn(hostile.apiRoot, "5002"))
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(terminalControls(run.stdout, { lineFeeds: true })).toEqual([])
  })

  it.concurrent("the store's words stay, without what was around them", async () => {
    const run = await runCli(["stores", "get", "10001", "--api-root", hostile.apiRoot])
    expect(run.stdout).toContain("Easton Town Center  X")
    expect(run.stdout).not.toContain("owned")
    expect(run.stdout).not.toContain("evil.example")
  })

  it.concurrent("an error message from the service: one plain line", async () => {
    const run = await runCli(["stores", "get", "20002", "--api-root", hostile.apiRoot])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    // the service's line break is a space: the status stays on the one line
    expect(run.stderr).toBe("Store lookup failed: boom second line (HTTP 500)\n")
    expect(hasStackTrace(run.stderr)).toBe(false)
  })

  it.concurrent("--json keeps the data as it came, valid JSON, every control escaped", async () => {
    const run = await runCli(["stores", "get", "10001", "--api-root", hostile.apiRoot, "--json"])
    expect(run.code).toBe(0)
    expect(terminalControls(run.stdout, { lineFeeds: true })).toEqual([])
    const store = JSON.parse(run.stdout) as typeof hostileStore
    expect(store.name).toBe(hostileName)
    expect(store.telephone).toBe(hostileStore.telephone)
  })

  it.concurrent("--json error line: valid JSON, the message plain", async () => {
    const run = await runCli(["stores", "get", "20002", "--api-root", hostile.apiRoot, "--json"])
    expect(terminalControls(run.stderr, { lineFeeds: true })).toEqual([])
    expect(jsonError(run)).toEqual({ code: "service-failed", message: "Store lookup failed: boom second line (HTTP 500)", exitCode: 1 })
  })
})

describe("a password in --api-root is never printed", () => {
  const secretRoots = (origin: string) => [
    `http://user:secret@${origin.slice("http://".length)}/api`,
    "http://user:secret@ho st/api", // not a URL at all
    "ftp://user:secret@example.com/api", // a URL, not http(s)
  ]
  let service: Server
  beforeAll(async () => {
    service = await serve((_request, response) => json(response, 200, { physicalStores: [] }))
  })
  afterAll(() => service.close())

  it("neither the user nor the password is in any output, text or JSON; nothing is called", async () => {
    for (const apiRoot of secretRoots(service.origin)) {
      for (const args of [["stores", "get", "10001"], ["stores", "get", "10001", "--json"], ["loyalty", "points", "--member", "5002"]]) {
        const run = await runCli([...args, "--api-root", apiRoot])
        expect(run.code).toBe(2)
        expect(`${run.stdout}${run.stderr}`).not.toMatch(/secret|user:|user@/)
      }
    }
    expect(service.requests).toEqual([])
  })

  it("says what to give instead", async () => {
    const run = await runCli(["stores", "get", "10001", "--api-root", `http://user:secret@127.0.0.1:4010/api`])
    expect(run.stderr).toContain("'http://127.0.0.1:4010/api'")
  })

  it("the failure lines never show user info either", () => {
    const apiRoot = "http://user:secret@127.0.0.1:9/api"
    expect(withoutUserInfo(apiRoot)).toBe("http://127.0.0.1:9/api")
    expect(withoutUserInfo("user:secret@host")).toBe("host")
    const line = serviceFailureMessage("Store lookup failed", { _tag: "AjaxFailed", message: "service unavailable" }, apiRoot)
    expect(line).toBe("Store lookup failed: service unavailable (no answer from http://127.0.0.1:9/api)")
    const error = failureFor({ _tag: "AjaxFailed", message: "service unavailable" }, { command: "stores get", what: "Store lookup failed", apiRoot })
    expect(error.message).not.toContain("secret")
  })
})

describe("a redirect to another host is refused", () => {
  let elsewhere: Server
  let service: Server
  beforeAll(async () => {
    elsewhere = await serve((_request, response) => json(response, 200, { physicalStores: [hostileStore] }))
    service = await serve((request, response) => {
      response.writeHead(302, { location: `${elsewhere.origin}${request.url ?? "/"}` })
      response.end()
    })
  })
  afterAll(() => Promise.all([service.close(), elsewhere.close()]))

  it("exit 1 with a clear message; the other host is never asked, the member's cookies never sent there", async () => {
    const store = await runCli(["stores", "get", "10001", "--api-root", service.apiRoot])
    expect(store.code).toBe(1)
    expect(store.stdout).toBe("")
    expect(store.stderr).toBe(
      `Store lookup failed: The service redirected the call to another origin (${elsewhere.origin}); the redirect was not followed (HTTP 302)\n`,
    )
    const member = await runCli(["loyalty", "points", "--member", "5002", "--api-root", service.apiRoot, "--json"], signedIn(service.apiRoot, "5002"))
    expect(jsonError(member)).toMatchObject({ code: "service-failed", exitCode: 1 })
    expect(elsewhere.requests).toEqual([])
    expect(service.requests.some((request) => request.cookie.includes("WC_USERACTIVITY_5002"))).toBe(true)
  })
})

describe("stores search --radius must be above zero", () => {
  it.concurrent.each([["-5"], ["0"], ["-0.1"], ["-Infinity"], ["0.0"]])("--radius %s: exit 2 with the spec's radius message", async (radius) => {
    const run = await runCli(["stores", "search", ...columbus, "--radius", radius, "--json"])
    expect(jsonError(run)).toEqual({ code: "invalid-input", message: storeSearchMessages.invalidRadius, exitCode: 2 })
  })

  it.concurrent("with a postal code too, before the geocoder is asked", async () => {
    const run = await runCli(["stores", "search", "--postal-code", "43215", "--radius=-5"])
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(usageText("stores search", storeSearchMessages.invalidRadius))
  })

  it.concurrent("a small positive radius is a search", async () => {
    const run = await runCli(["stores", "search", ...columbus, "--radius", "0.1", "--json"])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout).radius).toBe(0.1)
  })
})
