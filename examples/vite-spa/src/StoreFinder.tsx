import { useSelectedStore, useStoreSearch } from "@outfitter/react-hooks"

const columbus = { latitude: 39.9612, longitude: -82.9988, radius: 25, radiusUOM: "SMI" } as const

/** The stores near Columbus, and the one the visitor chose (kept in a cookie and local storage). */
export const StoreFinder = () => {
  const search = useStoreSearch(columbus)
  const { store, select } = useSelectedStore({ pageBrand: "acf" })
  return (
    <main>
      <p>Your store: {store?.name ?? "none"}</p>
      {search.isPending ? (
        <p>Searching…</p>
      ) : search.isError ? (
        <p role="alert">{search.error.message}</p>
      ) : (
        <ul aria-label={`${search.data.physicalStores.length} stores within ${search.data.radius} miles`}>
          {search.data.physicalStores.map((found) => (
            <li key={found.storeNumber}>
              {found.name}{" "}
              <button type="button" onClick={() => select(found)}>
                Choose
              </button>
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}
