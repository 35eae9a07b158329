/**
 * The browser tests' Playwright: everything `@playwright/test` exports, with a `page` that
 * lets its embedded fixtures start before it leaves a page (`goto`, `reload`).
 *
 * Why: a page of the fixtures build registers msw's service worker as it starts. A test
 * that moves on before that has finished (a page checked from its HTML alone) leaves the
 * worker being activated with no page: the worker takes the pages open when it activates,
 * and the next page, still being loaded then, is left without it. msw's start then loads
 * that page again by itself (what it does after a hard reload), in the middle of the test:
 * the test's next `goto` fails with net::ERR_ABORTED, or what it typed is lost with the
 * page. A tester's browser, in which a page stays open longer than that, is not affected.
 * So before a page is left, the test waits (at most 5 s) until the worker controls it.
 * Pages of other origins, blank pages and pages without the storefront's root are left at
 * once.
 */
import { type Page, test as base } from "@playwright/test"

export * from "@playwright/test"

const workerControls = (page: Page): Promise<unknown> =>
  page
    .evaluate(() => {
      if (document.getElementById("root") === null || !("serviceWorker" in navigator)) return
      const worker = navigator.serviceWorker
      if (worker.controller !== null) return
      return new Promise<void>((resolve) => {
        worker.addEventListener("controllerchange", () => resolve(), { once: true })
        setTimeout(resolve, 5_000)
      })
    })
    // a page that is closed or being replaced has nothing to wait for
    .catch(() => undefined)

/** `action`, once the page's worker controls it. */
const afterWorker =
  <A extends Array<unknown>, R>(page: Page, action: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    await workerControls(page)
    return action(...args)
  }

export const test = base.extend({
  page: async ({ page }, use) => {
    page.goto = afterWorker(page, page.goto.bind(page))
    page.reload = afterWorker(page, page.reload.bind(page))
    await use(page)
  },
})
