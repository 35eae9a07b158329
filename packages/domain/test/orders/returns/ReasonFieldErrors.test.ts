import { expect, it } from "vitest"
import { reasonFieldErrors, returnReasonMessages } from "../../../src/index.ts"

it("a reason's problem goes under the reason, a detail's under the detail, a long comment under neither", () => {
  expect(reasonFieldErrors("ReasonRequired")).toEqual({ reason: "Please select a reason.", detail: undefined })
  expect(reasonFieldErrors("UnknownReason")).toEqual({ reason: returnReasonMessages.UnknownReason, detail: undefined })
  expect(reasonFieldErrors("DetailRequired")).toEqual({ reason: undefined, detail: "Please tell us more about your reason." })
  expect(reasonFieldErrors("UnknownDetail")).toEqual({ reason: undefined, detail: returnReasonMessages.UnknownDetail })
  expect(reasonFieldErrors("CommentTooLong")).toEqual({ reason: undefined, detail: undefined })
  expect(reasonFieldErrors(undefined)).toEqual({ reason: undefined, detail: undefined })
})
