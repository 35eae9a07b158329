import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type StoredEntry, storedEntryOf, withEntry } from "../src/features/orders/returns/historyEntry.ts"

const entry: StoredEntry = { flowId: "f1", view: "RF2", depth: 2, fromOrder: true, previous: "RF1", kept: { flow: {} as never, exchangeLabels: { B2: "Heather Grey, M" } } }

describe("the returns flow's history entry", () => {
  it("reads back what it wrote, beside the other keys of the state", () => {
    const state = withEntry({ other: 1 }, entry)
    expect(state["other"]).toBe(1)
    expect(storedEntryOf(state)).toEqual(entry)
    expect(storedEntryOf(withEntry(state, undefined))).toBeUndefined()
  })

  it("reads a field of the wrong shape as its starting value", () => {
    const read = storedEntryOf({ outfitterReturns: { flowId: "f1", view: "RF9", depth: -1, fromOrder: "yes", previous: 3, kept: { exchangeLabels: { A: 1, B: "M" } } } })
    expect(read).toMatchObject({ flowId: "f1", view: "RF0", depth: 0, fromOrder: false, previous: undefined })
    expect(read?.kept?.exchangeLabels).toEqual({ B: "M" })
  })

  it("never throws on a state of any shape (the browser's history holds anything)", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (state, inner) => {
        const read = storedEntryOf(state)
        expect(read === undefined || typeof read.flowId === "string").toBe(true)
        const nested = storedEntryOf({ outfitterReturns: inner })
        expect(nested === undefined || ["OD", "RF0", "RF1", "RF2", "RF3", "RF4"].includes(nested.view)).toBe(true)
      }),
    )
  })
})
