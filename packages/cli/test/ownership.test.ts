/**
 * A member sees only their own orders, through the commands a guest may also use:
 * `returns calculate` and `wallet status` with --member answer another member's order as
 * one that does not exist (exit 1, not found), and the order's own member as before.
 */
import { describe, expect, it } from "vitest"
import { jsonError, runCli } from "./support/cli.ts"

const email = "registered@outfitter.test"
// orders of member 5001: a delivered order, and a CN order with a wallet payment pending
const delivered = "10000016001"
const walletOrder = "10000016009"

describe("--member: another member's order is not found", () => {
  it.concurrent("returns calculate as member 5002 on 5001's order: not found, exit 1; as 5001 the refund", async () => {
    const args = ["returns", "calculate", delivered, "--email", email, "--item", "11873401:R02:D11"]
    const [other, owner] = await Promise.all([runCli([...args, "--member", "5002", "--json"]), runCli([...args, "--member", "5001", "--json"])])
    expect(other.code).toBe(1)
    expect(jsonError(other)).toMatchObject({ code: "not-found", exitCode: 1 })
    expect(owner.code).toBe(0)
    expect(JSON.parse(owner.stdout)).toMatchObject({ orderNumber: delivered })
  })

  it.concurrent("wallet status as member 5002 on 5001's order: not found, exit 1; as 5001, or with no member, the status", async () => {
    const [other, owner, guest] = await Promise.all([
      runCli(["wallet", "status", walletOrder, "--member", "5002"]),
      runCli(["wallet", "status", walletOrder, "--member", "5001", "--json"]),
      runCli(["wallet", "status", walletOrder, "--json"]),
    ])
    expect(other).toEqual({ code: 1, stdout: "", stderr: `Payment status failed: No mobile-wallet payment for order ${walletOrder}\n` })
    expect(jsonError(await runCli(["wallet", "status", walletOrder, "--member", "5002", "--json"]))).toMatchObject({ code: "not-found" })
    for (const run of [owner, guest]) {
      expect(run.code).toBe(0)
      expect(JSON.parse(run.stdout)).toMatchObject({ orderId: walletOrder, status: "NOT_CREATED" })
    }
  })
})
