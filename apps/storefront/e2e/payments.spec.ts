import { type BrowserContext, expect, type Page, test } from "@playwright/test"
import { sessionCookies } from "./support.ts"

/** The seeded registered user 5001, signed in. */
const signedIn = (baseURL: string) => sessionCookies(baseURL, "5001")

const year = String(new Date().getFullYear() + 2)

/** Every console message and page error, from the first navigation on. */
const recordConsole = (page: Page) => {
  const lines: Array<string> = []
  page.on("console", (message) => lines.push(message.text()))
  page.on("pageerror", (error) => lines.push(`${error.name}: ${error.message}`))
  return lines
}

/**
 * What another user of the device, or a script on the page, could read once the modal
 * has closed: the URL, storage, cookies (the page's and the browser context's), every
 * field and the markup, and the console. Each holds neither the number (with or without
 * its spaces) nor, as a value of its own, the CVV.
 */
const expectNoCardDataLeft = async (page: Page, context: BrowserContext, consoleLines: ReadonlyArray<string>, digits: string, cvv: string) => {
  const spaced = digits.replace(/(\d{4})(?=\d)/g, "$1 ")
  const places = {
    url: page.url(),
    cookies: JSON.stringify(await context.cookies()),
    page: await page.evaluate(() => ({
      storage: JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
      cookie: document.cookie,
      fields: [...document.querySelectorAll("input, select, textarea")].map((field) => (field as HTMLInputElement).value),
      html: document.documentElement.outerHTML,
    })),
    console: consoleLines,
  }
  const text = JSON.stringify(places)
  expect(text).not.toContain(digits)
  expect(text).not.toContain(spaced)
  expect(places.page.fields).not.toContain(cvv)
  expect(text).not.toContain(`"${cvv}"`)
}

/**
 * The strings of the page's JavaScript heap after a full garbage collection (a DevTools
 * heap snapshot): what is still reachable from anything on the page, the TanStack Query
 * caches and React's state included.
 */
const heapSnapshotText = async (page: Page): Promise<string> => {
  const cdp = await page.context().newCDPSession(page)
  const chunks: Array<string> = []
  cdp.on("HeapProfiler.addHeapSnapshotChunk", ({ chunk }) => void chunks.push(chunk))
  await cdp.send("HeapProfiler.enable")
  await cdp.send("HeapProfiler.collectGarbage")
  await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false })
  await cdp.detach()
  return chunks.join("")
}

const addCard = async (page: Page, number: string, cvv = "123") => {
  await page.getByRole("button", { name: "Add a card" }).click()
  const dialog = page.getByRole("dialog", { name: "Add a card" })
  await dialog.getByLabel("Card number").fill(number)
  await dialog.getByLabel("Expiry month").selectOption("05")
  await dialog.getByLabel("Expiry year").selectOption(year)
  await dialog.getByLabel("Security code").fill(cvv)
  await dialog.getByRole("button", { name: "Add card" }).click()
  return dialog
}

test("add a card and see it listed with its last four", async ({ page, context, baseURL }) => {
  await context.addCookies(signedIn(baseURL!))
  const consoleLines = recordConsole(page)
  await page.goto("/shop/us/account/payments")
  await expect(page.getByRole("heading", { level: 1, name: "Saved payment cards" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "VISA ending in 1111" })).toBeVisible()
  const dialog = await addCard(page, "5555 5555 5555 4444", "739")
  await expect(page.getByRole("heading", { name: "MASTERCARD ending in 4444" })).toBeVisible()
  // the modal closes after its success state; from then on the number is nowhere the page keeps things
  await expect(dialog).toBeHidden()
  await expectNoCardDataLeft(page, context, consoleLines, "5555555555554444", "739")
  // the page reloads 3 s after success; the card is still there
  await page.waitForEvent("load", { timeout: 10_000 })
  await expect(page.getByRole("heading", { name: "MASTERCARD ending in 4444" })).toBeVisible()
  await expectNoCardDataLeft(page, context, consoleLines, "5555555555554444", "739")
})

test("a declined geo-fenced card shows its message", async ({ page, context, baseURL }) => {
  await context.addCookies(signedIn(baseURL!))
  await page.goto("/shop/us/account/payments")
  const dialog = await addCard(page, "4000 0000 0000 0002")
  await expect(dialog.getByRole("alert")).toHaveText("This card cannot be used to ship to your country.")
  await expect(dialog.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true")
  await expect(dialog.getByRole("button", { name: "Add card" })).toBeVisible({ timeout: 6000 })
})

test("failed cards, once their modal is closed, are nowhere in the page: not even in its JavaScript heap", async ({ page, context, baseURL }) => {
  // a full garbage collection and a heap snapshot of the page take seconds on a busy machine
  test.setTimeout(90_000)
  await context.addCookies(signedIn(baseURL!))
  const consoleLines = recordConsole(page)
  await page.goto("/shop/us/account/payments")
  await expect(page.getByRole("heading", { name: "VISA ending in 1111" })).toBeVisible()
  // declined by the service after encryption, tokenisation and the POST
  let dialog = await addCard(page, "4000 0000 0000 0119", "739")
  await expect(dialog.getByRole("alert")).toHaveText("This card could not be saved.")
  await dialog.getByRole("button", { name: "Close" }).click()
  await expect(dialog).toBeHidden()
  await expectNoCardDataLeft(page, context, consoleLines, "4000000000000119", "739")
  // refused before encryption: the provider config call fails (fixtures README "Payments")
  await context.addCookies([{ name: "fixturePxp", value: "broken", url: baseURL! }])
  dialog = await addCard(page, "4242 4242 4242 4242", "582")
  await expect(dialog.getByRole("alert")).toHaveText("something went wrong, try again")
  await dialog.getByRole("button", { name: "Close" }).click()
  await expect(dialog).toBeHidden()
  await expectNoCardDataLeft(page, context, consoleLines, "4242424242424242", "582")
  // the mutations (with their errors) stay in TanStack's cache until gcTime: the heap holds
  // whatever they, React and the errors' stack frames still reach. The declined number's
  // digits are in the fixtures' own code (a magic number), so only its typed form is looked for.
  const heap = await heapSnapshotText(page)
  expect(heap.length).toBeGreaterThan(0)
  const inHeap = ["4000 0000 0000 0119", "4242 4242 4242 4242", "4242424242424242"].filter((number) => heap.includes(number))
  expect(inHeap, "card numbers still reachable in the page's heap").toEqual([])
})
