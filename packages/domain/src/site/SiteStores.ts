/**
 * Each site's commerce store: the store id its session cookies name (platform §6: the
 * persistent cookie matches the store id), its catalogue, and the `{storeContext}` of its
 * wallet and bag calls (loyalty-payments §7: `/api/wosai/{storeContext}/…`). A host that
 * serves one site gives these to the clients with its other store settings; a tool that
 * acts for any site (the support CLI's `--site`) takes them from here.
 *
 * Where the spec is silent: it names no store ids. Outfitter ships one store per site, the
 * US store keeping the default settings' 10051, and each site's calls name its own store
 * (an empty `storeContext`: the store id), so the cn site's wallet calls go to
 * `/wosai/10057/` and never to the US store's.
 *
 * @since 0.7.0
 */
import { defaultSiteCode } from "./DefaultSite.ts"
import { siteCodes } from "./Site.ts"
import type { SiteCode } from "./SiteCodeSchema.ts"
import type { StoreSettings } from "./StoreSettings.ts"

/** The store settings that differ by site. @category models */
export type SiteStore = Pick<StoreSettings, "storeId" | "catalogId" | "storeContext">

/**
 * The shipped store of every site.
 *
 * @category constants
 */
export const siteStores: Readonly<Record<SiteCode, SiteStore>> = {
  us: { storeId: "10051", catalogId: "10551", storeContext: "" },
  ca: { storeId: "10052", catalogId: "10552", storeContext: "" },
  uk: { storeId: "10053", catalogId: "10553", storeContext: "" },
  eu: { storeId: "10054", catalogId: "10554", storeContext: "" },
  wd: { storeId: "10055", catalogId: "10555", storeContext: "" },
  am: { storeId: "10056", catalogId: "10556", storeContext: "" },
  cn: { storeId: "10057", catalogId: "10557", storeContext: "" },
}

/**
 * The store settings of a site, to spread into a host's settings. Total: anything that is
 * not a site code is the default site's store.
 *
 * @example
 * import { siteStoreSettings } from "@outfitter/domain"
 * siteStoreSettings("cn").storeId // => "10057"
 * siteStoreSettings("gb").storeId // => "10051"
 * @category getters
 */
export const siteStoreSettings = (site: unknown): SiteStore =>
  typeof site === "string" && (siteCodes as ReadonlyArray<string>).includes(site)
    ? siteStores[site as SiteCode]
    : siteStores[defaultSiteCode]
