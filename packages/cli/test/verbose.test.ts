/**
 * --verbose: a failed call also shows what was called and why it failed, from the fields
 * the clients keep on their errors (method, URL without credentials, a redacted cause).
 * Without it the failure is the one line it always was.
 */
import { describe, expect, it } from "vitest"
import { failureDetails } from "../src/failures.ts"
import { jsonError, runCli } from "./support/cli.ts"

describe("outfitter --verbose", () => {
  it("adds the call under the failure line; without it the line is alone", async () => {
    const plain = await runCli(["stores", "get", "99500"])
    expect(plain.code).toBe(1)
    expect(plain.stderr).toBe("Store lookup failed: service unavailable (HTTP 500)\n")
    const verbose = await runCli(["stores", "get", "99500", "--verbose"])
    expect(verbose.code).toBe(1)
    expect(verbose.stdout).toBe("")
    expect(verbose.stderr).toBe(
      "Store lookup failed: service unavailable (HTTP 500)\n  call: GET http://fixtures.outfitter.invalid/api/storelocator/99500\n",
    )
  })

  it("with --json the details are an array beside the message, and name the part of the body that did not match", async () => {
    const run = await runCli(["stores", "get", "99422", "--verbose", "--json"])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1)
    const { error } = JSON.parse(run.stderr) as { error: { code: string; exitCode: number; details?: ReadonlyArray<string> } }
    expect(Object.keys(error).sort()).toEqual(["code", "details", "exitCode", "message"])
    expect(error.code).toBe("service-failed")
    expect(error.details?.[0]).toBe("call: GET http://fixtures.outfitter.invalid/api/storelocator/99422")
    expect(error.details?.[1]).toMatch(/^cause: .*physicalStores/)
    const quiet = jsonError(await runCli(["stores", "get", "99422", "--json"])) as { readonly details?: unknown }
    expect(quiet.details).toBeUndefined()
  })

  it("a call that got no answer shows the transport's cause, and never the URL's credentials", () => {
    expect(failureDetails({
      _tag: "AjaxFailed",
      message: "service unavailable",
      method: "GET",
      url: "https://support:secret@www.example.com/api/storelocator/1",
      cause: { name: "TypeError", message: "fetch failed", cause: { name: "Error", message: "connect ECONNREFUSED" } },
    })).toEqual([
      "call: GET https://www.example.com/api/storelocator/1",
      "cause: TypeError: fetch failed",
      "caused by: Error: connect ECONNREFUSED",
    ])
    expect(failureDetails({ _tag: "AjaxFailed", message: "x" })).toEqual([])
  })
})
