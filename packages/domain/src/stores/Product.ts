/**
 * The product as the product page reads it. Rules: orders §2 "Product page", §3 "Store
 * availability".
 *
 * Where the spec is silent (it shows no product call): GET {apiRoot}/product/{productId}
 * answers the id, name, colours and their sizes (short sku, active; an inactive size is
 * sold out everywhere); an absent eligibility attribute means eligible. A product, colour
 * or size of the wrong shape reads as absent.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import { InvalidParams } from "../errors/index.ts"
import { fieldsOf, recordsOf } from "../kernel/Untrusted.ts"
import type { Product } from "./ProductSchema.ts"

/** The message for a product id that is not 1 to 15 digits (Outfitter's; the spec has none). */
export const invalidProductIdMessage = "Product id must be a number"

/**
 * Parses a product id: 1 to 15 digits, surrounding spaces ignored, kept as a string
 * (leading zeros are significant in a catalogue id).
 *
 * @example
 * import { parseProductId } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(parseProductId(" 1234567 ")) // => "1234567"
 * @category parsing
 */
export const parseProductId = (input: unknown): Result.Result<string, InvalidParams> => {
  const text = typeof input === "number" && Number.isSafeInteger(input) && input >= 0 ? String(input) : input
  if (typeof text === "string" && /^\s*\d{1,15}\s*$/.test(text)) return Result.succeed(text.trim())
  return Result.fail(new InvalidParams({ message: invalidProductIdMessage, field: "productId" }))
}

/**
 * A product eligibility attribute read as a flag: only notEligible turns it off.
 *
 * @category predicates
 */
export const isProductEligible = (value: string | undefined): boolean => value !== "notEligible"

/**
 * What the size selector has chosen, as the store card's product context wants it.
 *
 * @category models
 */
export interface SkuSelection {
  /** The short sku of the selected, active size; undefined when none or inactive. */
  readonly sku: string | undefined
  readonly isSizeSelected: boolean
  readonly isSelectedSizeActive: boolean
}

/**
 * The selection for a colour code and size name. An unknown colour or size counts as no
 * size selected; an inactive size is selected but inactive and gives no sku.
 *
 * @example
 * import { skuSelection } from "@outfitter/domain"
 * declare const product: import("@outfitter/domain").Product
 * skuSelection(product, undefined, undefined).isSizeSelected // => false
 * @category selection
 */
export const skuSelection = (
  product: Pick<Product, "colours">,
  colourCode: string | undefined,
  size: string | undefined,
): SkuSelection => {
  const colour = recordsOf(fieldsOf(product)["colours"]).find((entry) => entry["code"] === colourCode)
  const chosen = recordsOf(colour?.["sizes"]).find((entry) => entry["size"] === size)
  if (chosen === undefined) return { sku: undefined, isSizeSelected: false, isSelectedSizeActive: false }
  const shortSku = chosen["shortSku"]
  return chosen["active"] === true && typeof shortSku === "string"
    ? { sku: shortSku, isSizeSelected: true, isSelectedSizeActive: true }
    : { sku: undefined, isSizeSelected: true, isSelectedSizeActive: false }
}
