import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { PhysicalStore, StoreSearchResponse } from "../../src/stores/PhysicalStoreSchema.ts"
import { storeMessage } from "../../src/stores/StoreNormalise.ts"

const wire = {
  storeNumber: "10042",
  name: "Easton Town Center",
  addressLine: ["4188 Worth Ave"],
  city: "Columbus",
  stateOrProvinceName: "OH",
  postalCode: "43219",
  country: "US",
  telephone: null,
  latitude: 40.0503,
  longitude: -82.9158,
  distance: 3.2,
  physicalStoreAttribute: [
    { name: "StoreLocator1", value: "Now hiring", displayable: "true" },
    { name: "hours-Week1", value: "10-9", displayable: false },
  ],
  inventoryAvailability: [{ inventoryStatus: "Available", availabilityDateTime: null }],
}

describe("PhysicalStore schema (platform §3 response form)", () => {
  const decode = Schema.decodeUnknownSync(PhysicalStore)

  it("decodes a store as the service sends it, displayable as a string or a boolean", () => {
    const store = decode(wire)
    expect(store.storeNumber).toBe("10042")
    expect(store.telephone).toBeNull()
    expect(storeMessage(store)).toBe("Now hiring")
  })

  it("rejects a displayable flag other than a boolean or 'true'/'false'", () => {
    expect(() => decode({ ...wire, physicalStoreAttribute: [{ name: "StoreLocator1", value: "x", displayable: "yes" }] })).toThrow()
  })

  it("rejects a store without coordinates", () => {
    const { latitude: _latitude, ...withoutLatitude } = wire
    expect(() => decode(withoutLatitude)).toThrow()
  })

  it("decodes a search response with the radius used", () => {
    const response = Schema.decodeUnknownSync(StoreSearchResponse)({ physicalStores: [wire], radius: 75 })
    expect(response.radius).toBe(75)
    expect(response.physicalStores).toHaveLength(1)
  })
})
