/**
 * `stores search --postal-code` when the geocoder is down, answers 500, hangs or sends
 * what cannot be read: reported as the service's failure (exit 1, the call and cause under
 * --verbose), never as the customer's postal code. Only the geocoder's "found nothing"
 * (HTTP 404) is the postal-code message. Each runs against a local node:http server.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { postalCodeNotFoundMessage } from "@outfitter/domain/maps"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { jsonError, runCli } from "./support/cli.ts"

interface Server {
  readonly apiRoot: string
  readonly close: () => Promise<void>
}

const serve = async (handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<Server> => {
  const server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    apiRoot: `http://127.0.0.1:${port}/api`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const answer = (status: number, body: string) => (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(status, { "content-type": "application/json" })
  response.end(body)
}

const serviceError = (key: string, message: string) => JSON.stringify({ error: [{ errorKey: key, errorCode: "0", errorMessage: message }] })

const search = (apiRoot: string, ...more: ReadonlyArray<string>) => runCli(["stores", "search", "--postal-code", "43215", "--api-root", apiRoot, ...more])

describe("stores search --postal-code against a geocoder that fails", () => {
  let failing: Server
  let unreadable: Server
  let silent: Server
  let notFound: Server
  let down: string
  beforeAll(async () => {
    failing = await serve(answer(500, serviceError("SERVICE_UNAVAILABLE", "service unavailable")))
    unreadable = await serve(answer(200, "<html>maintenance</html>"))
    silent = await serve(() => {
      // reads the request and never answers
    })
    notFound = await serve(answer(404, serviceError("ZIP_NOT_FOUND", "No location for 43215")))
    // a port that was listening and is closed again: the connection is refused
    const closed = await serve(answer(200, "{}"))
    down = closed.apiRoot
    await closed.close()
  })
  afterAll(() => Promise.all([failing.close(), unreadable.close(), silent.close(), notFound.close()]))

  it("a 500 is the service's failure, exit 1, with the call under --verbose", async () => {
    const run = await search(failing.apiRoot, "--verbose")
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).not.toContain(postalCodeNotFoundMessage)
    expect(run.stderr.split("\n")[0]).toBe("Store search failed: service unavailable (HTTP 500)")
    expect(run.stderr).toContain(`  call: GET ${failing.apiRoot}/maps/geocode?address=43215&country=US`)
  })

  it("a refused connection names the API root, and --verbose the call and its cause", async () => {
    const plain = await search(down)
    expect(plain.code).toBe(1)
    expect(plain.stderr).toMatch(/^Store search failed: .*\(no answer from http:\/\/127\.0\.0\.1:\d+\/api\)\n$/)
    const verbose = await search(down, "--verbose")
    expect(verbose.stderr).toContain(`  call: GET ${down}/maps/geocode?address=43215&country=US`)
    expect(verbose.stderr).toMatch(/ {2}(cause|caused by): .*ECONNREFUSED/)
    expect(verbose.stderr).not.toContain(postalCodeNotFoundMessage)
  })

  it("an answer that cannot be read is the service's failure, with --json its code", async () => {
    const run = await search(unreadable.apiRoot, "--json")
    expect(run.code).toBe(1)
    expect(jsonError(run)).toEqual({
      code: "service-failed",
      message: "Store search failed: The service sent a response that could not be read (HTTP 200)",
      exitCode: 1,
    })
  })

  // no timed assertion: the test's own time-out is the bound
  it("no answer in time is a time-out, not an unknown postal code", { timeout: 30_000 }, async () => {
    const run = await search(silent.apiRoot, "--timeout", "0.5", "--json")
    expect(jsonError(run)).toEqual({ code: "timeout", message: "Store search failed: the service did not answer in 0.5 s", exitCode: 1 })
  })

  it("only the geocoder's 404 blames the postal code", async () => {
    const run = await search(notFound.apiRoot, "--json")
    expect(jsonError(run)).toEqual({ code: "not-found", message: postalCodeNotFoundMessage, exitCode: 1 })
  })

  it("the embedded fixtures' failing geocoder (zip 00000) is a failure too; an unknown zip is not found", async () => {
    const failed = await runCli(["stores", "search", "--postal-code", "00000", "--json"])
    expect(jsonError(failed)).toMatchObject({ code: "service-failed", exitCode: 1 })
    const unknown = await runCli(["stores", "search", "--postal-code", "99999", "--json"])
    expect(jsonError(unknown)).toEqual({ code: "not-found", message: postalCodeNotFoundMessage, exitCode: 1 })
  })
})
