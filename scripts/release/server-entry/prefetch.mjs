// What a Server Component does, run as `node --conditions=react-server prefetch.mjs <apiRoot> <cookie>`:
// it imports @outfitter/react-hooks/server under React's react-server build, prefetches three
// hooks' queries with one request's cookies and dehydrates them (TanStack's query-core: its
// React package imports React's client APIs). Prints what it saw as JSON.
import { dehydrate, QueryClient } from "@tanstack/query-core"
import * as React from "react"
import {
  createServerRunClient,
  hookCookies,
  orderHistoryQueryOptions,
  storeQueryOptions,
  walletQueryOptions,
} from "@outfitter/react-hooks/server"

const [apiRoot, cookie] = process.argv.slice(2)
const queryClient = new QueryClient()
const { run, dispose } = createServerRunClient({ apiRoot }, { cookie })
try {
  await Promise.all([
    queryClient.prefetchQuery(orderHistoryQueryOptions(run)),
    queryClient.prefetchQuery(storeQueryOptions(run, "10001")),
    queryClient.prefetchQuery(walletQueryOptions(run)),
  ])
} finally {
  await dispose()
}
const { queries } = dehydrate(queryClient)
console.log(
  JSON.stringify({
    // React's react-server build has no client APIs
    reactServer: typeof React.createContext !== "function" && typeof React.useState !== "function",
    queries: queries.map((query) => ({ queryKey: query.queryKey, status: query.state.status, data: query.state.data })),
    hookCookies: hookCookies(cookie),
  }),
)
