/**
 * What the balance form says after a failed lookup (orders §5, §8): one message that names
 * what happened, never a request to correct fields when none is marked.
 */
import { describe, expect, it } from "vitest"
import { fc, test } from "@fast-check/vitest"
import { AjaxFailed, InvalidParams, NotFound, Timeout } from "../../../src/errors/index.ts"
import { GiftCardRefused, GiftCardTimedOut, giftCardTimeOutMessage } from "../../../src/help/giftcard/GiftCardBalance.ts"
import { giftCardFailureMessages, giftCardFailureView, giftCardRefusedFieldMessages } from "../../../src/help/giftcard/GiftCardFailure.ts"
import { giftCardMessages } from "../../../src/help/giftcard/GiftCardForm.ts"

describe("giftCardFailureView", () => {
  it.each([
    ["an HTTP 500", new AjaxFailed({ message: "service unavailable", status: 500 })],
    ["no answer", new AjaxFailed({ message: "fetch failed" })],
    ["an answer that does not read", new AjaxFailed({ message: "the answer did not decode", status: 200 })],
    ["a 404 on the status", new NotFound({ message: "No such gift card lookup" })],
    ["a time-out of the call", new Timeout({ timeoutMs: 15_000 })],
  ])("%s is a service failure, marks nothing and says so", (_, failure) => {
    expect(giftCardFailureView(failure)).toEqual({ form: giftCardFailureMessages.serviceFailed, fields: {}, isServiceFailure: true })
  })

  it("GC_TIME_OUT keeps its exact text", () => {
    const view = giftCardFailureView(new GiftCardTimedOut({ errorKey: "GC_TIME_OUT", message: giftCardTimeOutMessage, attempts: 4 }))
    expect(view).toEqual({ form: "Service unavailable. Please try after sometime.", fields: {}, isServiceFailure: true })
  })

  it.each([
    [["cardNumber", "pin"] as const, { cardNumber: giftCardRefusedFieldMessages.cardNumber, pin: giftCardRefusedFieldMessages.pin }],
    [["cardNumber"] as const, { cardNumber: giftCardRefusedFieldMessages.cardNumber }],
  ])("an invalid card marks %j with short messages and shows the service's message once", (invalidFields, fields) => {
    const refused = new GiftCardRefused({ errorKey: "ERR_GIFT_CARD_INVALID", message: "The number or PIN is not valid.", invalidFields })
    const view = giftCardFailureView(refused)
    expect(view).toEqual({ form: "The number or PIN is not valid.", fields, isServiceFailure: false })
    expect(Object.values(view.fields)).not.toContain(view.form)
  })

  it("another refusal shows the service's message and marks nothing", () => {
    const refused = new GiftCardRefused({ errorKey: "ERR_CARD_LOCKED", message: "This card is locked.", invalidFields: [] })
    expect(giftCardFailureView(refused)).toEqual({ form: "This card is locked.", fields: {}, isServiceFailure: false })
  })

  it("a refused request (the captcha not verified) asks for the captcha again", () => {
    const view = giftCardFailureView(new InvalidParams({ message: "The captcha could not be verified" }))
    expect(view).toEqual({ form: giftCardFailureMessages.checkRefused, fields: {}, isServiceFailure: false })
  })

  test.prop([fc.anything()])("never throws; a view without a marked field never asks to correct fields", (failure) => {
    const view = giftCardFailureView(failure)
    expect(typeof view.form).toBe("string")
    expect(view.form.trim()).not.toBe("")
    if (Object.keys(view.fields).length === 0) {
      expect(view.form).not.toBe(giftCardMessages.form)
      expect(view.form).not.toMatch(/correct the|fields marked/i)
    }
  })
})
