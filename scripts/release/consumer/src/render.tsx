import { createFixtureFetch } from "@outfitter/fixtures/node"
import { makeRunClient, storeSearchQueryOptions } from "@outfitter/react-hooks"
import { QueryClient } from "@tanstack/react-query"
import { renderToString } from "react-dom/server"
import { App, columbus } from "./NearestStores.tsx"

/**
 * Server rendering: the search is fetched first (in-process, from the fixtures) so the
 * provider's query client holds it when useStoreSearch renders.
 */
export const render = async (): Promise<string> => {
  const config = { apiRoot: "http://fixtures.outfitter.test/api", fetch: createFixtureFetch() }
  const queryClient = new QueryClient()
  const runner = makeRunClient(config)
  await queryClient.prefetchQuery(storeSearchQueryOptions(runner.run, columbus))
  await runner.dispose()
  return renderToString(<App config={config} queryClient={queryClient} />)
}
