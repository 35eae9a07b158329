import { decodeSelectedStoreCookie, readCookie, type StoreSearchInput } from "@outfitter/domain"
import {
  createServerRunClient,
  orderHistoryQueryOptions,
  storeQueryOptions,
  storeSearchQueryOptions,
} from "@outfitter/react-hooks/server"
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query"
import { cookies } from "next/headers"
import { connection } from "next/server"
import { Suspense } from "react"
import { apiRoot } from "./outfitter"
import { NearbyStores, OrderHistory, SelectedStore } from "./storefront"

const columbus: StoreSearchInput = { latitude: 39.9612, longitude: -82.9988, radius: 25, radiusUOM: "SMI" }

export default function Page() {
  return (
    <main>
      <h1>Your account</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <Prefetched />
      </Suspense>
    </main>
  )
}

async function Prefetched() {
  // request time from here on: Effect's clock and dehydrate() read the current time
  await connection()
  const cookie = (await cookies()).toString()
  const selected = decodeSelectedStoreCookie(readCookie(cookie, "selectedStore"))
  // one QueryClient and one runner per request; the runner sends the visitor's cookies
  const queryClient = new QueryClient()
  const { run, dispose } = createServerRunClient({ apiRoot: apiRoot() }, { cookie })
  try {
    await Promise.all([
      queryClient.prefetchQuery(orderHistoryQueryOptions(run)),
      queryClient.prefetchQuery(storeSearchQueryOptions(run, columbus)),
      selected?._tag === "Store" ? queryClient.prefetchQuery(storeQueryOptions(run, selected.storeId)) : undefined,
    ])
  } finally {
    await dispose()
  }
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <SelectedStore />
      <OrderHistory />
      <NearbyStores search={columbus} />
    </HydrationBoundary>
  )
}
