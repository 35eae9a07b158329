import { describe, expect, it } from "vitest"
import { runCli } from "./support/cli.ts"

const asUser = { OUTFITTER_MEMBER: "5001" }

describe("outfitter orders resend", () => {
  it.concurrent("resends an online order's confirmation", async () => {
    const run = await runCli(["orders", "resend", "10000001001"], [], asUser)
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(run.stdout.trim()).toBe("Order Confirmation Email Sent (order 10000001001)")
  })

  it.concurrent("resends an in-store e-receipt, --json prints the outcome only", async () => {
    const run = await runCli(["orders", "resend", "20000002001", "--in-store", "--channel", "POS", "--json"], [], asUser)
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual({ orderNumber: "20000002001", kind: "ereceipt", message: "E-Receipt Email Sent" })
  })

  it.concurrent("a failing resend is exit 1 with the service's message", async () => {
    const run = await runCli(["orders", "resend", "10000009500"], [], asUser)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain("Resend failed: service unavailable (HTTP 500)")
  })

  it.concurrent("an unknown in-store order is exit 1", async () => {
    const run = await runCli(["orders", "resend", "30000000001", "--in-store"], [], asUser)
    expect(run.code).toBe(1)
  })

  it.concurrent("a bad order number or no user is exit 2", async () => {
    const [bad, nobody] = await Promise.all([
      runCli(["orders", "resend", "a/b"], [], asUser),
      runCli(["orders", "resend", "10000001001"], [], { OUTFITTER_MEMBER: "" }),
    ])
    expect(bad.code).toBe(2)
    expect(nobody.code).toBe(2)
    expect(nobody.stderr).toContain("OUTFITTER_MEMBER")
  })
})
