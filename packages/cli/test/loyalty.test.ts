import { addOrderMessages, invalidOrderNumberMessage } from "@outfitter/domain"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { missingMemberMessage } from "../src/member.ts"
import { hasStackTrace, runCli, usageText } from "./support/cli.ts"
import { signedIn } from "./support/session.ts"
import { memberInfo, serviceError, startStub, type StubService } from "./support/stub-service.ts"

const as = (member: string) => ({ OUTFITTER_MEMBER: member })

describe("outfitter loyalty points", () => {
  it.concurrent("prints the member's points with thousands commas, and JSON with --json", async () => {
    const [text, json] = await Promise.all([
      runCli(["loyalty", "points"], as("5002")),
      runCli(["loyalty", "points", "--json"], as("5002")),
    ])
    expect(text.code).toBe(0)
    const points = JSON.parse(json.stdout) as { member: string; points: number; pointsText: string; tier: string }
    expect(points.member).toBe("5002")
    expect(points.pointsText).toBe(points.points.toLocaleString("en-US"))
    expect(text.stdout).toContain(`Points    ${points.pointsText}`)
    expect(text.stdout).toContain(`Tier      ${points.tier}`)
  })

  it.concurrent("without a member is a usage error (exit 2); --member wins over the environment", async () => {
    const [none, flag] = await Promise.all([
      runCli(["loyalty", "points"], as("")),
      runCli(["loyalty", "points", "--member", "5003", "--json"], as("9999")),
    ])
    expect(none.code).toBe(2)
    expect(none.stderr).toBe(usageText("loyalty points", missingMemberMessage))
    expect(flag.code).toBe(0)
    expect((JSON.parse(flag.stdout) as { member: string }).member).toBe("5003")
  })

  it.concurrent("a cross-border member (info refused with CROSSBORDER_USER) still gets their points, without a tier", async () => {
    const run = await runCli(["loyalty", "points", "--member", "5094"])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain("Points    ")
    expect(run.stdout).not.toContain("Tier")
  })
})

describe("a non-member: one message and exit code for every member command", () => {
  const commands = [
    ["loyalty", "points"],
    ["loyalty", "history"],
    ["loyalty", "add-order", "12345678901"],
    ["orders", "resend", "10000001001"],
  ] as const
  // 9999: an id no service knows; 5006: a known user (with orders) who is not a loyalty member;
  // 5095: the loyalty service's no_record_found
  const members = ["9999", "5006", "5095"] as const
  const cases = commands.flatMap((command) => members.map((member) => [command.join(" "), member, command] as const))

  it.concurrent.each(cases)("%s as %s: 'Member N is not a loyalty member', exit 1", async (_name, member, command) => {
    const [text, json] = await Promise.all([
      runCli([...command, "--member", member]),
      runCli([...command, "--json"], as(member)),
    ])
    expect(text.code).toBe(1)
    expect(text.stdout).toBe("")
    expect(text.stderr).toBe(`Member ${member} is not a loyalty member\n`)
    expect(hasStackTrace(text.stderr)).toBe(false)
    expect(json.code).toBe(1)
    expect(json.stdout).toBe("")
    expect(JSON.parse(json.stderr)).toEqual({
      error: { code: "not-a-member", message: `Member ${member} is not a loyalty member`, exitCode: 1 },
    })
  })

  it.concurrent("the same commands succeed for a member (so the cases above can fail)", async () => {
    const runs = await Promise.all(commands.map((command) => runCli([...command, "--member", "5001"])))
    expect(runs.map((run) => run.code)).toEqual([0, 0, 0, 0])
  })
})

describe("a non-member over a live service: only the membership check is called", () => {
  let stub: StubService
  beforeAll(async () => {
    stub = await startStub((request) =>
      request.path.startsWith("/loyalty/info")
        ? { status: 200, body: { status: "no_record_found", errors: [] } }
        : { status: 200, body: { status: "LoyaltyAdded", orders: [], payload: { history: [] } } }
    )
  })
  afterAll(() => stub.close())

  it("asks for the member's info and nothing else, for each command", async () => {
    const commands = [
      ["loyalty", "points"],
      ["loyalty", "history"],
      ["loyalty", "add-order", "12345678901"],
      ["orders", "resend", "10000001001"],
    ]
    for (const command of commands) {
      const run = await runCli([...command, "--member", "7002", "--api-root", stub.apiRoot], signedIn(stub.apiRoot, "7002"))
      expect(run.code).toBe(1)
      expect(run.stderr).toBe("Member 7002 is not a loyalty member\n")
    }
    expect(stub.requests.map((request) => `${request.method} ${request.path}`)).toEqual(commands.map(() => "GET /loyalty/info"))
  })
})

describe("outfitter loyalty history", () => {
  it.concurrent("pages the history with --page and --page-size", async () => {
    const [page2, all] = await Promise.all([
      runCli(["loyalty", "history", "--page", "2", "--page-size", "4"], as("5002")),
      runCli(["loyalty", "history", "--page-size", "100", "--json"], as("5002")),
    ])
    expect(page2.code).toBe(0)
    const lines = page2.stdout.trim().split("\n")
    expect(lines).toHaveLength(5)
    expect(lines[4]).toBe("Page 2 of 3 (10 records)")
    const slice = JSON.parse(all.stdout) as { total: number; entries: Array<{ text: string }> }
    expect(slice.total).toBe(10)
    expect(lines[0]).toContain(slice.entries[4]!.text)
  })

  it.concurrent("bad paging is exit 2", async () => {
    const [zero, past, words] = await Promise.all([
      runCli(["loyalty", "history", "--page", "0"], as("5002")),
      runCli(["loyalty", "history", "--page", "9"], as("5002")),
      runCli(["loyalty", "history", "--page-size", "lots"], as("5002")),
    ])
    expect([zero.code, past.code, words.code]).toEqual([2, 2, 2])
    expect(past.stderr).toBe(usageText("loyalty history", "--page 9 is past the last page (2)"))
    expect(words.stderr).toBe(usageText("loyalty history", "--page-size must be a whole number of at least 1, got 'lots'"))
  })
})

describe("outfitter loyalty history: a member with no records", () => {
  let stub: StubService
  beforeAll(async () => {
    stub = await startStub((request) => {
      if (request.path.startsWith("/loyalty/info")) return memberInfo
      if (request.path.startsWith("/loyalty/history")) return { status: 200, body: { status: "success", payload: { history: [] } } }
      return serviceError(500, "SERVICE_UNAVAILABLE", "service unavailable")
    })
  })
  afterAll(() => stub.close())

  it("says 'No points history' (exit 0)", async () => {
    const [text, json] = await Promise.all([
      runCli(["loyalty", "history", "--member", "7001", "--api-root", stub.apiRoot], signedIn(stub.apiRoot, "7001")),
      runCli(["loyalty", "history", "--member", "7001", "--api-root", stub.apiRoot, "--json"], signedIn(stub.apiRoot, "7001")),
    ])
    expect(text.code).toBe(0)
    expect(text.stdout).toBe("No points history\n")
    expect(JSON.parse(json.stdout)).toMatchObject({ total: 0, entries: [] })
    expect(stub.requests.every((request) => request.cookie.includes("WC_USERACTIVITY_7001=7001"))).toBe(true)
  })
})

describe("outfitter loyalty add-order", () => {
  it.concurrent("an order number that is not 11 to 24 digits is exit 2 with the order-number rule", async () => {
    const [short, long, letters] = await Promise.all([
      runCli(["loyalty", "add-order", "1234567890"], as("5002")),
      runCli(["loyalty", "add-order", "1".repeat(25)], as("5002")),
      runCli(["loyalty", "add-order", "1234567890a"], as("5002")),
    ])
    for (const [run, given] of [[short, "1234567890"], [long, "1".repeat(25)], [letters, "1234567890a"]] as const) {
      expect(run.code).toBe(2)
      expect(run.stdout).toBe("")
      expect(run.stderr).toBe(usageText("loyalty add-order", `${invalidOrderNumberMessage}, got '${given}'`))
    }
  })

  it.concurrent("prints each status as its message: accepted ones on stdout, the rest on stderr", async () => {
    const cases: ReadonlyArray<[string, string, number]> = [
      ["12345678901", addOrderMessages.success, 0],
      ["10000000008", addOrderMessages.pending, 0],
      ["10000000007", addOrderMessages.timeout, 0],
      ["10000000003", addOrderMessages["already-added"], 1],
      ["10000000002", addOrderMessages["trans-not-found"], 1],
      ["10000000009", addOrderMessages.error, 1],
      ["10000000010", addOrderMessages.error, 1],
    ]
    const runs = await Promise.all(cases.map(([n]) => runCli(["loyalty", "add-order", n], as("5002"))))
    runs.forEach((run, i) => {
      const [, message, code] = cases[i]!
      expect(run.code).toBe(code)
      expect(code === 0 ? run.stdout : run.stderr).toBe(`${message}\n`)
      expect(code === 0 ? run.stderr : run.stdout).toBe("")
    })
  })
})
