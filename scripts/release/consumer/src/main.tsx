import { createRoot } from "react-dom/client"
import { App } from "./NearestStores.tsx"

// the fixtures' Mock Service Worker answers /api/… from the seeded data; the page serves
// msw's mockServiceWorker.js (`msw init public`)
const { startFixtureWorker } = await import("@outfitter/fixtures/browser")
await startFixtureWorker()
const config = { apiRoot: `${location.origin}/api` }
createRoot(document.getElementById("root")!).render(<App config={config} />)
