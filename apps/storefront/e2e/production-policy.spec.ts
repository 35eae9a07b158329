/**
 * The production build under its own security headers: a build made as a deployment makes
 * it (not the fixtures mode; a reCAPTCHA site key; the default payment providers), served
 * by `vite preview` from the `_headers` file the build wrote. Offline: Playwright's routes
 * stand in for everything off this machine, so the page loads only what the policy lets it:
 * - the service (the API root is this origin's /api): the fixtures answer in this process,
 *   reached as if at the US payment provider's origin, so the 3-D Secure challenge they
 *   name is on that origin, as a real provider's is;
 * - the provider's host serves the fixtures' challenge page;
 * - Google's hosts serve a stand-in reCAPTCHA that loads as the real one does (api.js on
 *   www.google.com loads its release from www.gstatic.com, whose widget is a frame of
 *   www.google.com/recaptcha/) and gives a new token per tick of its checkbox.
 * Every test fails on a CSP violation (the page's securitypolicyviolation events and the
 * console's "Content Security Policy" lines).
 *
 * The build and its server are this file's own (a worker fixture; the file's tests run in
 * one worker): the other specs keep the fixtures build of playwright.config.ts. It is built
 * into `<E2E_OUT_DIR>-production` and served on a port the system picks.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { createServer } from "node:net"
import { join } from "node:path"
import { defaultStoreSettings } from "@outfitter/domain"
import { resetFixtures } from "@outfitter/fixtures"
import { respondWithFixtures } from "@outfitter/fixtures/node"
import { sessionCookies } from "./support.ts"
import { expect, type Page, type Route, test as base } from "./test.ts"

const app = join(import.meta.dirname, "..")
const outDir = `${process.env["E2E_OUT_DIR"] ?? "dist"}-production`
const siteKey = "6LeStandInSiteKeyForTheBrowserTests"
// the second of the default configuration's three: any of them may serve a challenge
const providerOrigin = defaultStoreSettings.paymentProviderOrigins[2]!

/** A port free now, for the build's API root and the server that serves it. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))))
    })
  })

// Vite's own script under this Node, not through pnpm: ending the process then ends the server
const run = (args: ReadonlyArray<string>, env: NodeJS.ProcessEnv): ChildProcess =>
  spawn(process.execPath, [join(app, "node_modules", "vite", "bin", "vite.js"), ...args], { cwd: app, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] })

const finished = (child: ChildProcess) =>
  new Promise<void>((resolve, reject) => {
    let output = ""
    child.stdout?.on("data", (chunk) => void (output += String(chunk)))
    child.stderr?.on("data", (chunk) => void (output += String(chunk)))
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`vite exited with ${code}:\n${output}`))))
  })

/** Resolves once the server answers `url`; rejects if it exits first. */
const listening = async (child: ChildProcess, url: string) => {
  let exited: number | null | undefined
  child.once("exit", (code) => void (exited = code))
  child.stdout?.resume()
  child.stderr?.resume()
  while (exited === undefined) {
    const answered = await fetch(url).then((response) => response.ok, () => false)
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`vite preview exited with ${exited}`)
}

const test = base.extend<{ violations: Array<string> }, { production: string }>({
  production: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none
    async ({}, use) => {
      const port = await freePort()
      const origin = `http://127.0.0.1:${port}`
      // the build's settings only: the preview reads none (it sends the build's _headers)
      await finished(run(["build", "--logLevel", "warn", "--emptyOutDir", "--outDir", outDir], {
        VITE_OUTFITTER_API_ROOT: `${origin}/api`,
        VITE_OUTFITTER_RECAPTCHA_SITE_KEY: siteKey,
        VITE_OUTFITTER_PAYMENT_FRAME_ORIGINS: "",
      }))
      const preview = run(["preview", "--outDir", outDir, "--port", String(port), "--strictPort"], {
        VITE_OUTFITTER_API_ROOT: "",
        VITE_OUTFITTER_RECAPTCHA_SITE_KEY: "",
      })
      try {
        await listening(preview, `${origin}/shop/us`)
        await use(origin)
      } finally {
        if (preview.exitCode === null && preview.signalCode === null) {
          const exited = new Promise((resolve) => preview.once("exit", resolve))
          preview.kill()
          await exited
        }
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ production }, use) => use(production),
  violations: async ({ page }, use) => {
    const seen: Array<string> = []
    await page.exposeFunction("__violation", (line: string) => void seen.push(line))
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { __violation: (line: string) => void }).__violation(`${event.violatedDirective} ${event.blockedURI}`))
    })
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) seen.push(message.text())
    })
    await use(seen)
    expect(seen).toEqual([])
  },
})

test.describe.configure({ mode: "default" })

/** The service: the fixtures, reached as if at the provider's origin (the challenge they name is there). */
const answerFromFixtures = async (route: Route, body: string | null = route.request().postData()) => {
  const request = route.request()
  const url = new URL(request.url())
  const answer = await respondWithFixtures(
    new Request(`${providerOrigin}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: await request.allHeaders(),
      ...(body === null || request.method() === "GET" ? {} : { body }),
    }),
  )
  await route.fulfill({
    status: answer.status,
    headers: Object.fromEntries(answer.headers),
    body: Buffer.from(await answer.arrayBuffer()),
  })
}

/**
 * Google's hosts: api.js (www.google.com) loads its release (www.gstatic.com), whose
 * `render` puts the checkbox's frame (www.google.com/recaptcha/api2/anchor) in the element
 * and calls back with the token the frame posts; `reset` loads the frame again, unticked.
 */
const standInRecaptcha = async (page: Page) => {
  await page.route("https://www.google.com/recaptcha/api.js?**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `(() => {
        const onload = new URL(document.currentScript.src).searchParams.get("onload")
        const release = document.createElement("script")
        release.src = "https://www.gstatic.com/recaptcha/releases/stand-in/recaptcha__en.js"
        release.onload = () => window[onload]()
        document.head.append(release)
      })()`,
    }))
  await page.route("https://www.gstatic.com/recaptcha/releases/stand-in/recaptcha__en.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.grecaptcha = (() => {
        const widgets = []
        window.addEventListener("message", (event) => {
          const widget = widgets.find((candidate) => candidate.frame.contentWindow === event.source)
          if (widget === undefined || event.origin !== "https://www.google.com") return
          widget.options.callback(event.data.token)
          // counted, so a test clicks on only once the page has the token, as a person does
          window.recaptchaTokensDelivered = (window.recaptchaTokensDelivered ?? 0) + 1
        })
        return {
          render(element, options) {
            const frame = document.createElement("iframe")
            frame.title = "reCAPTCHA"
            frame.src = "https://www.google.com/recaptcha/api2/anchor?k=" + encodeURIComponent(options.sitekey)
            element.append(frame)
            return widgets.push({ frame, options }) - 1
          },
          reset(id) {
            widgets[id].frame.src = widgets[id].frame.src
          },
        }
      })()`,
    }))
  let tokens = 0
  await page.route("https://www.google.com/recaptcha/api2/anchor?**", (route) => {
    const key = new URL(route.request().url()).searchParams.get("k")
    tokens += 1
    return route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>reCAPTCHA</title><p>Site key ${key}</p>
        <label><input type="checkbox" onchange="if (this.checked) parent.postMessage({ token: 'widget-token-${tokens}' }, '*')"> I'm not a robot</label>`,
    })
  })
}

/**
 * Waits until the stand-in has handed the page its `count`th token: the widget posts it from
 * its frame, so it arrives a task after the tick, and a click sent at once can beat it.
 */
const tokenDelivered = (page: Page, count: number) =>
  page.waitForFunction((n) => (window as { recaptchaTokensDelivered?: number }).recaptchaTokensDelivered === n, count)

test.beforeEach(() => resetFixtures())

test("the build's _headers are what the preview sends: HSTS, the providers framed, Google's reCAPTCHA allowed", async ({ page, violations }) => {
  const response = await page.goto("/shop/us")
  const headers = response!.headers()
  const policy = Object.fromEntries((headers["content-security-policy"] ?? "").split(";").map((part) => {
    const [name = "", ...values] = part.trim().split(/\s+/)
    return [name, values]
  }))
  expect(policy["script-src"]).toEqual(["'self'", "https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"])
  expect(policy["frame-src"]).toEqual([...defaultStoreSettings.paymentProviderOrigins, "https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"])
  expect(policy["connect-src"]).toEqual(["'self'", new URL(page.url()).origin])
  expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains")
  const written = await page.request.get("/_headers")
  expect(await written.text()).toContain(`Content-Security-Policy: ${headers["content-security-policy"]}`)
  expect(violations).toEqual([])
})

test("3-D Secure: the provider's challenge frame loads and shows under the policy, and the order is authorised", async ({ page, context, baseURL, violations }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.route("**/api/**", (route) => answerFromFixtures(route))
  await page.route(`${providerOrigin}/**`, (route) => answerFromFixtures(route))
  await page.goto("/shop/us/account/orders/10000018001/payment")
  const form = page.getByRole("form", { name: "Update payment" })
  await expect(form).toBeVisible()
  await page.getByLabel("Card number").fill("4000 0000 0000 1067")
  await page.getByLabel("Expiry date (MM / YY)").fill(`09 / ${String(new Date().getFullYear() + 3).slice(2)}`)
  await page.getByLabel("Security code").fill("737")
  await page.getByRole("button", { name: "Update payment" }).click()
  const interstitial = page.getByRole("region", { name: "Verify your payment" })
  await expect(interstitial).toBeVisible({ timeout: 15_000 })
  const frame = interstitial.locator("iframe[title='Payment verification by your bank']")
  await expect(frame).toHaveAttribute("src", new RegExp(`^${providerOrigin.replaceAll(".", "\\.")}/`))
  await expect(page.frameLocator("iframe[title='Payment verification by your bank']").getByRole("heading", { name: "Verify your payment" })).toBeVisible()
  await expect(interstitial.getByRole("heading", { name: "Verify your payment" })).toBeFocused()
  await expect(form).toHaveCount(0)
  // by the keyboard: the pane is still settling as the form leaves, and a click at the
  // button's place could land in the frame that moves there
  await interstitial.getByRole("button", { name: "Close" }).press("Enter")
  await expect(page.getByRole("status", { name: "Thank you, your payment has been updated." })).toBeVisible({ timeout: 15_000 })
  expect(violations).toEqual([])
})

test("the gift card captcha is Google's: its widget's token is sent, a failure resets it, and the next token finds the balance", async ({ page, violations }) => {
  await standInRecaptcha(page)
  const sent: Array<unknown> = []
  await page.route("**/api/**", async (route) => {
    const request = route.request()
    if (!request.url().endsWith("/payments/giftcard/check")) return answerFromFixtures(route)
    const body = request.postDataJSON() as { recaptchaResponse?: unknown }
    sent.push(body.recaptchaResponse)
    // the service verifies the widget's token with Google; the fixtures take their own
    return answerFromFixtures(route, JSON.stringify({ ...body, recaptchaResponse: "fixtures-captcha-pass" }))
  })
  await page.goto("/shop/us/help/gift-cards")
  await expect(page.getByRole("checkbox", { name: "I am not a robot" })).toHaveCount(0)
  const widget = page.frameLocator("iframe[title='reCAPTCHA']")
  await expect(widget.getByText(`Site key ${siteKey}`)).toBeVisible()

  const fill = async (number: string) => {
    await page.getByLabel("Country", { exact: true }).selectOption({ label: "United States" })
    await page.getByLabel("Card number", { exact: true }).fill(number)
    await page.getByLabel("PIN", { exact: true }).fill("1234")
  }
  await fill("600000000004")
  await widget.getByRole("checkbox", { name: "I'm not a robot" }).check()
  await tokenDelivered(page, 1)
  await page.getByRole("button", { name: "Check balance" }).click()
  await expect(page.getByRole("alert")).toContainText("The gift card number or PIN you entered is not valid.")
  expect(sent).toEqual(["widget-token-1"])
  // reset: the widget is unticked again
  await expect(widget.getByRole("checkbox", { name: "I'm not a robot" })).not.toBeChecked()

  await fill("600000000011")
  await widget.getByRole("checkbox", { name: "I'm not a robot" }).check()
  await tokenDelivered(page, 2)
  await page.getByRole("button", { name: "Try again" }).click()
  await expect(page.getByText("$11.00", { exact: true })).toBeVisible({ timeout: 20_000 })
  expect(sent).toEqual(["widget-token-1", expect.stringMatching(/^widget-token-[2-9]$/)])
  expect(violations).toEqual([])
})
