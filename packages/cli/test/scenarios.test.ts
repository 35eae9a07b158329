import { scenarios } from "@outfitter/fixtures"
import { startSandbox } from "@outfitter/fixtures/sandbox"
import { describe, expect, it } from "vitest"
import { runCli } from "./support/cli.ts"

describe("outfitter scenarios", () => {
  it("lists every scenario under its context's heading", async () => {
    const run = await runCli(["scenarios"])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe("")
    const lines = run.stdout.trimEnd().split("\n")
    for (const scenario of scenarios) {
      const line = lines.findIndex((text) => text.trim().startsWith(`${scenario.name} `))
      expect(line, scenario.name).toBeGreaterThan(0)
      expect(lines[line]).toContain(scenario.description)
      // the nearest heading above it is the scenario's context
      const heading = lines.slice(0, line).findLast((text) => !text.startsWith(" "))
      expect(heading).toBe(scenario.context)
    }
  })

  it("--json prints the catalogue", async () => {
    const run = await runCli(["scenarios", "--json"])
    expect(run.code).toBe(0)
    const listed = JSON.parse(run.stdout) as Array<{ name: string; context: string; description: string }>
    expect(listed.map((scenario) => scenario.name)).toEqual(scenarios.map((scenario) => scenario.name))
    expect(listed[0]).toMatchObject({ name: scenarios[0]?.name, context: scenarios[0]?.context, description: scenarios[0]?.description })
  })
})

describe("--scenario", () => {
  it("in fixtures mode, the command's calls end as the scenario says", async () => {
    const [plain, failing] = await Promise.all([
      runCli(["stores", "search", "--postal-code", "10001"]),
      runCli(["stores", "search", "--postal-code", "10001", "--scenario", "store-search-fails"]),
    ])
    expect(plain.code).toBe(0)
    expect(failing.code).toBe(1)
    expect(failing.stdout).toBe("")
    expect(failing.stderr).toContain("HTTP 500")
  })

  it("an unknown name exits 2 with every known name, before anything is called", async () => {
    const run = await runCli(["stores", "search", "--postal-code", "10001", "--scenario", "no-such-scenario"])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain("Unknown scenario 'no-such-scenario'")
    for (const scenario of scenarios) expect(run.stderr).toContain(scenario.name)
  })

  it("with --api-root, the sandbox applies it to each call (the x-outfitter-scenario header)", async () => {
    const sandbox = await startSandbox({ port: 0 })
    try {
      const [plain, malformed] = await Promise.all([
        runCli(["stores", "search", "--postal-code", "10001", "--api-root", sandbox.apiRoot]),
        runCli(["stores", "search", "--postal-code", "10001", "--api-root", sandbox.apiRoot, "--scenario", "store-search-malformed"]),
      ])
      expect(plain.code).toBe(0)
      expect(malformed.code).toBe(1)
      expect(malformed.stderr).toContain("could not be read (HTTP 200)")
    } finally {
      await sandbox.close()
    }
  })
})
