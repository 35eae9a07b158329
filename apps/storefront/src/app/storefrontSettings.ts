/**
 * The store settings of the reference storefront, the same in the browser and in the
 * prerenderer (so the HTML built ahead is what the first render in the browser draws): the
 * login modal (`?modal=signin` opens the sign-in modal) and the welcome offers (the rewards
 * overview lists welcome promotions) are on; every other setting keeps the domain's default.
 *
 * Over the fixtures (a `--mode fixtures` build or dev server: the demo and the browser
 * tests), a wallet QR code runs out after 10 s instead of 120 s, so the retry overlay can be
 * seen (and tested) without a two-minute wait: the store configuration's own override, as a
 * store would set it.
 *
 * Payment re-authorisation: PayPal and PayPal failover are on. The payment providers'
 * origins are the build's (VITE_OUTFITTER_PAYMENT_FRAME_ORIGINS, else the default three:
 * buildSettings.ts), the same list the build's Content-Security-Policy frames. Over the
 * fixtures the fixtures' own origin (this page's, or the sandbox's when
 * VITE_OUTFITTER_API_ROOT names one) joins them, since the fixtures serve the 3-D Secure
 * challenge page and its message comes from there; a production build allows the
 * provider's origins only.
 *
 * The gift card page's reCAPTCHA site key is the build's VITE_OUTFITTER_RECAPTCHA_SITE_KEY.
 */
import { httpOrigin, makeStoreSettings } from "@outfitter/domain"
import { buildSettingsFrom } from "./buildSettings.ts"

const build = buildSettingsFrom(import.meta.env)

/** The wallet QR code's lifetime over the fixtures, in ms. */
export const fixturesWalletRetryTimeoutMs = 10_000

/** The fixtures' origin over the fixtures (none in a production build, nor where there is no page yet). */
const fixturesOrigins = (): ReadonlyArray<string> => {
  if (import.meta.env.MODE !== "fixtures") return []
  const origin = httpOrigin(import.meta.env.VITE_OUTFITTER_API_ROOT?.trim() || globalThis.location?.origin)
  return origin === undefined ? [] : [origin]
}

export const storefrontSettings = makeStoreSettings({
  loginModal: true,
  welcomeOffersEnabled: true,
  paypalEnabled: true,
  paypalFailoverEnabled: true,
  paymentProviderOrigins: [...build.paymentFrameOrigins, ...fixturesOrigins()],
  giftCardRecaptchaSiteKey: build.recaptchaSiteKey,
  ...(import.meta.env.MODE === "fixtures" ? { walletRetryTimeoutMs: fixturesWalletRetryTimeoutMs } : {}),
})
