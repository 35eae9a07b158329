import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  euStoreSearchAnnouncement,
  hasStorePagination,
  mapImageLoading,
  storePageCount,
  storeResultsRules,
  storesOnPage,
  storeSearchAnnouncement,
  storeSearchAnnouncementFor,
  usesStoreListWrapper,
} from "../../src/stores/StoreResults.ts"

const stores = (count: number) => Array.from({ length: count }, (_, index) => `store-${index + 1}`)

describe("list constants (platform §9)", () => {
  it("is 3 stores per page and 6 eager map images", () => {
    expect(storeResultsRules).toEqual({ storesPerPage: 3, eagerMapImages: 6 })
  })
})

describe("hasStorePagination (platform §2: only when more than 3 stores)", () => {
  it.each([
    [0, false],
    [1, false],
    [3, false],
    [4, true],
    [50, true],
  ])("%d stores → %s", (count, paginated) => {
    expect(hasStorePagination(count)).toBe(paginated)
  })
})

describe("usesStoreListWrapper (platform §2: fewer than 3 show without the wrapper)", () => {
  it.each([
    [0, false],
    [2, false],
    [3, true],
    [4, true],
  ])("%d stores → %s", (count, wrapped) => {
    expect(usesStoreListWrapper(count)).toBe(wrapped)
  })
})

describe("storePageCount", () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [-2, 1],
  ])("%d stores → %d pages", (count, pages) => {
    expect(storePageCount(count)).toBe(pages)
  })
})

describe("storesOnPage", () => {
  const seven = stores(7)

  it("cuts pages of three at the boundaries", () => {
    expect(storesOnPage(seven, 1)).toEqual(["store-1", "store-2", "store-3"])
    expect(storesOnPage(seven, 2)).toEqual(["store-4", "store-5", "store-6"])
    expect(storesOnPage(seven, 3)).toEqual(["store-7"])
  })

  it("matches the documented example", () => {
    expect(storesOnPage(["a", "b", "c", "d"], 2)).toEqual(["d"])
  })

  it("pulls an out-of-range page into range", () => {
    expect(storesOnPage(seven, 0)).toEqual(["store-1", "store-2", "store-3"])
    expect(storesOnPage(seven, -4)).toEqual(["store-1", "store-2", "store-3"])
    expect(storesOnPage(seven, 9)).toEqual(["store-7"])
    expect(storesOnPage(seven, Number.POSITIVE_INFINITY)).toEqual(["store-1", "store-2", "store-3"])
    expect(storesOnPage(seven, Number.NaN)).toEqual(["store-1", "store-2", "store-3"])
    expect(storesOnPage(seven, 2.7)).toEqual(["store-4", "store-5", "store-6"])
  })

  it("is empty for no stores", () => {
    expect(storesOnPage([], 1)).toEqual([])
  })

  test.prop([fc.array(fc.anything()), fc.double()])("never throws and gives a run of at most 3 consecutive stores", (values, page) => {
    const list = values.map((value, index) => ({ index, value }))
    const onPage = storesOnPage(list, page)
    expect(onPage.length).toBeLessThanOrEqual(3)
    if (list.length > 0) {
      const start = onPage[0]?.index ?? Number.NaN
      expect(start % 3).toBe(0)
      expect(onPage).toEqual(list.slice(start, start + 3))
    } else {
      expect(onPage).toEqual([])
    }
  })

  test.prop([fc.array(fc.integer(), { maxLength: 40 })])("the pages together are the whole list, in order", (list) => {
    const pages = Array.from({ length: storePageCount(list.length) }, (_, index) => storesOnPage(list, index + 1))
    expect(pages.flat()).toEqual(list)
  })
})

describe("mapImageLoading (platform §2: first two pages, 6 stores, load at once)", () => {
  it.each([
    [0, "eager"],
    [5, "eager"],
    [6, "lazy"],
    [20, "lazy"],
  ] as const)("index %d loads %s", (index, loading) => {
    expect(mapImageLoading(index)).toBe(loading)
  })
})

describe("storeSearchAnnouncement (platform §8)", () => {
  it("reads 'we found {storesReturned} stores within {radius}'", () => {
    expect(storeSearchAnnouncement({ storesReturned: 5, radius: 25 })).toBe("we found 5 stores within 25")
    expect(storeSearchAnnouncement({ storesReturned: 0, radius: 500 })).toBe("we found 0 stores within 500")
  })
})

describe("euStoreSearchAnnouncement (platform §8 EU variant)", () => {
  it("names the typed location", () => {
    expect(euStoreSearchAnnouncement({ storesReturned: 2, country: "Germany", input: "Berlin" })).toBe(
      "2 store(s) in Germany, near Berlin",
    )
    expect(euStoreSearchAnnouncement({ storesReturned: 1, country: "France", input: "  Paris  " })).toBe(
      "1 store(s) in France, near Paris",
    )
  })

  it("says 'near you' without a typed location", () => {
    expect(euStoreSearchAnnouncement({ storesReturned: 2, country: "Germany", input: "" })).toBe("2 store(s) in Germany, near you")
    expect(euStoreSearchAnnouncement({ storesReturned: 3, country: "Italy" })).toBe("3 store(s) in Italy, near you")
    expect(euStoreSearchAnnouncement({ storesReturned: 3, country: "Italy", input: "   " })).toBe("3 store(s) in Italy, near you")
  })
})

describe("counts, lists and results of the wrong type", () => {
  it("reach no limit when a count or index is not a number (an object that cannot become one included)", () => {
    const cannotBeANumber = JSON.parse('{"valueOf":{},"toString":[]}')
    for (const count of ["5", null, cannotBeANumber]) {
      expect(hasStorePagination(count as never)).toBe(false)
      expect(usesStoreListWrapper(count as never)).toBe(false)
      expect(storePageCount(count as never)).toBe(1)
      expect(mapImageLoading(count as never)).toBe("lazy")
    }
    expect(storePageCount(Number.NaN)).toBe(1)
    expect(storesOnPage("abcd" as never, 1)).toEqual([])
  })
  it("announce 0 for a count or radius that is not a finite number, and you for a location that is not text", () => {
    expect(storeSearchAnnouncement(null as never)).toBe("we found 0 stores within 0")
    expect(euStoreSearchAnnouncement({ storesReturned: "2", country: 5, input: ["Paris"] } as never)).toBe("0 store(s) in , near you")
  })
})

describe("storeSearchAnnouncementFor: the wording by site", () => {
  const result = { storesReturned: 3, radius: 50, country: "Germany", input: "Berlin" }

  it("the EU site names the country and the place; any other site the count and radius", () => {
    expect(storeSearchAnnouncementFor("eu", result)).toBe("3 store(s) in Germany, near Berlin")
    expect(storeSearchAnnouncementFor("us", result)).toBe("we found 3 stores within 50")
    expect(storeSearchAnnouncementFor("EU", result)).toBe("we found 3 stores within 50")
  })

  test.prop([fc.string().filter((site) => site !== "eu")])("every site but eu has the default wording", (site) => {
    expect(storeSearchAnnouncementFor(site, result)).toBe(storeSearchAnnouncement(result))
  })
})
