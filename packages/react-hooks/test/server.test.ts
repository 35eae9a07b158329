// @vitest-environment node
/**
 * The React-free server entry: it exports every query key and `…QueryOptions` factory of
 * the package, its runner carries one request's cookies (and decides the visitor from
 * them), `hookCookies` keeps none of the session's, and in a browser bundle the entry
 * fails with one sentence. (Importing the built entry under React's react-server build is
 * scripts/release/server-entry.test.ts.)
 */
import { cookieHeader, cookieJarFetch, memberCookies } from "@outfitter/fixtures/testing"
import * as main from "@outfitter/react-hooks"
import { QueryClient } from "@tanstack/react-query"
import { describe, expect, it } from "vitest"
import * as server from "../src/server.ts"
import { fixtureApiRoot } from "./support/outfitter.ts"

const { createServerRunClient, hookCookies, orderHistoryKey, orderHistoryQueryOptions, storeQueryOptions } = server

/** Keys (`…Key`, `orderKeys`) and factories (`…QueryOptions`) of an entry. */
const keysAndFactories = (entry: object) =>
  Object.keys(entry).filter((name) => /(Key|Keys|QueryOptions)$/.test(name) && name !== "unauthorizedReloadKey").sort()

describe("@outfitter/react-hooks/server", () => {
  it("exports every query key and …QueryOptions factory of the main entry, the same functions", () => {
    const names = keysAndFactories(main)
    expect(names).toEqual(expect.arrayContaining(["orderKeys", "storeSearchKey", "storeSearchQueryOptions", "walletQueryOptions"]))
    expect(keysAndFactories(server)).toEqual(names)
    for (const name of names) expect(server[name as keyof typeof server], name).toBe(main[name as keyof typeof main])
    expect(server.makeRunClient).toBe(main.makeRunClient)
  })
})

describe("createServerRunClient", () => {
  const member = cookieHeader(memberCookies("5001"))

  it("sends the request's cookies with every call and reads the visitor from them: a member's orders prefetch", async () => {
    const service = cookieJarFetch({ cookies: {} })
    const { run, dispose } = createServerRunClient({ apiRoot: fixtureApiRoot, fetch: service.fetch }, { cookie: member })
    const queryClient = new QueryClient()
    try {
      await queryClient.prefetchQuery(orderHistoryQueryOptions(run))
      await queryClient.prefetchQuery(storeQueryOptions(run, "10001"))
    } finally {
      await dispose()
    }
    expect(queryClient.getQueryState(orderHistoryKey)?.status).toBe("success")
    expect(queryClient.getQueryData(orderHistoryQueryOptions(run).queryKey)?.length).toBeGreaterThan(0)
    expect(service.requests.length).toBe(2)
    for (const request of service.requests) expect(request.headers.get("cookie"), request.url).toBe(member)
  })

  it("is a generic visitor without cookies: the member's orders are refused before any call, not asked as a signed-in default", async () => {
    for (const cookie of [undefined, null, ""]) {
      const service = cookieJarFetch({ cookies: {} })
      const { run, dispose } = createServerRunClient({ apiRoot: fixtureApiRoot, fetch: service.fetch }, { cookie })
      const error: unknown = await new QueryClient().fetchQuery(orderHistoryQueryOptions(run)).catch((failure: unknown) => failure).finally(dispose)
      expect((error as { _tag?: string } | undefined)?._tag, String(cookie)).toBe("GenericUser")
      expect(service.requests).toEqual([])
    }
  })

  it("survives a request that is not one (no cookies)", async () => {
    const service = cookieJarFetch({ cookies: {} })
    const { run, dispose } = createServerRunClient({ apiRoot: fixtureApiRoot, fetch: service.fetch }, null as never)
    const queryClient = new QueryClient()
    await queryClient.prefetchQuery(storeQueryOptions(run, "10001")).finally(dispose)
    expect(queryClient.getQueryState(storeQueryOptions(run, "10001").queryKey)?.status).toBe("success")
    expect(service.requests[0]?.headers.get("cookie")).toBeNull()
  })
})

describe("hookCookies", () => {
  it("keeps selectedStore, uPref and geoLocation, and none of the session's cookies", () => {
    const header = `${cookieHeader(memberCookies("5001"))}; selectedStore=10042; uPref=%7B%22shipTo%22%3A%22CA%22%7D; geoLocation=JP; other=1`
    expect(hookCookies(header)).toBe("selectedStore=10042; uPref=%7B%22shipTo%22%3A%22CA%22%7D; geoLocation=JP")
    expect(hookCookies(cookieHeader(memberCookies("5001")))).toBe("")
  })

  it("is total: no header, or one that is not a string, has no cookies", () => {
    for (const header of [undefined, null, "", 42, {}, ";;=;"]) expect(hookCookies(header as never)).toBe("")
  })
})

describe("the server entry in a browser bundle", () => {
  it("fails at import with one sentence naming what to import instead", async () => {
    await expect(import("../src/server.browser.ts")).rejects.toThrow(
      "@outfitter/react-hooks/server is for server code (Server Components, route handlers): in client code, import the same query keys and …QueryOptions factories from @outfitter/react-hooks.",
    )
  })
})
