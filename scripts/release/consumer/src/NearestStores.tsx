import { OutfitterProvider, type OutfitterConfig, useStoreSearch } from "@outfitter/react-hooks"
import type { QueryClient } from "@tanstack/react-query"

export const columbus = { latitude: 39.9612, longitude: -82.9988, radius: 25, radiusUOM: "SMI" } as const

export const NearestStores = () => {
  const search = useStoreSearch(columbus)
  if (search.isPending) return <p>Searching…</p>
  if (search.isError) return <p role="alert">{search.error.message}</p>
  return (
    <ul aria-label={`${search.data.physicalStores.length} stores within ${search.data.radius} miles`}>
      {search.data.physicalStores.map((store) => (
        <li key={store.storeNumber}>{`${store.storeNumber} ${store.name}`}</li>
      ))}
    </ul>
  )
}

export const App = ({ config, queryClient }: { readonly config: OutfitterConfig; readonly queryClient?: QueryClient }) => (
  <OutfitterProvider config={config} {...(queryClient === undefined ? {} : { queryClient })}>
    <NearestStores />
  </OutfitterProvider>
)
