/**
 * The page's script: starts the storefront (main.tsx) once the browser has shown the
 * page's HTML, and keeps what the visitor does before React has taken the page over.
 *
 * A page built ahead (server/prerender.ts) is whole in its HTML, and its HTML names every
 * chunk main.tsx needs (`modulepreload`), so they are fetched while the HTML is parsed. A
 * module script runs as soon as the document is parsed and its chunks are there, which on
 * a fast connection is before the first frame: the visitor would then see nothing until
 * React, the app and the page had been evaluated and hydrated. So main.tsx, its chunks
 * already fetched, is evaluated once the page's first content is on screen (the
 * `first-contentful-paint` entry of the Paint Timing API; where the browser has none, the
 * task after the first frame). A page with nothing in its HTML (an address outside the
 * route map, the dev server) or a tab in the background (which draws no frame until it is
 * shown) starts at once.
 *
 * Until every element of the page is hydrated, what the visitor does in the HTML is kept
 * (holdInput.ts).
 */
import { holdUntilHydrated } from "./holdInput.ts"

const root = document.getElementById("root")

const afterFirstPaint = (then: () => void) => {
  if (!PerformanceObserver.supportedEntryTypes.includes("paint")) {
    requestAnimationFrame(() => setTimeout(then, 0))
    return
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === "first-contentful-paint")) return
    observer.disconnect()
    setTimeout(then, 0)
  })
  observer.observe({ type: "paint", buffered: true })
}

const whenHydrated = root === null ? () => {} : holdUntilHydrated(root)

let started = false
const start = () => {
  if (started) return
  started = true
  import("./main.tsx")
    .then((main) => main.interactive)
    .then(whenHydrated)
    .catch((error: unknown) => console.error(error))
}

if (root?.dataset["prerendered"] === undefined || document.visibilityState === "hidden") start()
else {
  afterFirstPaint(start)
  document.addEventListener("visibilitychange", start, { once: true })
}
