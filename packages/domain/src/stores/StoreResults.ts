/**
 * The store finder's results: paging, the list wrapper, which map images load at once, and
 * the screen-reader message. Rules: platform §2 "Store finder results", §8 "Behaviour", §9.
 *
 * Where the spec is silent: a count or index that is not a number reaches no limit, a list
 * that is not an array has no stores; an announcement's count or radius that is not finite
 * reads 0, and a country or location that is not a string is empty ("near you").
 *
 * @since 0.1.0
 */
import { fieldsOf, finiteOf, numberOf, textOf } from "../kernel/Untrusted.ts"
import { itemsOnPage, pageCountOf } from "../ui/index.ts"

/**
 * List constants (platform §9).
 *
 * @category constants
 */
export const storeResultsRules = {
  storesPerPage: 3,
  /** Map images of the first two pages load at once, the rest on demand. */
  eagerMapImages: 6,
} as const

/**
 * Pagination is used only when more than three stores came back.
 *
 * @category predicates
 */
export const hasStorePagination = (storeCount: number): boolean => numberOf(storeCount) > storeResultsRules.storesPerPage

/**
 * Fewer than three stores show without the list wrapper.
 *
 * @category predicates
 */
export const usesStoreListWrapper = (storeCount: number): boolean => numberOf(storeCount) >= storeResultsRules.storesPerPage

/**
 * Number of pages for a result count (at least 1, so an empty list still has a page): the
 * pagination helper's count (ui/Pagination.ts) at three stores a page.
 *
 * @category getters
 */
export const storePageCount = (storeCount: number): number => pageCountOf(storeCount, storeResultsRules.storesPerPage)

/**
 * The stores on a 1-based page; an out-of-range page is pulled into range (the pagination
 * helper's `itemsOnPage`).
 *
 * @example
 * import { storesOnPage } from "@outfitter/domain"
 * storesOnPage(["a", "b", "c", "d"], 2) // => ["d"]
 * @category getters
 */
export const storesOnPage = <A>(given: ReadonlyArray<A>, page: number): ReadonlyArray<A> =>
  itemsOnPage(given, page, storeResultsRules.storesPerPage)

/**
 * How the map image of the store at a 0-based position in the whole list loads.
 *
 * @category getters
 */
export const mapImageLoading = (index: number): "eager" | "lazy" =>
  numberOf(index) < storeResultsRules.eagerMapImages ? "eager" : "lazy"

/**
 * Screen-reader message after a search (platform §8): 'we found {storesReturned} stores
 * within {radius}'. The radius is the one the service used; the unit is not part of the
 * spec's text, so it is not added.
 *
 * @example
 * import { storeSearchAnnouncement } from "@outfitter/domain"
 * storeSearchAnnouncement({ storesReturned: 5, radius: 25 }) // => "we found 5 stores within 25"
 * @category announcements
 */
export const storeSearchAnnouncement = (result: { readonly storesReturned: number; readonly radius: number }): string => {
  const { storesReturned, radius } = fieldsOf(result)
  return `we found ${finiteOf(storesReturned) ?? 0} stores within ${finiteOf(radius) ?? 0}`
}

/**
 * The EU variant (platform §8): '{n} store(s) in {country}, near {input or near you}'.
 * With a typed location it reads "near Paris"; without one, "near you" (not "near near you").
 *
 * @example
 * import { euStoreSearchAnnouncement } from "@outfitter/domain"
 * euStoreSearchAnnouncement({ storesReturned: 2, country: "Germany", input: "" }) // => "2 store(s) in Germany, near you"
 * @category announcements
 */
export const euStoreSearchAnnouncement = (
  result: { readonly storesReturned: number; readonly country: string; readonly input?: string | undefined },
): string => {
  const { input, storesReturned, country } = fieldsOf(result)
  const near = textOf(input).trim() || "you"
  return `${finiteOf(storesReturned) ?? 0} store(s) in ${textOf(country)}, near ${near}`
}

/**
 * The announcement a site uses after a search: the EU site has its own wording
 * (platform §8), every other site the default one.
 *
 * @example
 * import { storeSearchAnnouncementFor } from "@outfitter/domain"
 * storeSearchAnnouncementFor("us", { storesReturned: 4, radius: 25, country: "United States" }) // => "we found 4 stores within 25"
 * @category announcements
 */
export const storeSearchAnnouncementFor = (
  site: string,
  result: {
    readonly storesReturned: number
    readonly radius: number
    readonly country: string
    readonly input?: string | undefined
  },
): string => (site === "eu" ? euStoreSearchAnnouncement(result) : storeSearchAnnouncement(result))
