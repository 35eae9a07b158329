"use client"

import { type StoreSearchInput, storeSearchAnnouncement } from "@outfitter/domain"
import { useOrderHistory, useSelectedStore, useStore, useStoreSearch } from "@outfitter/react-hooks"
import { useSyncExternalStore } from "react"

const unchanging = () => () => {}
/** False in the server's HTML and while hydrating: a button that cannot act yet says so. */
const useHydrated = () => useSyncExternalStore(unchanging, () => true, () => false)

export function SelectedStore() {
  const { cookie } = useSelectedStore({ pageBrand: "acf" })
  const storeId = cookie?._tag === "Store" ? cookie.storeId : undefined
  const store = useStore(storeId)
  if (storeId === undefined) return <p>No store selected.</p>
  return <p aria-label="Your store">{store.data?.name ?? "Your store"} (store {storeId})</p>
}

export function OrderHistory() {
  const orders = useOrderHistory()
  if (orders.isPending) return <p>Loading your orders…</p>
  if (orders.isError) return <p role="alert">{orders.error._tag === "Unauthorized" ? "Sign in to see your orders." : "Your orders are unavailable."}</p>
  return (
    <ul aria-label="Your orders">
      {orders.data.map((order) => (
        <li key={order.orderId}>
          {order.orderId} {order.placedDate} {order.total} {order.status}
        </li>
      ))}
    </ul>
  )
}

export function NearbyStores({ search }: { readonly search: StoreSearchInput }) {
  const stores = useStoreSearch(search)
  const { select } = useSelectedStore({ pageBrand: "acf" })
  const hydrated = useHydrated()
  if (stores.isPending) return <p>Searching…</p>
  if (stores.isError) return <p role="alert">Store search is unavailable.</p>
  const { physicalStores, radius } = stores.data
  return (
    <ul aria-label={storeSearchAnnouncement({ storesReturned: physicalStores.length, radius })}>
      {physicalStores.map((store) => (
        <li key={store.storeNumber}>
          {store.storeNumber} {store.name}{" "}
          <button type="button" disabled={!hydrated} onClick={() => select(store)}>
            Make this my store
          </button>
        </li>
      ))}
    </ul>
  )
}
