/**
 * The Lighthouse runner of `pnpm bench`: Lighthouse 13.5 through its Node API, driving one
 * headless Chromium (/usr/bin/chromium, or CHROME_PATH) started with chrome-launcher, with
 * Lighthouse's default settings — a mobile device and simulated throttling (slow 4G, 4×
 * CPU slowdown) — and the performance category only.
 *
 * Each route is loaded `runs` times, each load in a new tab with the cache and the
 * origin's service workers cleared (Lighthouse's storage reset; cookies are kept), and
 * each figure is the median of the runs. Besides Lighthouse's own metrics it reports the
 * script bytes the page actually loaded before it went idle: the sum of `transferSize` of
 * the `Script` requests in the `network-requests` audit (gzip on the wire, as served).
 *
 * Also here: the servers the bench measures — `vite preview` as a child process on a free
 * port (strict), a production build of the storefront, and a React 19 hello world built by
 * the same toolchain (the floor the routes are compared with).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { createServer as createHttpServer, request as httpRequest } from "node:http"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { pathToFileURL } from "node:url"
import lighthouse from "lighthouse"

const root = join(import.meta.dirname, "../..")
const storefront = join(root, "apps/storefront")

/** One route's figures: each the median over the runs that completed. */
export interface RouteFigures {
  readonly url: string
  /** Lighthouse performance score, 0–100. */
  readonly score: number
  /** First Contentful Paint, ms. */
  readonly fcp: number
  /** Largest Contentful Paint, ms. */
  readonly lcp: number
  /** Total Blocking Time, ms. */
  readonly tbt: number
  /** Cumulative Layout Shift (unitless). */
  readonly cls: number
  /** Bytes of script transferred until the page went idle (the `Script` requests of `network-requests`). */
  readonly scriptBytes: number
  /** Runs that completed, out of the runs asked for (a failed load is tried again, up to as many times again). */
  readonly runs: number
  /** What went wrong in any load, retried ones included: Lighthouse's runtime errors (e.g. NO_NAVSTART), a redirect, an API request that failed. */
  readonly problems: ReadonlyArray<string>
}

/** A cookie for the browser, set on the given URL's host (path `/`). */
export interface BrowserCookie {
  readonly name: string
  readonly value: string
  readonly url: string
}

/** A Chromium under Lighthouse: measure routes one after another, then close. */
export interface LighthouseRunner {
  /**
   * Loads `url` `runs` times and returns the medians. `cookies` are set in the browser
   * before the first run (every other cookie is cleared first), so a page can be measured
   * as a signed-in member; none means signed out.
   */
  readonly measure: (url: string, options: { readonly runs: number; readonly cookies?: ReadonlyArray<BrowserCookie> }) => Promise<RouteFigures>
  /** Kills the browser. */
  readonly close: () => Promise<void>
}

/** The little of chrome-launcher used here (lighthouse's dependency, not the root's). */
interface ChromeLauncher {
  readonly launch: (options: {
    readonly chromePath?: string
    readonly chromeFlags: ReadonlyArray<string>
    readonly logLevel?: string
    readonly handleSIGINT?: boolean
  }) => Promise<{
    readonly port: number
    readonly kill: () => void
  }>
}

/** The fields of a `network-requests` audit item used here. */
interface NetworkRequest {
  readonly url: string
  readonly resourceType?: string
  readonly transferSize?: number
  readonly statusCode?: number
}

const median = (values: ReadonlyArray<number>): number => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * One DevTools protocol command at the browser level (a WebSocket to the browser target),
 * used to set and clear cookies between routes.
 */
const browserCommand = async (port: number, method: string, params: Record<string, unknown>): Promise<void> => {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string }
  const socket = new WebSocket(version.webSocketDebuggerUrl)
  try {
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener("open", () => resolve(), { once: true })
      socket.addEventListener("error", () => reject(new Error(`cannot open ${version.webSocketDebuggerUrl}`)), { once: true })
    })
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener("message", (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } }
        if (message.id !== 1) return
        if (message.error) reject(new Error(`${method}: ${message.error.message}`))
        else resolve()
      })
      socket.send(JSON.stringify({ id: 1, method, params }))
    })
  } finally {
    socket.close()
  }
}

/**
 * Starts headless Chromium (`--headless=new --no-sandbox --disable-gpu`) for Lighthouse.
 * Close the runner in a `finally`: it kills the browser.
 */
export const startLighthouse = async (): Promise<LighthouseRunner> => {
  // chrome-launcher resolves from lighthouse's own directory (pnpm does not hoist it)
  const launcherPath = createRequire(import.meta.resolve("lighthouse")).resolve("chrome-launcher")
  const launcher = (await import(pathToFileURL(launcherPath).href)) as ChromeLauncher
  const chrome = await launcher.launch({
    chromePath: process.env["CHROME_PATH"] ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    logLevel: "silent",
    // chrome-launcher's own Ctrl+C handler would exit at once, before the bench stops its servers
    handleSIGINT: false,
  })
  const measure: LighthouseRunner["measure"] = async (url, { runs, cookies = [] }) => {
    await browserCommand(chrome.port, "Storage.clearCookies", {})
    if (cookies.length > 0) await browserCommand(chrome.port, "Storage.setCookies", { cookies: cookies.map((cookie) => ({ ...cookie, path: "/" })) })
    const results: Array<Omit<RouteFigures, "url" | "runs" | "problems">> = []
    const problems: Array<string> = []
    // a load Lighthouse cannot read (NO_NAVSTART now and then, on a busy machine) is tried
    // again, up to `runs` extra loads, so the median is over `runs` runs when it can be
    for (let attempt = 0; attempt < runs * 2 && results.length < runs; attempt++) {
      let result: Awaited<ReturnType<typeof lighthouse>>
      try {
        result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] })
      } catch (error) {
        // one failed load (a protocol timeout) is reported with the route, not fatal to the bench
        problems.push(error instanceof Error ? error.message.split("\n")[0]! : String(error))
        continue
      }
      const lhr = result?.lhr
      if (lhr === undefined) {
        problems.push("no result")
        continue
      }
      if (lhr.runtimeError) problems.push(lhr.runtimeError.code)
      const requests = (lhr.audits["network-requests"]?.details as { items?: ReadonlyArray<NetworkRequest> } | undefined)?.items ?? []
      // what tells a page that did not show what was asked: another URL at the end (a
      // redirect to the sign-in page), or an API request that failed (a session not sent)
      const final = new URL(lhr.finalDisplayedUrl)
      if (final.pathname !== new URL(url).pathname) problems.push(`ended at ${final.pathname}`)
      for (const request of requests) {
        if ((request.statusCode ?? 0) >= 400 && !request.url.endsWith("/favicon.ico")) problems.push(`HTTP ${request.statusCode} ${new URL(request.url).pathname}`)
      }
      const score = lhr.categories["performance"]?.score
      if (score === null || score === undefined) continue
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      results.push({
        score: score * 100,
        fcp: numeric("first-contentful-paint"),
        lcp: numeric("largest-contentful-paint"),
        tbt: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
        scriptBytes: requests.filter((request) => request.resourceType === "Script").reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      })
    }
    const of = (key: keyof (typeof results)[number]) => median(results.map((result) => result[key]))
    return {
      url,
      score: of("score"),
      fcp: of("fcp"),
      lcp: of("lcp"),
      tbt: of("tbt"),
      cls: of("cls"),
      scriptBytes: of("scriptBytes"),
      runs: results.length,
      problems: [...new Set(problems)],
    }
  }
  return {
    measure,
    close: async () => {
      chrome.kill()
    },
  }
}

/** A free TCP port on 127.0.0.1 (bound, then released), for a server started with a strict port. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))))
    })
  })

/** A running server the bench started: its origin, and how to stop it. */
export interface Served {
  readonly origin: string
  readonly close: () => Promise<void>
}

/** A front on 127.0.0.1 that sends /api/… to one server and the rest to another. */
export interface SameOrigin extends Served {
  /** The API root pages on this origin call: `{origin}/api`. */
  readonly apiRoot: string
  /** Where the rest (the pages and their assets) goes; set once that server is up. */
  readonly setPages: (origin: string) => void
}

/**
 * A reverse proxy that puts the API (the sandbox) and the pages (vite preview) on one
 * origin, as a deployment serves them: the clients send no cookies to another origin, so
 * a member's session reaches the API only when it is on the page's own. Started before the
 * build (its origin is the build's API root); the pages' server is named with `setPages`.
 * Requests and responses pass through unchanged (compression included), the Host too for
 * the API.
 */
export const startSameOrigin = async (api: string): Promise<SameOrigin> => {
  const apiOrigin = new URL(api).origin
  let pages: string | undefined
  const server = createHttpServer((request, response) => {
    const path = request.url ?? "/"
    const target = path === "/api" || path.startsWith("/api/") || path.startsWith("/api?") ? apiOrigin : pages
    if (target === undefined) {
      response.writeHead(503).end()
      return
    }
    // the pages' server (vite preview) checks the Host; the API keeps the one the browser
    // sent, so the URLs it builds from it (the signed static maps) are on this origin
    const host = target === apiOrigin ? request.headers.host : new URL(target).host
    const upstream = httpRequest(`${target}${path}`, { method: request.method, headers: { ...request.headers, host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    })
    upstream.on("error", () => response.headersSent ? response.destroy() : response.writeHead(502).end())
    request.pipe(upstream)
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => resolve())
  })
  const address = server.address()
  if (typeof address !== "object" || address === null) throw new Error("the proxy has no port")
  const origin = `http://127.0.0.1:${address.port}`
  return {
    origin,
    apiRoot: `${origin}/api`,
    setPages: (value) => {
      pages = value
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const viteBin = () => join(dirname(createRequire(join(storefront, "package.json")).resolve("vite/package.json")), "bin/vite.js")

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill("SIGTERM")
    setTimeout(() => child.kill("SIGKILL"), 3000).unref()
  })

/**
 * `vite preview` (the storefront's Vite) over `outDir` of `root`, on a free port with
 * `--strictPort`, as a child process; resolves once the server answers. With `root` the
 * storefront, its vite.config.ts applies (the security headers, 404 under an unknown site),
 * so `env` must carry the VITE_OUTFITTER_API_ROOT the build was made with (the policy's
 * connect-src). Close it in a `finally`.
 */
export const startPreview = async (options: {
  readonly root: string
  readonly outDir: string
  readonly args?: ReadonlyArray<string>
  readonly env?: Readonly<Record<string, string>>
}): Promise<Served> => {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(
    process.execPath,
    [viteBin(), "preview", "--outDir", options.outDir, "--host", "127.0.0.1", "--port", String(port), "--strictPort", ...(options.args ?? [])],
    { cwd: options.root, env: { ...process.env, ...options.env }, stdio: ["ignore", "ignore", "pipe"] },
  )
  let stderr = ""
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
  try {
    const deadline = Date.now() + 30_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`vite preview exited ${child.exitCode}: ${stderr}`)
      try {
        await fetch(origin)
        break
      } catch {
        if (Date.now() > deadline) throw new Error(`vite preview did not answer on ${origin}: ${stderr}`)
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }
  } catch (error) {
    await stopChild(child)
    throw error
  }
  return { origin, close: () => stopChild(child) }
}

/**
 * Builds the storefront into apps/storefront/`outDir` with its own `vite build`:
 * production against `apiRoot`, or `--mode fixtures` (the MSW worker answers /api in the
 * page) when `apiRoot` is undefined.
 */
export const buildStorefront = (outDir: string, apiRoot: string | undefined): void => {
  const args = [viteBin(), "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error", ...(apiRoot === undefined ? ["--mode", "fixtures"] : [])]
  const build = spawnSync(process.execPath, args, {
    cwd: storefront,
    encoding: "utf8",
    env: { ...process.env, VITE_OUTFITTER_API_ROOT: apiRoot ?? "" },
  })
  if (build.status !== 0) throw new Error(`vite build (${apiRoot === undefined ? "fixtures" : "production"}) failed: ${build.stdout}${build.stderr}`)
}

/** The little of Vite's API used to build the floor. */
interface ViteBuild {
  readonly build: (config: Record<string, unknown>) => Promise<unknown>
}

/**
 * The floor: a React 19 hello world (one `<p>` rendered by createRoot, JSX through
 * @vitejs/plugin-react) built by the storefront's Vite in a temporary directory — its
 * node_modules a link to the storefront's, so React is the storefront's — and served by
 * `vite preview`. Closing the
 * server removes the directory.
 */
export const serveHelloWorld = async (): Promise<Served> => {
  const require = createRequire(join(storefront, "package.json"))
  const vite = (await import(pathToFileURL(require.resolve("vite")).href)) as ViteBuild
  const react = ((await import(pathToFileURL(require.resolve("@vitejs/plugin-react")).href)) as { default: () => unknown }).default
  const work = mkdtempSync(join(tmpdir(), "outfitter-floor-"))
  // the link first, on its own: removing the directory must never reach the storefront's node_modules
  const remove = () => {
    rmSync(join(work, "node_modules"), { force: true })
    rmSync(work, { recursive: true, force: true })
  }
  try {
    mkdirSync(join(work, "src"))
    // the app lives outside the workspace: its bare imports (react, react-dom) resolve
    // through the storefront's own node_modules, so it gets the storefront's React
    symlinkSync(join(storefront, "node_modules"), join(work, "node_modules"), "dir")
    writeFileSync(
      join(work, "index.html"),
      `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Hello</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    )
    writeFileSync(
      join(work, "src/main.tsx"),
      `import { createRoot } from "react-dom/client"
createRoot(document.getElementById("root")!).render(<p>Hello</p>)
`,
    )
    await vite.build({
      configFile: false,
      root: work,
      logLevel: "error",
      mode: "production",
      plugins: [react()],
      build: { outDir: join(work, "dist"), emptyOutDir: true, target: "es2023" },
    })
    const served = await startPreview({ root: work, outDir: "dist" })
    return {
      origin: served.origin,
      close: async () => {
        await served.close()
        remove()
      },
    }
  } catch (error) {
    remove()
    throw error
  }
}
