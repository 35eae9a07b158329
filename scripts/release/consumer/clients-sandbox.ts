import { clientsLayer, StoreLocator } from "@outfitter/clients"
import { startSandbox } from "@outfitter/fixtures/sandbox"
import * as Effect from "effect/Effect"

// the clients over real HTTP: the fixtures' sandbox on a free port of 127.0.0.1
const sandbox = await startSandbox({ port: 0 })
try {
  const layer = clientsLayer({ apiRoot: sandbox.apiRoot })
  const store = await Effect.runPromise(Effect.provide(StoreLocator.use((stores) => stores.get(10001)), layer))
  const search = await Effect.runPromise(
    Effect.provide(
      StoreLocator.use((stores) => stores.search({ latitude: 39.9612, longitude: -82.9988, radius: 25, radiusUOM: "SMI" })),
      layer,
    ),
  )
  console.log(
    JSON.stringify({
      apiRoot: sandbox.apiRoot,
      store: { storeNumber: store.storeNumber, name: store.name },
      found: search.physicalStores.map((found) => ({ storeNumber: found.storeNumber, name: found.name })),
    }),
  )
} finally {
  await sandbox.close()
}
