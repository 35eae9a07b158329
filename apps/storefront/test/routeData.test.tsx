/**
 * A route's data starts where the route is resolved (app/routeData.ts): the route table
 * resolves a path to its row and parameters, a row's prefetch names a function its page
 * module exports, and that function asks for what the page's first render asks for, under
 * the same query keys, so the page sends nothing twice.
 */
import { makeStoreSettings, type StoreSettings } from "@outfitter/domain"
import { browserVisitor, makeRunClient } from "@outfitter/react-hooks"
import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { makeQueryClient } from "../src/app/queryClient.ts"
import { prefetchPath, resolveRoute, siteRoutes } from "../src/app/routes.tsx"
import { RewardsPage } from "../src/features/loyalty/rewards/RewardsPage.tsx"
import { documentCookieFetch, fixtureApiRoot, renderWithFixtures, setMemberCookies } from "./support.tsx"

/** Every request, as "METHOD path", through the fixtures over document.cookie. */
const recording = () => {
  const requests: Array<string> = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init)
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
    return documentCookieFetch(input, init)
  }
  return { requests, fetch }
}

const setUp = (settings: Partial<StoreSettings> = {}) => {
  const { requests, fetch } = recording()
  const config = { apiRoot: fixtureApiRoot, fetch, visitor: browserVisitor("10051"), settings: makeStoreSettings(settings) }
  const queryClient = makeQueryClient()
  const { run } = makeRunClient(config)
  const context = { queryClient, run, settings: makeStoreSettings(settings), loyaltyCache: undefined }
  return { requests, fetch, config, queryClient, context }
}

const loyaltyCalls = (requests: ReadonlyArray<string>) => requests.filter((request) => request.includes("/loyalty/"))

describe("resolveRoute", () => {
  it("finds a path's row and its parameters, decoded", () => {
    expect(resolveRoute("/shop/us/product/1234567")).toMatchObject({ route: { path: "/product/:productId" }, params: { productId: "1234567" } })
    expect(resolveRoute("/shop/ca/account/orders/A%20B")?.params).toEqual({ orderNumber: "A B" })
    expect(resolveRoute("/shop/us/account/rewards")).toMatchObject({ route: { path: "/account/rewards", account: true }, params: {} })
    expect(resolveRoute("/shop/us")?.route.path).toBe("/")
  })

  it("names no route for an unknown path, a path outside /shop/:site or a malformed escape", () => {
    expect(resolveRoute("/shop/us/nowhere")).toBeUndefined()
    expect(resolveRoute("/elsewhere/us/stores")).toBeUndefined()
    expect(resolveRoute("/shop//stores")).toBeUndefined()
    expect(resolveRoute("/shop/us/product/%E0%A4%A")).toBeUndefined()
    expect(resolveRoute("/shop/us/product/")).toBeUndefined()
  })
})

describe("the route table's prefetch functions", () => {
  it("every prefetch a row names is a function its page module exports", async () => {
    const named = siteRoutes.filter((route) => route.prefetch !== undefined)
    expect(named.map((route) => route.path)).toEqual([
      "/product/:productId",
      "/account",
      "/account/addresses",
      "/account/payments",
      "/account/rewards",
      "/account/rewards/history",
      "/account/orders",
      "/account/orders/:orderNumber",
    ])
    const modules = import.meta.glob<Record<string, unknown>>("../src/features/**/*.tsx")
    for (const route of named) {
      const module = await modules[route.module.replace("../features/", "../src/features/")]!()
      expect(typeof module[route.prefetch!], `${route.module} ${route.prefetch}`).toBe("function")
    }
  })
})

describe("prefetchPath", () => {
  it("starts the rewards page's loyalty calls for a signed-in member, and the page then asks for none again", async () => {
    setMemberCookies("5001")
    const { requests, fetch, config, queryClient, context } = setUp({ welcomeOffersEnabled: true })
    await prefetchPath("/shop/us/account/rewards", context)
    expect(loyaltyCalls(requests).toSorted()).toEqual(["GET /api/loyalty/info", "GET /api/loyalty/promotions", "GET /api/loyalty/rewards"])
    renderWithFixtures(<RewardsPage />, { path: "/shop/us/account/rewards", config: { ...config, fetch }, queryClient })
    expect(await screen.findByRole("heading", { level: 2, name: "Welcome, Avery" })).toBeTruthy()
    expect(loyaltyCalls(requests)).toHaveLength(3)
  })

  it("asks for the promotions only with welcome offers on, and for nothing with loyalty off", async () => {
    setMemberCookies("5001")
    const on = setUp()
    await prefetchPath("/shop/us/account/rewards", on.context)
    expect(loyaltyCalls(on.requests).toSorted()).toEqual(["GET /api/loyalty/info", "GET /api/loyalty/rewards"])
    const off = setUp({ loyaltyEnabled: false })
    await prefetchPath("/shop/us/account/rewards", off.context)
    expect(off.requests).toEqual([])
  })

  it("asks for no member data for a visitor who is not signed in (the page shows the sign-in form)", async () => {
    const { requests, context } = setUp({ welcomeOffersEnabled: true })
    for (const path of ["/shop/us/account", "/shop/us/account/rewards", "/shop/us/account/rewards/history", "/shop/us/account/orders"]) {
      await prefetchPath(path, context)
    }
    expect(requests).toEqual([])
  })

  it("starts the points history's two calls, and the order history's, for a member", async () => {
    setMemberCookies("5001")
    const history = setUp()
    await prefetchPath("/shop/us/account/rewards/history", history.context)
    expect(history.requests.some((request) => request.includes("/loyalty/"))).toBe(true)
    expect(history.requests.some((request) => /order/i.test(request))).toBe(true)
    const orders = setUp()
    await prefetchPath("/shop/us/account/orders", orders.context)
    expect(orders.requests.length).toBeGreaterThan(0)
    expect(orders.requests.every((request) => /order/i.test(request))).toBe(true)
  })

  it("starts the product page's call with the id from the path, and nothing for a route without data", async () => {
    const product = setUp()
    await prefetchPath("/shop/us/product/1234567", product.context)
    expect(product.requests).toHaveLength(1)
    expect(product.requests[0]).toContain("1234567")
    const help = setUp()
    await prefetchPath("/shop/us/help", help.context)
    await prefetchPath("/shop/us/nowhere", help.context)
    expect(help.requests).toEqual([])
  })

  it("never rejects: a failing service leaves the page's own query to show the failure", async () => {
    setMemberCookies("5001")
    const { context } = setUp()
    const failing = makeRunClient({ apiRoot: fixtureApiRoot, fetch: () => Promise.reject(new TypeError("offline")), visitor: browserVisitor("10051") })
    await expect(prefetchPath("/shop/us/account/rewards", { ...context, run: failing.run })).resolves.toBeUndefined()
  })
})
