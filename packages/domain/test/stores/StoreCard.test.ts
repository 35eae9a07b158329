import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import type { PhysicalStore } from "../../src/stores/PhysicalStoreSchema.ts"
import {
  hasStoreInventory,
  isStoreFisEligible,
  isStorePopinsEligible,
  productAvailability,
  storeCard,
  type StoreCardContext,
  storeCardMessages,
} from "../../src/stores/StoreCard.ts"
import { staticMapSizes } from "../../src/maps/StaticMap.ts"
import { columbusStore, storeWith, withAttributes, withInventory } from "./PhysicalStoreExample.ts"

type ProductContext = Extract<StoreCardContext, { kind: "product" }>

/** A store with a popinsEligibleStore attribute (undefined: none) and an inventory status ("none": an empty list). */
const popinsStore = (value: string | undefined, inventory: string = "Available") =>
  withInventory(withAttributes(columbusStore, { popinsEligibleStore: value }), inventory === "none" ? undefined : inventory)

const checkout = (latestOrderAvailabilityDate?: unknown): StoreCardContext =>
  latestOrderAvailabilityDate === undefined
    ? { kind: "checkout" }
    : { kind: "checkout", latestOrderAvailabilityDate, orderAvailabilityTimestamp: 1_748_736_000_000 }

const product = (overrides: Partial<ProductContext> = {}): ProductContext => ({
  kind: "product",
  sku: "12345678",
  isNewProductPage: true,
  isSizeSelected: true,
  isSelectedSizeActive: true,
  ...overrides,
})

describe("hasStoreInventory", () => {
  it("counts Available", () => {
    expect(hasStoreInventory(withInventory(columbusStore, "Available"))).toBe(true)
  })

  it.each(["Unavailable", "Backorderable"])("does not count %s", (status) => {
    expect(hasStoreInventory(withInventory(columbusStore, status))).toBe(false)
  })

  it("does not count a missing record or an empty list", () => {
    expect(hasStoreInventory(columbusStore)).toBe(false)
    expect(hasStoreInventory(withInventory(columbusStore, undefined))).toBe(false)
  })
})

describe("store eligibility attributes (orders §3: notEligible, eligibleNoShip)", () => {
  it("same-day pickup is opt-in: eligible and eligibleNoShip count, notEligible and absent do not", () => {
    expect(isStorePopinsEligible(popinsStore("eligible"))).toBe(true)
    expect(isStorePopinsEligible(popinsStore("eligibleNoShip"))).toBe(true)
    expect(isStorePopinsEligible(popinsStore("notEligible"))).toBe(false)
    expect(isStorePopinsEligible(popinsStore(undefined))).toBe(false)
  })

  it("find in store is opt-out: only notEligible excludes", () => {
    expect(isStoreFisEligible(columbusStore)).toBe(true)
    expect(isStoreFisEligible(withAttributes(columbusStore, { fisEligibleStore: "eligibleNoShip" }))).toBe(true)
    expect(isStoreFisEligible(withAttributes(columbusStore, { fisEligibleStore: "notEligible" }))).toBe(false)
  })
})

describe("storeCard in checkout (platform §4 'Store card availability')", () => {
  it("offers an eligible store with inventory, followed by the date when it is a string", () => {
    const card = storeCard(popinsStore("eligible"), checkout("Tuesday, June 3"))
    expect(card.messaging).toEqual({
      header: "Same-day pickup offered",
      headerKey: "PICKUP_OFFERED",
      status: "Entire order available Tuesday, June 3",
      statusKey: "ENTIRE_ORDER_AVAILABLE",
      subtext: undefined,
      subtextKey: undefined,
    })
    expect(card.isSelectable).toBe(true)
    expect(card.displayStore).toBe(true)
    expect(card.isAvailableInStore).toBe(true)
    expect(card.isNotInStock).toBe(false)
    expect(card.isNotAvailableForPickup).toBe(false)
    expect(card.isCheckoutTemplate).toBe(true)
    expect(card.latestOrderAvailabilityDate).toBe("Tuesday, June 3")
    expect(card.orderAvailabilityTimestamp).toBe(1_748_736_000_000)
  })

  it("does not append a date that is a number", () => {
    const card = storeCard(popinsStore("eligible"), checkout(1_748_736_000_000))
    expect(card.messaging.status).toBe("Entire order available")
    expect(card.messaging.headerKey).toBe("PICKUP_OFFERED")
    expect(card.latestOrderAvailabilityDate).toBeUndefined()
    expect(card.isSelectable).toBe(true)
  })

  it("reads just 'Entire order available' without a date", () => {
    expect(storeCard(popinsStore("eligibleNoShip"), checkout()).messaging.status).toBe("Entire order available")
    expect(storeCard(popinsStore("eligible"), checkout("")).messaging.status).toBe("Entire order available")
  })

  it.each(["notEligible", undefined])("marks a store with popinsEligibleStore %j not available and not selectable", (value) => {
    const card = storeCard(popinsStore(value), checkout("Tuesday"))
    expect(card.messaging.header).toBeUndefined()
    expect(card.messaging.headerKey).toBeUndefined()
    expect(card.messaging.status).toBe("Not available")
    expect(card.messaging.statusKey).toBe("NOT_AVAILABLE")
    expect(card.isSelectable).toBe(false)
    expect(card.isAvailableInStore).toBe(false)
    expect(card.isNotAvailableForPickup).toBe(true)
    expect(card.isNotInStock).toBe(false)
  })

  it.each(["Unavailable", "Backorderable", "none"])("marks an eligible store with inventory %j out of stock", (inventory) => {
    const card = storeCard(popinsStore("eligible", inventory), checkout("Tuesday"))
    expect(card.messaging.status).toBe("Out of stock")
    expect(card.messaging.statusKey).toBe("OUT_OF_STOCK")
    expect(card.messaging.header).toBeUndefined()
    expect(card.isSelectable).toBe(false)
    expect(card.isNotInStock).toBe(true)
    expect(card.isNotAvailableForPickup).toBe(false)
    expect(card.hasItemInventory).toBe(false)
  })

  it("says not available when the store is neither eligible nor stocked (not-eligible wins)", () => {
    const card = storeCard(popinsStore("notEligible", "Unavailable"), checkout())
    expect(card.messaging.statusKey).toBe("NOT_AVAILABLE")
    expect(card.messaging.status).toBe("Not available")
    expect(card.isSelectable).toBe(false)
    expect(card.isNotInStock).toBe(false)
  })
})

describe("productAvailability (platform §4, product page)", () => {
  it("asks for a size on the newer product page with no size selected and no sku", () => {
    expect(productAvailability(columbusStore, product({ sku: undefined, isSizeSelected: false, isSelectedSizeActive: false })))
      .toBe("SELECT_A_SIZE")
  })

  it("says not in stock when the selected size is inactive and there is no sku", () => {
    expect(productAvailability(columbusStore, product({ sku: undefined, isSizeSelected: true, isSelectedSizeActive: false })))
      .toBe("NOT_IN_STOCK")
    expect(productAvailability(columbusStore, product({ sku: "", isSizeSelected: true, isSelectedSizeActive: false })))
      .toBe("NOT_IN_STOCK")
  })

  it("treats an empty sku as no sku", () => {
    expect(productAvailability(withInventory(columbusStore, "Available"), product({ sku: "", isSizeSelected: false })))
      .toBe("SELECT_A_SIZE")
  })

  it("is available now when the store can find in store and has inventory", () => {
    expect(productAvailability(withInventory(columbusStore, "Available"), product())).toBe("AVAILABLE_NOW")
  })

  it("is available for pickup when the store and the product are pickup-eligible and it is in stock", () => {
    expect(productAvailability(popinsStore("eligible"), product())).toBe("AVAILABLE_FOR_PICKUP")
    expect(productAvailability(popinsStore("eligibleNoShip"), product({ productPopinsEligible: true }))).toBe("AVAILABLE_FOR_PICKUP")
  })

  it.each(["Unavailable", "Backorderable", "none"])("is not in stock with inventory %j", (inventory) => {
    expect(productAvailability(withInventory(columbusStore, inventory === "none" ? undefined : inventory), product())).toBe("NOT_IN_STOCK")
    expect(productAvailability(popinsStore("eligible", inventory), product())).toBe("NOT_IN_STOCK")
  })

  it("is not available at the location when neither find in store nor pickup is possible", () => {
    const noFis = withInventory(withAttributes(columbusStore, { fisEligibleStore: "notEligible" }), "Available")
    expect(productAvailability(noFis, product())).toBe("NOT_AVAILABLE_AT_LOCATION")
    expect(productAvailability(withInventory(columbusStore, "Available"), product({ productFisEligible: false })))
      .toBe("NOT_AVAILABLE_AT_LOCATION")
  })

  it("is not available for pickup when only pickup was possible and the product is not pickup-eligible", () => {
    const pickupOnly = withInventory(
      withAttributes(columbusStore, { fisEligibleStore: "notEligible", popinsEligibleStore: "eligible" }),
      "Available",
    )
    expect(productAvailability(pickupOnly, product({ productPopinsEligible: false }))).toBe("NOT_AVAILABLE_FOR_PICKUP")
  })

  it("falls back to available now when the product is not pickup-eligible but can be found in store", () => {
    expect(productAvailability(popinsStore("eligible"), product({ productPopinsEligible: false }))).toBe("AVAILABLE_NOW")
  })
})

describe("storeCard on a product page", () => {
  it("adds the same-day-delivery subtext to 'available now' for a US store", () => {
    const card = storeCard(withInventory(columbusStore, "Available"), product())
    expect(card.messaging).toEqual({
      header: undefined,
      headerKey: undefined,
      status: "Available now",
      statusKey: "AVAILABLE_NOW",
      subtext: "Not eligible for same-day delivery",
      subtextKey: "SAME_DAY_DELIVERY_INELIGIBLE",
    })
    expect(card.isAvailableInStore).toBe(true)
  })

  it("has no subtext for a Canadian store", () => {
    const card = storeCard(withInventory(storeWith({ country: "CA" }), "Available"), product())
    expect(card.messaging.statusKey).toBe("AVAILABLE_NOW")
    expect(card.messaging.subtext).toBeUndefined()
    expect(card.messaging.subtextKey).toBeUndefined()
  })

  it("has no subtext on other messages of a US store", () => {
    expect(storeCard(popinsStore("eligible"), product()).messaging.subtext).toBeUndefined()
    expect(storeCard(withInventory(columbusStore, "Unavailable"), product()).messaging.subtext).toBeUndefined()
  })

  it.each([
    ["SELECT_A_SIZE", columbusStore, product({ sku: undefined, isSizeSelected: false }), "isSelectStoreMsg"],
    ["NOT_IN_STOCK", withInventory(columbusStore, "Unavailable"), product(), "isNotInStock"],
    ["AVAILABLE_FOR_PICKUP", popinsStore("eligible"), product(), "isAvailableInStore"],
    [
      "NOT_AVAILABLE_FOR_PICKUP",
      withInventory(withAttributes(columbusStore, { fisEligibleStore: "notEligible", popinsEligibleStore: "eligible" }), "Available"),
      product({ productPopinsEligible: false }),
      "isNotAvailableForPickup",
    ],
    [
      "NOT_AVAILABLE_AT_LOCATION",
      withAttributes(columbusStore, { fisEligibleStore: "notEligible" }),
      product(),
      "isNotAvailableAtLocation",
    ],
  ] as const)("shows %s with its text and sets only its flag", (key, store, context, flag) => {
    const card = storeCard(store, context)
    expect(card.messaging.statusKey).toBe(key)
    expect(card.messaging.status).toBe(storeCardMessages[key])
    expect(card.messaging.header).toBeUndefined()
    const flags = {
      isAvailableInStore: card.isAvailableInStore,
      isNotInStock: card.isNotInStock,
      isNotAvailableForPickup: card.isNotAvailableForPickup,
      isNotAvailableAtLocation: card.isNotAvailableAtLocation,
      isSelectStoreMsg: card.isSelectStoreMsg,
    }
    expect(Object.entries(flags).filter(([, on]) => on).map(([name]) => name)).toEqual([flag])
    expect(card.isSelectable).toBe(true)
    expect(card.isCheckoutTemplate).toBe(false)
  })

  it("carries the inventory availability date", () => {
    const card = storeCard(withInventory(columbusStore, "Available", "2025-06-03T10:00:00Z"), product())
    expect(card.latestOrderAvailabilityDate).toBe("2025-06-03T10:00:00Z")
  })
})

describe("storeCard in the store finder", () => {
  it("has no messaging and is selectable", () => {
    const card = storeCard(popinsStore("notEligible", "Unavailable"), { kind: "finder" })
    expect(card.messaging).toEqual({
      header: undefined,
      headerKey: undefined,
      status: undefined,
      statusKey: undefined,
      subtext: undefined,
      subtextKey: undefined,
    })
    expect(card.isSelectable).toBe(true)
    expect(card.displayStore).toBe(true)
    expect(card.isCheckoutTemplate).toBe(false)
    expect(card.isAvailableInStore || card.isNotInStock || card.isNotAvailableForPickup || card.isNotAvailableAtLocation || card.isSelectStoreMsg)
      .toBe(false)
  })
})

describe("storeCard fields (platform §3 card view model)", () => {
  const card = storeCard(
    {
      ...columbusStore,
      physicalStoreAttribute: [
        ...columbusStore.physicalStoreAttribute,
        { name: "StoreLocator1", value: "Now hiring", displayable: true },
        { name: "popinsEligibleStore", value: "eligible" },
      ],
      inventoryAvailability: [{ inventoryStatus: "Available" }],
    },
    { kind: "finder" },
  )

  it("copies the store's identity, address and contact", () => {
    expect(card.storeID).toBe("10042")
    expect(card.storeName).toBe("Easton Town Center")
    expect(card.storeAddress).toBe("4188 Worth Ave, Suite 200")
    expect(card.storeCity).toBe("Columbus")
    expect(card.storeStateOrProvince).toBe("OH")
    expect(card.storePostalCode).toBe("43219")
    expect(card.storeCountry).toBe("US")
    expect(card.storePhone).toBe("614-555-0142")
    expect(card.storeLatitude).toBe(40.0503)
    expect(card.storeLongitude).toBe(-82.9158)
  })

  it("reads hours, brand, logo, message, distance and eligibility", () => {
    expect(card.storeHours).toBe("Mon-Sat 10:00-21:00,Sun 11:00-18:00")
    expect(card.storeBrand).toBe("acf")
    expect(card.showLogo).toBe(true)
    expect(card.storeMessage).toBe("Now hiring")
    expect(card.distance).toBe(3.1)
    expect(card.hasItemInventory).toBe(true)
    expect(card.isStorePopinsEligible).toBe(true)
    expect(card.isStoreFISEligible).toBe(true)
  })

  it("uses the 186x186 zoom 18 map image and the zoom 16 map link by default", () => {
    expect(card.mapImageUrl).toBe(
      "https://maps.googleapis.com/maps/api/staticmap?center=40.0503%2C-82.9158&zoom=18&size=186x186&markers=40.0503%2C-82.9158",
    )
    expect(card.mapLink).toBe("https://www.google.com/maps/search/?api=1&query=40.0503%2C-82.9158&zoom=16")
  })

  it("uses the 480x150 zoom 16 image when asked for the product page size", () => {
    const productCard = storeCard(columbusStore, { kind: "finder" }, { mapSize: staticMapSizes.productPage })
    expect(productCard.mapImageUrl).toContain("zoom=16&size=480x150")
  })

  it("keeps a map link the service sent", () => {
    expect(storeCard(storeWith({ mapLink: "https://maps.example/10042" }), { kind: "finder" }).mapLink).toBe("https://maps.example/10042")
  })

  it("joins only non-blank address lines and defaults missing phone and region to empty", () => {
    const sparse = storeCard(storeWith({ addressLine: ["1 Main St", " ", ""], telephone: null, stateOrProvinceName: null, distance: null }), {
      kind: "finder",
    })
    expect(sparse.storeAddress).toBe("1 Main St")
    expect(sparse.storePhone).toBe("")
    expect(sparse.storeStateOrProvince).toBe("")
    expect(sparse.distance).toBeUndefined()
  })

  it("hides the logo of a hollister store", () => {
    const hol = storeCard(withAttributes(columbusStore, { storeBrand: "HOL" }), { kind: "finder" })
    expect(hol.storeBrand).toBe("hol")
    expect(hol.showLogo).toBe(false)
  })
})

describe("properties", () => {
  const attributeName = fc.oneof(
    fc.constantFrom(
      "hours-Week1",
      "hours-Week2",
      "storeBrand",
      "Brand",
      "StoreNumber",
      "StoreLocator1",
      "popinsEligibleStore",
      "fisEligibleStore",
    ),
    fc.string(),
  )
  const attributeValue = fc.oneof(fc.constantFrom("ACF", "KID", "HOL", "GH", "notEligible", "eligibleNoShip", "eligible"), fc.string())
  const attribute = fc.record(
    { name: attributeName, value: attributeValue, displayable: fc.constantFrom(true, false, "true" as const, "false" as const) },
    { requiredKeys: ["name", "value"] },
  )
  const inventory = fc.record(
    {
      inventoryStatus: fc.oneof(fc.constantFrom("Available", "Unavailable", "Backorderable"), fc.string()),
      availabilityDateTime: fc.option(fc.string(), { nil: null }),
    },
    { requiredKeys: ["inventoryStatus"] },
  )
  const physicalStore: fc.Arbitrary<PhysicalStore> = fc.record(
    {
      storeNumber: fc.string(),
      name: fc.string(),
      addressLine: fc.array(fc.string()),
      city: fc.string(),
      stateOrProvinceName: fc.option(fc.string(), { nil: null }),
      postalCode: fc.string(),
      country: fc.oneof(fc.constantFrom("US", "us", "CA"), fc.string()),
      telephone: fc.option(fc.string(), { nil: null }),
      latitude: fc.double(),
      longitude: fc.double(),
      distance: fc.option(fc.double(), { nil: null }),
      physicalStoreAttribute: fc.array(attribute),
      inventoryAvailability: fc.array(inventory, { maxLength: 3 }),
      mapLink: fc.string(),
    },
    {
      requiredKeys: ["storeNumber", "name", "addressLine", "city", "postalCode", "country", "latitude", "longitude", "physicalStoreAttribute"],
    },
  )
  const context: fc.Arbitrary<StoreCardContext> = fc.oneof(
    fc.constant({ kind: "finder" as const }),
    fc.record({ kind: fc.constant("checkout" as const), latestOrderAvailabilityDate: fc.anything(), orderAvailabilityTimestamp: fc.double() }, {
      requiredKeys: ["kind"],
    }),
    fc.record({
      kind: fc.constant("product" as const),
      sku: fc.option(fc.string(), { nil: undefined }),
      isNewProductPage: fc.boolean(),
      isSizeSelected: fc.boolean(),
      isSelectedSizeActive: fc.boolean(),
      productFisEligible: fc.boolean(),
      productPopinsEligible: fc.boolean(),
    }, { requiredKeys: ["kind", "isNewProductPage", "isSizeSelected", "isSelectedSizeActive"] }),
  )

  test.prop([physicalStore, context])("storeCard never throws, and its messages are the keyed texts", (store, cardContext) => {
    const card = storeCard(store, cardContext)
    const { messaging } = card
    expect(messaging.header).toBe(messaging.headerKey === undefined ? undefined : storeCardMessages[messaging.headerKey])
    expect(messaging.subtext).toBe(messaging.subtextKey === undefined ? undefined : storeCardMessages[messaging.subtextKey])
    if (messaging.statusKey === undefined) expect(messaging.status).toBeUndefined()
    else expect(messaging.status?.startsWith(storeCardMessages[messaging.statusKey])).toBe(true)
    expect(card.storeID).toBe(store.storeNumber)
  })

  test.prop([physicalStore, fc.anything()])("a checkout card is selectable exactly when the store is pickup-eligible and stocked", (store, date) => {
    const card = storeCard(store, { kind: "checkout", latestOrderAvailabilityDate: date })
    expect(card.isSelectable).toBe(isStorePopinsEligible(store) && hasStoreInventory(store))
    expect(card.messaging.statusKey).toBe(
      card.isSelectable ? "ENTIRE_ORDER_AVAILABLE" : isStorePopinsEligible(store) ? "OUT_OF_STOCK" : "NOT_AVAILABLE",
    )
  })
})

describe("a store or context of the wrong shape (a service answer is outside data)", () => {
  it("reads text fields that are not strings as empty, coordinates that are not numbers as NaN, and no inventory", () => {
    const card = storeCard({ storeNumber: 10042, name: null, addressLine: "4188 Worth Ave", latitude: "40", inventoryAvailability: {} } as never, {
      kind: "finder",
    })
    expect(card).toMatchObject({
      storeID: "",
      storeName: "",
      storeAddress: "",
      storeLatitude: Number.NaN,
      storeHours: "",
      hasItemInventory: false,
      distance: undefined,
    })
    expect(storeCard(null as never, null as never).isSelectable).toBe(true)
  })

  it("leaves out attributes without a string name and value", () => {
    const store = { ...columbusStore, physicalStoreAttribute: [null, { name: "popinsEligibleStore", value: 1 }, { name: "fisEligibleStore", value: "notEligible" }] }
    expect(isStorePopinsEligible(store as never)).toBe(false)
    expect(isStoreFisEligible(store as never)).toBe(false)
    expect(isStoreFisEligible({ physicalStoreAttribute: "fisEligibleStore" } as never)).toBe(true)
    expect(hasStoreInventory(withInventory(columbusStore, 7 as never))).toBe(false)
  })

  it("reads a product context of the wrong type as no size chosen", () => {
    expect(productAvailability(columbusStore, null as never)).toBe("SELECT_A_SIZE")
    expect(productAvailability(columbusStore, { kind: "product", sku: 10234567, isSizeSelected: "yes" } as never)).toBe("SELECT_A_SIZE")
  })

  it("treats a context that is not one of the three kinds as the finder's", () => {
    const unknown = storeCard(columbusStore, { kind: "kiosk" } as never)
    expect(unknown).toEqual(storeCard(columbusStore, { kind: "finder" }))
    expect(storeCard(columbusStore, { kind: "checkout", orderAvailabilityTimestamp: "soon" } as never).orderAvailabilityTimestamp).toBeUndefined()
  })
})
