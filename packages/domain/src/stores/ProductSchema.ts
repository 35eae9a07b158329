/**
 * The product's wire schema (the product call is Outfitter's, see Product.ts). Rules:
 * orders §2 "Product page", §3 "Store availability".
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/** @category schemas */
export const ProductSize = /*#__PURE__*/ Schema.Struct({
  size: Schema.String,
  shortSku: Schema.String,
  active: Schema.Boolean,
})
export type ProductSize = typeof ProductSize.Type

/** @category schemas */
export const ProductColour = /*#__PURE__*/ Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  sizes: Schema.Array(ProductSize),
})
export type ProductColour = typeof ProductColour.Type

/** @category schemas */
export const Product = /*#__PURE__*/ Schema.Struct({
  productId: Schema.String,
  name: Schema.String,
  colours: Schema.Array(ProductColour),
  fisEligibility: Schema.optional(Schema.String),
  popinsEligibility: Schema.optional(Schema.String),
})
export type Product = typeof Product.Type
