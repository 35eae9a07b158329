/**
 * The storefront's build-time settings (the `VITE_OUTFITTER_*` variables a build is made
 * with), read one way for the app (storefrontSettings.ts, through `import.meta.env`) and
 * for the security headers the build writes (vite.config.ts, into `_headers`): the policy
 * allows exactly what the app was built to load.
 *
 * - `VITE_OUTFITTER_API_ROOT`: the live service's API root ("" over the embedded fixtures);
 * - `VITE_OUTFITTER_PAYMENT_FRAME_ORIGINS`: the payment providers' origins, a comma list,
 *   that may frame the 3-D Secure challenge and post its messages; unset, the store
 *   configuration's default three (`defaultStoreSettings.paymentProviderOrigins`). An entry
 *   that is not an http(s) origin is left out;
 * - `VITE_OUTFITTER_RECAPTCHA_SITE_KEY`: the reCAPTCHA site key of the gift card balance
 *   check; unset, a production build offers no balance check (there is no captcha to pass).
 */
import { defaultStoreSettings, httpOrigin } from "@outfitter/domain"

export interface BuildSettings {
  readonly apiRoot: string
  readonly paymentFrameOrigins: ReadonlyArray<string>
  readonly recaptchaSiteKey: string
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "")

/** The settings of a build from its environment (`import.meta.env`, or Vite's `loadEnv`). */
export const buildSettingsFrom = (env: Readonly<Record<string, unknown>>): BuildSettings => {
  const listed = text(env["VITE_OUTFITTER_PAYMENT_FRAME_ORIGINS"])
  return {
    apiRoot: text(env["VITE_OUTFITTER_API_ROOT"]),
    paymentFrameOrigins: listed === ""
      ? defaultStoreSettings.paymentProviderOrigins
      : listed.split(",").map(httpOrigin).filter((origin): origin is string => origin !== undefined),
    recaptchaSiteKey: text(env["VITE_OUTFITTER_RECAPTCHA_SITE_KEY"]),
  }
}
