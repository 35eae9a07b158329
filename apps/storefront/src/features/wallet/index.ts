/**
 * The wallet feature's face: the QR payment widget, which the order detail page loads
 * (lazily, its own chunk) for an order whose WECHATPAY or ALIPAY payment is pending.
 */
export { WalletQrWidget } from "./WalletQrWidget.tsx"
