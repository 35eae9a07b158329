/**
 * The sizes an order item's image is shown at (orders §9): width 80 and height 100 in the
 * return reason modal, width 200 in the exchange modal. Where the spec is silent
 * (Outfitter's choice): everywhere else, the order's page among them, an item image is
 * 200 × 250, the 4:5 frame both modal sizes share, so the exchange modal's is 200 × 250 and
 * the not-available image (200 wide, orders §8) fits every slot.
 *
 * @since 0.1.0
 */

/** A width and a height in CSS pixels. @category models */
export interface ImageSize {
  readonly width: number
  readonly height: number
}

/**
 * The item image's size by where it is shown.
 *
 * @example
 * import { itemImageSizes } from "@outfitter/domain"
 * itemImageSizes.reasonModal // => { width: 80, height: 100 }
 * @category constants
 */
export const itemImageSizes = {
  /** The order's page (and any other list of items). */
  order: { width: 200, height: 250 },
  /** The return reason modal: resized to 80 × 100. */
  reasonModal: { width: 80, height: 100 },
  /** The exchange modal: 200 wide. */
  exchangeModal: { width: 200, height: 250 },
} as const satisfies Readonly<Record<string, ImageSize>>
