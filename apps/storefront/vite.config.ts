import react from "@vitejs/plugin-react"
import { existsSync, readFileSync } from "node:fs"
import type { IncomingMessage, ServerResponse } from "node:http"
import { join, resolve } from "node:path"
import { gzipSync } from "node:zlib"
import { defineConfig, loadEnv, type Plugin } from "vite"
import { prerender } from "./server/prerender.ts"
import { headersFileText, headersForPath, parseHeadersFile } from "./server/headersFile.ts"
import { pageStatus, type PolicyOrigins, securityHeaders } from "./server/securityHeaders.ts"
import { buildSettingsFrom } from "./src/app/buildSettings.ts"
import { shellParameter } from "./src/app/shells.ts"

/**
 * Dev server on 127.0.0.1:5173 (the next free port if taken; Vite prints the URL),
 * preview on 4173 for the browser tests.
 *
 * Two kinds of build:
 * - production (`vite build`): talks to the live service named by
 *   VITE_OUTFITTER_API_ROOT, and refuses to build without it, so a production build can
 *   never ship the fixtures by accident. It contains no fixtures, no MSW worker and no
 *   source maps.
 * - fixtures (`vite build --mode fixtures`, and `vite --mode fixtures` for the dev
 *   server): the embedded fixtures answer through the MSW worker (public/
 *   mockServiceWorker.js, copied from msw/lib/mockServiceWorker.js); what `pnpm start`,
 *   the browser tests and a demo use.
 *
 * Every build also writes each page without a parameter as HTML, for every site
 * (server/prerender.ts): its first content arrives with the HTML and the browser hydrates it.
 *
 * Every build writes the security headers of server/securityHeaders.ts, computed from what
 * it was built with (the API root, the payment providers' origins, whether it has a
 * reCAPTCHA site key: src/app/buildSettings.ts), as `_headers` in its output, the file
 * static hosts read; the preview server sends exactly that file's headers and reads no
 * setting of its own, so the policy served is the build's. The dev server sends the same
 * headers (with what its scripts need besides). Both answer HTTP 404 under an unknown
 * site code; docs/deploy.md gives the same for a CDN.
 */
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, import.meta.dirname, "VITE_")
  const settings = buildSettingsFrom(env)
  const apiRoot = settings.apiRoot
  const fixtures = mode === "fixtures"
  if (command === "build" && !fixtures && apiRoot === "") {
    throw new Error(
      "VITE_OUTFITTER_API_ROOT is not set: a production build needs the live service's API root " +
        "(VITE_OUTFITTER_API_ROOT=https://www.example.com/api vite build). " +
        "To build over the embedded fixtures instead, run `vite build --mode fixtures`.",
    )
  }
  const origins: PolicyOrigins = { api: apiRoot, frames: settings.paymentFrameOrigins, captcha: settings.recaptchaSiteKey !== "" }
  return {
    plugins: [react(), storefrontServer(origins, fixtures), prerender()],
    resolve: {
      // MSW's cookie jar (tough-cookie) looks up registrable domains with tldts, whose
      // public suffix list is a large part of a fixtures build's script; the fixtures set
      // host-only cookies for the storefront's own host only, which the list's default
      // rule answers the same (src/features/qa/registrableDomain.ts). A production build
      // has no MSW, so this changes nothing there.
      alias: [{ find: /^tldts$/, replacement: resolve(import.meta.dirname, "src/features/qa/registrableDomain.ts") }],
    },
    server: { host: "127.0.0.1", port: 5173, strictPort: false },
    preview: { host: "127.0.0.1", port: 4173, strictPort: true },
    // the MSW worker is the only file in public/: a production build leaves it out
    publicDir: command === "build" && !fixtures ? false : "public",
    build: {
      target: "es2023",
      sourcemap: false,
      // every browser the es2023 target runs in supports <link rel="modulepreload">
      modulePreload: { polyfill: false },
      // one stylesheet (about 23 kB, 6 kB gzip), which a built page carries inline: with a
      // stylesheet per chunk, loading a page's chunk also appended <link rel="stylesheet">s
      // for its CSS, which the page already had inline, and a first paint not yet made
      // waited for them
      cssCodeSplit: false,
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
    },
  }
})

/**
 * How the build splits the storefront into chunks. Left to itself, Rolldown makes about 40
 * small chunks (most under 2 kB), each a request, headers and a gzip stream of its own. So:
 * - `libs`: Effect and TanStack Query (with the React they import), one chunk every page
 *   loads: the header's queries need them on every page;
 * - `shared`: the app's and the packages' modules that two or more chunks use, one chunk;
 * - what only one page uses stays in that page's chunk, loaded with that page only.
 * `pnpm bench` prints the script bytes of every route.
 */
const chunkGroups = [
  { name: "libs", test: /node_modules[\\/](effect|@tanstack)[\\/]/ },
  { name: "shared", test: /(packages|storefront[\\/]src)[\\/]/, minShareCount: 2 },
]

/**
 * The prerendered HTML for a request's path, if there is one: the page's own
 * (`/shop/us/stores` → shop/us/stores/index.html) or the shell of a page with a parameter,
 * that segment `_` (`/shop/us/account/orders/10000016001` →
 * shop/us/account/orders/_/index.html, `/shop/us/product/1234567` → shop/us/product/_/index.html).
 */
const prerenderedFile = (outDir: string, url: string | undefined): string | undefined => {
  const pathname = URL.parse(url ?? "/", "http://storefront.invalid")?.pathname ?? "/"
  if (!pathname.startsWith("/shop/")) return undefined
  const parts = pathname.replace(/\/+$/, "").split("/")
  const shells = parts.flatMap((_, i) => (i > 2 ? [parts.with(i, shellParameter)] : []))
  for (const candidate of [parts, ...shells]) {
    const file = join(outDir, candidate.join("/"), "index.html")
    if (file.startsWith(`${outDir}/shop/`) && existsSync(file)) return file
  }
  return undefined
}

/**
 * Sends a page, gzipped when the browser takes gzip, as a static host and Vite's own
 * responses do (these are written before Vite's compression runs): a built page carries its
 * CSS inline, about 30 kB, 8 kB gzipped.
 */
const sendPage = (request: IncomingMessage, response: ServerResponse, status: number, html: string) => {
  response.statusCode = status
  response.setHeader("Content-Type", "text/html; charset=utf-8")
  response.setHeader("Vary", "Accept-Encoding")
  if (!/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) return response.end(html)
  response.setHeader("Content-Encoding", "gzip")
  response.end(gzipSync(html))
}

/**
 * Over the fixtures the 3-D Secure challenge page is the fixtures' own: this origin's (the
 * MSW worker answers it) or the sandbox's, so the page may frame those too.
 */
const withFixtureFrames = (origins: PolicyOrigins): PolicyOrigins => ({
  ...origins,
  frames: [...(origins.frames ?? []), "'self'", ...(origins.api === undefined || origins.api === "" ? [] : [origins.api])],
})

/** The build's `_headers` file: every path gets the security headers. */
const headersFileName = "_headers"

/**
 * The security headers on every response, and 404 (with the app) under an unknown site.
 * A fixtures build and the dev server over the fixtures may frame the fixtures' origin.
 * The build writes its headers as `_headers`; the preview sends that file's headers,
 * refusing to start without it (a build from before the file, or not a build at all).
 */
function storefrontServer(origins: PolicyOrigins, fixtures: boolean): Plugin {
  const policyOrigins = fixtures ? withFixtureFrames(origins) : origins
  return {
    name: "outfitter-storefront-server",
    generateBundle() {
      if (this.environment.name !== "client") return
      this.emitFile({
        type: "asset",
        fileName: headersFileName,
        source: headersFileText([{ path: "/*", headers: securityHeaders(policyOrigins, false) }], [
          "The storefront's security headers, written by its build (vite.config.ts) from the API root,",
          "the payment providers' origins and the captcha it was built with. See docs/deploy.md.",
        ]),
      })
    },
    configureServer(server) {
      const headers = securityHeaders(policyOrigins, true)
      server.middlewares.use((request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
        if (request.method !== "GET" || pageStatus(request.url) === undefined) return next()
        const indexHtml = readFileSync(resolve(server.config.root, "index.html"), "utf8")
        server.transformIndexHtml(request.url ?? "/", indexHtml).then((html) => sendPage(request, response, 404, html), next)
      })
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      const file = join(outDir, headersFileName)
      if (!existsSync(file)) throw new Error(`${file} is missing: build the storefront first (vite build), which writes its headers there`)
      const rules = parseHeadersFile(readFileSync(file, "utf8"))
      server.middlewares.use((request, response, next) => {
        const pathname = URL.parse(request.url ?? "/", "http://storefront.invalid")?.pathname ?? "/"
        for (const [name, value] of Object.entries(headersForPath(rules, pathname))) response.setHeader(name, value)
        if (request.method !== "GET") return next()
        if (pageStatus(request.url) !== undefined) return sendPage(request, response, 404, readFileSync(join(outDir, "index.html"), "utf8"))
        // a page built ahead is served for its path, as a static host does (docs/deploy.md)
        const page = prerenderedFile(outDir, request.url)
        if (page !== undefined) return sendPage(request, response, 200, readFileSync(page, "utf8"))
        next()
      })
    },
  }
}
