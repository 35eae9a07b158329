import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { AjaxFailed } from "../../../src/errors/ServiceError.ts"
import { decodeOrderBody, decodeOrderDetails, OrderPayment } from "../../../src/orders/details/OrderDetailsSchema.ts"
import { decodeRefundCalculation } from "../../../src/orders/details/RefundCalculationSchema.ts"
import { calculation, detailsAnswer } from "./fixtures.ts"

const failure = <A>(result: Result.Result<A, AjaxFailed>): AjaxFailed => {
  if (Result.isSuccess(result)) throw new Error("expected a failure")
  return result.failure
}

const { externalOrderId: _a, placedTime: _b, channel: _c, selected: _d, orderEmail: _e, email: _f, returnItems: _g,
  returnShippingFee: _h, returnFeeWaived: _i, ...minimal } = detailsAnswer

describe("decodeOrderDetails (orders-returns-help §3)", () => {
  it("decodes every field of a full answer, a plain return and an exchange", () => {
    const details = Result.getOrThrow(decodeOrderDetails(detailsAnswer))
    expect(details.orderNumber).toBe("10000001001")
    expect(details.payments).toEqual(detailsAnswer.payments)
    expect(details.returnItems[0]).toEqual({ ...detailsAnswer.returnItems[0], exchange: false })
    expect(details.returnItems[1]).toEqual(detailsAnswer.returnItems[1])
    expect(details.returnShippingFee).toBe(7)
    expect(details.returnFeeWaived).toBe(false)
  })

  it("decodes the page's own fields: status, reservation, pending payment and the lines, with their flags defaulting to false", () => {
    const details = Result.getOrThrow(decodeOrderDetails({
      ...detailsAnswer,
      status: "Delivered",
      site: "uk",
      isReservation: true,
      pickupStoreId: "10001",
      pendingPayment: { payway: "WECHATPAY" },
      exchangePageFlag: "Extrnl Pymt",
      items: [
        { itemId: "1", shortSku: "111", name: "Tee", quantity: 2, price: 20, priceFmt: "$20.00", trackingNumber: "1Z9", returnable: true },
        { itemId: "2", shortSku: "222", name: "Hoodie", quantity: 1, finalSale: true },
      ],
    }))
    expect(details).toMatchObject({ status: "Delivered", site: "uk", isReservation: true, pickupStoreId: "10001", pendingPayment: { payway: "WECHATPAY" } })
    expect(details.items[0]).toMatchObject({ trackingNumber: "1Z9", returnable: true, exchangeable: false, cancellable: false, finalSale: false })
    expect(details.items[1]).toMatchObject({ finalSale: true, returnable: false })
    expect(Result.isFailure(decodeOrderDetails({ ...detailsAnswer, items: [{ itemId: "1", shortSku: "1", name: "x", quantity: "2" }] }))).toBe(true)
    expect(Result.isFailure(decodeOrderDetails({ ...detailsAnswer, isReservation: "yes" }))).toBe(true)
  })

  it("decodes a return order's own fields: an exchanged line's new item and where a self-shipped return is sent", () => {
    const returnShipTo = { name: "Outfitter Returns", lines: ["1200 Harbor Way", "Columbus, OH 43215"] }
    const exchangedFor = { shortSku: "16678904", colour: "Heather Grey", size: "M" }
    const details = Result.getOrThrow(decodeOrderDetails({
      ...detailsAnswer,
      returnOrder: true,
      returnShipTo,
      items: [{ itemId: "1", shortSku: "111", name: "Hoodie", quantity: 1, exchangedFor }],
    }))
    expect(details.returnShipTo).toEqual(returnShipTo)
    expect(details.items[0]?.exchangedFor).toEqual(exchangedFor)
    expect(Result.isFailure(decodeOrderDetails({ ...detailsAnswer, returnShipTo: { name: "x", lines: "y" } }))).toBe(true)
    expect(Result.isFailure(decodeOrderDetails({ ...detailsAnswer, items: [{ itemId: "1", shortSku: "1", name: "x", quantity: 1, exchangedFor: {} }] }))).toBe(true)
  })

  it("fills the defaults of a minimal answer: no items, no fee, not waived", () => {
    const details = Result.getOrThrow(decodeOrderDetails(minimal))
    expect(details.returnItems).toEqual([])
    expect(details.items).toEqual([])
    expect(details.isReservation).toBe(false)
    expect(details.returnOrder).toBe(false)
    expect(details.returnShippingFee).toBe(0)
    expect(details.returnFeeWaived).toBe(false)
    expect(details.orderEmail).toBeUndefined()
  })

  it("reads an absent detail code as null and an absent comment as empty", () => {
    const details = Result.getOrThrow(decodeOrderDetails({
      ...minimal,
      returnItems: [{ itemId: "1", shortSku: "111", returnReasonCode: "R1" }],
    }))
    expect(details.returnItems[0]).toEqual({
      itemId: "1",
      shortSku: "111",
      returnReasonCode: "R1",
      returnReasonDetailCode: null,
      returnReasonComments: "",
      exchange: false,
    })
  })

  it.each(["orderNumber", "orderToken", "billToKey", "shipToKey", "shipToCountry", "currency", "payments"] as const)(
    "refuses an answer without %s, naming the path",
    (field) => {
      const { [field]: _dropped, ...rest } = detailsAnswer
      const error = failure(decodeOrderDetails(rest))
      expect(error).toBeInstanceOf(AjaxFailed)
      expect(error.reason).toBe(2)
      expect(error.message).toBe("the order details did not match the contract")
      expect(error.cause?.message).toContain(field)
    },
  )

  it("refuses an exchange without its new sku or product id", () => {
    const exchange = { ...detailsAnswer.returnItems[1], exchange: true, newShortSku: "333", productId: "P9" }
    for (const field of ["newShortSku", "productId"] as const) {
      const { [field]: _dropped, ...rest } = exchange
      expect(Result.isFailure(decodeOrderDetails({ ...detailsAnswer, returnItems: [rest] }))).toBe(true)
    }
  })

  it("refuses a negative or infinite fee and a non-boolean waiver", () => {
    expect(Result.isFailure(decodeOrderDetails({ ...detailsAnswer, returnShippingFee: -0.01 }))).toBe(true)
    expect(Result.isFailure(decodeOrderDetails({ ...detailsAnswer, returnShippingFee: Infinity }))).toBe(true)
    expect(Result.isSuccess(decodeOrderDetails({ ...detailsAnswer, returnShippingFee: 0 }))).toBe(true)
    expect(Result.isFailure(decodeOrderDetails({ ...detailsAnswer, returnFeeWaived: "Y" }))).toBe(true)
  })

  it("never echoes a value in the failure", () => {
    const error = failure(decodeOrderDetails({ ...detailsAnswer, orderEmail: 12345678 }))
    expect(JSON.stringify(error)).not.toContain("12345678")
    expect(error.cause?.message).toContain("orderEmail")
  })

  test.prop([fc.anything()])("never throws on anything", (input) => {
    const result = decodeOrderDetails(input)
    expect(Result.isSuccess(result) || result.failure instanceof AjaxFailed).toBe(true)
  })
})

describe("decodeRefundCalculation (orders-returns-help §3)", () => {
  it("decodes a full calculation and one without the optional amounts", () => {
    expect(Result.getOrThrow(decodeRefundCalculation(calculation))).toEqual(calculation)
    const { exchangeAmountFmt: _a, salesTaxRefundFmt: _b, shippingCharges: _c, shippingChargesFmt: _d, ...required } =
      calculation
    expect(Result.getOrThrow(decodeRefundCalculation(required))).toEqual(required)
  })

  it.each(["returnItemCount", "exchangeItemCount", "itemsRefundFmt", "totalRefundFmt", "totalRefundNoShippingFmt", "payments"] as const)(
    "refuses a calculation without %s",
    (field) => {
      const { [field]: _dropped, ...rest } = calculation
      expect(failure(decodeRefundCalculation(rest)).message).toBe("the refund calculation did not match the contract")
    },
  )

  test.prop([fc.anything()])("never throws on anything", (input) => {
    const result = decodeRefundCalculation(input)
    expect(Result.isSuccess(result) || result.failure instanceof AjaxFailed).toBe(true)
  })
})

describe("decodeOrderBody: a label that cannot become text", () => {
  it("names it by its kind instead of throwing", () => {
    const decode = decodeOrderBody(OrderPayment, JSON.parse('{"toString":[],"valueOf":{}}') as never)
    expect(failure(decode(null)).message).toBe("the [object Object] did not match the contract")
  })
})
