import { uiTimings } from "@outfitter/domain"
import { clearMemberData, unauthorizedReloadKey, useUser } from "@outfitter/react-hooks"
import { QueryClient } from "@tanstack/react-query"
import { waitFor } from "@testing-library/react"
import { memberCookies, setDocumentCookies } from "@outfitter/fixtures/testing"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderHookWithOutfitter } from "./support/outfitter.ts"

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

describe("the default answer to a refused session: sign out once, reload at most once (platform §6, §8)", () => {
  const refuseAll = async () => new Response(JSON.stringify({ error: [] }), { status: 401, headers: { "content-type": "application/json" } })
  // test/setup.ts clears the cookies and sessionStorage before each test
  const signedInAs = (member: string) => setDocumentCookies(memberCookies(member))
  afterEach(() => {
    vi.restoreAllMocks()
  })

  const renderRefused = (queryClient: QueryClient) =>
    renderHookWithOutfitter(() => useUser(), { config: { apiRoot: "http://service.outfitter.invalid/api", fetch: refuseAll }, queryClient })

  it("expires the signed-in cookies, drops member data but not store data, and reloads once 3 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined)
    signedInAs("5098")
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    queryClient.setQueryData(["loyalty", "info"], { firstName: "Previous member" })
    queryClient.setQueryData(["storelocator", "10001"], { name: "Short North" })
    const { result } = renderRefused(queryClient)
    await waitFor(() => expect(result.current.error?._tag).toBe("Unauthorized"))
    await waitFor(() => expect(document.cookie).not.toContain("WC_USERACTIVITY_5098"))
    expect(document.cookie).not.toMatch(/userType=R/)
    expect(queryClient.getQueryData(["loyalty", "info"])).toBeUndefined()
    expect(queryClient.getQueryData(["storelocator", "10001"])).toEqual({ name: "Short North" })
    expect(reload).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(uiTimings.reloadAfterPaymentChangeMs)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(sessionStorage.getItem(unauthorizedReloadKey)).toBe("1")
  })

  it("after that one reload, a session the service keeps refusing never reloads the page again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined)
    // the page after the reload, with cookies the page could not clear
    sessionStorage.setItem(unauthorizedReloadKey, "1")
    signedInAs("5098")
    const { result } = renderRefused(new QueryClient({ defaultOptions: { queries: { retry: false } } }))
    await waitFor(() => expect(result.current.error?._tag).toBe("Unauthorized"))
    await vi.advanceTimersByTimeAsync(uiTimings.reloadAfterPaymentChangeMs * 3)
    expect(reload).not.toHaveBeenCalled()
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
