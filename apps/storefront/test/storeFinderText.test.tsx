/**
 * The store finder writes its numbers and country names in the page's locale (the
 * address's language): en-US as it always has, another language its own way.
 */
import type { PhysicalStore } from "@outfitter/domain"
import { fixtureStores } from "@outfitter/fixtures"
import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { countryDisplayName, formatFinderNumber } from "../src/ui/store-search/storeFinderText.ts"
import { StoreResults } from "../src/ui/store-search/StoreResults.tsx"
import { renderWithFixtures } from "./support.tsx"

describe("storeFinderText", () => {
  it("writes a number as en-US always has: every digit, nothing rounded away", () => {
    expect([3.2, 25, 100, 40.2336, 1].map((value) => formatFinderNumber(value, "en-US"))).toEqual(["3.2", "25", "100", "40.2336", "1"])
  })

  it("writes a number in another locale its own way", () => {
    expect(formatFinderNumber(3.2, "de-DE")).toBe("3,2")
    expect(formatFinderNumber(3.2, "es-US")).toBe("3.2")
  })

  it("names a country in the page's language, English by default", () => {
    expect(countryDisplayName("de")).toBe("Germany")
    expect(countryDisplayName("DE", "en-US")).toBe("Germany")
    expect(countryDisplayName("DE", "es-US")).toBe("Alemania")
    expect(countryDisplayName("not a code", "es-US")).toBe("not a code")
  })
})

describe("StoreResults in the page's locale", () => {
  const stores: ReadonlyArray<PhysicalStore> = fixtureStores()
    .slice(0, 2)
    .map((store, index) => ({ ...store, distance: index + 0.14159 }))

  const results = (path: string) =>
    renderWithFixtures(
      <StoreResults
        heading="Stores"
        stores={stores}
        radius={12.5}
        unit="KTM"
        page={1}
        onPage={() => {}}
        selectedStoreId={undefined}
        onSelect={() => {}}
      />,
      { path },
    )

  it("en-US: distances and the radius as before", () => {
    results("/shop/us/stores")
    expect(screen.getByText("2 stores within 12.5 kilometres")).toBeTruthy()
    expect(screen.getByText("0.1 km away")).toBeTruthy()
  })

  it("a German page: decimal commas", () => {
    results("/shop/eu-de/stores")
    expect(document.querySelector(".results-summary")?.textContent).toContain("12,5")
    expect(document.querySelector(".store-distance")?.textContent).toContain("0,1")
  })
})
