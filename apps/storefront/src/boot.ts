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
 * task after the first frame), one chunk per task (evaluateInTurn, below). A page with
 * nothing in its HTML (an address outside the route map, the dev server) or a tab in the
 * background (which draws no frame until it is shown) starts at once.
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

/** A task of its own: a message to this page, which the browser queues as a task, without setTimeout's clamping. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })

/**
 * Evaluates the chunks the HTML names (its `modulepreload` links, each after the chunks it
 * imports: server/prerender.ts), one task each, main.tsx's last. Imported at once, a module
 * graph is evaluated in one task: Effect and TanStack Query, the packages, React DOM and the
 * app, 35–50 ms measured on a desktop's core and four times that on Lighthouse's phone,
 * during which the page could not answer. Each import is of a chunk already fetched; one that fails is left to main.tsx's
 * own import, which imports it again and reports it. A page with no links (the dev server)
 * imports main.tsx alone.
 */
const evaluateInTurn = (): Promise<void> =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].reduce(
    (evaluated, link) =>
      evaluated
        .then(() => import(/* @vite-ignore */ link.href))
        .catch(() => undefined)
        .then(nextTask),
    Promise.resolve(),
  )

let started = false
const start = () => {
  if (started) return
  started = true
  evaluateInTurn()
    .then(() => import("./main.tsx"))
    .then((main) => main.interactive)
    .then(whenHydrated)
    .catch((error: unknown) => console.error(error))
}

if (root?.dataset["prerendered"] === undefined || document.visibilityState === "hidden") start()
else {
  afterFirstPaint(start)
  document.addEventListener("visibilitychange", start, { once: true })
}
