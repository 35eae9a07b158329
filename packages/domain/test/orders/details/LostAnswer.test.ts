import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { AjaxFailed, InvalidParams, NotFound, Timeout } from "../../../src/errors/ServiceError.ts"
import {
  cancelVerdict,
  isAnswerLost,
  isCancelledStatus,
  isOutcomeUnknown,
  OutcomeUnknown,
  showsCancelled,
  submittedReturnIn,
} from "../../../src/orders/details/LostAnswer.ts"
import { decodeOrderDetails, type OrderDetails } from "../../../src/orders/details/OrderDetailsSchema.ts"
import { returnSubmissionBody } from "../../../src/orders/details/ReturnSubmission.ts"
import type { ReturnSubmissionBody } from "../../../src/orders/details/ReturnSubmissionSchema.ts"
import { detailsAnswer } from "./fixtures.ts"

const details = (fields: Record<string, unknown>): OrderDetails => Result.getOrThrow(decodeOrderDetails({ ...detailsAnswer, ...fields }))

const line = (shortSku: string, status: string) => ({ itemId: `i${shortSku}`, shortSku, name: "Tee", quantity: 1, status })

/** A submission of these items of the test order. */
const submission = (itemIds: ReadonlyArray<string>): ReturnSubmissionBody => {
  const item = (itemId: string) => ({ itemId, shortSku: `s${itemId}`, returnReasonCode: "R04", returnReasonDetailCode: null, returnReasonComments: "", exchange: false as const })
  return Result.getOrThrow(returnSubmissionBody(details({}), { smartLabel: true, eGiftCard: false, items: itemIds.map(item) }))
}

describe("isAnswerLost: no answer came back, so the service may have acted", () => {
  it("a failed connection (AjaxFailed without a status) and a time-out lost their answer", () => {
    expect(isAnswerLost(new AjaxFailed({ message: "service unavailable", method: "PUT" }))).toBe(true)
    expect(isAnswerLost(new Timeout({ timeoutMs: 15_000 }))).toBe(true)
  })

  test.prop([fc.integer({ min: 100, max: 599 })])("any answer, whatever its status, is not lost", (status) => {
    expect(isAnswerLost(new AjaxFailed({ message: "x", status }))).toBe(false)
  })

  it("refusals and values that are not errors are not lost answers", () => {
    for (const error of [new NotFound({ message: "no" }), new InvalidParams({ message: "bad" }), undefined, null, "AjaxFailed", {}]) {
      expect(isAnswerLost(error)).toBe(false)
    }
  })
})

describe("cancelVerdict (orders-returns-help §8, and a lost answer read again)", () => {
  it("a 'Failure' in the first answer stays a failure", () => {
    expect(cancelVerdict({ _tag: "Answered", response: { status: "Failure" }, earlierAnswerLost: false })).toBe("Failed")
  })

  it("a 'Failure' after an attempt whose answer was lost means: read the order again", () => {
    expect(cancelVerdict({ _tag: "Answered", response: { status: " failure " }, earlierAnswerLost: true })).toBe("ReadOrderAgain")
  })

  it("every attempt failed: read again only when one of them lost its answer", () => {
    expect(cancelVerdict({ _tag: "NotAnswered", answerLost: true })).toBe("ReadOrderAgain")
    expect(cancelVerdict({ _tag: "NotAnswered", answerLost: false })).toBe("Failed")
  })

  test.prop([fc.option(fc.string().filter((status) => status.trim().toLowerCase() !== "failure"), { nil: undefined }), fc.boolean()])(
    "any answer that is not 'Failure' is a success, lost answers before it or not",
    (status, earlierAnswerLost) => {
      const response = status === undefined ? {} : { status }
      expect(cancelVerdict({ _tag: "Answered", response, earlierAnswerLost })).toBe("Succeeded")
    },
  )

  it("a value that is not attempts is a failure, never a success", () => {
    expect(cancelVerdict(undefined as never)).toBe("Failed")
  })
})

describe("showsCancelled: the order read again shows the cancel done", () => {
  it("the order (a reservation, a return order) cancelled, in either spelling", () => {
    expect(showsCancelled(details({ status: "Cancelled" }), { email: "a@b.co", changeReasonCode: "CR01" })).toBe(true)
    expect(showsCancelled(details({ status: " CANCELED" }), { email: "a@b.co" })).toBe(true)
    expect(showsCancelled(details({ status: "Processing" }), { email: "a@b.co", changeReasonCode: "CR01" })).toBe(false)
    expect(showsCancelled(details({}), { email: "a@b.co" })).toBe(false)
  })

  it("an item cancel: every sku sent is on a cancelled line", () => {
    const order = details({ status: "Processing", items: [line("111", "Cancelled"), line("222", "Processing"), line("333", "Cancelled")] })
    const items = (skus: ReadonlyArray<string>) => ({ email: "a@b.co", changeReasonCode: "CR01", items: skus.map((shortSku) => ({ shortSku, changeReasonCode: "CR01" })) })
    expect(showsCancelled(order, items(["111", "333"]))).toBe(true)
    expect(showsCancelled(order, items(["111", "222"]))).toBe(false)
    expect(showsCancelled(order, items(["999"]))).toBe(false)
    expect(showsCancelled(order, items([]))).toBe(false)
  })

  test.prop([fc.string()])("only a cancelled status reads as cancelled", (status) => {
    expect(isCancelledStatus(status)).toBe(["cancelled", "canceled"].includes(status.trim().toLowerCase()))
  })
})

describe("submittedReturnIn: the submission's return, found in the order's returns links", () => {
  it("the live return with exactly the submitted items", () => {
    const order = details({
      returns: [
        { returnOrderId: "30000016001", status: "Cancelled", itemIds: ["1"] },
        { returnOrderId: "30000016002", status: "Return requested", itemIds: ["2", "3"] },
        { returnOrderId: "30000016003", status: "Return requested", itemIds: ["1"] },
      ],
    })
    expect(submittedReturnIn(order, submission(["1"]))).toEqual({ returnOrderId: "30000016003" })
    expect(submittedReturnIn(order, submission(["3", "2"]))).toEqual({ returnOrderId: "30000016002" })
    expect(submittedReturnIn(order, submission(["2"]))).toBeUndefined()
  })

  it("no return: undefined; no links at all: unknown", () => {
    expect(submittedReturnIn(details({ returns: [] }), submission(["1"]))).toBeUndefined()
    expect(submittedReturnIn(details({}), submission(["1"]))).toBe("unknown")
  })

  test.prop([fc.uniqueArray(fc.stringMatching(/^[0-9]{1,4}$/), { minLength: 1, maxLength: 5 }), fc.boolean()])(
    "a return is found exactly when its items are the submitted ones and it is not cancelled",
    (itemIds, cancelled) => {
      const order = details({ returns: [{ returnOrderId: "30000016009", status: cancelled ? "Cancelled" : "Return requested", itemIds }] })
      expect(submittedReturnIn(order, submission([...itemIds].reverse()))).toEqual(cancelled ? undefined : { returnOrderId: "30000016009" })
      expect(submittedReturnIn(order, submission([...itemIds, "new"]))).toBeUndefined()
    },
  )
})

describe("the returns links decode, and an answer without them still does", () => {
  it("absent stays absent; a link without item ids is a malformed answer", () => {
    expect(details({}).returns).toBeUndefined()
    expect(details({ returns: [{ returnOrderId: "30000016001", itemIds: ["1"] }]}).returns).toEqual([{ returnOrderId: "30000016001", itemIds: ["1"] }])
    expect(Result.isFailure(decodeOrderDetails({ ...detailsAnswer, returns: [{ returnOrderId: "30000016001" }] }))).toBe(true)
  })

  it("OutcomeUnknown names the action and the order, with reason 2", () => {
    const error = new OutcomeUnknown({ action: "returnSubmission", orderNumber: "10000016001" })
    expect(error).toMatchObject({ _tag: "OutcomeUnknown", action: "returnSubmission", orderNumber: "10000016001", reason: 2 })
  })
})

describe("isOutcomeUnknown", () => {
  it("holds for an OutcomeUnknown, or a caught value tagged as one; not for other failures or non-objects", () => {
    expect(isOutcomeUnknown(new OutcomeUnknown({ action: "cancel", orderNumber: "10000016010" }))).toBe(true)
    expect(isOutcomeUnknown({ _tag: "OutcomeUnknown" })).toBe(true)
    for (const other of [new Timeout({ timeoutMs: 15_000 }), new AjaxFailed({ message: "down" }), new Error("no"), "OutcomeUnknown", null, undefined]) {
      expect(isOutcomeUnknown(other)).toBe(false)
    }
  })
})
