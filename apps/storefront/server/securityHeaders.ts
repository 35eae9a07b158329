/**
 * The HTTP side of serving the storefront, shared by the Vite dev server and the build
 * (which writes the headers into its `_headers` file, server/headersFile.ts, which the
 * preview server sends) and written out for a CDN in docs/deploy.md:
 *
 * - the security headers every response carries: a Content-Security-Policy with no
 *   'unsafe-inline' for scripts, frames only from the payment providers' origins (and
 *   Google's reCAPTCHA where the build has a site key) and frame-ancestors 'none', plus
 *   Strict-Transport-Security, X-Content-Type-Options, Referrer-Policy and
 *   Permissions-Policy;
 * - HTTP 404 (with the app, which shows "choose your site") for /shop/<code>/… when no
 *   site has that code, instead of another site's page.
 *
 * Styles keep 'unsafe-inline': React writes style attributes (the progress ring's offset,
 * the map's size), and reCAPTCHA writes its own; the policy's job here is scripts.
 *
 * The payment providers: PayPal and the mobile wallets are reached by leaving the page (a
 * top-level navigation, which the policy does not govern), so they need nothing here; the
 * 3-D Secure challenge is framed, so its providers' origins are frame-src.
 */
import { defaultStoreSettings, isUnknownSitePath } from "@outfitter/domain"

/** Origins the storefront talks to besides its own: the API, the payment providers, the captcha. */
export interface PolicyOrigins {
  /** The API's origin when it is not this origin (VITE_OUTFITTER_API_ROOT). */
  readonly api?: string | undefined
  /**
   * Origins allowed to be framed: the payment providers' (3-D Secure); `'self'` for the
   * fixtures' own. Left out, the store configuration's default three
   * (`defaultStoreSettings.paymentProviderOrigins`); an empty list frames nothing.
   */
  readonly frames?: ReadonlyArray<string>
  /** The build loads Google's reCAPTCHA (it has a site key): its script and frames are allowed. */
  readonly captcha?: boolean
}

/**
 * What Google's reCAPTCHA needs under a Content-Security-Policy, as its FAQ gives it: its
 * script (api.js on www.google.com, the release it loads on www.gstatic.com) and its frames
 * (the checkbox and the challenge), each under /recaptcha/ only.
 */
export const recaptchaSources = {
  script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
} as const

/** HSTS: https only for two years, subdomains included (docs/deploy.md: serve over https only). */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains"

/** The static-map image hosts (platform §4 "Map provider"): Google, and AMap in China. */
export const mapImageOrigins = ["https://maps.googleapis.com", "https://restapi.amap.com"] as const

const originOf = (url: string | undefined): string | undefined => {
  if (url === undefined || url.trim() === "") return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

/** The Content-Security-Policy value. `dev` adds what Vite's dev server needs (its HMR socket and React's refresh preamble). */
export const contentSecurityPolicy = (origins: PolicyOrigins = {}, dev = false): string => {
  // the API's origin, where it is not this one: called, posted to, and serving images
  const api = originOf(origins.api)
  const apiOrigins = api === undefined ? [] : [api]
  const providers = (origins.frames ?? defaultStoreSettings.paymentProviderOrigins).map((frame) => (frame === "'self'" ? frame : originOf(frame)))
  const captcha = origins.captcha === true ? recaptchaSources : { script: [], frame: [] }
  const frames = [...new Set([...providers.filter((origin): origin is string => origin !== undefined), ...captcha.frame])]
  const directives: Array<[string, ReadonlyArray<string>]> = [
    ["default-src", ["'self'"]],
    ["script-src", [...(dev ? ["'self'", "'unsafe-inline'"] : ["'self'"]), ...captcha.script]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // the API's own images too: a static map it signs may be served by the API itself (the
    // sandbox's are), and the API is trusted already (connect-src, form-action)
    ["img-src", ["'self'", "data:", ...mapImageOrigins, ...apiOrigins]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...apiOrigins, ...(dev ? ["ws:", "wss:"] : [])]],
    ["worker-src", ["'self'"]],
    ["frame-src", frames.length === 0 ? ["'none'"] : frames],
    ["frame-ancestors", ["'none'"]],
    ["form-action", ["'self'", "https://apps.apple.com", "https://wallet.apple.com", ...apiOrigins]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ")
}

/** Every header a response of the storefront carries. */
export const securityHeaders = (origins: PolicyOrigins = {}, dev = false): Readonly<Record<string, string>> => ({
  "Content-Security-Policy": contentSecurityPolicy(origins, dev),
  "Strict-Transport-Security": strictTransportSecurity,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(self), payment=(self), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
})

/** The status a page request gets: 404 under an unknown site, else the server's own. */
export const pageStatus = (path: string | undefined): 404 | undefined => (isUnknownSitePath(path ?? "") ? 404 : undefined)
