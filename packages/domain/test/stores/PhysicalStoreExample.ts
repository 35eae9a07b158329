/**
 * A realistic physical store in the response form of platform §3, for tests to vary one
 * field at a time. Attributes are given as name → value pairs; StoreLocator1 needs its
 * displayable flag, so it is passed through as a full attribute.
 */
import type { PhysicalStore, PhysicalStoreAttribute } from "../../src/stores/PhysicalStoreSchema.ts"

type Mutable<A> = { -readonly [K in keyof A]: A[K] }

export const columbusStore: PhysicalStore = {
  storeNumber: "10042",
  name: "Easton Town Center",
  addressLine: ["4188 Worth Ave", "Suite 200"],
  city: "Columbus",
  stateOrProvinceName: "OH",
  postalCode: "43219",
  country: "US",
  telephone: "614-555-0142",
  latitude: 40.0503,
  longitude: -82.9158,
  distance: 3.14159,
  physicalStoreAttribute: [
    { name: "hours-Week1", value: "Mon-Sat 10:00-21:00" },
    { name: "hours-Week2", value: "Sun 11:00-18:00" },
    { name: "storeBrand", value: "ACF" },
    { name: "StoreNumber", value: "10042" },
  ],
}

/** Replaces or adds attributes by name; a value of undefined removes the attribute. */
export const withAttributes = (
  store: PhysicalStore,
  attributes: Readonly<Record<string, string | undefined>>,
): PhysicalStore => {
  const kept = store.physicalStoreAttribute.filter((attribute) => !Object.hasOwn(attributes, attribute.name))
  const added: Array<PhysicalStoreAttribute> = []
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) added.push({ name, value })
  }
  return { ...store, physicalStoreAttribute: [...kept, ...added] }
}

/** A store with the given overrides of the response fields. */
export const storeWith = (overrides: Partial<Mutable<PhysicalStore>>): PhysicalStore => ({ ...columbusStore, ...overrides })

/** Store-level inventory with one status, as the availability service sends it. */
export const withInventory = (store: PhysicalStore, inventoryStatus: string | undefined, availabilityDateTime?: string): PhysicalStore =>
  inventoryStatus === undefined
    ? storeWith({ ...store, inventoryAvailability: [] })
    : storeWith({
      ...store,
      inventoryAvailability: [{ inventoryStatus, ...(availabilityDateTime === undefined ? {} : { availabilityDateTime }) }],
    })
