import { uiTimings } from "@outfitter/domain"
import {
  browserVisitor,
  clearMemberData,
  defaultStaleTimeMs,
  type OutfitterConfig,
  OutfitterProvider,
  resetUnauthorizedReload,
  unauthorizedReloadKey,
  useSessionRefusal,
  useUser,
  useVisitor,
} from "@outfitter/react-hooks"
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query"
import { act, renderHook, waitFor } from "@testing-library/react"
import { createElement, type ReactNode } from "react"
import { memberCookies, setDocumentCookies } from "@outfitter/fixtures/testing"
import { afterEach, describe, expect, it, vi } from "vitest"
import { fixtureApiRoot, fixtureStoreId, memberFetch, renderHookWithOutfitter } from "./support/outfitter.ts"

describe("OutfitterProvider: a 401 or 403 anywhere goes to one handler (platform §6, §8)", () => {
  for (const status of [401, 403] as const) {
    it(`sends a query's Unauthorized (${status}) to onUnauthorized`, async () => {
      const seen: Array<number> = []
      const config = {
        apiRoot: "http://service.outfitter.invalid/api",
        // the service refuses everything with this status
        fetch: async () => new Response(JSON.stringify({ error: [] }), { status, headers: { "content-type": "application/json" } }),
        onUnauthorized: (error: { readonly status: number }) => void seen.push(error.status),
      }
      const { result } = renderHookWithOutfitter(() => useUser(), { config })
      await waitFor(() => expect(result.current.isError).toBe(true))
      expect(result.current.error?._tag).toBe("Unauthorized")
      expect(seen).toEqual([status])
    })
  }

  it("leaves other failures alone", async () => {
    const seen: Array<number> = []
    const config = {
      apiRoot: "http://service.outfitter.invalid/api",
      fetch: async () => new Response("{}", { status: 500 }),
      onUnauthorized: (error: { readonly status: number }) => void seen.push(error.status),
    }
    const { result } = renderHookWithOutfitter(() => useUser(), { config })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?._tag).not.toBe("Unauthorized")
    expect(seen).toEqual([])
  })
})

describe("credentials", () => {
  it("a config whose credentials change gets a runner whose calls carry the new mode", async () => {
    const seen: Array<RequestCredentials | undefined> = []
    const fixtures = memberFetch("5001")
    const fetch: typeof globalThis.fetch = (input, init) => {
      seen.push(init?.credentials)
      return fixtures.fetch(input, init)
    }
    const first: OutfitterConfig = { apiRoot: fixtureApiRoot, fetch }
    let config = first
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const { result, rerender } = renderHook(() => useUser(), {
      wrapper: ({ children }: { readonly children: ReactNode }) => createElement(OutfitterProvider, { config, queryClient }, children),
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    config = { ...first, credentials: "include" }
    rerender()
    await queryClient.refetchQueries({ queryKey: ["user"] })
    expect(seen).toEqual([undefined, "include"])
  })
})

describe("the default answer to a refused session: reload at most once per page load, then signed out (platform §6, §8)", () => {
  // test/setup.ts clears the cookies and sessionStorage before each test
  const signedInAs = (member: string) => setDocumentCookies(memberCookies(member))
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  /** The page: the user, the visitor and the refusal, over a service that refuses everything with 401. */
  const renderRefused = (queryClient: QueryClient) => {
    const calls: Array<string> = []
    const fetch: typeof globalThis.fetch = async (input) => {
      calls.push(String(input))
      return new Response(JSON.stringify({ error: [] }), { status: 401, headers: { "content-type": "application/json" } })
    }
    const config = { apiRoot: "http://service.outfitter.invalid/api", fetch, visitor: browserVisitor(fixtureStoreId) }
    const rendered = renderHookWithOutfitter(() => ({ user: useUser(), visitor: useVisitor(), refusal: useSessionRefusal() }), { config, queryClient })
    return { ...rendered, calls }
  }
  const freshClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

  it("the first refusal: signed out at once, member data dropped, store data and cookies kept, one reload 3 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined)
    signedInAs("5098")
    const cookiesBefore = document.cookie
    const queryClient = freshClient()
    queryClient.setQueryData(["loyalty", "info"], { firstName: "Previous member" })
    queryClient.setQueryData(["storelocator", "10001"], { name: "Short North" })
    const { result, calls } = renderRefused(queryClient)
    await waitFor(() => expect(result.current.refusal).toEqual({ status: 401, member: "5098", reloading: true }))
    // the visitor reads as signed out, so the user query is refused here, not sent again
    await waitFor(() => expect(result.current.visitor.data).toEqual({ kind: "guest", isLoggedIn: false, isRemembered: false }))
    await waitFor(() => expect(result.current.user.error?._tag).toBe("GenericUser"))
    expect(calls).toHaveLength(1)
    expect(document.cookie).toBe(cookiesBefore)
    expect(queryClient.getQueryData(["loyalty", "info"])).toBeUndefined()
    expect(queryClient.getQueryData(["storelocator", "10001"])).toEqual({ name: "Short North" })
    expect(reload).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(uiTimings.reloadAfterPaymentChangeMs)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(sessionStorage.getItem(unauthorizedReloadKey)).toMatch(/^reload:/)
  })

  it("the page that reload brought, refused again, stays signed out and never reloads", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined)
    // the mark an earlier page load left when it asked for the reload
    sessionStorage.setItem(unauthorizedReloadKey, "reload:an-earlier-page")
    signedInAs("5098")
    const cookiesBefore = document.cookie
    const { result } = renderRefused(freshClient())
    await waitFor(() => expect(result.current.refusal).toEqual({ status: 401, member: "5098", reloading: false }))
    await waitFor(() => expect(result.current.visitor.data?.isLoggedIn).toBe(false))
    await vi.advanceTimersByTimeAsync(uiTimings.reloadAfterPaymentChangeMs * 10)
    expect(reload).not.toHaveBeenCalled()
    expect(document.cookie).toBe(cookiesBefore)
    expect(sessionStorage.getItem(unauthorizedReloadKey)).toMatch(/^reloaded:/)
  })

  it("a sign-in lifts the refusal: the visitor is signed in again and a later refusal may reload", async () => {
    sessionStorage.setItem(unauthorizedReloadKey, "reload:an-earlier-page")
    signedInAs("5098")
    const queryClient = freshClient()
    const { result } = renderRefused(queryClient)
    await waitFor(() => expect(result.current.refusal?.reloading).toBe(false))
    act(() => resetUnauthorizedReload())
    expect(result.current.refusal).toBeUndefined()
    expect(sessionStorage.getItem(unauthorizedReloadKey)).toBeNull()
    await act(() => queryClient.invalidateQueries({ queryKey: ["session", "visitor"] }))
    await waitFor(() => expect(result.current.visitor.data?.isLoggedIn).toBe(true))
  })

  it("a sign-in before the reload cancels it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined)
    signedInAs("5098")
    const { result } = renderRefused(freshClient())
    await waitFor(() => expect(result.current.refusal?.reloading).toBe(true))
    act(() => resetUnauthorizedReload())
    await vi.advanceTimersByTimeAsync(uiTimings.reloadAfterPaymentChangeMs * 2)
    expect(reload).not.toHaveBeenCalled()
    expect(sessionStorage.getItem(unauthorizedReloadKey)).toBeNull()
  })

  it("where the mark cannot be kept (storage refused), the page does not reload: the next one could not tell it was the reload", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined)
    const refused = () => {
      throw new DOMException("refused", "SecurityError")
    }
    vi.stubGlobal("sessionStorage", { getItem: () => null, setItem: refused, removeItem: refused })
    signedInAs("5098")
    const { result } = renderRefused(freshClient())
    await waitFor(() => expect(result.current.refusal).toEqual({ status: 401, member: "5098", reloading: false }))
    await vi.advanceTimersByTimeAsync(uiTimings.reloadAfterPaymentChangeMs * 2)
    expect(reload).not.toHaveBeenCalled()
  })

  it("a provider given its own onUnauthorized records no refusal and leaves the visitor alone", async () => {
    signedInAs("5098")
    const seen: Array<number> = []
    const config = {
      apiRoot: "http://service.outfitter.invalid/api",
      fetch: async () => new Response(JSON.stringify({ error: [] }), { status: 403, headers: { "content-type": "application/json" } }),
      visitor: browserVisitor(fixtureStoreId),
      onUnauthorized: (error: { readonly status: number }) => void seen.push(error.status),
    }
    const { result } = renderHookWithOutfitter(() => ({ user: useUser(), visitor: useVisitor(), refusal: useSessionRefusal() }), { config })
    await waitFor(() => expect(seen).toEqual([403]))
    expect(result.current.refusal).toBeUndefined()
    expect(result.current.visitor.data?.isLoggedIn).toBe(true)
  })
})

describe("hydrated data is fresh: a hydrated page makes no request on mount", () => {
  /** A server render's answer for the user, dehydrated; the browser's fetch counts the calls. */
  const hydrate = (queryClient?: QueryClient) => {
    const server = new QueryClient()
    server.setQueryData(["user"], { firstName: "Ada" })
    const state = dehydrate(server)
    const calls: Array<string> = []
    const fixtures = memberFetch("5001")
    const config: OutfitterConfig = { apiRoot: fixtureApiRoot, fetch: (input, init) => (calls.push(String(input)), fixtures.fetch(input, init)) }
    const rendered = renderHook(() => useUser(), {
      wrapper: ({ children }: { readonly children: ReactNode }) =>
        createElement(OutfitterProvider, { config, ...(queryClient === undefined ? {} : { queryClient }) }, createElement(HydrationBoundary, { state }, children)),
    })
    return { ...rendered, calls }
  }

  it(`the provider's own QueryClient keeps it fresh for defaultStaleTimeMs (${defaultStaleTimeMs} ms): no refetch`, async () => {
    expect(defaultStaleTimeMs).toBe(60_000)
    const { result, calls } = hydrate()
    await act(async () => undefined)
    expect(result.current.data).toEqual({ firstName: "Ada" })
    expect(result.current.isStale).toBe(false)
    expect(result.current.isFetching).toBe(false)
    expect(calls).toEqual([])
  })

  it("a QueryClient with TanStack's default staleTime of 0 would ask again on mount", async () => {
    const { calls } = hydrate(new QueryClient({ defaultOptions: { queries: { retry: false } } }))
    await waitFor(() => expect(calls).toHaveLength(1))
  })
})

describe("clearMemberData", () => {
  it("drops member-scoped queries and every mutation, keeps stores, products and maps", async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(["user"], { firstName: "Ada" })
    queryClient.setQueryData(["user", "orders"], [{ orderNumber: "1" }])
    queryClient.setQueryData(["loyalty", "info"], { appleToken: "apple-5001" })
    queryClient.setQueryData(["storelocator", "10001"], { name: "Short North" })
    queryClient.setQueryData(["maps", "geocode", "43215", "US"], { lat: 1 })
    await queryClient.getMutationCache().build(queryClient, { mutationFn: async (card: string) => card }).execute("4111111111111111")
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1)
    const cleared: Array<string> = []
    await clearMemberData(queryClient, { cache: { get: () => null, set: () => undefined, clear: () => void cleared.push("loyalty") } })
    expect(cleared).toEqual(["loyalty"])
    expect(queryClient.getQueryData(["user"])).toBeUndefined()
    expect(queryClient.getQueryData(["user", "orders"])).toBeUndefined()
    expect(queryClient.getQueryData(["loyalty", "info"])).toBeUndefined()
    expect(queryClient.getQueryData(["storelocator", "10001"])).toEqual({ name: "Short North" })
    expect(queryClient.getQueryData(["maps", "geocode", "43215", "US"])).toEqual({ lat: 1 })
    expect(queryClient.getMutationCache().getAll()).toEqual([])
  })
})
