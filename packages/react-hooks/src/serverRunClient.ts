/**
 * The runner of one server request: what a Server Component or a route handler prefetches
 * with, so the member's data is in the server's HTML.
 *
 * @since 0.7.0
 */
import type { ClientsOptions } from "@outfitter/clients"
import { makeStoreSettings } from "@outfitter/domain"
import { cookieBrowserData } from "./browser/BrowserData.ts"
import { makeRunClient, type RunClient } from "./runClient.ts"
import { browserVisitor } from "./session/browserVisitor.ts"

/** The part of an incoming request the runner reads: its Cookie header. @category models */
export interface ServerRequest {
  /** The request's Cookie header, as it came (`(await cookies()).toString()` in Next, `request.headers.get("cookie")`). */
  readonly cookie?: string | null | undefined
}

/** A runner for one request, and its disposal once the request is answered. @category models */
export interface ServerRunClient {
  readonly run: RunClient
  readonly dispose: () => Promise<void>
}

/**
 * A runner for one server request: every call carries the request's Cookie header to the
 * service, and the visitor that permission-checked calls ask about is read from those
 * cookies by the same rule the browser's `browserVisitor` uses (for the store of
 * `config.settings`; `config.visitor` is not used), so a signed-in member's request
 * prefetches the member's data and a signed-out one's is refused as in the browser.
 * Redirects to another origin are not followed unless `config.redirects` says so (the
 * cookies never leave for another origin). Make one per request and dispose of it once
 * the page is rendered; a runner kept across requests would send one visitor's cookies
 * with another's calls.
 *
 * @example
 * import { createServerRunClient, orderHistoryQueryOptions } from "@outfitter/react-hooks/server"
 * import { QueryClient } from "@tanstack/react-query"
 * declare const cookieHeader: string // the incoming request's Cookie header
 * const { run, dispose } = createServerRunClient({ apiRoot: "https://www.example.com/api" }, { cookie: cookieHeader })
 * const queryClient = new QueryClient()
 * await queryClient.prefetchQuery(orderHistoryQueryOptions(run)).finally(dispose)
 * @category constructors
 */
export const createServerRunClient = (config: ClientsOptions, request: ServerRequest): ServerRunClient => {
  const given = (request as ServerRequest | null | undefined)?.cookie
  const cookie = typeof given === "string" ? given : ""
  const send = config.fetch
  // looked up per call, as the transport does, so a fetch patched later (a test's) is used
  const fetchWithCookies: typeof globalThis.fetch = (input, init) => {
    const fetchFn = send ?? globalThis.fetch
    if (cookie === "") return fetchFn(input, init)
    const headers = new Headers(init?.headers)
    headers.set("cookie", cookie)
    return fetchFn(input, { ...init, headers })
  }
  const storeId = makeStoreSettings(config.settings).storeId
  const runner = makeRunClient({
    ...config,
    fetch: fetchWithCookies,
    visitor: browserVisitor(storeId, cookieBrowserData(cookie)),
    redirects: config.redirects ?? "same-origin",
  })
  return { run: runner.run, dispose: runner.dispose }
}
