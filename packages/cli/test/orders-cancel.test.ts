/**
 * `outfitter orders cancel`: the real CLI against the embedded fixtures (in process: the
 * fixtures remember a cancel, so each test cancels its own order), the non-terminal
 * refusal through a real process (stdin not a terminal), and a stub service to prove
 * nothing is called for bad input.
 */
import { cancelReasonRequiredMessage, cancelReasons, invalidOrderNumberMessage, unknownCancelReasonMessage } from "@outfitter/domain"
import { resetFixtures } from "@outfitter/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { cancelRefusedMessage, command, notATerminalMessage } from "../src/commands/orders/cancel.ts"
import { agrees } from "../src/commands/orders/confirm.ts"
import { commands } from "../src/manifest.ts"
import { missingEmailMessage } from "../src/commands/orders/details.ts"
import { jsonError, runCli, runProcess, usageText } from "./support/cli.ts"
import { serviceError, startStub, type StubService } from "./support/stub-service.ts"

const email = "registered@outfitter.test"

describe("outfitter orders cancel", () => {
  beforeAll(() => resetFixtures())
  afterAll(() => resetFixtures())

  it.concurrent("cancels a processing order with --yes; a second cancel is refused ('Failure'), exit 1", async () => {
    const first = await runCli(["orders", "cancel", "10000016010", "--email", email, "--reason", "CHANGED_MIND", "--yes"])
    expect(first.stderr).toBe("")
    expect(first.code).toBe(0)
    expect(first.stdout).toBe("Cancelled order 10000016010 (reason CHANGED_MIND)\n")
    const shown = await runCli(["orders", "show", "10000016010", "--email", email, "--json"])
    expect((JSON.parse(shown.stdout) as { items: Array<{ status: string }> }).items.map((item) => item.status)).toEqual(["Cancelled", "Cancelled"])
    const again = await runCli(["orders", "cancel", "10000016010", "--email", email, "--reason", "CHANGED_MIND", "--yes", "--json"])
    expect(jsonError(again)).toEqual({ code: "rejected", exitCode: 1, message: cancelRefusedMessage("10000016010") })
  })

  it.concurrent("--item cancels those items only; --json prints what was cancelled", async () => {
    const run = await runCli(["orders", "cancel", "10000016002", "--email", email, "--reason", "CHANGED_MIND", "--item", "13392746", "--yes", "--json"])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual({
      orderNumber: "10000016002",
      cancelled: "items",
      items: ["13392746"],
      changeReasonCode: "CHANGED_MIND",
      status: "Success",
    })
  })

  it.concurrent("a reservation is cancelled with --reason CANCEL; another reason is the service's to refuse (exit 2)", async () => {
    const [other, cancelled] = [
      await runCli(["orders", "cancel", "10000016004", "--email", email, "--reason", "CHANGED_MIND", "--yes"]),
      await runCli(["orders", "cancel", "10000016004", "--email", email, "--reason", "CANCEL", "--yes"]),
    ]
    expect(other.code).toBe(2)
    expect(other.stderr).toBe(usageText("orders cancel", "A reservation is cancelled with the code CANCEL"))
    expect(cancelled.code).toBe(0)
    expect(cancelled.stdout).toBe("Cancelled order 10000016004 (reason CANCEL)\n")
  })

  it.concurrent("a shipped order answers 'Failure': exit 1, code rejected; a sku not on the order is exit 2", async () => {
    const [shipped, magic, sku] = await Promise.all([
      runCli(["orders", "cancel", "10000016001", "--email", email, "--reason", "CHANGED_MIND", "--yes"]),
      runCli(["orders", "cancel", "10000016502", "--email", email, "--reason", "CHANGED_MIND", "--yes", "--json"]),
      runCli(["orders", "cancel", "10000016003", "--email", email, "--reason", "CHANGED_MIND", "--item", "99999999", "--yes"]),
    ])
    expect(shipped.code).toBe(1)
    expect(shipped.stdout).toBe("")
    expect(shipped.stderr).toBe(`${cancelRefusedMessage("10000016001")}\n`)
    expect(jsonError(magic).code).toBe("rejected")
    expect(sku.code).toBe(2)
    expect(sku.stderr).toBe(usageText("orders cancel", "Item 99999999 is not on order 10000016003"))
  })

  it.concurrent("a cancel that fails 3 times is exit 1 with the service's message; a wrong e-mail is not found", async () => {
    const [failing, stranger] = await Promise.all([
      runCli(["orders", "cancel", "10000016503", "--email", email, "--reason", "CHANGED_MIND", "--yes"]),
      runCli(["orders", "cancel", "10000016010", "--email", "someone@outfitter.test", "--reason", "CHANGED_MIND", "--yes"]),
    ])
    expect(failing.code).toBe(1)
    expect(failing.stderr).toBe("Cancel failed: service unavailable (HTTP 500)\n")
    expect(stranger.code).toBe(1)
    expect(stranger.stderr).toBe("No order 10000016010 for someone@outfitter.test\n")
  }, 15_000)
})

describe("outfitter orders cancel: confirmation", () => {
  it("without --yes and with stdin not a terminal it refuses with exit 2, before any call (a real process)", async () => {
    const [text, json] = await Promise.all([
      runProcess(["orders", "cancel", "10000016010", "--email", email, "--reason", "CHANGED_MIND"]),
      runProcess(["orders", "cancel", "10000016010", "--email", email, "--reason", "CHANGED_MIND", "--json"]),
    ])
    expect(text.code).toBe(2)
    expect(text.stdout).toBe("")
    expect(text.stderr).toBe(usageText("orders cancel", notATerminalMessage))
    expect(jsonError(json)).toEqual({ code: "usage", exitCode: 2, message: notATerminalMessage })
  })

  it("agrees only to y or yes", () => {
    expect(["y", "Y", " yes ", "YES"].every(agrees)).toBe(true)
    expect(["", "n", "no", "yes please", "ja"].some(agrees)).toBe(false)
  })
})

describe("outfitter orders cancel: bad input is exit 2 before any call", () => {
  let stub: StubService
  beforeAll(async () => {
    stub = await startStub(() => serviceError(500, "SERVICE_UNAVAILABLE", "service unavailable"))
  })
  afterAll(() => stub.close())

  it.each([
    [["12a", "--email", email, "--reason", "CHANGED_MIND", "--yes"], `${invalidOrderNumberMessage}, got '12a'`],
    [["10000016010", "--reason", "CHANGED_MIND", "--yes"], missingEmailMessage],
    [["10000016010", "--email", "x@", "--reason", "CHANGED_MIND", "--yes"], "Please enter a valid email address. (--email), got 'x@'"],
    [["10000016010", "--email", email, "--yes"], `${cancelReasonRequiredMessage} (--reason <code>)`],
    [["10000016010", "--email", email, "--reason", "  ", "--yes"], `${cancelReasonRequiredMessage} (--reason <code>)`],
    // only the codes the order page offers (and CANCEL); the message lists them
    [["10000016010", "--email", email, "--reason", "CR1", "--yes"], `${unknownCancelReasonMessage("CR1")} (--reason <code>)`],
    [["10000016010", "--email", email, "--reason", "R".repeat(100 * 1024), "--yes"], `${unknownCancelReasonMessage("R".repeat(100 * 1024))} (--reason <code>)`],
    [["10000016010", "--email", email, "--reason", "CHANGED_MIND", "--item", " ", "--yes"], "--item needs a short sku, got ''"],
  ])("orders cancel %j", async (args, message) => {
    const run = await runCli(["orders", "cancel", ...args, "--api-root", stub.apiRoot])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toBe(usageText("orders cancel", message))
    expect(stub.requests).toEqual([])
  })

  it("the refusal names every code the order page offers, and repeats at most 40 characters of a long one", async () => {
    const run = await runCli(["orders", "cancel", "10000016010", "--email", email, "--reason", "R".repeat(100 * 1024), "--yes", "--api-root", stub.apiRoot])
    expect(run.code).toBe(2)
    for (const { code } of cancelReasons) expect(run.stderr).toContain(code)
    expect(run.stderr).toContain(`'${"R".repeat(40)}…'`)
    expect(run.stderr.length).toBeLessThan(400)
    expect(stub.requests).toEqual([])
  })

  it("--help names the same codes as the domain's list (the manifest cannot import it)", () => {
    const described = (commands["orders cancel"].options.reason as { readonly description: string }).description
    expect(described.match(/[A-Z][A-Z_]{3,}/g)).toEqual([...cancelReasons.map((reason) => reason.code), "CANCEL"])
  })

  it("a reason is taken in any case and sent as the code", () => {
    const { input } = command.input(["10000016010"], { email, reason: " changed_mind ", yes: true }, {})
    expect(input.request.body.changeReasonCode).toBe("CHANGED_MIND")
  })

  it("a valid cancel reaches the service: the domain's body, 3 attempts", async () => {
    const run = await runCli(["orders", "cancel", "10000016010", "--email", email, "--reason", "CHANGED_MIND", "--item", "13392746", "--yes", "--api-root", stub.apiRoot])
    expect(run.code).toBe(1)
    expect(stub.requests.map((request) => `${request.method} ${request.path}`)).toEqual(Array(3).fill("PUT /user/order/10000016010"))
  }, 15_000)
})
