import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { InvalidParams } from "../../src/errors/ServiceError.ts"
import {
  type AvailabilityOutcome,
  findInStoreErrorEvent,
  invalidShortSkuMessage,
  parseShortSku,
  preferredStoreBlock,
  preferredStoreMessages,
  productCardContext,
  storeAvailabilityQuery,
} from "../../src/stores/PreferredStoreAvailability.ts"
import type { SkuSelection } from "../../src/stores/Product.ts"
import { storeCardMessages } from "../../src/stores/StoreCard.ts"
import { invalidStoreIdMessage } from "../../src/stores/StoreId.ts"
import { columbusStore, storeWith, withAttributes, withInventory } from "./PhysicalStoreExample.ts"

const sized: SkuSelection = { sku: "10234567", isSizeSelected: true, isSelectedSizeActive: true }
const none: SkuSelection = { sku: undefined, isSizeSelected: false, isSelectedSizeActive: false }
const inactive: SkuSelection = { sku: undefined, isSizeSelected: true, isSelectedSizeActive: false }
const succeeded = (...stores: Array<typeof columbusStore>): AvailabilityOutcome => ({ _tag: "Succeeded", physicalStores: stores })

describe("parseShortSku / storeAvailabilityQuery (orders §7)", () => {
  it("accepts digits, trimmed", () => {
    expect(Result.getOrThrow(parseShortSku(" 10234567 "))).toBe("10234567")
    expect(Result.getOrThrow(parseShortSku("1"))).toBe("1")
    expect(Result.getOrThrow(parseShortSku("1".repeat(20)))).toBe("1".repeat(20))
  })
  it.each([[""], [" "], ["1".repeat(21)], ["12a"], [12], [null]])("rejects %j", (input) => {
    const result = parseShortSku(input)
    expect(Result.isFailure(result) && result.failure).toEqual(new InvalidParams({ message: invalidShortSkuMessage, field: "shortSku" }))
  })
  it("checks the store number first, then the sku", () => {
    const badBoth = storeAvailabilityQuery({ storeNumber: "x", shortSku: "y" })
    expect(Result.isFailure(badBoth) && badBoth.failure.message).toBe(invalidStoreIdMessage)
    const badSku = storeAvailabilityQuery({ storeNumber: "10042", shortSku: "y" })
    expect(Result.isFailure(badSku) && badSku.failure.message).toBe(invalidShortSkuMessage)
    expect(Result.getOrThrow(storeAvailabilityQuery({ storeNumber: " 010042", shortSku: "10234567" })))
      .toEqual({ storeNumber: "10042", shortSku: "10234567" })
  })
  test.prop([fc.anything(), fc.anything()])("never throws", (storeNumber, shortSku) => {
    const result = storeAvailabilityQuery({ storeNumber, shortSku })
    if (Result.isSuccess(result)) {
      expect(result.success.storeNumber).toMatch(/^\d+$/)
      expect(result.success.shortSku).toMatch(/^\d{1,20}$/)
    }
  })
})

describe("productCardContext", () => {
  it("is the newer page; product attributes map notEligible to false", () => {
    expect(productCardContext({ fisEligibility: "notEligible", popinsEligibility: "eligibleNoShip" }, sized)).toEqual({
      kind: "product",
      sku: "10234567",
      isNewProductPage: true,
      isSizeSelected: true,
      isSelectedSizeActive: true,
      productFisEligible: false,
      productPopinsEligible: true,
    })
    expect(productCardContext(undefined, none)).toMatchObject({ productFisEligible: true, productPopinsEligible: true, sku: undefined })
  })
})

describe("preferredStoreBlock (orders §4, platform §4 product page)", () => {
  const base = { storeId: "10042", store: columbusStore, product: undefined, selection: sized }

  it("no preferred store offers to choose one", () => {
    for (const storeId of [undefined, ""]) {
      expect(preferredStoreBlock({ ...base, storeId, outcome: { _tag: "Idle" } })).toEqual({
        _tag: "NoStore",
        message: preferredStoreMessages.NO_PREFERRED_STORE,
      })
    }
  })

  it("no size selected: select a size, from the store's details, without a request", () => {
    const block = preferredStoreBlock({ ...base, selection: none, outcome: { _tag: "Idle" } })
    expect(block._tag === "Card" && block.card.messaging.status).toBe(storeCardMessages.SELECT_A_SIZE)
    expect(preferredStoreBlock({ ...base, store: undefined, selection: none, outcome: { _tag: "Idle" } })._tag).toBe("Pending")
  })

  it("an inactive size: not in stock", () => {
    const block = preferredStoreBlock({ ...base, selection: inactive, outcome: { _tag: "Failed" } })
    expect(block._tag === "Card" && block.card.messaging.status).toBe(storeCardMessages.NOT_IN_STOCK)
  })

  it.each(["Idle", "Pending"] as const)("%s request: pending", (tag) => {
    expect(preferredStoreBlock({ ...base, outcome: { _tag: tag } })).toEqual({ _tag: "Pending" })
  })

  it("a failed request shows GLB_PREFERRED_STORE_ITEM_ERROR and no card", () => {
    expect(preferredStoreBlock({ ...base, outcome: { _tag: "Failed" } })).toEqual({
      _tag: "Failed",
      messageKey: "GLB_PREFERRED_STORE_ITEM_ERROR",
      message: preferredStoreMessages.GLB_PREFERRED_STORE_ITEM_ERROR,
    })
  })

  it("a response without the store counts as failed", () => {
    expect(preferredStoreBlock({ ...base, outcome: succeeded(storeWith({ storeNumber: "10043" })) })._tag).toBe("Failed")
    expect(preferredStoreBlock({ ...base, outcome: succeeded() })._tag).toBe("Failed")
  })

  it("matches the store number numerically", () => {
    const block = preferredStoreBlock({ ...base, storeId: "010042", outcome: succeeded(withInventory(columbusStore, "Available")) })
    expect(block._tag).toBe("Card")
  })

  // every product-context message, through the response's store
  const row = (attributes: Record<string, string | undefined>, status: string | undefined, country = "US") =>
    withInventory(withAttributes(storeWith({ country }), attributes), status)
  it.each([
    [{ fisEligibleStore: undefined, popinsEligibleStore: undefined }, "Available", "US", storeCardMessages.AVAILABLE_NOW, storeCardMessages.SAME_DAY_DELIVERY_INELIGIBLE],
    [{ fisEligibleStore: undefined, popinsEligibleStore: undefined }, "Available", "CA", storeCardMessages.AVAILABLE_NOW, undefined],
    [{ popinsEligibleStore: "eligibleNoShip" }, "Available", "US", storeCardMessages.AVAILABLE_FOR_PICKUP, undefined],
    [{ popinsEligibleStore: "eligibleNoShip" }, "Unavailable", "US", storeCardMessages.NOT_IN_STOCK, undefined],
    [{ popinsEligibleStore: undefined }, "Backorderable", "US", storeCardMessages.NOT_IN_STOCK, undefined],
    [{ fisEligibleStore: "notEligible", popinsEligibleStore: "notEligible" }, "Available", "US", storeCardMessages.NOT_AVAILABLE_AT_LOCATION, undefined],
  ] as const)("store %j inventory %s in %s → %s", (attributes, status, country, message, subtext) => {
    const block = preferredStoreBlock({ ...base, outcome: succeeded(row(attributes, status, country)) })
    expect(block._tag === "Card" && block.card.messaging.status).toBe(message)
    expect(block._tag === "Card" && block.card.messaging.subtext).toBe(subtext)
  })

  it("a product not eligible for pickup at a pickup-only store: not available for pickup", () => {
    const store = row({ fisEligibleStore: "notEligible", popinsEligibleStore: "eligible" }, "Available")
    const block = preferredStoreBlock({ ...base, product: { popinsEligibility: "notEligible" }, outcome: succeeded(store) })
    expect(block._tag === "Card" && block.card.messaging.status).toBe(storeCardMessages.NOT_AVAILABLE_FOR_PICKUP)
  })
})

describe("findInStoreErrorEvent (orders §8: FISModal:Error)", () => {
  it("is raised for a failed store list", () => {
    expect(findInStoreErrorEvent({ _tag: "Failed" })).toEqual({ type: "error", name: "FISModal:Error", reason: "failed" })
  })
  it("is raised for an empty store list, and not for one store or more", () => {
    expect(findInStoreErrorEvent({ _tag: "Found", storeCount: 0 })).toEqual({ type: "error", name: "FISModal:Error", reason: "empty" })
    expect(findInStoreErrorEvent({ _tag: "Found", storeCount: 1 })).toBeUndefined()
  })
})

describe("input of the wrong type", () => {
  it("has no store for a store id that is not text, and is pending for an outcome that is not one of the four", () => {
    const selection: SkuSelection = { sku: "10234567", isSizeSelected: true, isSelectedSizeActive: true }
    const base = { storeId: "10042", store: columbusStore, product: undefined, selection }
    expect(preferredStoreBlock({ ...base, storeId: 10042 } as never)._tag).toBe("NoStore")
    expect(preferredStoreBlock({ ...base, outcome: { _tag: "Done" } } as never)._tag).toBe("Pending")
    expect(preferredStoreBlock({ ...base, outcome: { _tag: "Succeeded", physicalStores: "10042" } } as never)._tag).toBe("Failed")
    expect(preferredStoreBlock(null as never)._tag).toBe("NoStore")
  })
  it("reads a selection or product of the wrong type as no sku and eligible", () => {
    expect(productCardContext({ fisEligibility: 0 } as never, null as never)).toEqual({
      kind: "product",
      sku: undefined,
      isNewProductPage: true,
      isSizeSelected: false,
      isSelectedSizeActive: false,
      productFisEligible: true,
      productPopinsEligible: true,
    })
    expect(Result.isFailure(storeAvailabilityQuery(null as never))).toBe(true)
  })
  it("raises no event for an outcome that is not one of the two", () => {
    expect(findInStoreErrorEvent(null as never)).toBeUndefined()
    expect(findInStoreErrorEvent({ _tag: "Found", storeCount: "0" } as never)).toBeUndefined()
  })
})
