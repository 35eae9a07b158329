/**
 * Keys of the data the site keeps in local storage beside its cookies (platform §3:
 * "The selected store is also cached in local storage, as is the isRemembered flag").
 *
 * The selectedStore cookie stays the source of truth (it carries the 30-day lifetime);
 * the local copy caches the chosen store's details so a page can show its name and
 * address without a lookup, and is used only while its id matches the cookie's.
 *
 * @since 0.1.0
 */
export const localDataKeys = {
  selectedStore: "selectedStore",
  isRemembered: "isRemembered",
} as const
