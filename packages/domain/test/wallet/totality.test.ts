/**
 * The wallet's rules on values shaped by hand, beyond the generic values of
 * `totality.test.ts` (which calls every wallet rule too):
 * - every row of the widget's table (a state and an event it takes) is run through
 *   `walletTransition` and `runWalletWidget` with each malformed field a host could hand
 *   back: a code's or a widget's load time that is not a number (an object that cannot
 *   become one), a code without its QR text or with a hostile address, a hostile mobile
 *   destination. A generic value almost never is a widget in the one state that takes the
 *   one event carrying the one malformed field; here each combination is run;
 * - the wallet's words, answers and settings with a wrong field, among arbitrary values,
 *   for every wallet rule.
 * A call must not throw, and an Effect it returns must not die (`support/totality.ts`).
 */
import { fc } from "@fast-check/vitest"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { defaultStoreSettings } from "../../src/site/StoreSettings.ts"
import * as Wallet from "../../src/wallet/index.ts"
import { assertTotal, cannotBeTextOrNumber, checkResult, edgeValues, rulesOf } from "../support/totality.ts"

/** The widget's table (WalletWidget.ts): each state with an event it takes. */
const rows: ReadonlyArray<readonly [Wallet.WalletWidgetState, Wallet.WalletWidgetEvent["_tag"]]> = [
  ["initialized", "Start"],
  ["loading", "PaymentCompleted"],
  ["loading", "CodeLoaded"],
  ["loading", "CodeFailed"],
  ["mobile_fetching", "PaymentCompleted"],
  ["mobile_fetching", "CodeLoaded"],
  ["mobile_fetching", "CodeFailed"],
  ["loaded", "PaymentCompleted"],
  ["loaded", "PollFailed"],
  ["loaded", "PollTimedOut"],
  ["loaded", "MobileTapped"],
  ["loaded", "RedirectRefused"],
  ["processing", "PerceivedWaitElapsed"],
  ["error", "Retry"],
  ["retry", "Retry"],
  ["retry", "MobileTapped"],
]

const codes: ReadonlyArray<unknown> = [
  { qrCode: "weixin://wxpay/bizpayurl?pr=1", redirectUrl: undefined },
  { qrCode: "weixin://wxpay/bizpayurl?pr=1", redirectUrl: "https://wx.tenpay.com/x" },
  { qrCode: "q", redirectUrl: "javascript:alert(1)" },
  { qrCode: 5, redirectUrl: {} },
  null,
]
const times: ReadonlyArray<unknown> = [0, Number.NaN, "1000", cannotBeTextOrNumber(), undefined]
const destinations: ReadonlyArray<unknown> = [null, "javascript:alert(1)", "https://wx.tenpay.com/x"]

/** Every row with every code, load time and destination on the widget, and every code and time on a CodeLoaded. */
const combinations = rows.flatMap(([state, tag]) =>
  codes.flatMap((code) =>
    times.flatMap((time) =>
      destinations.map((mobileDestination) => ({
        widget: { state, deviceId: "DESKTOP", subPayway: "QRCODE", code, loadedAt: time, mobileDestination },
        event: tag === "CodeLoaded" ? { _tag: tag, code, at: time } : { _tag: tag },
      }))
    )
  )
)

/** Short timings, so a run that polls ends within the settled days. */
const timings = Wallet.walletTimingsOrDefaults({ ...defaultStoreSettings, walletRetryTimeoutMs: 1000 })

const calls = {
  status: Effect.succeed("in_progress" as const),
  precreate: Effect.succeed({ qrCode: "weixin://wxpay/bizpayurl?pr=1", redirectUrl: "https://wx.tenpay.com/x" }),
  hasFocus: Effect.succeed(true),
  redirect: () => Effect.void,
  redirectPolicy: { allowedOrigins: defaultStoreSettings.walletRedirectOrigins },
}

describe("the widget's table with malformed fields", () => {
  it(`runs ${combinations.length} combinations through walletTransition and runWalletWidget`, async () => {
    for (const { widget, event } of combinations) {
      const given = [widget, event] as unknown as [Wallet.WalletWidget, Wallet.WalletWidgetEvent]
      expect(() => Wallet.walletTransition(...given), JSON.stringify(given)).not.toThrow()
      await expect(checkResult(Wallet.runWalletWidget(given[0], given[1], calls, timings), []), JSON.stringify(given)).resolves
        .toBeUndefined()
    }
    // about 1 s on an idle core; vitest's 5 s was missed on a machine busy with builds.
    // A limit against a hang, not a timing check.
  }, 30_000)
})

const words = ["DESKTOP", "MBROWSER", "WECHATAPP", "APP", "H5", "QRCODE", "WAP", "WECHATPAY", "ALIPAY", "PAID", "PENDING", "CREATED", "NOT_CREATED", "qr", "button"]
const shaped: ReadonlyArray<unknown> = [
  ...combinations.slice(0, 40).map(({ widget }) => widget),
  ...Object.keys(defaultStoreSettings).filter((key) => key.startsWith("wallet")).flatMap((key) =>
    [-1, 0, Number.NaN, cannotBeTextOrNumber()].map((value) => ({ ...defaultStoreSettings, [key]: value }))
  ),
  { status: "CREATED", qrCode: 5, redirectUrl: {} },
  { status: "PENDING", errorCode: cannotBeTextOrNumber(), qrCode: "q" },
  { pendingPayment: { payway: cannotBeTextOrNumber() } },
  { userAgent: "Mozilla/5.0 (Macintosh)", maxTouchPoints: cannotBeTextOrNumber() },
  { orderId: "10000016009", country: "cn", device_id: "DESKTOP", payway: "wechatpay", subPayway: "QRCODE", returnUrl: "\uD800" },
]
const value = fc.oneof(
  fc.anything(),
  fc.constantFrom(...edgeValues),
  fc.constantFrom(...words),
  fc.constantFrom(...shaped),
  fc.dictionary(
    fc.constantFrom("state", "code", "qrCode", "redirectUrl", "status", "errorCode", "_tag", "at", "loadedAt", "userAgent", "pendingPayment", "payway", "orderId", "subPayway", "deviceId"),
    fc.oneof(fc.anything(), fc.constantFrom(...words), fc.constantFrom(...edgeValues)),
  ),
)

describe("every wallet rule on the wallet's own shapes", () => {
  it.each(rulesOf(Wallet))("%s", async (name, rule) => {
    await assertTotal(name, rule, value)
  })
})
