/**
 * Which availability block the product page shows, and the availability request. Rules:
 * orders §2 "Product page", §4 "Product page store availability", §5 "Store availability,
 * product and wallet widget"; the card's messages are StoreCard.ts.
 *
 * Where the spec is silent: the preferred store is the page's current store; the page is
 * the newer version (no request until a size with a sku is chosen); an answer without the
 * store asked about is a failed request; the English of GLB_PREFERRED_STORE_ITEM_ERROR is
 * Outfitter's. Input of the wrong type reads as absent, and an outcome that is not one of
 * the four is still pending.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import { InvalidParams } from "../errors/index.ts"
import { fieldsOf, recordsOf, stringOf } from "../kernel/Untrusted.ts"
import type { PhysicalStore } from "./PhysicalStoreSchema.ts"
import { isProductEligible, type SkuSelection } from "./Product.ts"
import type { Product } from "./ProductSchema.ts"
import { type StoreCard, storeCard, type StoreCardContext } from "./StoreCard.ts"
import { parseStoreId } from "./StoreId.ts"

/**
 * The block's own texts, by key. GLB_PREFERRED_STORE_ITEM_ERROR is the spec's key (orders
 * §4, §8); its English and the other two are Outfitter's.
 *
 * @category constants
 */
export const preferredStoreMessages = {
  GLB_PREFERRED_STORE_ITEM_ERROR: "We could not check availability at your store. Please try again later.",
  NO_PREFERRED_STORE: "Choose a store to see availability",
  FIND_IN_STORE: "Find in store",
} as const

/** @category models */
export type PreferredStoreMessageKey = keyof typeof preferredStoreMessages

/** The message for a short sku that is not 1 to 20 digits (Outfitter's). */
export const invalidShortSkuMessage = "Short sku must be a number"

/**
 * The query of GET {apiRoot}/product/item/availability/stores (orders §7).
 *
 * @category models
 */
export interface StoreAvailabilityQuery {
  readonly storeNumber: string
  readonly shortSku: string
}

/**
 * Parses a short sku: 1 to 20 digits, surrounding spaces ignored, kept as a string.
 *
 * @example
 * import { parseShortSku } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(parseShortSku(" 10234567 ")) // => "10234567"
 * @category parsing
 */
export const parseShortSku = (input: unknown): Result.Result<string, InvalidParams> =>
  typeof input === "string" && /^\s*\d{1,20}\s*$/.test(input)
    ? Result.succeed(input.trim())
    : Result.fail(new InvalidParams({ message: invalidShortSkuMessage, field: "shortSku" }))

/**
 * Validates the availability request: the store number first, then the short sku.
 *
 * @example
 * import { storeAvailabilityQuery } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(storeAvailabilityQuery({ storeNumber: "10042", shortSku: "10234567" }))
 * // => { storeNumber: "10042", shortSku: "10234567" }
 * @category parsing
 */
export const storeAvailabilityQuery = (
  input: { readonly storeNumber: unknown; readonly shortSku: unknown },
): Result.Result<StoreAvailabilityQuery, InvalidParams> => {
  const fields = fieldsOf(input)
  const storeNumber = parseStoreId(fields["storeNumber"])
  if (Result.isFailure(storeNumber)) return Result.fail(storeNumber.failure)
  const shortSku = parseShortSku(fields["shortSku"])
  if (Result.isFailure(shortSku)) return Result.fail(shortSku.failure)
  return Result.succeed({ storeNumber: String(storeNumber.success), shortSku: shortSku.success })
}

/**
 * The store card's product context for a product (absent: a bare sku, as the CLI asks)
 * and a size selection.
 *
 * @category constructors
 */
export const productCardContext = (
  product: Pick<Product, "fisEligibility" | "popinsEligibility"> | undefined,
  selection: SkuSelection,
): Extract<StoreCardContext, { kind: "product" }> => {
  const { sku, isSizeSelected, isSelectedSizeActive } = fieldsOf(selection)
  const { fisEligibility, popinsEligibility } = fieldsOf(product)
  return {
    kind: "product",
    sku: stringOf(sku),
    isNewProductPage: true,
    isSizeSelected: isSizeSelected === true,
    isSelectedSizeActive: isSelectedSizeActive === true,
    productFisEligible: isProductEligible(stringOf(fisEligibility)),
    productPopinsEligible: isProductEligible(stringOf(popinsEligibility)),
  }
}

/**
 * Where the availability request stands. `Idle`: no request (no sku, or no store).
 *
 * @category models
 */
export type AvailabilityOutcome =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Pending" }
  | { readonly _tag: "Failed" }
  | { readonly _tag: "Succeeded"; readonly physicalStores: ReadonlyArray<PhysicalStore> }

/**
 * What the block shows.
 *
 * - `NoStore`: no preferred store; offer find in store.
 * - `Pending`: the store or its availability is on its way.
 * - `Failed`: GLB_PREFERRED_STORE_ITEM_ERROR, and no availability messages.
 * - `Card`: the store card with its one product-context message.
 *
 * @category models
 */
export type PreferredStoreBlock =
  | { readonly _tag: "NoStore"; readonly message: string }
  | { readonly _tag: "Pending" }
  | { readonly _tag: "Failed"; readonly messageKey: "GLB_PREFERRED_STORE_ITEM_ERROR"; readonly message: string }
  | { readonly _tag: "Card"; readonly card: StoreCard }

/** @category models */
export interface PreferredStoreInput {
  /** The preferred store's id, when there is one. */
  readonly storeId: string | undefined
  /** Its details when known (the selected store), for the sku-less card. */
  readonly store: PhysicalStore | undefined
  readonly product: Pick<Product, "fisEligibility" | "popinsEligibility"> | undefined
  readonly selection: SkuSelection
  readonly outcome: AvailabilityOutcome
}

const sameStore = (store: Readonly<Record<string, unknown>>, storeId: string): boolean => {
  const a = parseStoreId(store["storeNumber"])
  const b = parseStoreId(storeId)
  return Result.isSuccess(a) && Result.isSuccess(b) ? a.success === b.success : store["storeNumber"] === storeId
}

/**
 * Decides the block (see the module comment for the choices).
 *
 * @example
 * import { preferredStoreBlock } from "@outfitter/domain"
 * preferredStoreBlock({
 *   storeId: undefined,
 *   store: undefined,
 *   product: undefined,
 *   selection: { sku: undefined, isSizeSelected: false, isSelectedSizeActive: false },
 *   outcome: { _tag: "Idle" },
 * })._tag // => "NoStore"
 * @category availability
 */
export const preferredStoreBlock = (given: PreferredStoreInput): PreferredStoreBlock => {
  const input = fieldsOf(given)
  const storeId = stringOf(input["storeId"])
  if (storeId === undefined || storeId === "") {
    return { _tag: "NoStore", message: preferredStoreMessages.NO_PREFERRED_STORE }
  }
  const context = productCardContext(input["product"] as PreferredStoreInput["product"], input["selection"] as SkuSelection)
  if (context.sku === undefined) {
    // no request: the card needs only the store's details
    return input["store"] === undefined ? { _tag: "Pending" } : { _tag: "Card", card: storeCard(input["store"] as PhysicalStore, context) }
  }
  const failed = {
    _tag: "Failed",
    messageKey: "GLB_PREFERRED_STORE_ITEM_ERROR",
    message: preferredStoreMessages.GLB_PREFERRED_STORE_ITEM_ERROR,
  } as const
  const outcome = fieldsOf(input["outcome"])
  switch (outcome["_tag"]) {
    case "Failed":
      return failed
    case "Succeeded": {
      const store = recordsOf(outcome["physicalStores"]).find((entry) => sameStore(entry, storeId))
      return store === undefined ? failed : { _tag: "Card", card: storeCard(store as PhysicalStore, context) }
    }
    default:
      return { _tag: "Pending" }
  }
}

/**
 * The find-in-store modal's error event (orders §8), raised when the store list fails or
 * is empty. It carries no data of the shopper.
 *
 * @category models
 */
export interface FindInStoreErrorEvent {
  readonly type: "error"
  readonly name: "FISModal:Error"
  readonly reason: "failed" | "empty"
}

/**
 * The event for a find-in-store search outcome, or undefined when the list has stores.
 *
 * @category constructors
 */
export const findInStoreErrorEvent = (
  outcome: { readonly _tag: "Failed" } | { readonly _tag: "Found"; readonly storeCount: number },
): FindInStoreErrorEvent | undefined => {
  const { _tag, storeCount } = fieldsOf(outcome)
  return _tag === "Failed"
    ? { type: "error", name: "FISModal:Error", reason: "failed" }
    : _tag === "Found" && storeCount === 0
    ? { type: "error", name: "FISModal:Error", reason: "empty" }
    : undefined
}
