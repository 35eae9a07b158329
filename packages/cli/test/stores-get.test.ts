import { invalidStoreIdMessage } from "@outfitter/domain"
import { describe, expect, it } from "vitest"
import { hasStackTrace, jsonError, runCli, usageText } from "./support/cli.ts"

describe("outfitter stores get", () => {
  it.concurrent("--json prints the store object only", async () => {
    const run = await runCli(["stores", "get", "10001", "--json"])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe("")
    const store = JSON.parse(run.stdout) as Record<string, unknown>
    expect(store["storeNumber"]).toBe("10001")
    expect(store).toHaveProperty("physicalStoreAttribute")
    expect(store).not.toHaveProperty("physicalStores")
  })

  it.concurrent("shows a readable detail view", async () => {
    const [detail, json] = await Promise.all([runCli(["stores", "get", "10001"]), runCli(["stores", "get", "10001", "--json"])])
    expect(detail.code).toBe(0)
    expect(detail.stderr).toBe("")
    const store = JSON.parse(json.stdout) as {
      name: string
      city: string
      postalCode: string
      addressLine: Array<string>
      physicalStoreAttribute: Array<{ name: string; value: string }>
    }
    const lines = detail.stdout.split("\n")
    expect(lines[0]).toBe(`${store.name} (store 10001)`)
    for (const label of ["Address", "City", "Region", "Postal code", "Country", "Phone", "Hours", "Brand", "Map"]) {
      expect(lines.some((line) => line.startsWith(label))).toBe(true)
    }
    expect(detail.stdout).toContain(store.city)
    expect(detail.stdout).toContain(store.postalCode)
    for (const line of store.addressLine) expect(detail.stdout).toContain(line)
    const week1 = store.physicalStoreAttribute.find((attribute) => attribute.name === "hours-Week1")?.value
    if (week1 !== undefined) expect(detail.stdout).toContain(week1)
    expect(detail.stdout).toContain("https://www.google.com/maps/")
  })

  it.concurrent("a non-numeric id is invalid input: the domain's message, exit 2", async () => {
    const run = await runCli(["stores", "get", "abc"])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toBe(usageText("stores get", invalidStoreIdMessage))
  })

  it.concurrent("an unknown id exits 1 with 'No store with id N'", async () => {
    const text = await runCli(["stores", "get", "98765"])
    expect(text.code).toBe(1)
    expect(text.stdout).toBe("")
    expect(text.stderr).toBe("No store with id 98765\n")
    const run = await runCli(["stores", "get", "98765", "--json"])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(jsonError(run)).toEqual({ code: "not-found", message: "No store with id 98765", exitCode: 1 })
  })

  it.concurrent.each([
    ["99500 (HTTP 500)", "99500", "service unavailable"],
    ["99422 (malformed body)", "99422", "could not be read"],
  ])("%s exits 1 with one line, no stack trace", async (_name, id, message) => {
    for (const args of [["stores", "get", id], ["stores", "get", id, "--json"]]) {
      const run = await runCli(args)
      expect(run.code).toBe(1)
      expect(run.stdout).toBe("")
      expect(run.stderr).toContain(message)
      expect(run.stderr.trimEnd().split("\n")).toHaveLength(1)
      expect(hasStackTrace(run.stderr)).toBe(false)
    }
  })
})
