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
 */
import { makeStoreSettings } from "@outfitter/domain"

/** The wallet QR code's lifetime over the fixtures, in ms. */
export const fixturesWalletRetryTimeoutMs = 10_000

export const storefrontSettings = makeStoreSettings({
  loginModal: true,
  welcomeOffersEnabled: true,
  ...(import.meta.env.MODE === "fixtures" ? { walletRetryTimeoutMs: fixturesWalletRetryTimeoutMs } : {}),
})
