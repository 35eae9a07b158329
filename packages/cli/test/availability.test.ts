import { invalidShortSkuMessage, invalidStoreIdMessage, storeCardMessages } from "@outfitter/domain"
import { describe, expect, it } from "vitest"
import { hasStackTrace, jsonError, runCli, usageText } from "./support/cli.ts"

const json = async (store: string, sku: string) => {
  const run = await runCli(["stores", "availability", "--sku", sku, "--store", store, "--json"])
  expect(run.code).toBe(0)
  expect(run.stderr).toBe("")
  return JSON.parse(run.stdout) as Record<string, unknown>
}

describe("outfitter stores availability", () => {
  it.concurrent.each([
    ["10036", "10234567", "AVAILABLE_NOW", storeCardMessages.SAME_DAY_DELIVERY_INELIGIBLE],
    ["10001", "10234567", "AVAILABLE_FOR_PICKUP", null],
    ["10001", "10457812", "NOT_IN_STOCK", null],
    ["10045", "10234567", "NOT_AVAILABLE_AT_LOCATION", null],
  ] as const)("store %s sku %s --json → %s", async (store, sku, availability, subtext) => {
    const body = await json(store, sku)
    expect(body).toMatchObject({ storeNumber: store, shortSku: sku, availability, message: storeCardMessages[availability], subtext })
    expect(Object.keys(body).sort()).toEqual(
      ["availability", "availabilityDateTime", "inventoryStatus", "message", "shortSku", "storeName", "storeNumber", "subtext"],
    )
  })

  it.concurrent("the table shows the store, sku, inventory and the card message with its US subtext", async () => {
    const [text, body] = await Promise.all([
      runCli(["stores", "availability", "--sku", "10234567", "--store", "10036"]),
      json("10036", "10234567"),
    ])
    expect(text.code).toBe(0)
    expect(text.stderr).toBe("")
    const lines = text.stdout.split("\n")
    expect(lines[0]).toBe(`${String(body["storeName"])} (store 10036)`)
    expect(lines).toContain("Sku            10234567")
    expect(lines).toContain(`Inventory      ${String(body["inventoryStatus"])}`)
    expect(lines).toContain(`Availability   ${storeCardMessages.AVAILABLE_NOW}`)
    expect(lines).toContain(`               ${storeCardMessages.SAME_DAY_DELIVERY_INELIGIBLE}`)
  })

  it.concurrent.each([
    [["--sku", "10234567", "--store", "abc"], invalidStoreIdMessage],
    [["--sku", "10234567"], invalidStoreIdMessage],
    [["--sku", "12a", "--store", "10036"], invalidShortSkuMessage],
    [["--store", "10036"], invalidShortSkuMessage],
  ])("invalid input %j: the domain's message, exit 2", async (args, message) => {
    const run = await runCli(["stores", "availability", ...args])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toBe(usageText("stores availability", message))
  })

  it.concurrent("an unknown store exits 1 with 'No store with id N'", async () => {
    const text = await runCli(["stores", "availability", "--sku", "10234567", "--store", "54321"])
    expect(text.code).toBe(1)
    expect(text.stdout).toBe("")
    expect(text.stderr).toBe("No store with id 54321\n")
    const run = await runCli(["stores", "availability", "--sku", "10234567", "--store", "54321", "--json"])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(jsonError(run)).toEqual({ code: "not-found", message: "No store with id 54321", exitCode: 1 })
  })

  it.concurrent.each([
    ["99500", "service unavailable"],
    ["99422", "could not be read"],
  ])("magic store %s exits 1 with one line, no stack trace", async (store, message) => {
    const run = await runCli(["stores", "availability", "--sku", "10234567", "--store", store])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain(message)
    expect(run.stderr.trim().split("\n")).toHaveLength(1)
    expect(hasStackTrace(run.stderr)).toBe(false)
  })
})
