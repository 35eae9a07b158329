import { addOrderMessages } from "@outfitter/domain"
import { describe, expect, it } from "vitest"
import { missingMemberMessage } from "../src/member.ts"
import { hasStackTrace, runCli } from "./support/cli.ts"

const as = (member: string) => ({ OUTFITTER_MEMBER: member })

describe("outfitter loyalty points", () => {
  it.concurrent("prints the member's points with thousands commas, and JSON with --json", async () => {
    const [text, json] = await Promise.all([
      runCli(["loyalty", "points"], [], as("5002")),
      runCli(["loyalty", "points", "--json"], [], as("5002")),
    ])
    expect(text.code).toBe(0)
    const points = JSON.parse(json.stdout) as { member: string; points: number; pointsText: string; tier: string }
    expect(points.member).toBe("5002")
    expect(points.pointsText).toBe(points.points.toLocaleString("en-US"))
    expect(text.stdout).toContain(`Points    ${points.pointsText}`)
    expect(text.stdout).toContain(`Tier      ${points.tier}`)
  })

  it.concurrent("without a member is a usage error (exit 2); a non-member exits 1", async () => {
    const [none, nonMember] = await Promise.all([
      runCli(["loyalty", "points"], [], as("")),
      runCli(["loyalty", "points"], [], as("5095")),
    ])
    expect(none.code).toBe(2)
    expect(none.stderr.trim()).toBe(missingMemberMessage)
    expect(nonMember.code).toBe(1)
    expect(nonMember.stderr.trim()).toBe("Member 5095 is not a loyalty member")
    expect(hasStackTrace(nonMember.stderr)).toBe(false)
  })
})

describe("outfitter loyalty history", () => {
  it.concurrent("pages the history with --page and --page-size", async () => {
    const [page2, all] = await Promise.all([
      runCli(["loyalty", "history", "--page", "2", "--page-size", "4"], [], as("5002")),
      runCli(["loyalty", "history", "--page-size", "100", "--json"], [], as("5002")),
    ])
    expect(page2.code).toBe(0)
    const lines = page2.stdout.trim().split("\n")
    expect(lines).toHaveLength(5)
    expect(lines[4]).toBe("Page 2 of 3 (10 records)")
    const slice = JSON.parse(all.stdout) as { total: number; entries: Array<{ text: string }> }
    expect(slice.total).toBe(10)
    expect(lines[0]).toContain(slice.entries[4]!.text)
  })

  it.concurrent("bad paging is exit 2; an empty history says so", async () => {
    const [zero, past, empty] = await Promise.all([
      runCli(["loyalty", "history", "--page", "0"], [], as("5002")),
      runCli(["loyalty", "history", "--page", "9"], [], as("5002")),
      runCli(["loyalty", "history"], [], as("5095")),
    ])
    expect(zero.code).toBe(2)
    expect(past.code).toBe(2)
    expect(empty.code).toBe(0)
    expect(empty.stdout.trim()).toBe("No points history")
  })
})

describe("outfitter loyalty add-order", () => {
  it.concurrent("an order number of the wrong length is exit 2 with the not-found message", async () => {
    const [short, long] = await Promise.all([
      runCli(["loyalty", "add-order", "1234567890"], [], as("5002")),
      runCli(["loyalty", "add-order", "1".repeat(25)], [], as("5002")),
    ])
    for (const run of [short, long]) {
      expect(run.code).toBe(2)
      expect(run.stderr.trim()).toBe(addOrderMessages["trans-not-found"])
    }
  })

  it.concurrent("prints each status as its message", async () => {
    const cases: ReadonlyArray<[string, string, number]> = [
      ["12345678901", addOrderMessages.success, 0],
      ["10000000008", addOrderMessages.pending, 0],
      ["10000000007", addOrderMessages.timeout, 0],
      ["10000000003", addOrderMessages["already-added"], 1],
      ["10000000002", addOrderMessages["trans-not-found"], 1],
      ["10000000009", addOrderMessages.error, 1],
      ["10000000010", addOrderMessages.error, 1],
    ]
    const runs = await Promise.all(cases.map(([n]) => runCli(["loyalty", "add-order", n], [], as("5002"))))
    runs.forEach((run, i) => {
      const [, message, code] = cases[i]!
      expect(run.code).toBe(code)
      expect((code === 0 ? run.stdout : run.stderr).trim()).toBe(message)
    })
  })
})
