/**
 * `outfitter payments status`: a re-authorisation's status and its meaning over the
 * fixtures (each reAuthStatus of the table, the attempt sent), the failures and their exit
 * codes, the id checked before any call, and the service's words printed as plain text.
 */
import { paymentStatusMeanings, reauthMessages } from "@outfitter/domain"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { invalidPayInstructionMessage, invalidRetryMessage, noPaymentMessage } from "../src/commands/payments/status.ts"
import { cutEchoes } from "../src/writeFailure.ts"
import { runCli, usageText } from "./support/cli.ts"
import { signedIn } from "./support/session.ts"
import { memberInfo, serviceError, startStub, type StubService } from "./support/stub-service.ts"

const asMember = { OUTFITTER_MEMBER: "5001" }

describe("outfitter payments status", () => {
  it.concurrent("an authorised payment: its status and meaning, exit 0", async () => {
    const run = await runCli(["payments", "status", "PI-10000018001-authorised"], asMember)
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(
      ["Payment   PI-10000018001-authorised", "Status    AUTHORIZED", `Meaning   ${paymentStatusMeanings.authorized}`, ""].join("\n"),
    )
  })

  it.concurrent("still processing at the first attempt, authorised at the third; --json prints the view only", async () => {
    const [first, third] = await Promise.all([
      runCli(["payments", "status", "PI-10000018001-processing", "--json"], asMember),
      runCli(["payments", "status", "PI-10000018001-processing", "--retry", "2", "--json", "--member", "5001"]),
    ])
    expect(first.code).toBe(0)
    expect(JSON.parse(first.stdout)).toEqual({
      payInstructionId: "PI-10000018001-processing",
      reAuthStatus: "PROCESSING",
      outcome: "pending",
      meaning: paymentStatusMeanings.pending,
    })
    expect(third.code).toBe(0)
    expect(JSON.parse(third.stdout)).toMatchObject({ reAuthStatus: "AUTHORIZED", outcome: "authorized" })
  })

  it.concurrent("a deferred payment and an unknown status: their meaning and what the customer was shown, still exit 0", async () => {
    const [deferred, unknown] = await Promise.all([
      runCli(["payments", "status", "PI-10000018001-deferred"], asMember),
      runCli(["payments", "status", "PI-10000018001-unknownStatus", "--json"], asMember),
    ])
    expect(deferred.code).toBe(0)
    expect(deferred.stdout).toBe(
      [
        "Payment   PI-10000018001-deferred",
        "Status    DEFERRED",
        `Meaning   ${paymentStatusMeanings.timeout}`,
        `Customer  ${reauthMessages.unableToProcess}`,
        "",
      ].join("\n"),
    )
    expect(JSON.parse(unknown.stdout)).toEqual({
      payInstructionId: "PI-10000018001-unknownStatus",
      reAuthStatus: "ON_HOLD",
      outcome: "failed",
      reason: "failure",
      meaning: paymentStatusMeanings.failure,
      customerMessage: reauthMessages.unableToProcess,
    })
  })

  it.concurrent("an unknown payment is exit 1 (not found); a failing status call exit 1 with the service's words", async () => {
    const [missing, failing, missingJson] = await Promise.all([
      runCli(["payments", "status", "PI-nothing"], asMember),
      runCli(["payments", "status", "PI-10000018001-statusFails"], asMember),
      runCli(["payments", "status", "PI-nothing", "--json"], asMember),
    ])
    expect(missing.code).toBe(1)
    expect(missing.stdout).toBe("")
    expect(missing.stderr.trim()).toBe(noPaymentMessage("PI-nothing", "5001"))
    expect(failing.code).toBe(1)
    expect(failing.stderr.trim()).toBe("Payment status failed: service unavailable (HTTP 500)")
    expect(JSON.parse(missingJson.stderr)).toEqual({ error: { code: "not-found", message: noPaymentMessage("PI-nothing", "5001"), exitCode: 1 } })
  })

  it.concurrent("a declined payment reads declined for its member, and is not found for another member (exit 1)", async () => {
    const [declined, theirs] = await Promise.all([
      runCli(["payments", "status", "PI-10000018001-declined", "--json"], asMember),
      runCli(["payments", "status", "PI-10000018001-declined", "--member", "5002"]),
    ])
    expect(declined.code).toBe(0)
    expect(JSON.parse(declined.stdout)).toMatchObject({ reAuthStatus: "DECLINED", outcome: "failed", reason: "declined" })
    expect(theirs.code).toBe(1)
    expect(theirs.stdout).toBe("")
    expect(theirs.stderr.trim()).toBe(noPaymentMessage("PI-10000018001-declined", "5002"))
  })

  it.concurrent("no member named is exit 2", async () => {
    const run = await runCli(["payments", "status", "PI-10000018001-authorised"], { OUTFITTER_MEMBER: "" })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain("OUTFITTER_MEMBER")
  })
})

describe("outfitter payments status against a service", () => {
  let stub: StubService
  beforeAll(async () => {
    stub = await startStub((request) => {
      if (request.path.startsWith("/loyalty/info")) return memberInfo
      if (request.path.startsWith("/user/order/payment/PI-refused")) return serviceError(401, "UNAUTHORIZED", "Unauthorized")
      return { status: 200, body: { reAuthStatus: "\u001b[31mON_HOLD\u001b[0m" } }
    })
  })
  afterAll(() => stub.close())

  it.each([".", "..", "a/b", "PI 1", "x".repeat(101), ""])("the id %j is exit 2 with its rule, and nothing is called", async (id) => {
    const before = stub.requests.length
    const run = await runCli(["payments", "status", id, "--api-root", stub.apiRoot], asMember)
    expect(run.code).toBe(2)
    // a long id is echoed cut to its first characters and its length
    expect(run.stderr).toBe(usageText("payments status", cutEchoes(invalidPayInstructionMessage(id))))
    expect(stub.requests.length).toBe(before)
  })

  it.each(["-1", "x", "1.5"])("--retry %j is exit 2, and nothing is called", async (retry) => {
    const before = stub.requests.length
    const run = await runCli(["payments", "status", "PI-1", `--retry=${retry}`, "--api-root", stub.apiRoot], asMember)
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(usageText("payments status", invalidRetryMessage(retry)))
    expect(stub.requests.length).toBe(before)
  })

  it("a valid id reaches the service with the member's cookies and the attempt; its status is printed as plain text", async () => {
    const run = await runCli(["payments", "status", "PI-1", "--retry", "3", "--api-root", stub.apiRoot], signedIn(stub.apiRoot, "5001"))
    expect(run.code).toBe(0)
    const call = stub.requests.at(-1)!
    expect(call.path).toBe("/user/order/payment/PI-1?retry=3")
    expect(call.cookie).toContain("WC_USERACTIVITY_5001=")
    expect(run.stdout).toContain("Status    ON_HOLD\n")
    expect(run.stdout).not.toContain("\u001b")
  })

  it("a refused member is exit 3", async () => {
    const run = await runCli(["payments", "status", "PI-refused", "--api-root", stub.apiRoot], signedIn(stub.apiRoot, "5001"))
    expect(run.code).toBe(3)
    expect(run.stderr.trim()).toBe("Not authorised: the service refused member 5001 for payments status (HTTP 401)")
  })
})
