/**
 * Renders storefront pieces over the fixtures, in-process (no network, no worker), with
 * the fixtures' test kit (@outfitter/fixtures/testing). test/setup.ts resets the fixtures,
 * the cookies and the storage before each test.
 */
import { cookieJarFetch, type CookieJarFetch, type CookieJarFetchOptions, memberCookies, setDocumentCookies, signIn } from "@outfitter/fixtures/testing"
import { LoyaltyCacheContext, type OutfitterConfig, OutfitterProvider } from "@outfitter/react-hooks"
import type { QueryClient } from "@tanstack/react-query"
import { render, type RenderResult } from "@testing-library/react"
import type { ContextType, ReactNode } from "react"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"

export const fixtureApiRoot = "http://fixtures.outfitter.test/api"

/**
 * The fixtures over document.cookie, as in a browser: the Cookie header is sent and
 * Set-Cookie lines are stored; every request is recorded (see `cookieJarFetch`).
 */
export const documentCookieJar = (options: Omit<CookieJarFetchOptions, "cookies"> = {}): CookieJarFetch =>
  cookieJarFetch({ ...options, cookies: "document" })

/** A fetch over the fixtures with document.cookie as its jar. */
export const documentCookieFetch: typeof globalThis.fetch = (input, init) => documentCookieJar().fetch(input, init)

/** A request as {@link recordingFetch} records it. */
export interface RecordedCall {
  readonly method: string
  readonly path: string
  readonly body: string
}

/** {@link documentCookieFetch} that also records each request's method, path and body. */
export const recordingFetch = (): { readonly calls: Array<RecordedCall>; readonly fetch: typeof globalThis.fetch } => {
  const calls: Array<RecordedCall> = []
  const record = async (request: Request) => void calls.push({ method: request.method, path: new URL(request.url).pathname, body: await request.text() })
  return { calls, fetch: documentCookieJar({ onRequest: record }).fetch }
}

export interface FixtureRenderOptions {
  /** The page's path; the store finder by default. */
  readonly path?: string
  /** The provider's config over the defaults: the fixtures' API root and {@link documentCookieFetch}. */
  readonly config?: Partial<OutfitterConfig>
  readonly queryClient?: QueryClient
  /** A loyalty cache provided around the provider (e.g. `memoryLoyaltyCache()`); sessionStorage's by default. */
  readonly loyaltyCache?: NonNullable<ContextType<typeof LoyaltyCacheContext>>
}

/** Renders `ui` under /shop/:site at `path`, inside the OutfitterProvider over the fixtures. */
export const renderWithFixtures = (
  ui: ReactNode,
  options: FixtureRenderOptions = {},
): RenderResult & { readonly location: ReturnType<typeof memoryLocation> } => {
  const location = memoryLocation({ path: options.path ?? "/shop/us/stores", record: true })
  const config: OutfitterConfig = { apiRoot: fixtureApiRoot, fetch: documentCookieFetch, ...options.config }
  const tree = (
    <OutfitterProvider config={config} {...(options.queryClient === undefined ? {} : { queryClient: options.queryClient })}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/shop/:site" nest>
          {ui}
        </Route>
      </Router>
    </OutfitterProvider>
  )
  return {
    location,
    ...render(options.loyaltyCache === undefined ? tree : <LoyaltyCacheContext.Provider value={options.loyaltyCache}>{tree}</LoyaltyCacheContext.Provider>),
  }
}

/** Signs a fixture user in (password `outfitter`); their session cookies land in document.cookie. */
export const signInAs = (email: string, fetch: typeof globalThis.fetch = documentCookieFetch): Promise<Response> =>
  signIn(fetch, email, { apiRoot: fixtureApiRoot })

/** Sets a seeded member's signed-in session cookies directly (fixtures/README.md "Session cookies"). */
export const setMemberCookies = (id: string): void => setDocumentCookies(memberCookies(id))
