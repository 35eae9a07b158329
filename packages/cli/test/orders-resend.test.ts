import { invalidOrderNumberMessage } from "@outfitter/domain"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { noInStoreOrderMessage } from "../src/commands/orders/resend.ts"
import { runCli, usageText } from "./support/cli.ts"
import { signedIn } from "./support/session.ts"
import { memberInfo, serviceError, startStub, type StubService } from "./support/stub-service.ts"

const asUser = { OUTFITTER_MEMBER: "5001" }

describe("outfitter orders resend", () => {
  it.concurrent("resends an online order's confirmation", async () => {
    const run = await runCli(["orders", "resend", "10000001001"], asUser)
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(run.stdout.trim()).toBe("Order Confirmation Email Sent (order 10000001001)")
  })

  it.concurrent("resends an in-store order's e-receipt, with or without --in-store; --json prints the outcome only", async () => {
    const [asked, found] = await Promise.all([
      runCli(["orders", "resend", "20000002001", "--in-store", "--channel", "POS", "--json"], asUser),
      runCli(["orders", "resend", " 20000002001 ", "--member", "5001"]),
    ])
    expect(asked.code).toBe(0)
    expect(JSON.parse(asked.stdout)).toEqual({ orderNumber: "20000002001", kind: "ereceipt", message: "E-Receipt Email Sent" })
    expect(found.code).toBe(0)
    expect(found.stdout.trim()).toBe("E-Receipt Email Sent (order 20000002001)")
  })

  it.concurrent("--in-store for an order the history has as online sends nothing: not found, exit 1", async () => {
    const run = await runCli(["orders", "resend", "10000001001", "--in-store"], asUser)
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr.trim()).toBe(noInStoreOrderMessage("10000001001", "5001"))
  })

  it.concurrent("--in-store for an order not in the history is not found, exit 1", async () => {
    const run = await runCli(["orders", "resend", "30000000001", "--in-store"], asUser)
    expect(run.code).toBe(1)
    expect(run.stderr.trim()).toBe(noInStoreOrderMessage("30000000001", "5001"))
  })

  it.concurrent("a failing resend is exit 1 with the service's message; a 401 is not authorised, exit 3", async () => {
    const [failed, refused] = await Promise.all([
      runCli(["orders", "resend", "10000009500"], asUser),
      runCli(["orders", "resend", "10000009401"], asUser),
    ])
    expect(failed.code).toBe(1)
    expect(failed.stderr.trim()).toBe("Resend failed: service unavailable (HTTP 500)")
    expect(refused.code).toBe(3)
    expect(refused.stderr.trim()).toBe("Not authorised: the service refused member 5001 for orders resend (HTTP 401)")
  })

  it.concurrent("an order that does not exist, and another member's, are not found (exit 1) and nothing is sent", async () => {
    const [missing, theirs] = await Promise.all([
      runCli(["orders", "resend", "99999999999", "--member", "5001"]),
      runCli(["orders", "resend", "10000001001", "--member", "5002"]),
    ])
    for (const [run, orderNumber] of [[missing, "99999999999"], [theirs, "10000001001"]] as const) {
      expect(run.code).toBe(1)
      expect(run.stdout).toBe("")
      expect(run.stderr.trim()).toMatch(new RegExp(`^Resend failed: No order ${orderNumber} .*\\(HTTP 404\\)$`))
    }
  })

  it.concurrent("no member is exit 2", async () => {
    const nobody = await runCli(["orders", "resend", "10000001001"], { OUTFITTER_MEMBER: "" })
    expect(nobody.code).toBe(2)
    expect(nobody.stderr).toContain("OUTFITTER_MEMBER")
  })
})

describe("outfitter orders resend: the order number is checked before any call", () => {
  let stub: StubService
  beforeAll(async () => {
    stub = await startStub((request) =>
      request.path.startsWith("/loyalty/info") ? memberInfo : serviceError(500, "SERVICE_UNAVAILABLE", "service unavailable")
    )
  })
  afterAll(() => stub.close())

  it.each(["abc", "123", "1000000100a", "a/b", "1".repeat(25), " "])("%j is exit 2 with the domain's rule, and nothing is called", async (orderNumber) => {
    const run = await runCli(["orders", "resend", orderNumber, "--api-root", stub.apiRoot], asUser)
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toBe(usageText("orders resend", `${invalidOrderNumberMessage}, got '${orderNumber}'`))
    expect(stub.requests).toEqual([])
  })

  it("a valid number does reach the service (so the check above can fail)", async () => {
    const run = await runCli(["orders", "resend", "10000001001", "--api-root", stub.apiRoot], signedIn(stub.apiRoot, "5001"))
    expect(run.code).toBe(1)
    expect(stub.requests.map((request) => request.path)).toEqual(["/loyalty/info", "/user/orders"])
  })
})
