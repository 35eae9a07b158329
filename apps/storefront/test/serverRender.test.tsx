// @vitest-environment node
/**
 * Every page renders on a server: react-dom/server in Node, no window, document or storage
 * (the prerenderer's situation, and a frontend team's under a server-rendering framework).
 * Each page's HTML carries its first content: the header and, but for the account pages,
 * the page's heading and form. An account page's content depends on who is signed in,
 * which a page built ahead cannot know: its HTML has the header and the account layout,
 * and the page arrives with the first render in the browser. A product's page is built as
 * a shell for every product: its heading and loading text, no product.
 */
import { describe, expect, it } from "vitest"
import { pagesToPrerender, renderPage } from "../src/entry-server.tsx"
import { siteRoutes } from "../src/app/routes.tsx"
import { isBuiltFor } from "../src/app/shells.ts"

const noDom = () => {
  expect(typeof window).toBe("undefined")
  expect(typeof document).toBe("undefined")
}

const isAccount = (path: string) => /^\/shop\/[a-z]+\/account/.test(path)

describe("server rendering", () => {
  it("runs where there is no DOM", noDom)

  it("prerenders every route without a parameter for every site", () => {
    const pages = pagesToPrerender()
    expect(pages).toContain("/shop/us")
    expect(pages).toContain("/shop/us/stores")
    expect(pages).toContain("/shop/cn/account/rewards")
    expect(pages.some((page) => page.includes(":"))).toBe(false)
    // a route with a parameter as a shell, `_` for it
    expect(pages).toContain("/shop/us/account/orders/_")
    expect(pages).toContain("/shop/us/account/orders/_/payment")
    expect(pages).toContain("/shop/us/product/_")
  })

  it("a product's shell is the HTML of every product's page: the page's frame, no product", async () => {
    expect(isBuiltFor("/shop/us/product/_", "/shop/us/product/1234567")).toBe(true)
    const shell = await renderPage("/shop/us/product/_")
    expect(await renderPage("/shop/us/product/1234567")).toBe(shell)
    expect(shell).toMatch(/<h1>Product<\/h1>/)
    expect(shell).toContain("Loading product…")
    expect(shell).not.toContain("1234567")
  })

  it("an order's shell is the HTML of every order's page, and of no other page", async () => {
    expect(isBuiltFor("/shop/us/account/orders/_", "/shop/us/account/orders/10000016001")).toBe(true)
    expect(isBuiltFor("/shop/us/account/orders/_/payment", "/shop/us/account/orders/10000016001/payment")).toBe(true)
    expect(isBuiltFor("/shop/us/account/orders/_", "/shop/us/account/orders/10000016001/payment")).toBe(false)
    expect(isBuiltFor("/shop/us/account/orders/_", "/shop/us/account/orders/")).toBe(false)
    expect(isBuiltFor("/shop/us/account/orders/_", "/shop/uk/account/orders/10000016001")).toBe(false)
    expect(isBuiltFor("/shop/us/account/orders", "/shop/us/account/orders")).toBe(true)
    expect(isBuiltFor("/shop/us/account/orders", "/shop/us/account/rewards")).toBe(false)
    // the shell has nothing of the order: rendered for two numbers, the HTML is the same
    const shell = await renderPage("/shop/us/account/orders/_")
    expect(await renderPage("/shop/us/account/orders/10000016001")).toBe(shell)
  })

  it.each(pagesToPrerender().filter((page) => page.startsWith("/shop/us")))("%s renders with its first content", async (path) => {
    const html = await renderPage(path)
    expect(html).toContain('class="site-header"')
    expect(html).not.toContain("Loading…")
    if (isAccount(path)) expect(html).toContain('class="account-layout"')
    else expect(html).toMatch(/<h1[\s>]/)
  })

  it("every other site renders too", async () => {
    for (const path of pagesToPrerender().filter((page) => !page.startsWith("/shop/us"))) {
      expect(await renderPage(path), path).toMatch(isAccount(path) ? /class="account-layout"/ : /<h1[\s>]/)
    }
  })

  it.each(siteRoutes.filter((route) => route.path.includes(":")).map((route) => route.path))(
    "the parameter route %s renders too",
    async (pattern) => {
      const path = `/shop/us${pattern.replace(":productId", "1234567").replace(":orderNumber", "10000001001")}`
      expect(await renderPage(path)).toMatch(isAccount(path) ? /class="account-layout"/ : /<h1[\s>]/)
    },
  )

  it("the store finder's HTML has its search form", async () => {
    const html = await renderPage("/shop/us/stores")
    expect(html).toMatch(/<form/)
    expect(html).toMatch(/<label/)
  })
})
