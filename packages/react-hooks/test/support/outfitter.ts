/**
 * The hooks' tests over the fixtures: a hook rendered inside the OutfitterProvider whose
 * fetch answers from the fixtures in-process (the fixtures' test kit). Test-only: not part
 * of the package.
 */
import { memoryLoyaltyCache } from "@outfitter/clients"
import { type PhysicalStore, readCookie } from "@outfitter/domain"
import { type CookieJarFetch, cookieJarFetch, type CookieJarFetchOptions, memberCookies, setDocumentCookies } from "@outfitter/fixtures/testing"
import { fixturePassword } from "@outfitter/fixtures"
import { type BrowserData, browserVisitor, LoyaltyCacheContext, type OutfitterConfig, OutfitterProvider, useSignIn } from "@outfitter/react-hooks"
import type { QueryClient } from "@tanstack/react-query"
import { act, render, renderHook, type RenderHookOptions, type RenderHookResult } from "@testing-library/react"
import { type ContextType, createElement, type ReactElement, type ReactNode } from "react"

export const fixtureApiRoot = "http://fixtures.outfitter.test/api"
export const fixtureStoreId = "10051"

export interface OutfitterTestOptions {
  /**
   * The provider's config over the defaults: the fixtures' API root and a fetch over the
   * fixtures that keeps its cookies in document.cookie (test/setup.ts clears them).
   */
  readonly config?: Partial<OutfitterConfig>
  /** The provider's query client; one of its own (no retries) by default. */
  readonly queryClient?: QueryClient
  /** A loyalty cache provided around the provider (e.g. `memoryLoyaltyCache()`); sessionStorage's by default. */
  readonly loyaltyCache?: NonNullable<ContextType<typeof LoyaltyCacheContext>>
}

/** The wrapper of renderHook: the config is made once, so a rerender keeps the same clients. */
export const outfitterWrapper = (options: OutfitterTestOptions = {}): (props: { children?: ReactNode }) => ReactNode => {
  const config: OutfitterConfig = { apiRoot: fixtureApiRoot, fetch: cookieJarFetch({ cookies: "document" }).fetch, ...options.config }
  const providerProps = { config, ...(options.queryClient === undefined ? {} : { queryClient: options.queryClient }) }
  return ({ children }) => {
    const provider = createElement(OutfitterProvider, providerProps, children)
    return options.loyaltyCache === undefined ? provider : createElement(LoyaltyCacheContext.Provider, { value: options.loyaltyCache }, provider)
  }
}

/** A wrapper over the fixtures with a fresh in-memory loyalty cache (or the given one) around the provider. */
export const loyaltyWrapper = (config: Partial<OutfitterConfig>, loyaltyCache = memoryLoyaltyCache()) => outfitterWrapper({ config, loyaltyCache })

/** renderHook inside the OutfitterProvider over the fixtures (see {@link OutfitterTestOptions}). */
export const renderHookWithOutfitter = <Result, Props>(
  hook: (props: Props) => Result,
  options: OutfitterTestOptions & Omit<RenderHookOptions<Props>, "wrapper"> = {},
): RenderHookResult<Result, Props> => {
  const { config, queryClient, loyaltyCache, ...renderOptions } = options
  return renderHook(hook, {
    ...renderOptions,
    wrapper: outfitterWrapper({
      ...(config === undefined ? {} : { config }),
      ...(queryClient === undefined ? {} : { queryClient }),
      ...(loyaltyCache === undefined ? {} : { loyaltyCache }),
    }),
  })
}

/** A fetch over the fixtures as a seeded member: the member's session cookies in a jar of its own, every request recorded. */
export const memberFetch = (id: string, options: Omit<CookieJarFetchOptions, "cookies"> = {}): CookieJarFetch =>
  cookieJarFetch({ ...options, cookies: memberCookies(id) })

/** What {@link documentBrowser} adds to the provider's config. */
export interface DocumentBrowserOptions {
  readonly queryClient?: QueryClient
  readonly onUnauthorized?: OutfitterConfig["onUnauthorized"]
}

/**
 * The test's browser: happy-dom's document.cookie as the jar (fed by Set-Cookie as a
 * browser would, and sent as the Cookie header), local storage in memory, and the config a
 * storefront gives the provider over them (the visitor read from those cookies and items).
 */
export const documentBrowser = (options: DocumentBrowserOptions = {}) => {
  const items = new Map<string, string>()
  const data: BrowserData = {
    readCookies: () => document.cookie,
    writeCookie: (cookie) => void (document.cookie = cookie),
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  }
  const fixtures = cookieJarFetch({ cookies: "document" })
  const config: OutfitterConfig = {
    apiRoot: `${location.origin}/api`,
    fetch: fixtures.fetch,
    visitor: browserVisitor(fixtureStoreId, data),
    settings: { storeId: fixtureStoreId },
    ...(options.onUnauthorized === undefined ? {} : { onUnauthorized: options.onUnauthorized }),
  }
  const wrapper = outfitterWrapper({ config, ...(options.queryClient === undefined ? {} : { queryClient: options.queryClient }) })
  const cookies = {
    get: (name: string) => readCookie(document.cookie, name),
    set: (name: string, value: string) => setDocumentCookies({ [name]: value }),
  }
  return { cookies, items, data, calls: fixtures.calls, wrapper }
}

/** Signs a seeded user in with the hooks' own useSignIn, in the given browser. */
export const signInAs = async (b: ReturnType<typeof documentBrowser>, email: string): Promise<void> => {
  const { result } = renderHook(() => useSignIn({ data: b.data }), { wrapper: b.wrapper })
  await act(() => result.current.mutateAsync({ email, password: fixturePassword }))
}

/**
 * Hydrates `ui` over `html`, a server render's markup, in a container of its own: what
 * React reports as recoverable while it does (a hydration mismatch is one) is collected in
 * `mismatches`.
 */
export const hydrateOver = (html: string, ui: ReactElement) => {
  const container = document.body.appendChild(document.createElement("div"))
  container.innerHTML = html
  const mismatches: Array<unknown> = []
  render(ui, { container, hydrate: true, onRecoverableError: (error: unknown) => void mismatches.push(error) })
  return { container, mismatches }
}

/** A store as the locator answers it, of the given brand (its storeBrand attribute). */
export const physicalStore = (storeNumber: string, brand: string, name = `Store ${storeNumber}`): PhysicalStore => ({
  storeNumber,
  name,
  addressLine: ["1 Main St"],
  city: "Columbus",
  stateOrProvinceName: "OH",
  postalCode: "43215",
  country: "US",
  telephone: "614-555-0100",
  latitude: 39.96,
  longitude: -82.99,
  distance: 1.2,
  physicalStoreAttribute: [{ name: "storeBrand", value: brand }],
})
