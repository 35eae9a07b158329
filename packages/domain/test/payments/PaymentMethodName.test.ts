/**
 * The shopper's names for payment methods: every row of the table, the codes the service
 * sends in any case or spacing, and no raw code ever shown.
 */
import { describe, expect, it } from "vitest"
import { fc, test } from "@fast-check/vitest"
import { externalPaymentName } from "../../src/orders/returns/ReturnsFlow.ts"
import { paymentMethodName, paymentMethodNames, unnamedPaymentMethod } from "../../src/payments/PaymentMethodName.ts"
import { walletPayways } from "../../src/wallet/WalletPayway.ts"

describe("paymentMethodName", () => {
  it("the table, row by row", () => {
    expect(paymentMethodNames).toEqual({
      "VISA": "Visa",
      "MASTERCARD": "Mastercard",
      "AMEX": "American Express",
      "AMERICAN EXPRESS": "American Express",
      "DISCOVER": "Discover",
      "JCB": "JCB",
      "ANF": "House card",
      "PAYPAL": "PayPal",
      "WECHATPAY": "WeChat Pay",
      "ALIPAY": "Alipay",
      "EXTRNL PYMT": "Payment made outside our store",
      "GIFT CARD": "Gift card",
      "GIFTCARD": "Gift card",
      "EGIFT CARD": "eGift card",
      "EGIFTCARD": "eGift card",
    })
  })

  it.each(Object.entries(paymentMethodNames))("the code %j reads %j", (code, name) => {
    expect(paymentMethodName(code)).toBe(name)
    expect(paymentMethodName(` ${code.toLowerCase().replaceAll(" ", "_")} `)).toBe(name)
  })

  it("the external payment and the wallets never show their codes", () => {
    expect(paymentMethodName(externalPaymentName)).toBe("Payment made outside our store")
    for (const payway of walletPayways) expect(paymentMethodName(payway)).not.toBe(payway)
  })

  it.each([
    ["APPLE_PAY", "Apple Pay"],
    ["KLARNA", "Klarna"],
    ["Store credit", "Store credit"],
    ["Gift Card", "Gift card"],
    ["eGift Card", "eGift card"],
    ["", unnamedPaymentMethod],
    ["   ", unnamedPaymentMethod],
    [null, unnamedPaymentMethod],
    [42, unnamedPaymentMethod],
  ])("%j reads %j", (given, name) => {
    expect(paymentMethodName(given)).toBe(name)
  })

  test.prop([fc.anything()])("never throws and always has a name", (given) => {
    expect(paymentMethodName(given).trim()).not.toBe("")
  })

  test.prop([fc.stringMatching(/^[A-Z][A-Z_]{2,20}$/).filter((code) => code !== "JCB")])("a code in capitals is never shown as sent (JCB is its own name)", (code) => {
    expect(paymentMethodName(code)).not.toBe(code)
  })
})
