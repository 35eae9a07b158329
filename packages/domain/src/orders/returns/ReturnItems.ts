/**
 * The return item of one order line and the choice saved for it, whoever collects the
 * choice (the storefront's modals, the CLI's flags or wizard). Rules: orders §3 "Order
 * details".
 *
 * Where the spec is silent: an exchange carries the line's product id (empty when the
 * order does not say) and its image id when there is one, and leaves the other optional
 * fields out; a field of the wrong type reads as empty, so the item is then a return the
 * service refuses, never a throw.
 *
 * @since 0.2.0
 */
import { fieldsOf, stringOf, textOf } from "../../kernel/Untrusted.ts"
import type { OrderLine, ReturnItem } from "../details/OrderDetailsSchema.ts"
import type { SavedReturnItem } from "./ReturnsFlow.ts"

/**
 * The return item of a line and its saved choice.
 *
 * @example
 * import { returnItemFor } from "@outfitter/domain"
 * const line = { itemId: "A-1", shortSku: "111", productId: "1234567" }
 * const reason = { returnReasonCode: "R04", returnReasonDetailCode: null, returnReasonComments: "", reasonText: "Changed my mind" }
 * returnItemFor(line, { kind: "return", reason }).exchange // => false
 * returnItemFor(line, { kind: "exchange", reason, newShortSku: "112" }).exchange // => true
 * @category constructors
 */
export const returnItemFor = (
  line: Pick<OrderLine, "itemId" | "shortSku" | "productId" | "imageId">,
  saved: SavedReturnItem,
): ReturnItem => {
  const { itemId, shortSku, productId, imageId } = fieldsOf(line)
  const { kind, reason: savedReason, newShortSku } = fieldsOf(saved)
  const { returnReasonCode, returnReasonDetailCode, returnReasonComments } = fieldsOf(savedReason)
  const reason = {
    itemId: textOf(itemId),
    shortSku: textOf(shortSku),
    returnReasonCode: textOf(returnReasonCode),
    returnReasonDetailCode: stringOf(returnReasonDetailCode) ?? null,
    returnReasonComments: textOf(returnReasonComments),
  }
  if (kind !== "exchange") return { ...reason, exchange: false }
  return {
    ...reason,
    exchange: true,
    newShortSku: textOf(newShortSku),
    productId: textOf(productId),
    ...(typeof imageId === "string" ? { imageId } : {}),
  }
}
