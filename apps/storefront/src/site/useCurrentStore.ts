/**
 * The saved store as the pages show it: the hook's cached details when the local copy
 * matches the cookie, otherwise a lookup by the cookie's id (a cookie written elsewhere,
 * or local storage cleared).
 */
import type { PhysicalStore, StoreBrand } from "@outfitter/domain"
import { useSelectedStore, useStore } from "@outfitter/react-hooks"

export interface CurrentStore {
  readonly storeId: string | undefined
  readonly store: PhysicalStore | undefined
  readonly select: (store: PhysicalStore) => void
}

export const useCurrentStore = (pageBrand: StoreBrand): CurrentStore => {
  const selected = useSelectedStore({ pageBrand })
  const storeId = selected.cookie?._tag === "Store" ? selected.cookie.storeId : undefined
  const lookup = useStore(storeId, { enabled: selected.store === undefined && !selected.pending })
  return { storeId, store: selected.store ?? lookup.data, select: selected.select }
}
