import { storeSearchMessages } from "@outfitter/domain"
import { describe, expect, it } from "vitest"
import { columbus, hasStackTrace, jsonError, runCli, usageText } from "./support/cli.ts"

const searchJson = async (args: ReadonlyArray<string>) => {
  const run = await runCli(["stores", "search", ...args, "--json"])
  expect(run.stderr).toBe("")
  expect(run.code).toBe(0)
  return JSON.parse(run.stdout) as { physicalStores: Array<Record<string, unknown>>; radius: number }
}

describe("outfitter stores search: validation (the spec's messages, exit 2)", () => {
  it.concurrent.each([
    [storeSearchMessages.latitudeOrLongitudeMissing, ["--latitude", "39.9612"]],
    [storeSearchMessages.latitudeOrLongitudeMissing, ["--longitude", "-82.9988", "--json"]],
    [storeSearchMessages.invalidCoordinates, ["--latitude", "north", "--longitude", "-82.9988"]],
    [storeSearchMessages.invalidCoordinates, ["--latitude", "95", "--longitude", "-82.9988", "--json"]],
    [storeSearchMessages.invalidRadius, [...columbus, "--radius", "far"]],
    [storeSearchMessages.invalidRadius, [...columbus, "--radius", "25", "--radius-uom", "LEAGUES"]],
    [storeSearchMessages.invalidRadius, [...columbus, "--radius-uom", "SMI"]],
    [storeSearchMessages.maxItemsNotANumber, [...columbus, "--max-items", "lots", "--json"]],
  ])("%s  (%s)", async (message, args) => {
    const run = await runCli(["stores", "search", ...args])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    if (args.includes("--json")) expect(jsonError(run)).toEqual({ code: "invalid-input", message, exitCode: 2 })
    else expect(run.stderr).toBe(usageText("stores search", message))
  })

  it.concurrent("an unknown brand: the spec's message, then the codes and names accepted", async () => {
    const run = await runCli(["stores", "search", ...columbus, "--brand", "ACF,XYZ"])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toBe(
      usageText("stores search", `${storeSearchMessages.invalidBrand}: 'XYZ'. Use ACF or acf, HOL or hol, KID or kids (any case; a comma list is allowed)`),
    )
  })
})

describe("outfitter stores search --json", () => {
  it.concurrent("prints only the search response: physicalStores and radius", async () => {
    const run = await runCli(["stores", "search", ...columbus, "--radius", "25", "--json"])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe("")
    const body = JSON.parse(run.stdout) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(["physicalStores", "radius"])
    expect(body["radius"]).toBe(25)
    const stores = body["physicalStores"] as Array<Record<string, unknown>>
    expect(stores.length).toBeGreaterThanOrEqual(12)
    expect(stores[0]).toMatchObject({ storeNumber: expect.any(String), name: expect.any(String), city: expect.any(String) })
  })

  it.concurrent("clamps an over-limit radius to 500 instead of rejecting it", async () => {
    expect((await searchJson([...columbus, "--radius", "900"])).radius).toBe(500)
  })

  it.concurrent("clamps to 75 when searching for a short sku", async () => {
    expect((await searchJson([...columbus, "--radius", "100", "--short-sku", "12345678"])).radius).toBe(75)
  })

  it.concurrent("clamps max items (50 without a short sku, 15 with one)", async () => {
    const wide = await searchJson([...columbus, "--radius", "500", "--max-items", "80"])
    expect(wide.physicalStores.length).toBe(50)
    const sku = await searchJson([...columbus, "--radius", "75", "--max-items", "80", "--short-sku", "12345678"])
    expect(sku.physicalStores.length).toBe(15)
  })

  it.concurrent("respects max items and brand", async () => {
    const body = await searchJson([...columbus, "--radius", "25", "--max-items", "3", "--brand", "acf"])
    expect(body.physicalStores.length).toBeLessThanOrEqual(3)
    expect(body.physicalStores.length).toBeGreaterThan(0)
  })

  it.concurrent("defaults the unit by site: kilometres on a metric site", async () => {
    const miles = await searchJson([...columbus, "--radius", "10"])
    const km = await searchJson([...columbus, "--radius", "10", "--site", "ca"])
    // 10 km is a smaller circle than 10 miles
    expect(km.physicalStores.length).toBeLessThan(miles.physicalStores.length)
    const explicit = await searchJson([...columbus, "--radius", "10", "--radius-uom", "KTM"])
    expect(explicit).toEqual(km)
  })
})

describe("outfitter stores search: the table", () => {
  it.concurrent("shows a headline and one row per store with distance in the unit", async () => {
    const run = await runCli(["stores", "search", ...columbus, "--radius", "25"])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe("")
    const lines = run.stdout.trimEnd().split("\n")
    const headline = /^(\d+) stores within 25 miles$/.exec(lines[0] ?? "")
    expect(headline).not.toBeNull()
    const count = Number(headline?.[1])
    expect(count).toBeGreaterThanOrEqual(12)
    const header = lines.find((line) => line.startsWith("Store"))
    for (const column of ["Store", "Name", "City", "State/Region", "Postal code", "Phone", "Distance", "Brand"]) {
      expect(header).toContain(column)
    }
    const rows = lines.filter((line) => /^\d{5}\s/.test(line))
    expect(rows).toHaveLength(count)
    for (const row of rows) expect(row).toMatch(/\s\d+\.\d mi\s/)
    expect(rows[0]).toContain("OH")
  })

  it.concurrent("agrees with --json: same stores, same order", async () => {
    const [table, json] = await Promise.all([
      runCli(["stores", "search", ...columbus, "--radius", "25"]),
      searchJson([...columbus, "--radius", "25"]),
    ])
    const numbers = table.stdout.split("\n").filter((line) => /^\d{5}\s/.test(line)).map((line) => line.slice(0, 5))
    expect(numbers).toEqual(json.physicalStores.map((store) => store["storeNumber"]))
  })

  it.concurrent("says kilometres on a metric site", async () => {
    const run = await runCli(["stores", "search", ...columbus, "--radius", "25", "--site", "eu"])
    expect(run.code).toBe(0)
    expect(run.stdout.split("\n")[0]).toMatch(/^\d+ stores within 25 km$/)
    expect(run.stdout).toMatch(/\s\d+\.\d km\s/)
  })

  it.concurrent("marks the --store-id store", async () => {
    const run = await runCli(["stores", "search", ...columbus, "--radius", "25", "--store-id", "10001"])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^\*\s+10001\s/m)
    expect(run.stdout).toContain("* your selected store")
  })

  it.concurrent("a clamped radius shows in the headline", async () => {
    const run = await runCli(["stores", "search", ...columbus, "--radius", "900", "--max-items", "2"])
    expect(run.stdout.split("\n")[0]).toBe("2 stores within 500 miles")
  })
})

describe("outfitter stores search: service failures exit 1 with one line", () => {
  it.concurrent.each([
    ["a 500", "XE", "service unavailable"],
    ["a malformed body", "XM", "could not be read"],
  ])("%s", async (_name, country, message) => {
    const run = await runCli(["stores", "search", "--country", country, "--json"])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain(message)
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1)
    expect(hasStackTrace(run.stderr)).toBe(false)
  })

  it.concurrent("an unreachable --api-root", async () => {
    const run = await runCli(["stores", "search", ...columbus, "--api-root", "http://127.0.0.1:9/api"])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toBe("Store search failed: service unavailable (no answer from http://127.0.0.1:9/api)\n")
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1)
    expect(hasStackTrace(run.stderr)).toBe(false)
  })
})
