import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  historyEntries,
  historyEntry,
  historyListState,
  historyPage,
  historyStatus,
  parseBalance,
  parseHistory,
  parseHistoryRecord,
  priorityMessageMarker,
  withThousands,
  withThousandsIn,
} from "../../../src/loyalty/history/PointsHistory.ts"

describe("historyStatus (loyalty §3: 0 pending, 1 rejected, 2 approved)", () => {
  it("maps each value, numbers or digit strings", () => {
    expect(historyStatus(0)).toBe("pending")
    expect(historyStatus(1)).toBe("rejected")
    expect(historyStatus(2)).toBe("approved")
    expect(historyStatus("2")).toBe("approved")
    expect(historyStatus(3)).toBe("pending")
    expect(historyStatus(undefined)).toBe("pending")
  })
})

describe("parseBalance (numbers or strings with thousands commas)", () => {
  it("reads commas, signs and numbers; unreadable is 0", () => {
    expect(parseBalance("1,234")).toBe(1234)
    expect(parseBalance("-1,234,567")).toBe(-1234567)
    expect(parseBalance(42)).toBe(42)
    expect(parseBalance("abc")).toBe(0)
    expect(parseBalance(null)).toBe(0)
    expect(parseBalance(Number.NaN)).toBe(0)
  })
  test.prop([fc.integer({ min: -10_000_000, max: 10_000_000 })])("round-trips en-US formatting", (n) => {
    expect(parseBalance(n.toLocaleString("en-US"))).toBe(n)
  })
})

describe("withThousands (en-US thousands commas, Intl's text)", () => {
  it("groups whole numbers by threes, with the sign in front", () => {
    expect(withThousands(0)).toBe("0")
    expect(withThousands(999)).toBe("999")
    expect(withThousands(1000)).toBe("1,000")
    expect(withThousands(-1000)).toBe("-1,000")
    expect(withThousands(1234567)).toBe("1,234,567")
    expect(withThousands(Number.MAX_SAFE_INTEGER)).toBe("9,007,199,254,740,991")
  })
  it("leaves what is not a safe whole number to Intl", () => {
    expect(withThousands(1234.5678)).toBe("1,234.568")
    expect(withThousands(-0)).toBe((-0).toLocaleString("en-US"))
    expect(withThousands(2 ** 60)).toBe((2 ** 60).toLocaleString("en-US"))
    expect(withThousands(Number.NaN)).toBe("NaN")
  })
  test.prop([fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double())])("writes what toLocaleString(\"en-US\") writes", (n) => {
    expect(withThousands(n)).toBe(n.toLocaleString("en-US"))
  })
  it("groups as the page's locale writes numbers", () => {
    expect(withThousandsIn(1234, "de-DE")).toBe("1.234")
    expect(withThousandsIn(1234567, "es-ES")).toBe("1.234.567")
    expect(withThousandsIn(1234, "es-US")).toBe("1,234")
    expect(withThousandsIn(-1234.5678, "de-DE")).toBe("-1.234,568")
    expect(withThousandsIn(1234, "en-US")).toBe(withThousands(1234))
  })
  it("writes en-US for a locale Intl does not know", () => {
    expect(withThousandsIn(1234, "not a locale")).toBe("1,234")
  })
  test.prop([fc.oneof(fc.integer(), fc.double()), fc.constantFrom("es-US", "es-ES", "de-DE", "fr-FR", "ja-JP")])("writes what toLocaleString(locale) writes", (n, locale) => {
    expect(withThousandsIn(n, locale)).toBe(n.toLocaleString(locale))
  })
})

describe("parseHistoryRecord (loyalty §3)", () => {
  it("parses a purchase with its transaction id, approved and positive", () => {
    expect(parseHistoryRecord({
      status: 2,
      eventType: "purchase",
      eventDetail: { transactionId: "123456789012" },
      createdAt: "2026-01-02",
      pointBalance: "1,200",
    })).toEqual({
      status: "approved",
      kind: "purchase",
      eventType: "purchase",
      reference: "123456789012",
      text: "Purchase 123456789012",
      createdAt: "2026-01-02",
      points: 1200,
      pointsText: "1,200",
      sign: "+",
      displayClass: "positive",
    })
  })

  it("a return is negative with a - sign", () => {
    const entry = parseHistoryRecord({ status: 2, eventType: "return", eventDetail: { transactionId: "9" }, pointBalance: 1500 })
    expect([entry?.text, entry?.sign, entry?.displayClass, entry?.pointsText]).toEqual(["Return 9", "-", "negative", "1,500"])
  })

  it("a reward takes its coupon number, else the transaction id", () => {
    expect(parseHistoryRecord({ status: 2, eventType: "reward", eventDetail: { couponNumber: "C1", transactionId: "T" } })?.text)
      .toBe("Reward C1")
    expect(parseHistoryRecord({ status: 2, eventType: "reward", eventDetail: { transactionId: "T" } })?.text).toBe("Reward T")
    expect(parseHistoryRecord({ status: 2, eventType: "reward" })?.text).toBe("Reward")
  })

  it("annotated events show their label and the display detail", () => {
    const cases: ReadonlyArray<[string, string]> = [
      ["pointModification", "Point modification"],
      ["appeasement", "Appeasement"],
      ["gift", "Gift"],
      ["referralEnroll", "Referral enroll"],
    ]
    for (const [eventType, label] of cases) {
      expect(parseHistoryRecord({ status: 2, eventType, displayDetail: "Thanks" })?.text).toBe(`${label}: Thanks`)
      expect(parseHistoryRecord({ status: 2, eventType })?.kind).toBe("annotated")
      expect(parseHistoryRecord({ status: 2, eventType })?.text).toBe(label)
    }
  })

  it("other events show the display detail; a priority message overrides any text", () => {
    expect(parseHistoryRecord({ status: 2, eventType: "bonus", displayDetail: "Bonus week" })?.text).toBe("Bonus week")
    expect(parseHistoryRecord({ status: 2, eventType: "toString" })?.kind).toBe("other")
    expect(
      parseHistoryRecord({ status: 2, eventType: "purchase", eventDetail: { transactionId: "1" }, displayDetail: `${priorityMessageMarker} Call us` })
        ?.text,
    ).toBe("Call us")
  })

  it("pending and rejected take their own class; a negative balance is -", () => {
    expect(parseHistoryRecord({ status: 0, eventType: "purchase" })?.displayClass).toBe("pending")
    expect(parseHistoryRecord({ status: 1, eventType: "return" })?.displayClass).toBe("rejected")
    const negative = parseHistoryRecord({ status: 2, eventType: "appeasement", pointBalance: "-2,500" })
    expect([negative?.sign, negative?.pointsText, negative?.displayClass]).toEqual(["-", "2,500", "negative"])
  })

  it("skips records that are not objects, never throwing", () => {
    expect(parseHistoryRecord(null)).toBeUndefined()
    expect(parseHistoryRecord([1])).toBeUndefined()
    expect(parseHistory([null, "x", { status: 2, eventType: "gift" }]).length).toBe(1)
    expect(parseHistory(undefined)).toEqual([])
  })

  test.prop([fc.anything()])("never throws on any input", (value) => {
    expect(() => parseHistoryRecord(value)).not.toThrow()
  })
})

describe("historyListState (loyalty §4, §8)", () => {
  const batches = { initialNumRecordsPointsHistory: 5, numRecordsPointsHistory: 3 }
  it("no records is the no-records state", () => {
    expect(historyListState(0, 0, batches)).toEqual({ _tag: "NoRecords" })
  })
  it("shows the first batch, Load more adds a batch, the control hides when all show", () => {
    expect(historyListState(10, 0, batches)).toEqual({ _tag: "Records", shown: 5, total: 10, canLoadMore: true })
    expect(historyListState(10, 1, batches)).toEqual({ _tag: "Records", shown: 8, total: 10, canLoadMore: true })
    expect(historyListState(10, 2, batches)).toEqual({ _tag: "Records", shown: 10, total: 10, canLoadMore: false })
    expect(historyListState(5, 0, batches)).toEqual({ _tag: "Records", shown: 5, total: 5, canLoadMore: false })
    expect(historyListState(6, 0, batches)).toEqual({ _tag: "Records", shown: 5, total: 6, canLoadMore: true })
  })
  it("sizes below 1 count as 1", () => {
    expect(historyListState(4, 1, { initialNumRecordsPointsHistory: 0, numRecordsPointsHistory: -2 })).toMatchObject({ shown: 2 })
  })
  test.prop([fc.nat(100), fc.nat(20), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 })])(
    "never shows more than the total; the control shows exactly while some are hidden",
    (total, clicks, initial, step) => {
      const state = historyListState(total, clicks, { initialNumRecordsPointsHistory: initial, numRecordsPointsHistory: step })
      if (state._tag === "Records") {
        expect(state.shown).toBeLessThanOrEqual(total)
        expect(state.canLoadMore).toBe(state.shown < total)
      } else expect(total).toBe(0)
    },
  )
})

describe("historyPage", () => {
  it("slices pages, clamping the page into range", () => {
    const items = [1, 2, 3, 4, 5]
    expect(historyPage(items, 1, 2)).toEqual({ page: 1, pages: 3, pageSize: 2, total: 5, entries: [1, 2] })
    expect(historyPage(items, 3, 2).entries).toEqual([5])
    expect(historyPage(items, 9, 2).page).toBe(3)
    expect(historyPage([], 1, 2)).toEqual({ page: 1, pages: 1, pageSize: 2, total: 0, entries: [] })
  })
})

describe("values of the wrong type", () => {
  it("reads a record that is not an object, or a field of the wrong type, as absent", () => {
    expect(historyEntry(null as never)).toMatchObject({ status: "pending", kind: "other", text: "", points: 0, sign: "+" })
    expect(historyEntry({ eventType: 5, eventDetail: "x", displayDetail: 7, status: 2, pointBalance: {} } as never))
      .toMatchObject({ kind: "other", eventType: "5", text: "7", status: "approved", points: 0 })
  })
  it("leaves out list entries that are not objects, and a list that is not an array", () => {
    expect(historyEntries([null, { status: 2, eventType: "purchase" }, "x"] as never).map((entry) => entry.text)).toEqual(["Purchase"])
    expect(historyEntries({} as never)).toEqual([])
    expect(parseHistory("records" as never)).toEqual([])
  })
  it("shows a balance that is not a number as 0", () => {
    expect(withThousands(undefined as never)).toBe("0")
  })
  it("pages with defaults for values that are not numbers", () => {
    expect(historyListState(Number.NaN, 0, { initialNumRecordsPointsHistory: 5, numRecordsPointsHistory: 5 })).toEqual({ _tag: "NoRecords" })
    expect(historyListState(12, Number.NaN, null as never)).toEqual({ _tag: "Records", shown: 1, total: 12, canLoadMore: true })
    expect(historyPage(null as never, 1, 10)).toMatchObject({ page: 1, pages: 1, total: 0, entries: [] })
    expect(historyPage(["a", "b", "c"], Number.NaN, 2)).toMatchObject({ page: 1, entries: ["a", "b"] })
  })
})
