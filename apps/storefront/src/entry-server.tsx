/**
 * The prerenderer's entry: renders a page of the storefront to HTML, as the browser's first
 * render draws it for a visitor the page knows nothing of yet (signed out, no cookies, no
 * query string). vite.config.ts builds this for Node after the browser build and writes the
 * HTML of every path of prerenderedPaths (routes.tsx) for every site, so a page's first
 * content arrives with its HTML; main.tsx then hydrates it.
 *
 * Nothing here talks to a service: queries do not run in a server render, and the visitor
 * function is only asked by a call.
 */
import { decideVisitor, siteCodes, type Visitor } from "@outfitter/domain"
import { prerenderToNodeStream } from "react-dom/static"
import { App } from "./app/App.tsx"
import { accountLayoutModule, fromAppRoot, headerModules, prerenderedPaths, preloadHeader, preloadPath, routeOf } from "./app/routes.tsx"
import { storefrontSettings } from "./app/storefrontSettings.ts"

// the visitor a page knows nothing of: the domain's rule over no cookies at all
const generic = (): Visitor =>
  decideVisitor({ hasPersistentCookie: false, activityUserId: undefined, userType: undefined, isRemembered: undefined })

/** Every full path built ahead: each prerendered route under each site. */
export const pagesToPrerender = (): ReadonlyArray<string> =>
  siteCodes.flatMap((site) => prerenderedPaths.map((path) => `/shop/${site}${path === "/" ? "" : path}`))

/** The HTML of the app at a path (what goes inside the root element). */
export const renderPage = async (path: string): Promise<string> => {
  await Promise.all([preloadPath(path), preloadHeader()])
  const { prelude } = await prerenderToNodeStream(
    <App config={{ apiRoot: "/api", settings: storefrontSettings, visitor: generic }} ssrPath={path} ssrSearch="" />,
  )
  const chunks: Array<Buffer> = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString("utf8")
}

/**
 * The source modules (relative to the app's root, as Vite's manifest names them) whose
 * chunks a path's first render needs beyond the entry: its page's, for an account page the
 * account layout's, and the header's. The prerenderer names their chunks in the page's HTML, so the
 * browser fetches them with the entry instead of after it.
 */
export const pageModules = (path: string): ReadonlyArray<string> => {
  const route = routeOf(path)
  const modules = route === undefined ? [] : route.account === true ? [route.module, accountLayoutModule] : [route.module]
  return [...modules, ...headerModules].map(fromAppRoot)
}
