/**
 * The page's script: starts the storefront. With VITE_OUTFITTER_API_ROOT set (for example
 * the sandbox, http://127.0.0.1:4010/api) it talks to that service. Otherwise, in a
 * fixtures build or the dev server, it starts the fixtures' MSW worker (imported
 * dynamically, so none of it is in a production bundle) and uses this origin's /api, which
 * the worker answers; the page does not wait for the worker to render, only its calls do.
 * A production build without the variable is refused by vite.config.ts.
 *
 * A page built ahead (server/prerender.ts: its HTML already shows the page) is hydrated
 * with `hydrateRoot` as soon as the chunks of its first render are loaded (its HTML names
 * them, so they are on their way): React takes over the HTML rendered for the same path
 * (or the shell of a page with a parameter, which is the same HTML whatever the parameter),
 * with no query string and a visitor it knows nothing of, and updates it to this visitor.
 * Until a control is hydrated it is disabled (ui/Form.tsx). Any other page (an
 * address outside the route map, the dev server) is rendered in the browser.
 *
 * The visitor is read from the browser (document.cookie and the local isRemembered copy)
 * each time a client asks. The store settings are app/storefrontSettings.ts.
 */
import { browserVisitor } from "@outfitter/react-hooks"
import { startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { App } from "./app/App.tsx"
import { preloadHeader, preloadPath } from "./app/routes.tsx"
import { isBuiltFor } from "./app/shells.ts"
import { storefrontSettings } from "./app/storefrontSettings.ts"
import { languageOfPath, loadTranslation } from "./site/text/catalogue.ts"
import "./app/styles.css"

// Resolved once the app has mounted (onReady, below): its first commit.
let markInteractive = () => {}
const interactive = new Promise<void>((resolve) => {
  markInteractive = resolve
})

// Only a fixtures build (and the dev server) can start the embedded fixtures: in a
// production build this is the constant undefined, so neither the fixtures, MSW nor the QA
// panel are in it. The `?scenario=` of the address is put in place inside the start, which
// every call waits for (features/qa/startScenario.ts); the QA panel, a chunk of its own,
// comes once the fixtures answer and the app is interactive.
const startFixtures = import.meta.env.MODE === "fixtures" || import.meta.env.DEV
  ? async (): Promise<void> => {
    const [{ startFixtureWorker }, { showQaPanel, startWithScenario }] = await Promise.all([
      import("@outfitter/fixtures/browser"),
      import("./features/qa/startScenario.ts"),
    ])
    const scenario = await startWithScenario(() => startFixtureWorker())
    interactive.then(() => showQaPanel(scenario)).catch((error: unknown) => console.error(error))
  }
  : undefined

const onReady = () => markInteractive()

const container = document.getElementById("root")!
const visitor = browserVisitor(storefrontSettings.storeId)

const failed = (error: unknown) => {
  console.error(error)
  container.innerHTML =
    '<main><h1>The storefront could not start</h1><p>The embedded fixtures did not start. Reload the page, or run against the sandbox (see the README).</p></main>'
}

const connection = (): { readonly apiRoot: string; readonly fetch?: typeof globalThis.fetch } | undefined => {
  const configured = import.meta.env.VITE_OUTFITTER_API_ROOT?.trim()
  if (configured) return { apiRoot: configured }
  if (startFixtures === undefined) return undefined
  // every call waits for the worker, the first render does not
  const ready = startFixtures()
  ready.catch(failed)
  return { apiRoot: `${location.origin}/api`, fetch: (input, init) => ready.then(() => globalThis.fetch(input, init)) }
}

const service = connection()
if (service === undefined) {
  failed(new Error("VITE_OUTFITTER_API_ROOT was not set when this build was made"))
} else {
  const config = { ...service, visitor, settings: storefrontSettings }
  const builtFor = container.dataset["prerendered"]
  const prerendered = builtFor !== undefined && isBuiltFor(builtFor, location.pathname)
  // in a transition, so React hydrates (or renders) in slices of a few milliseconds and the
  // page answers input in between; an event on a part not hydrated yet hydrates it at once
  Promise.all([preloadPath(location.pathname), preloadHeader(), loadTranslation(languageOfPath(location.pathname))]).catch(() => undefined).then(() =>
    startTransition(() => {
      if (prerendered) hydrateRoot(container, <App config={config} ssrPath={location.pathname} ssrSearch="" onReady={onReady} />)
      else createRoot(container).render(<App config={config} onReady={onReady} />)
    })
  )
}
