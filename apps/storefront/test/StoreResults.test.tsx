import { type PhysicalStore, storeCard } from "@outfitter/domain"
import { fixtureStores } from "@outfitter/fixtures"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"
import { StoreResults } from "../src/ui/store-search/StoreResults.tsx"
import { renderWithFixtures } from "./support.tsx"

/** Eight US stores as a search returns them: with a distance (unrounded, as a service may send it). */
const stores: ReadonlyArray<PhysicalStore> = fixtureStores()
  .filter((store) => store.country === "US")
  .slice(0, 8)
  .map((store, index) => ({ ...store, distance: index + 0.14159 }))

const Results = ({ count, onSelect = () => {} }: { count: number; onSelect?: (store: PhysicalStore) => void }) => {
  const [page, setPage] = useState(1)
  return (
    <StoreResults
      heading="Stores near 43215"
      stores={stores.slice(0, count)}
      radius={25}
      unit="SMI"
      page={page}
      onPage={setPage}
      selectedStoreId={undefined}
      onSelect={onSelect}
    />
  )
}

const pagination = () => screen.queryByRole("navigation", { name: "Store results pages" })

describe("StoreResults", () => {
  it("shows two stores without the list wrapper and without pagination", () => {
    renderWithFixtures(<Results count={2} />)
    expect(screen.getAllByRole("article")).toHaveLength(2)
    expect(screen.queryByRole("list")).toBeNull()
    expect(pagination()).toBeNull()
    expect(screen.getByText(/may vary by store/)).toBeTruthy()
  })

  it("wraps three stores in a list, still without pagination", () => {
    renderWithFixtures(<Results count={3} />)
    expect(within(screen.getByRole("list", { name: "Stores" })).getAllByRole("listitem")).toHaveLength(3)
    expect(pagination()).toBeNull()
  })

  it("pages four or more stores three at a time", () => {
    renderWithFixtures(<Results count={8} />)
    const nav = pagination()!
    expect(within(nav).getAllByRole("button", { name: /^Page \d$/ })).toHaveLength(3)
    expect(within(nav).getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page")
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent))
      .toEqual(stores.slice(0, 3).map((store) => store.name))

    fireEvent.click(within(nav).getByRole("button", { name: "Page 3" }))
    expect(within(nav).getByRole("button", { name: "Page 3" }).getAttribute("aria-current")).toBe("page")
    expect(within(nav).getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBeNull()
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent))
      .toEqual(stores.slice(6, 8).map((store) => store.name))
    expect((within(nav).getByRole("button", { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("loads the map images of the first six stores at once and the rest lazily", async () => {
    renderWithFixtures(<Results count={8} />)
    const firstImage = await screen.findByRole("img", { name: `Map of the area around ${stores[0]!.name}` })
    expect(firstImage.getAttribute("loading")).toBe("eager")
    expect(firstImage.getAttribute("src")).toContain("signature=")
    fireEvent.click(screen.getByRole("button", { name: "Page 3" }))
    const seventh = await screen.findByRole("img", { name: `Map of the area around ${stores[6]!.name}` })
    expect(seventh.getAttribute("loading")).toBe("lazy")
  })
})

describe("StoreResultCard", () => {
  it("shows every field of the finder card and selects the store", () => {
    const onSelect = vi.fn()
    renderWithFixtures(<Results count={1} onSelect={onSelect} />)
    const store = stores[0]!
    const card = storeCard(store, { kind: "finder" })
    const article = screen.getByRole("article", { name: store.name })
    const text = article.textContent ?? ""
    expect(text).toContain(card.storeAddress)
    expect(text).toContain(card.storeCity)
    expect(text).toContain(card.storePostalCode)
    expect(text).toContain(card.storeStateOrProvince)
    expect(text).toContain("0.1 mi away") // platform §9: rounded to one decimal
    for (const week of card.storeHours.split(",")) expect(text).toContain(week.trim())
    expect(within(article).getByRole("link", { name: card.storePhone }).getAttribute("href")).toMatch(/^tel:\+?\d+$/)
    expect(within(article).getByRole("link", { name: /Map and directions/ }).getAttribute("href")).toBe(card.mapLink)
    if (card.storeMessage !== undefined) expect(text).toContain(card.storeMessage)

    fireEvent.click(within(article).getByRole("button", { name: `Select store: ${store.name}` }))
    expect(onSelect).toHaveBeenCalledWith(store)
  })

  it("shows a store message only when it is displayable", async () => {
    const withHidden = fixtureStores().find((store) =>
      store.physicalStoreAttribute.some((attribute) => attribute.name === "StoreLocator1" && String(attribute.displayable) === "false")
    )!
    const Single = () => (
      <StoreResults
        heading="h"
        stores={[withHidden]}
        radius={25}
        unit="KTM"
        page={1}
        onPage={() => {}}
        selectedStoreId={withHidden.storeNumber}
        onSelect={() => {}}
      />
    )
    renderWithFixtures(<Single />)
    const hidden = withHidden.physicalStoreAttribute.find((attribute) => attribute.name === "StoreLocator1")!.value
    const article = screen.getByRole("article", { name: withHidden.name })
    expect(article.textContent).not.toContain(hidden)
    const selected = within(article).getByRole("button", { name: `Selected store: ${withHidden.name}` })
    expect(selected.getAttribute("aria-pressed")).toBe("true")
    await waitFor(() => expect(within(article).getByRole("img")).toBeTruthy())
  })
})
