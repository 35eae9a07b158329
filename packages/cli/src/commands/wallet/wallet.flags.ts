/**
 * `outfitter wallet`: the group's description and help (its commands are declared beside them).
 *
 * @since 0.1.0
 */
import { declareCommand } from "../../declare.ts"

export const walletGroup = declareCommand({
  path: "wallet",
  description: "an order's mobile-wallet payment (WeChat Pay, Alipay): its status, and a QR code to pay it",
  docs: {
    examples: [
      ["is the order paid?", "outfitter wallet status 10000016108"],
      ["a QR code for a desktop", "outfitter wallet precreate --order 10000016102 --country CN --device DESKTOP --payway WECHATPAY --sub-payway QRCODE"],
    ],
  },
})
