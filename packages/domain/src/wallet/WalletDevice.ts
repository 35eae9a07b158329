/**
 * Which device a page runs on, and what it asks a wallet payment for: its device id, its
 * sub-payway and whether the code is a QR code or a button. Rules:
 * docs/rules/orders-returns-help.md#wallet-qr-widget (orders §4),
 * docs/rules/loyalty-payments.md#mobile-wallet-precreate (loyalty §3).
 *
 * Where the spec is silent: the WeChat in-app browser is told by `MicroMessenger` in the
 * user agent; a phone or tablet by Android, iPhone, iPad, iPod, Mobile, Windows Phone or
 * HarmonyOS, or a `Macintosh` that reports touch points (an iPad asking for the desktop
 * site); anything else is a desktop.
 *
 * @since 0.6.0
 */
import { fieldsOf, numberOf, textOf } from "../kernel/Untrusted.ts"

/**
 * The device ids a precreate request takes (loyalty §3).
 *
 * @category constants
 */
export const walletDeviceIds = ["DESKTOP", "MBROWSER", "WECHATAPP"] as const

/** @category models */
export type WalletDeviceId = (typeof walletDeviceIds)[number]

/**
 * The sub-payways a precreate request takes (loyalty §3).
 *
 * @category constants
 */
export const walletSubPayways = ["APP", "H5", "QRCODE", "WAP"] as const

/** @category models */
export type WalletSubPayway = (typeof walletSubPayways)[number]

/**
 * Where the page runs (orders §4): the WeChat in-app browser, another phone or tablet
 * browser, or a desktop.
 *
 * @category models
 */
export type WalletDeviceKind = "WECHAT" | "MOBILE" | "DESKTOP"

/**
 * How the code is offered: a QR code to scan (desktop) or a button that opens the wallet.
 *
 * @category models
 */
export type WalletVariant = "qr" | "button"

/** What a page knows of its browser. @category models */
export interface WalletBrowser {
  readonly userAgent?: unknown
  /** `navigator.maxTouchPoints`: an iPad asking for the desktop site says Macintosh but has touch. */
  readonly maxTouchPoints?: unknown
}

const mobileAgent = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|HarmonyOS/i

/**
 * The device kind of a browser (see the module notes). Total: anything else is DESKTOP.
 *
 * @example
 * import { walletDeviceKind } from "@outfitter/domain"
 * walletDeviceKind({ userAgent: "Mozilla/5.0 (iPhone) MicroMessenger/8.0.47" }) // => "WECHAT"
 * walletDeviceKind({ userAgent: "Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36" }) // => "MOBILE"
 * walletDeviceKind({ userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4)", maxTouchPoints: 5 }) // => "MOBILE"
 * walletDeviceKind({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0" }) // => "DESKTOP"
 * @category rules
 */
export const walletDeviceKind = (browser: WalletBrowser): WalletDeviceKind => {
  const { userAgent, maxTouchPoints } = fieldsOf(browser)
  const agent = textOf(userAgent)
  if (/MicroMessenger/i.test(agent)) return "WECHAT"
  if (mobileAgent.test(agent)) return "MOBILE"
  return /Macintosh/.test(agent) && numberOf(maxTouchPoints) > 1 ? "MOBILE" : "DESKTOP"
}

/**
 * What a device kind asks for: its device id, its sub-payway and how the code is offered.
 *
 * @category constants
 */
export const walletDeviceRequests: Readonly<
  Record<WalletDeviceKind, { readonly deviceId: WalletDeviceId; readonly subPayway: WalletSubPayway; readonly variant: WalletVariant }>
> = {
  DESKTOP: { deviceId: "DESKTOP", subPayway: "QRCODE", variant: "qr" },
  MOBILE: { deviceId: "MBROWSER", subPayway: "H5", variant: "button" },
  WECHAT: { deviceId: "WECHATAPP", subPayway: "WAP", variant: "button" },
}

/**
 * How a sub-payway offers its code: QRCODE is the QR variant, every other one a button.
 *
 * @example
 * import { walletVariant } from "@outfitter/domain"
 * walletVariant("QRCODE") // => "qr"
 * walletVariant("H5") // => "button"
 * @category rules
 */
export const walletVariant = (subPayway: WalletSubPayway): WalletVariant => (subPayway === "QRCODE" ? "qr" : "button")
