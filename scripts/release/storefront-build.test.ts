/**
 * What a storefront build ships. A production build talks to a live service: without
 * VITE_OUTFITTER_API_ROOT it is refused with a message naming the variable, and with it
 * the output holds no fixtures, no MSW worker, no source maps and not the fixtures' stand-in
 * captcha (its checkbox and token); without a reCAPTCHA site key its gift card page says
 * the check is not available. Every build writes its security headers as `_headers`, from
 * the API root, payment providers and captcha it was built with. A fixtures build
 * (`--mode fixtures`) is the one that carries the worker and the stand-in. In the release
 * project because these are whole builds: its group runs alone on the two cores.
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, sep } from "node:path"
import { afterAll, describe, expect, it } from "vitest"

/** The fixtures' stand-in captcha token (the domain's `standInCaptchaToken`), as a bundle would hold it. */
const standInCaptchaToken = "fixtures-captcha-pass"
/** The store configuration's default payment providers (`defaultStoreSettings.paymentProviderOrigins`). */
const defaultProviderOrigins = [
  "https://3ds.integration.payments.outfitter.example",
  "https://3ds.eu.payments.outfitter.example",
  "https://3ds.us.payments.outfitter.example",
]

const app = join(import.meta.dirname, "..", "..", "apps", "storefront")
const scratch = mkdtempSync(join(tmpdir(), "outfitter-storefront-build-"))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const build = (outDir: string, args: ReadonlyArray<string>, env: Record<string, string>) =>
  spawnSync("pnpm", ["exec", "vite", "build", "--logLevel", "warn", "--emptyOutDir", "--outDir", outDir, ...args], {
    cwd: app,
    encoding: "utf8",
    env: { ...process.env, VITE_OUTFITTER_API_ROOT: "", ...env },
  })

const files = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]))

describe("a production build", () => {
  it("is refused without VITE_OUTFITTER_API_ROOT, naming the variable and the fixtures mode", () => {
    const run = build(join(scratch, "none"), [], {})
    expect(run.status).not.toBe(0)
    expect(run.stderr + run.stdout).toContain("VITE_OUTFITTER_API_ROOT is not set")
    expect(run.stderr + run.stdout).toContain("--mode fixtures")
  })

  it("with the variable ships no fixtures, no MSW worker and no source maps", () => {
    const out = join(scratch, "production")
    const run = build(out, [], { VITE_OUTFITTER_API_ROOT: "https://www.example.com/api", VITE_OUTFITTER_RECAPTCHA_SITE_KEY: "" })
    expect(run.status, run.stderr).toBe(0)
    const shipped = files(out)
    expect(shipped.some((file) => file.endsWith(".js"))).toBe(true)
    expect(shipped.filter((file) => file.endsWith(".map"))).toEqual([])
    expect(shipped.filter((file) => file.endsWith("mockServiceWorker.js"))).toEqual([])
    const text = shipped.filter((file) => /\.(js|html)$/.test(file)).map((file) => readFileSync(file, "utf8")).join("\n")
    expect(text).toContain("https://www.example.com/api")
    // the seeded data, MSW's own code, the fixtures' worker start and the QA panel are all absent
    for (const marker of ["Short North", "mockServiceWorker", "startFixtureWorker", "fixtures.outfitter", "[MSW]", "outfitter.qa.scenario", "QA panel", "mountQaPanel"]) {
      expect(text, marker).not.toContain(marker)
    }
    // nor the fixtures' stand-in captcha: no site key means no balance check at all
    for (const marker of [standInCaptchaToken, "I am not a robot"]) expect(text, marker).not.toContain(marker)
    expect(readFileSync(join(out, "shop", "us", "help", "gift-cards", "index.html"), "utf8")).toContain("is not available")
    // the headers it was built with: the API's origin, the default providers framed, no
    // captcha's origins, HSTS
    const headers = readFileSync(join(out, "_headers"), "utf8")
    expect(headers).toMatch(/^\/\*$/m)
    expect(headers).toContain("connect-src 'self' https://www.example.com;")
    expect(headers).toContain(`frame-src ${defaultProviderOrigins.join(" ")};`)
    expect(headers).toContain("script-src 'self';")
    expect(headers).toMatch(/^ {2}Strict-Transport-Security: max-age=\d+; includeSubDomains$/m)
    // every prerendered page carries the stylesheet inline, so its first paint waits for no
    // request (the SPA fallback, index.html, links it: it renders in the browser anyway)
    const pages = shipped.filter((file) => file.includes(`${sep}shop${sep}`) && file.endsWith(".html"))
    expect(pages.length).toBeGreaterThan(20)
    for (const page of pages) {
      const html = readFileSync(page, "utf8")
      expect(html, page).not.toContain('rel="stylesheet"')
      expect(html, page).toMatch(/<style data-href="\/assets\/[^"]+\.css">[\s\S]*\.site-header[\s\S]*<\/style>/)
    }
    // one module script, the entry (src/main.tsx), which hydrates the page as soon as it
    // runs; every page names the entry's chunks, so they are fetched with it, at the
    // browser's own priority; no chunk carries a compile hint
    const scriptsOf = (html: string) => [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map((tag) => tag[0])
    const index = readFileSync(join(out, "index.html"), "utf8")
    const entryScript = /<script type="module"[^>]*>/.exec(index)?.[0]
    expect(entryScript).toMatch(/ src="\/assets\/index-[^"]+\.js"/)
    const entryPreloads = scriptsOf(index).filter((tag) => tag.startsWith("<link"))
    expect(entryPreloads.some((tag) => /\/assets\/libs-[^"]+\.js"/.test(tag))).toBe(true)
    for (const file of [join(out, "index.html"), ...pages]) {
      const html = readFileSync(file, "utf8")
      expect([...html.matchAll(/<script type="module"[^>]*>/g)].map((tag) => tag[0]), file).toEqual([entryScript])
      for (const tag of entryPreloads) expect(html, file).toContain(tag)
      expect(scriptsOf(html).filter((tag) => tag.includes("fetchpriority")), file).toEqual([])
    }
    const chunks = shipped.filter((file) => file.endsWith(".js"))
    expect(chunks.filter((file) => readFileSync(file, "utf8").startsWith("//# allFunctionsCalledOnLoad"))).toEqual([])
  }, 180_000)
})

describe("a production build with a reCAPTCHA site key and its own payment providers", () => {
  it("loads Google's captcha on the gift card page and its headers allow it and frame those providers", () => {
    const out = join(scratch, "captcha")
    const run = build(out, [], {
      VITE_OUTFITTER_API_ROOT: "https://www.example.com/api",
      VITE_OUTFITTER_RECAPTCHA_SITE_KEY: "6LeReleaseTestKey",
      VITE_OUTFITTER_PAYMENT_FRAME_ORIGINS: "https://3ds.psp.example, https://acs.psp.example/challenge",
    })
    expect(run.status, run.stderr).toBe(0)
    const text = files(out).filter((file) => file.endsWith(".js")).map((file) => readFileSync(file, "utf8")).join("\n")
    expect(text).toContain("6LeReleaseTestKey")
    expect(text).toContain("https://www.google.com/recaptcha/api.js")
    expect(text).not.toContain(standInCaptchaToken)
    const headers = readFileSync(join(out, "_headers"), "utf8")
    expect(headers).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;")
    expect(headers).toContain("frame-src https://3ds.psp.example https://acs.psp.example https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;")
  }, 180_000)
})

describe("a fixtures build", () => {
  it("carries the MSW worker and the seeded data, for the demo and the browser tests", () => {
    const out = join(scratch, "fixtures")
    const run = build(out, ["--mode", "fixtures"], {})
    expect(run.status, run.stderr).toBe(0)
    const shipped = files(out)
    expect(shipped.some((file) => file.endsWith("mockServiceWorker.js"))).toBe(true)
    expect(shipped.filter((file) => file.endsWith(".map"))).toEqual([])
    const text = shipped.filter((file) => file.endsWith(".js")).map((file) => readFileSync(file, "utf8")).join("\n")
    expect(text).toContain("Short North")
    // the stand-in captcha, which the production builds above must not carry
    expect(text).toContain(standInCaptchaToken)
    expect(readFileSync(join(out, "_headers"), "utf8")).toContain("frame-src")
  }, 180_000)
})
