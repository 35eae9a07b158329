import * as Result from "effect/Result"
import { decodeOrderDetails, type OrderDetails } from "../../../src/orders/details/OrderDetailsSchema.ts"
import type { RefundCalculation } from "../../../src/orders/details/RefundCalculationSchema.ts"

/** An order details answer as the service sends it (a plain return and an exchange). */
export const detailsAnswer = {
  orderNumber: "10000001001",
  externalOrderId: "EXT-42",
  placedTime: "2026-10-02T10:15:00Z",
  channel: "WEB",
  selected: "1",
  orderEmail: "jane+orders@example.com",
  email: "jane@example.com",
  orderToken: "tok-1",
  billToKey: "bill-1",
  shipToKey: "ship-1",
  shipToCountry: "US",
  currency: "USD",
  payments: [{ paymentName: "VISA", sequence: 1, refundFmt: "$40.00", refundNoShippingFmt: "$47.00" }],
  returnItems: [
    { itemId: "1", shortSku: "111", returnReasonCode: "R1", returnReasonDetailCode: "01", returnReasonComments: "too big" },
    {
      itemId: "2",
      shortSku: "222",
      returnReasonCode: "R2",
      returnReasonDetailCode: null,
      returnReasonComments: "",
      exchange: true,
      newShortSku: "333",
      productId: "P9",
      collection: "C1",
      seq: 2,
      swatch: "BLUE",
      urgencyPrimary: "Low stock",
      urgencySecondary: "",
      imageId: "IMG1",
    },
  ],
  returnShippingFee: 7,
  returnFeeWaived: false,
}

/** The decoded details of {@link detailsAnswer}. */
export const details: OrderDetails = Result.getOrThrow(decodeOrderDetails(detailsAnswer))

/** A calculation with every optional amount present. */
export const calculation: RefundCalculation = {
  returnItemCount: 1,
  exchangeItemCount: 0,
  itemsRefundFmt: "$50.00",
  exchangeAmountFmt: "$0.00",
  salesTaxRefundFmt: "$4.00",
  shippingCharges: 7,
  shippingChargesFmt: "-$7.00",
  totalRefundFmt: "$47.00",
  totalRefundNoShippingFmt: "$54.00",
  payments: [{ paymentName: "VISA", sequence: 1, refundFmt: "$47.00", refundNoShippingFmt: "$54.00" }],
}
