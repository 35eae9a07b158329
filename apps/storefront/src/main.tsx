/**
 * Starts the storefront. With VITE_OUTFITTER_API_ROOT set (for example the sandbox,
 * http://127.0.0.1:4010/api) it talks to that service. Otherwise, in a fixtures build or
 * the dev server, it first starts the fixtures' MSW worker, imported dynamically so none
 * of it is in the initial bundle, and uses this origin's /api, which the worker answers.
 * A production build without the variable is refused by vite.config.ts.
 *
 * The visitor is read from the browser (document.cookie and the local isRemembered copy)
 * each time a client asks. The reference storefront turns two features on: the login modal
 * (`?modal=signin` opens the sign-in modal) and the welcome offers (the rewards overview
 * lists welcome promotions); every other setting keeps the domain's default.
 */
import { makeStoreSettings } from "@outfitter/domain"
import { browserVisitor } from "@outfitter/react-hooks"
import { createRoot } from "react-dom/client"
import { App } from "./app/App.tsx"
import "./app/styles.css"

// Only a fixtures build (and the dev server) can start the embedded fixtures: in a
// production build this is the constant undefined, so neither the fixtures nor MSW are in it.
const startFixtures = import.meta.env.MODE === "fixtures" || import.meta.env.DEV
  ? async (): Promise<string> => {
    const { startFixtureWorker } = await import("@outfitter/fixtures/browser")
    await startFixtureWorker()
    return `${location.origin}/api`
  }
  : undefined

const resolveApiRoot = async (): Promise<string> => {
  const configured = import.meta.env.VITE_OUTFITTER_API_ROOT?.trim()
  if (configured) return configured
  if (startFixtures === undefined) throw new Error("VITE_OUTFITTER_API_ROOT was not set when this build was made")
  return startFixtures()
}

const container = document.getElementById("root")!
const settings = makeStoreSettings({ loginModal: true, welcomeOffersEnabled: true })
const visitor = browserVisitor(settings.storeId)

resolveApiRoot().then(
  (apiRoot) => createRoot(container).render(<App config={{ apiRoot, visitor, settings }} />),
  (error: unknown) => {
    console.error(error)
    container.innerHTML =
      '<main><h1>The storefront could not start</h1><p>The embedded fixtures did not start. Reload the page, or run against the sandbox (see the README).</p></main>'
  },
)
