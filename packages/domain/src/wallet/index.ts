/**
 * The mobile-wallet QR payment (WeChat Pay, Alipay) of an order whose payment is pending:
 * the payment's rules and calls, its wire schemas, the widget's machine and the program that
 * drives it in time.
 *
 * @since 0.3.0
 */
export * from "./WalletCalls.ts"
export * from "./WalletDevice.ts"
export * from "./WalletPaymentSchema.ts"
export * from "./WalletPayway.ts"
export * from "./WalletPrecreate.ts"
export * from "./WalletProgram.ts"
export * from "./WalletStatus.ts"
export * from "./WalletWidget.ts"
