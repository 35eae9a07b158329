/**
 * `outfitter orders show`: the real CLI (in process, program.ts's main) against the
 * embedded fixtures, and a stub service to prove nothing is called for bad input.
 */
import { invalidOrderNumberMessage } from "@outfitter/domain"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { missingEmailMessage } from "../src/commands/orders/details.ts"
import { hasStackTrace, jsonError, runCli, usageText } from "./support/cli.ts"
import { serviceError, startStub, type StubService } from "./support/stub-service.ts"

const email = "registered@outfitter.test"

describe("outfitter orders show", () => {
  it.concurrent("shows a partly shipped order: its items, their statuses and tracking, what can be done with them", async () => {
    const run = await runCli(["orders", "show", "10000016002", "--email", email])
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(
      [
        "Order 10000016002 (Partially shipped)",
        "Placed:    2026-10-20T09:10:00Z",
        "E-mail:    registered@outfitter.test",
        "Site:      us, US, USD",
        "Channel:   WEB",
        "",
        "Items (2):",
        "  SKU       ITEM                COLOUR / SIZE  QTY  PRICE   STATUS      TRACKING        CAN",
        "  18812065  Cargo Short         Khaki / 32     1    $40.00  Shipped     1Z100000160021  return, exchange",
        "  13392746  Essential Crew Tee  White / S      1    $25.00  Processing  -               cancel",
        "",
        "Payments:",
        "  Visa",
        "",
        "Returns: 0 items being returned, 1 returnable",
        "Label fee: $7.00 (the prepaid return label)",
        "",
      ].join("\n"),
    )
  })

  it.concurrent("marks final sale items, a reservation's pickup store and a pending wallet payment; the e-mail is matched in any case", async () => {
    const [finalSale, reservation, wallet] = await Promise.all([
      runCli(["orders", "show", "10000016003", "--email", email]),
      runCli(["orders", "show", "10000016004", "--email", " REGISTERED@outfitter.test "]),
      runCli(["orders", "show", "10000016009", "--email", email]),
    ])
    expect(finalSale.stdout).toMatch(/Delivered +1Z100000160031 +final sale\n/)
    expect(reservation.code).toBe(0)
    expect(reservation.stdout).toContain("Pickup:    reservation at store 10001")
    expect(reservation.stdout).toMatch(/Reserved +- +cancel\n/)
    expect(wallet.stdout).toContain("Payment:   WeChat Pay payment pending")
  })

  it.concurrent("--json prints the details as the service sent them", async () => {
    const run = await runCli(["orders", "show", "10000016002", "--email", email, "--json"])
    expect(run.code).toBe(0)
    const details = JSON.parse(run.stdout) as Record<string, unknown> & { items: Array<Record<string, unknown>> }
    expect(details).toMatchObject({
      orderNumber: "10000016002",
      orderEmail: email,
      currency: "USD",
      status: "Partially shipped",
      returnItems: [],
      payments: [{ paymentName: "VISA", sequence: 1 }],
    })
    expect(details.items.map((item) => [item["shortSku"], item["status"], item["trackingNumber"] ?? null])).toEqual([
      ["18812065", "Shipped", "1Z100000160021"],
      ["13392746", "Processing", null],
    ])
  })

  it.concurrent("a wrong e-mail is not found: exit 1, nothing on stdout (a 404 is not retried)", async () => {
    const [text, json] = await Promise.all([
      runCli(["orders", "show", "10000016001", "--email", "someone@outfitter.test"]),
      runCli(["orders", "show", "10000016001", "--email", "someone@outfitter.test", "--json"]),
    ])
    expect(text.code).toBe(1)
    expect(text.stdout).toBe("")
    expect(text.stderr).toBe("No order 10000016001 for someone@outfitter.test\n")
    expect(jsonError(json)).toEqual({ code: "not-found", exitCode: 1, message: "No order 10000016001 for someone@outfitter.test" })
  }, 30_000)

  it.concurrent("a details call that keeps failing is exit 1 with its last failure and the attempts made", async () => {
    const run = await runCli(["orders", "show", "10000016504", "--email", email])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toBe("Order lookup failed after 4 attempts: service unavailable (HTTP 500)\n")
    expect(hasStackTrace(run.stderr)).toBe(false)
  }, 30_000)
})

describe("outfitter orders show: bad input is exit 2 before any call", () => {
  let stub: StubService
  beforeAll(async () => {
    stub = await startStub(() => serviceError(500, "SERVICE_UNAVAILABLE", "service unavailable"))
  })
  afterAll(() => stub.close())

  it.each([
    [["abc", "--email", email], `${invalidOrderNumberMessage}, got 'abc'`],
    [["1".repeat(25), "--email", email], `${invalidOrderNumberMessage}, got '${"1".repeat(25)}'`],
    [["10000016001"], missingEmailMessage],
    [["10000016001", "--email", " "], missingEmailMessage],
    [["10000016001", "--email", "not-an-email"], "Please enter a valid email address. (--email), got 'not-an-email'"],
  ])("orders show %j", async (args, message) => {
    const run = await runCli(["orders", "show", ...args, "--api-root", stub.apiRoot])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toBe(usageText("orders show", message))
    expect(stub.requests).toEqual([])
    const json = await runCli(["orders", "show", ...args, "--api-root", stub.apiRoot, "--json"])
    expect(jsonError(json).exitCode).toBe(2)
  })

  it("a missing order number is commander's usage error, exit 2", async () => {
    const run = await runCli(["orders", "show", "--email", email, "--json"])
    expect(jsonError(run)).toMatchObject({ code: "usage", exitCode: 2 })
  })

  it("a valid number and e-mail do reach the service (so the checks above can fail)", async () => {
    const run = await runCli(["orders", "show", "10000016001", "--email", email, "--api-root", stub.apiRoot])
    expect(run.code).toBe(1)
    expect(stub.requests[0]?.path).toBe("/user/order/return/10000016001?email=registered%40outfitter.test")
  }, 30_000)
})
