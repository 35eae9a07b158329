import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { InvalidParams } from "../../../src/errors/ServiceError.ts"
import { isReturnLabelFeeCharged, refundCalculationBody, refundSummary, summarySite } from "../../../src/orders/details/RefundSummary.ts"
import { siteCodes } from "../../../src/site/Site.ts"
import { calculation, details } from "./fixtures.ts"

const kinds = (site: (typeof siteCodes)[number], selfShip: boolean, exchangeItemCount = 0) =>
  refundSummary({ ...calculation, exchangeItemCount }, { site, selfShip }).rows.map((row) => row.kind)

describe("refundSummary rows per site (orders-returns-help §4 Summary display)", () => {
  it.each([
    ["us", ["items", "exchange", "tax", "shipping", "total"]],
    ["eu", ["items", "exchange", "tax", "shipping", "total"]],
    ["ca", ["items", "exchange", "tax", "shipping", "total"]],
    ["am", ["items", "exchange", "tax", "shipping", "total"]],
    ["cn", ["items", "exchange", "tax", "shipping", "total"]],
    ["uk", ["items", "exchange", "shipping", "total"]],
    ["wd", ["items", "tax", "shipping", "total"]],
  ] as const)("site %s with a prepaid label and no exchange shows %j", (site, expected) => {
    expect(kinds(site, false)).toEqual(expected)
  })

  it("covers every site code", () => {
    expect(siteCodes.toSorted()).toEqual(["am", "ca", "cn", "eu", "uk", "us", "wd"])
  })
})

describe("refundSummary shipping and total", () => {
  it("prepaid label, no exchange: shipping shown, the total with shipping", () => {
    const summary = refundSummary(calculation, { site: "us", selfShip: false })
    expect(summary.shippingIncluded).toBe(true)
    expect(summary.rows).toEqual([
      { kind: "items", amount: "$50.00" },
      { kind: "exchange", amount: "$0.00" },
      { kind: "tax", amount: "$4.00" },
      { kind: "shipping", amount: "-$7.00" },
      { kind: "total", amount: "$47.00" },
    ])
    expect(summary.payments).toEqual([{ paymentName: "VISA", amount: "$47.00" }])
  })

  it("self-ship: no shipping row, the no-shipping total and shares", () => {
    const summary = refundSummary(calculation, { site: "us", selfShip: true })
    expect(summary.shippingIncluded).toBe(false)
    expect(summary.rows.map((row) => row.kind)).toEqual(["items", "exchange", "tax", "total"])
    expect(summary.rows.at(-1)).toEqual({ kind: "total", amount: "$54.00" })
    expect(summary.payments).toEqual([{ paymentName: "VISA", amount: "$54.00" }])
  })

  it("an exchange present (count 1): no shipping row, the no-shipping total", () => {
    const summary = refundSummary({ ...calculation, exchangeItemCount: 1 }, { site: "us", selfShip: false })
    expect(summary.shippingIncluded).toBe(false)
    expect(summary.rows.map((row) => row.kind)).toEqual(["items", "exchange", "tax", "total"])
    expect(summary.rows.at(-1)?.amount).toBe("$54.00")
  })

  it("an exchange and self-ship together: still no shipping row", () => {
    expect(kinds("us", true, 2)).toEqual(["items", "exchange", "tax", "total"])
  })

  it("hides rows whose amounts were not sent and payments without the needed share", () => {
    const { exchangeAmountFmt: _a, salesTaxRefundFmt: _b, shippingChargesFmt: _c, ...bare } = calculation
    const summary = refundSummary(
      { ...bare, payments: [{ paymentName: "GIFT", sequence: 2, refundFmt: "$1.00" }] },
      { site: "us", selfShip: true },
    )
    expect(summary.rows.map((row) => row.kind)).toEqual(["items", "total"])
    expect(summary.payments).toEqual([])
  })

  test.prop([
    fc.constantFrom(...siteCodes),
    fc.boolean(),
    fc.nat({ max: 5 }),
  ])("rows keep their order, the total is last, and shipping is shown only when included", (site, selfShip, count) => {
    const summary = refundSummary({ ...calculation, exchangeItemCount: count }, { site, selfShip })
    const shown = summary.rows.map((row) => row.kind)
    expect(shown.at(-1)).toBe("total")
    expect(shown.includes("shipping")).toBe(summary.shippingIncluded)
    expect(summary.shippingIncluded).toBe(!selfShip && count === 0)
    expect(shown.includes("tax")).toBe(site !== "uk")
    expect(shown.includes("exchange")).toBe(site !== "wd")
  })
})

describe("isReturnLabelFeeCharged: no shipping row, no fee (orders-returns-help §4 Summary display)", () => {
  it("charges the prepaid label only when nothing is exchanged", () => {
    expect(isReturnLabelFeeCharged({ selfShip: false, exchangeItemCount: 0 })).toBe(true)
    expect(isReturnLabelFeeCharged({ selfShip: false, exchangeItemCount: 1 })).toBe(false)
    expect(isReturnLabelFeeCharged({ selfShip: true, exchangeItemCount: 0 })).toBe(false)
    expect(isReturnLabelFeeCharged({ selfShip: true, exchangeItemCount: 3 })).toBe(false)
  })

  it("reads a value of the wrong type as absent: self-ship only when true, an exchange only when a positive number", () => {
    expect(isReturnLabelFeeCharged({ selfShip: "yes", exchangeItemCount: "2" } as never)).toBe(true)
    expect(isReturnLabelFeeCharged({ selfShip: false, exchangeItemCount: Number.NaN })).toBe(true)
    expect(isReturnLabelFeeCharged(null as never)).toBe(true)
  })

  test.prop([fc.constantFrom(...siteCodes), fc.boolean(), fc.oneof(fc.nat({ max: 5 }), fc.constant(undefined))])(
    "is the summary's shipping row, for every site",
    (site, selfShip, count) => {
      const summary = refundSummary({ ...calculation, exchangeItemCount: count as number }, { site, selfShip })
      expect(summary.shippingIncluded).toBe(isReturnLabelFeeCharged({ selfShip, exchangeItemCount: count as number }))
    },
  )
})

describe("refundCalculationBody (orders-returns-help §3)", () => {
  it("sends the order's items, payments, fee, waiver and ship-to country", () => {
    expect(refundCalculationBody(details)).toEqual(Result.succeed({
      returnItems: details.returnItems,
      payments: details.payments,
      returnShippingFee: 7,
      returnFeeWaived: false,
      shipToCountryCode: "US",
    }))
  })

  it("sends the given items instead of the saved ones", () => {
    const one = details.returnItems.slice(0, 1)
    expect(Result.getOrThrow(refundCalculationBody(details, one)).returnItems).toEqual(one)
  })

  it("refuses an empty item list", () => {
    const result = refundCalculationBody(details, [])
    expect(Result.isFailure(result) && result.failure instanceof InvalidParams && result.failure.field).toBe("returnItems")
  })
})

describe("summarySite: whose display rules a summary follows", () => {
  it("the order's own site when it names a known site, else the site it is shown on", () => {
    expect(summarySite("uk", "us")).toBe("uk")
    expect(summarySite("WD", "us")).toBe("wd")
    expect(summarySite(undefined, "uk")).toBe("uk")
    expect(summarySite("atlantis", "wd")).toBe("wd")
    expect(summarySite(42, "us")).toBe("us")
  })
})

describe("a calculation, options or details of the wrong type", () => {
  it("show only the amounts that are text, and the payments that are objects", () => {
    const odd = { ...calculation, itemsRefundFmt: 50, payments: [null, { paymentName: 5, refundFmt: "$1.00" }] } as never
    const summary = refundSummary(odd, { site: "us", selfShip: false })
    expect(summary.rows.map((row) => row.kind)).not.toContain("items")
    expect(summary.payments).toEqual([{ paymentName: "", amount: "$1.00" }])
    expect(refundSummary(null as never, null as never)).toEqual({ rows: [], payments: [], shippingIncluded: true })
  })
  it("leave nothing to calculate (InvalidParams) when the details or items are not objects", () => {
    for (const [given, items] of [[null, undefined], [details, [null]], [{ ...details, returnItems: "all" }, undefined]] as const) {
      const result = refundCalculationBody(given as never, items as never)
      expect(Result.isFailure(result) && result.failure.field).toBe("returnItems")
    }
  })
})

describe("summarySite: a page site that is not a site code", () => {
  it("is the US site", () => {
    expect(summarySite(undefined, "atlantis" as never)).toBe("us")
    expect(summarySite("uk", null as never)).toBe("uk")
  })
})
