/**
 * The store the page works with (platform §4 "Store selection order on load"):
 * 1. a store named in the URL's filter parameter as name:storeId;
 * 2. the saved store: the hook's cached details when the local copy matches the cookie,
 *    otherwise a lookup by the cookie's id (a cookie written elsewhere, or local storage
 *    cleared).
 * The registered user's preferred store and the geolocated store (steps 3 and 4) fill the
 * cookie when it is empty, on the pages that need a store.
 *
 * A store named in the URL is shown, not saved: following a link does not change the
 * shopper's saved choice until they select it.
 */
import { type PhysicalStore, storeIdFromFilter, type StoreBrand } from "@outfitter/domain"
import { useSelectedStore, useStore } from "@outfitter/react-hooks"
import { useSearch } from "wouter"

export interface CurrentStore {
  readonly storeId: string | undefined
  readonly store: PhysicalStore | undefined
  /** Where the store came from. */
  readonly source: "url" | "saved" | undefined
  readonly select: (store: PhysicalStore) => void
}

export const useCurrentStore = (pageBrand: StoreBrand): CurrentStore => {
  const selected = useSelectedStore({ pageBrand })
  const named = storeIdFromFilter(useSearch())
  const savedId = selected.cookie?._tag === "Store" ? selected.cookie.storeId : undefined
  const storeId = named ?? savedId
  const savedStore = named === undefined || named === savedId ? selected.store : undefined
  const lookup = useStore(storeId, { enabled: savedStore === undefined && !selected.pending })
  return {
    storeId,
    store: savedStore ?? lookup.data,
    source: named !== undefined ? "url" : savedId !== undefined ? "saved" : undefined,
    select: selected.select,
  }
}
