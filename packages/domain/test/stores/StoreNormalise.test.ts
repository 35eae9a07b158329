import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import type { PhysicalStoreAttribute } from "../../src/stores/PhysicalStoreSchema.ts"
import {
  normaliseStore,
  roundDistance,
  storeAttribute,
  storeBrand,
  storeHours,
  storeHoursByWeek,
  storeMessage,
} from "../../src/stores/StoreNormalise.ts"
import { columbusStore, storeWith, withAttributes } from "./PhysicalStoreExample.ts"

const attributes = (...list: ReadonlyArray<PhysicalStoreAttribute>) => ({ physicalStoreAttribute: list })

describe("storeAttribute", () => {
  it("reads a named attribute and is undefined when it is absent", () => {
    expect(storeAttribute(columbusStore, "StoreNumber")).toBe("10042")
    expect(storeAttribute(columbusStore, "fisEligibleStore")).toBeUndefined()
  })

  it("matches the name exactly", () => {
    expect(storeAttribute(columbusStore, "storenumber")).toBeUndefined()
  })
})

describe("storeHours (platform §3: hours-Week1 and hours-Week2 joined by a comma)", () => {
  it("joins both weeks with a comma", () => {
    expect(storeHours(columbusStore)).toBe("Mon-Sat 10:00-21:00,Sun 11:00-18:00")
  })

  it("is week 1 alone when week 2 is missing", () => {
    expect(storeHours(withAttributes(columbusStore, { "hours-Week2": undefined }))).toBe("Mon-Sat 10:00-21:00")
  })

  it("is week 2 alone when week 1 is missing or blank", () => {
    expect(storeHours(withAttributes(columbusStore, { "hours-Week1": undefined }))).toBe("Sun 11:00-18:00")
    expect(storeHours(withAttributes(columbusStore, { "hours-Week1": "  " }))).toBe("Sun 11:00-18:00")
  })

  it("is empty when both are missing", () => {
    expect(storeHours(attributes())).toBe("")
  })

  it("puts week 1 first whatever the attribute order", () => {
    expect(storeHours(attributes({ name: "hours-Week2", value: "B" }, { name: "hours-Week1", value: "A" }))).toBe("A,B")
  })
})

describe("storeBrand (platform §3: storeBrand or Brand, ACF→acf, KID→kids, HOL→hol, GH→gh)", () => {
  it.each([
    ["ACF", "acf"],
    ["KID", "kids"],
    ["HOL", "hol"],
    ["GH", "gh"],
  ] as const)("reads %s from the storeBrand attribute as %s", (code, brand) => {
    expect(storeBrand(attributes({ name: "storeBrand", value: code }))).toBe(brand)
  })

  it.each([
    ["ACF", "acf"],
    ["KID", "kids"],
    ["HOL", "hol"],
    ["GH", "gh"],
  ] as const)("reads %s from the Brand attribute as %s", (code, brand) => {
    expect(storeBrand(attributes({ name: "Brand", value: code }))).toBe(brand)
  })

  it("prefers storeBrand over Brand", () => {
    expect(storeBrand(attributes({ name: "Brand", value: "HOL" }, { name: "storeBrand", value: "KID" }))).toBe("kids")
  })

  it("falls back to Brand when storeBrand is unknown", () => {
    expect(storeBrand(attributes({ name: "storeBrand", value: "XYZ" }, { name: "Brand", value: "GH" }))).toBe("gh")
  })

  it("is undefined with neither", () => {
    expect(storeBrand(attributes({ name: "StoreNumber", value: "1" }))).toBeUndefined()
  })
})

describe("storeMessage (platform §3: StoreLocator1 only when flagged displayable)", () => {
  const locator = (displayable: PhysicalStoreAttribute["displayable"] | "absent") =>
    attributes(
      displayable === "absent"
        ? { name: "StoreLocator1", value: "Closed for renovation until May" }
        : { name: "StoreLocator1", value: "Closed for renovation until May", displayable },
    )

  it.each([true, "true"] as const)("is shown when displayable is %j", (displayable) => {
    expect(storeMessage(locator(displayable))).toBe("Closed for renovation until May")
  })

  it.each([false, "false", "absent"] as const)("is hidden when displayable is %j", (displayable) => {
    expect(storeMessage(locator(displayable))).toBeUndefined()
  })

  it("is hidden when the displayable message is blank, and when there is no StoreLocator1", () => {
    expect(storeMessage(attributes({ name: "StoreLocator1", value: " ", displayable: true }))).toBeUndefined()
    expect(storeMessage(attributes({ name: "StoreLocator2", value: "Other", displayable: true }))).toBeUndefined()
  })
})

describe("roundDistance (platform §9: 1 decimal)", () => {
  it.each([
    [3.14159, 3.1],
    [1.25, 1.3],
    [1.24, 1.2],
    [1.26, 1.3],
    [0.05, 0.1],
    [0.04, 0],
    [12, 12],
    [0, 0],
    [499.96, 500],
  ])("rounds %d to %d", (distance, rounded) => {
    expect(roundDistance(distance)).toBe(rounded)
  })

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])("is undefined for %j", (distance) => {
    expect(roundDistance(distance)).toBeUndefined()
  })

  test.prop([fc.double({ min: 0, max: 1e6, noNaN: true })])("is within 0.05 of the distance and has one decimal at most", (distance) => {
    const rounded = roundDistance(distance)
    expect(rounded).toBeDefined()
    expect(Math.abs((rounded ?? Number.NaN) - distance)).toBeLessThanOrEqual(0.05 + 1e-9)
    expect(Math.abs((rounded ?? 0) * 10 - Math.round((rounded ?? 0) * 10))).toBeLessThan(1e-6)
  })
})

describe("normaliseStore (platform §3 'Normalised')", () => {
  it("maps every field", () => {
    const store = withAttributes(columbusStore, {})
    expect(normaliseStore({
      ...store,
      physicalStoreAttribute: [
        ...store.physicalStoreAttribute,
        { name: "StoreLocator1", value: "Now hiring", displayable: "true" },
      ],
    })).toEqual({
      storeName: "Easton Town Center",
      storeId: "10042",
      city: "Columbus",
      zipCode: "43219",
      brand: "acf",
      showLogo: true,
      latitude: 40.0503,
      longitude: -82.9158,
      storeLocator1: "Now hiring",
    })
  })

  it.each([
    ["HOL", false],
    ["ACF", true],
    ["KID", true],
    ["GH", true],
  ] as const)("a %s store has showLogo %s (false only for hollister)", (code, showLogo) => {
    expect(normaliseStore(withAttributes(columbusStore, { storeBrand: code })).showLogo).toBe(showLogo)
  })

  it("shows the logo of a store with no known brand", () => {
    const store = withAttributes(columbusStore, { storeBrand: undefined })
    expect(normaliseStore(store).brand).toBeUndefined()
    expect(normaliseStore(store).showLogo).toBe(true)
  })

  it("has no storeLocator1 when the message is not displayable", () => {
    expect(normaliseStore(storeWith({
      physicalStoreAttribute: [{ name: "StoreLocator1", value: "Now hiring", displayable: "false" }],
    })).storeLocator1).toBeUndefined()
  })
})

describe("a store of the wrong shape", () => {
  it("is read field by field: empty texts, NaN coordinates, no attributes", () => {
    expect(normaliseStore(null as never)).toEqual({
      storeName: "",
      storeId: "",
      city: "",
      zipCode: "",
      brand: undefined,
      showLogo: true,
      latitude: Number.NaN,
      longitude: Number.NaN,
      storeLocator1: undefined,
    })
    expect(storeAttribute({ physicalStoreAttribute: [{ name: "a", value: 1 }, { name: "a", value: "x" }] } as never, "a")).toBe("x")
    expect(storeHours({ physicalStoreAttribute: null } as never)).toBe("")
    expect(storeMessage({ physicalStoreAttribute: [{ name: "StoreLocator1", displayable: true }] } as never)).toBeUndefined()
  })
})

describe("storeHoursByWeek: the weeks apart, for a week whose text holds a comma", () => {
  it("gives week 1 then week 2, each as written", () => {
    expect(storeHoursByWeek(withAttributes(columbusStore, { "hours-Week1": "Mon-Fri 9:00-17:00, Sat 10:00-14:00" }))).toEqual([
      "Mon-Fri 9:00-17:00, Sat 10:00-14:00",
      "Sun 11:00-18:00",
    ])
  })

  it("leaves out a week that is missing or blank; a store with neither has none", () => {
    expect(storeHoursByWeek(withAttributes(columbusStore, { "hours-Week1": " " }))).toEqual(["Sun 11:00-18:00"])
    expect(storeHoursByWeek(attributes())).toEqual([])
  })

  it("a store that is no object, or attributes that are no list, have no hours", () => {
    for (const hostile of [null, undefined, "hours", { physicalStoreAttribute: "hours-Week1" }, { physicalStoreAttribute: [null, 1] }]) {
      expect(storeHoursByWeek(hostile as never)).toEqual([])
    }
  })
})
