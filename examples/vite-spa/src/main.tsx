import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./App.tsx"

// In development the fixtures' Mock Service Worker answers /api/… from seeded data. The
// import sits behind import.meta.env.DEV, which a production build replaces with false:
// the fixtures and msw are left out of dist/ altogether.
if (import.meta.env.DEV) {
  const { startFixtureWorker } = await import("@outfitter/fixtures/browser")
  await startFixtureWorker()
}

const apiRoot = import.meta.env["VITE_OUTFITTER_API_ROOT"] ?? `${location.origin}/api`

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App config={{ apiRoot }} />
  </StrictMode>,
)
