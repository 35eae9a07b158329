import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { AjaxFailed, InvalidParams } from "../../../src/errors/ServiceError.ts"
import {
  canCancel,
  cancelReasonRequiredMessage,
  cancelRequest,
  isCancelFailure,
  reservationCancelCode,
} from "../../../src/orders/details/CancelRequest.ts"
import { decodeCancelResponse } from "../../../src/orders/details/CancelRequestSchema.ts"

const refusal = <A>(result: Result.Result<A, InvalidParams>): InvalidParams => {
  if (Result.isSuccess(result)) throw new Error("expected a refusal")
  return result.failure
}

describe("cancelRequest (orders-returns-help §3, §5, §7)", () => {
  it("order: email and reason", () => {
    expect(cancelRequest("10000001001", "a@b.co", { kind: "order", changeReasonCode: " CR1 " })).toEqual(
      Result.succeed({ orderId: "10000001001", body: { email: "a@b.co", changeReasonCode: "CR1" } }),
    )
  })

  it("items: the reason on the body and on each item", () => {
    expect(cancelRequest("10000001001", "a@b.co", { kind: "items", shortSkus: ["111", " 222 ", ""], changeReasonCode: "CR2" }))
      .toEqual(Result.succeed({
        orderId: "10000001001",
        body: {
          email: "a@b.co",
          changeReasonCode: "CR2",
          items: [{ shortSku: "111", changeReasonCode: "CR2" }, { shortSku: "222", changeReasonCode: "CR2" }],
        },
      }))
  })

  it("reservation: the code CANCEL, no reason asked", () => {
    expect(reservationCancelCode).toBe("CANCEL")
    expect(Result.getOrThrow(cancelRequest("R-1", "a@b.co", { kind: "reservation" })).body).toEqual({
      email: "a@b.co",
      changeReasonCode: "CANCEL",
    })
  })

  it("return: the return order's number and the e-mail only", () => {
    expect(cancelRequest("30000001", "a@b.co", { kind: "return" })).toEqual(
      Result.succeed({ orderId: "30000001", body: { email: "a@b.co" } }),
    )
  })

  it.each([
    { kind: "order", changeReasonCode: undefined },
    { kind: "order", changeReasonCode: "  " },
    { kind: "items", shortSkus: ["111"], changeReasonCode: undefined },
    { kind: "items", shortSkus: ["111"], changeReasonCode: "" },
  ] as const)("refuses %j without a reason", (target) => {
    const error = refusal(cancelRequest("1", "a@b.co", target))
    expect(error.field).toBe("changeReasonCode")
    expect(error.message).toBe(cancelReasonRequiredMessage)
  })

  it("refuses an item cancel with no items and any cancel without an order number", () => {
    expect(refusal(cancelRequest("1", "a@b.co", { kind: "items", shortSkus: [" "], changeReasonCode: "CR" })).field)
      .toBe("items")
    expect(refusal(cancelRequest(" ", "a@b.co", { kind: "reservation" })).field).toBe("orderId")
  })

  it.each(["order", "items", "reservation", "return"] as const)("%s: adds the signifyd id when given", (kind) => {
    const target = kind === "items"
      ? { kind, shortSkus: ["1"], changeReasonCode: "CR" }
      : kind === "order"
      ? { kind, changeReasonCode: "CR" }
      : { kind }
    expect(Result.getOrThrow(cancelRequest("1", "a@b.co", target, "sig")).body.signifydSessionId).toBe("sig")
    expect("signifydSessionId" in Result.getOrThrow(cancelRequest("1", "a@b.co", target)).body).toBe(false)
  })

  test.prop([fc.string(), fc.string(), fc.option(fc.string(), { nil: undefined }), fc.array(fc.string())])(
    "never throws; a success has a reason unless it is a return",
    (orderId, email, reason, skus) => {
      const result = cancelRequest(orderId, email, { kind: "items", shortSkus: skus, changeReasonCode: reason })
      if (Result.isSuccess(result)) {
        expect(canCancel(reason)).toBe(true)
        expect(result.success.body.items?.length).toBeGreaterThan(0)
      } else expect(result.failure).toBeInstanceOf(InvalidParams)
    },
  )
})

describe("canCancel (§5)", () => {
  it("needs a chosen reason", () => {
    expect(canCancel(undefined)).toBe(false)
    expect(canCancel(" ")).toBe(false)
    expect(canCancel("CR1")).toBe(true)
  })
})

describe("the cancel answer (§3, §8)", () => {
  it.each([
    [{ status: "Failure" }, true],
    [{ status: " failure " }, true],
    [{ status: "FAILURE" }, true],
    [{ status: "Success" }, false],
    [{ status: "" }, false],
    [{}, false],
  ])("%j is a failure: %s", (answer, failed) => {
    expect(isCancelFailure(Result.getOrThrow(decodeCancelResponse(answer)))).toBe(failed)
  })

  it("refuses an answer whose status is not text", () => {
    const result = decodeCancelResponse({ status: 1 })
    expect(Result.isFailure(result) && result.failure).toBeInstanceOf(AjaxFailed)
  })

  test.prop([fc.anything()])("decoding never throws", (input) => {
    expect(() => decodeCancelResponse(input)).not.toThrow()
  })
})

describe("values of the wrong type", () => {
  it("refuse a target that is not one of the four kinds, and an order number that is not text", () => {
    for (const target of [null, { kind: "everything" }, "order"]) {
      const result = cancelRequest("10000001001", "a@b.co", target as never)
      expect(Result.isFailure(result) && result.failure.field).toBe("target")
    }
    const noNumber = cancelRequest(10000001001 as never, "a@b.co", { kind: "return" })
    expect(Result.isFailure(noNumber) && noNumber.failure.field).toBe("orderId")
  })
  it("read a reason, skus, e-mail and signifyd id of the wrong type as absent", () => {
    const noReason = cancelRequest("1", "a@b.co", { kind: "order", changeReasonCode: 5 } as never)
    expect(Result.isFailure(noReason) && noReason.failure.field).toBe("changeReasonCode")
    const noItems = cancelRequest("1", "a@b.co", { kind: "items", changeReasonCode: "CR1", shortSkus: "111" } as never)
    expect(Result.isFailure(noItems) && noItems.failure.field).toBe("items")
    expect(Result.getOrThrow(cancelRequest("1", null as never, { kind: "return" }, 42 as never)).body).toEqual({ email: "" })
    expect(canCancel(7 as never)).toBe(false)
    expect(isCancelFailure(null as never)).toBe(false)
    expect(isCancelFailure({ status: ["Failure"] } as never)).toBe(false)
  })
})
