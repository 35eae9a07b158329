/**
 * What the order detail page reads from its address, the counterpart of
 * `returnSubmittedAddress` and track order's link: the order number (the `orderNumber`
 * parameter, else the path's), the guest's e-mail (`email`, else `orderEmail`) and whether
 * a return was just submitted (`returnSubmitted` and `returnOrder` both "true").
 *
 * @since 0.6.0
 */

/** @category models */
export interface OrderAddress {
  readonly orderNumber: string
  readonly guestEmail: string
  readonly returnSubmitted: boolean
}

/**
 * @example
 * import { readOrderAddress } from "@outfitter/domain"
 * readOrderAddress("10000001001", "?email=a%40b.co")
 * // => { orderNumber: "10000001001", guestEmail: "a@b.co", returnSubmitted: false }
 * readOrderAddress("", "orderNumber=30000001&orderEmail=a%40b.co&returnSubmitted=true&returnOrder=true")
 * // => { orderNumber: "30000001", guestEmail: "a@b.co", returnSubmitted: true }
 * @category getters
 */
export const readOrderAddress = (pathNumber: unknown, search: unknown): OrderAddress => {
  const query = new URLSearchParams(typeof search === "string" ? search : "")
  const queryNumber = (query.get("orderNumber") ?? "").trim()
  return {
    orderNumber: queryNumber === "" ? (typeof pathNumber === "string" ? pathNumber : "") : queryNumber,
    guestEmail: (query.get("email") ?? query.get("orderEmail") ?? "").trim(),
    returnSubmitted: query.get("returnSubmitted") === "true" && query.get("returnOrder") === "true",
  }
}
