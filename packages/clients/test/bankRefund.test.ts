import { describe, expect, it } from "@effect/vitest"
import { BankRefund } from "@outfitter/clients"
import { bankRefundInvalidMessage } from "@outfitter/domain"
import { bankRefundMagic, receivedBankRefunds } from "@outfitter/fixtures"
import * as Effect from "effect/Effect"
import { fixtureApiRoot, fixtureBrowser } from "./support.ts"

const hongKong = {
  orderId: "10000001001",
  bankName: " Harbour Bank ",
  bankBranchName: "Central",
  refundId: "RF-1",
  fullName: "Chan Tai Man",
  bankAccountNo: "012345678901",
  province: "Kowloon",
  city: "Mong Kok",
  branchCode: "not shown in Hong Kong",
}

const setup = () => {
  const b = fixtureBrowser()
  return { requests: b.requests, layer: b.layer({ visitor: () => b.visitor(false) }) }
}

describe("BankRefund.submit (orders §7)", () => {
  it.effect("POSTs the country's fields, trimmed, as JSON to {apiRoot}/user/order/return/submitDetails", () => {
    const { requests, layer } = setup()
    return Effect.gen(function*() {
      yield* BankRefund.use((refunds) => refunds.submit(hongKong, "HK"))
      expect(requests).toHaveLength(1)
      expect(requests[0]?.method).toBe("POST")
      expect(requests[0]?.url).toBe(`${fixtureApiRoot}/user/order/return/submitDetails`)
      const { branchCode: _, ...sent } = { ...hongKong, bankName: "Harbour Bank" }
      expect(yield* Effect.promise(() => requests[0]!.json())).toEqual(sent)
      expect(receivedBankRefunds()).toEqual([sent])
    }).pipe(Effect.provide(layer))
  })

  it.effect("refuses an invalid form before any request, with the summary", () => {
    const { requests, layer } = setup()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(BankRefund.use((refunds) => refunds.submit({ ...hongKong, bankAccountNo: "123" }, "HK")))
      expect(error).toMatchObject({ _tag: "InvalidParams", message: `${bankRefundInvalidMessage}: Bank account number`, field: "bankAccountNo" })
      expect(requests).toHaveLength(0)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a refusal carries the service's message", () => {
    const { layer } = setup()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(BankRefund.use((refunds) => refunds.submit({ ...hongKong, refundId: bankRefundMagic.refundIdFails }, "HK")))
      expect(error).toMatchObject({ _tag: "AjaxFailed", status: 500, message: "Your bank details could not be saved. Please contact customer service." })
      expect(receivedBankRefunds()).toEqual([])
    }).pipe(Effect.provide(layer))
  })

  it.effect("is not retried by the client: the fail-once id fails, and the caller's second submission succeeds", () => {
    const { requests, layer } = setup()
    return Effect.gen(function*() {
      const form = { ...hongKong, refundId: bankRefundMagic.refundIdFailsOnce }
      const first = yield* Effect.flip(BankRefund.use((refunds) => refunds.submit(form, "HK")))
      expect(first).toMatchObject({ _tag: "AjaxFailed", message: "Your bank details could not be saved. Please try again." })
      expect(requests).toHaveLength(1)
      yield* BankRefund.use((refunds) => refunds.submit(form, "HK"))
      expect(requests).toHaveLength(2)
      expect(receivedBankRefunds()).toHaveLength(1)
    }).pipe(Effect.provide(layer))
  })
})
