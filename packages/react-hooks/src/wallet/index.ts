/**
 * The mobile-wallet QR payment hooks.
 *
 * @since 0.3.0
 */
export * from "./useWalletWidget.ts"
