/**
 * `outfitter wallet precreate`: its description, arguments, flags and help; precreate.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"

export const walletPrecreate = declareCommand({
  path: "wallet precreate",
  description: "make a payment code for an order's pending mobile-wallet payment: the QR code drawn in the terminal, and the wallet's address",
  options: {
    order: { flags: "--order <id>", description: "the order number (a whole number above 0)" },
    country: { flags: "--country <code>", description: "the order's country (sent upper-cased), e.g. CN" },
    device: { flags: "--device <id>", description: "the device id: DESKTOP, MBROWSER (a phone's browser) or WECHATAPP (the WeChat in-app browser)" },
    payway: { flags: "--payway <payway>", description: "the wallet (sent upper-cased): WECHATPAY or ALIPAY" },
    subPayway: { flags: "--sub-payway <subPayway>", description: "QRCODE (a code to scan, a desktop's), H5 or WAP (a button that opens the wallet), APP" },
    email: { flags: "--email <email>", description: "the customer's e-mail (optional)" },
    returnUrl: { flags: "--return-url <url>", description: "where the wallet sends the customer back to, an http(s) address (optional)" },
  },
  docs: {
    notes: [
      "The request is checked before anything is sent, with the rules' messages: \"orderId is required\" (a whole number above 0), \"country is required\", \"device_id is required\" (one of the three), \"payway is required\", \"subPayway is required\" (one of the four); a --return-url that is not http(s) is refused too. Each is exit 2 with nothing called.",
      "The QR code is drawn with block characters; scan it from the terminal. A precreate the service answers without a code (a status other than PENDING or CREATED, or an error code) is exit 1 with its error code. --json prints {\"orderId\", \"qrCode\", \"redirectUrl\", \"sn\", \"clientSN\", \"expires\"}.",
    ],
    exitCodes: [
      [ExitCode.Ok, "the code"],
      [ExitCode.Failed, "the service made no code (its error code), the order has no wallet payment pending, the service failed"],
      [ExitCode.Usage, "a missing or invalid --order, --country, --device, --payway or --sub-payway, a --return-url that is not http(s) (nothing is called)"],
      [ExitCode.NotAuthorised, "the service refused the call (HTTP 401 or 403)"],
    ],
    examples: [
      ["a QR code for a desktop to scan", "outfitter wallet precreate --order 10000016102 --country CN --device DESKTOP --payway WECHATPAY --sub-payway QRCODE"],
      [
        "a phone's code, with the page the wallet sends the customer back to, as JSON",
        "outfitter wallet precreate --order 10000016101 --country cn --device MBROWSER --payway alipay --sub-payway H5 --email registered@outfitter.test --return-url https://www.example.com/shop/cn/account/orders/10000016101 --json",
      ],
    ],
  },
  load: (): Promise<CommandModule> => import("./precreate.ts"),
})
