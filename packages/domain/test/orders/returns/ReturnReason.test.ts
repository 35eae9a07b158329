import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import {
  fixedExchangeReason,
  normaliseReturnComment,
  type ReturnReasonInput,
  returnCommentLength,
  returnCommentMaxLength,
  returnCommentRemaining,
  returnReasonForm,
  returnReasonMessages,
  type ReturnReasonProblem,
  saveReturnReason,
} from "../../../src/orders/returns/ReturnReason.ts"
import { decodeReturnReasonCodeOptions, type ReturnReasonCodeOption } from "../../../src/orders/returns/ReturnReasonSchema.ts"

const fit: ReturnReasonCodeOption = {
  id: "R1",
  name: "fit",
  text: "Doesn't fit",
  type: "options",
  labelText: "What was wrong?",
  details: [{ id: "D1", text: "Too small", type: "radio" }, { id: "D2", text: "Too big", type: "radio" }],
}
const other: ReturnReasonCodeOption = { id: "R9", name: "other", text: "Other", type: "textbox", labelText: "Tell us more" }
const options = [fit, other]

const input = (overrides: Partial<ReturnReasonInput>): ReturnReasonInput => ({
  reasonId: undefined,
  detailId: undefined,
  comment: "",
  ...overrides,
})
const problem = (value: ReturnReasonInput): ReturnReasonProblem | undefined => {
  const result = saveReturnReason(options, value)
  return Result.isFailure(result) ? result.failure.problem : undefined
}

describe("decodeReturnReasonCodeOptions (§3)", () => {
  it("decodes the fields of a reason code option", () => {
    expect(decodeReturnReasonCodeOptions([fit, other])).toEqual(Result.succeed([fit, other]))
  })

  it.each([
    ["a non-array", { id: "R1" }],
    ["an unknown type", [{ ...fit, type: "dropdown" }]],
    ["a missing name", [{ id: "R1", text: "x", type: "textbox" }]],
    ["a detail without text", [{ ...fit, details: [{ id: "D1", type: "radio" }] }]],
    ["null", null],
  ])("refuses %s as InvalidParams", (_name, value) => {
    const result = decodeReturnReasonCodeOptions(value)
    expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "InvalidParams", field: "reasonCodes" })
  })

  test.prop([fc.anything()])("never throws", (value) => {
    expect(typeof Result.isSuccess(decodeReturnReasonCodeOptions(value))).toBe("boolean")
  })
})

describe("the comment (§5, §9)", () => {
  it("is at most 120 characters: 120 saves, 121 does not", () => {
    const at = "a".repeat(120)
    expect(returnCommentMaxLength).toBe(120)
    expect(returnCommentRemaining(at)).toBe(0)
    expect(problem(input({ reasonId: "R9", comment: at }))).toBeUndefined()
    expect(returnCommentRemaining(`${at}b`)).toBe(-1)
    expect(problem(input({ reasonId: "R9", comment: `${at}b` }))).toBe("CommentTooLong")
    expect(returnReasonForm(options, input({ reasonId: "R9", comment: `${at}b` }))).toMatchObject({
      canSave: false,
      problem: "CommentTooLong",
      remaining: -1,
    })
  })

  it("is trimmed: spaces at either end neither count nor are saved", () => {
    const padded = `  ${"a".repeat(120)}\n `
    expect(returnCommentLength(padded)).toBe(120)
    expect(returnCommentRemaining("  Too small  ")).toBe(111)
    expect(returnCommentRemaining("")).toBe(120)
    expect(Result.getOrThrow(saveReturnReason(options, input({ reasonId: "R9", comment: padded }))).returnReasonComments)
      .toBe("a".repeat(120))
  })

  it("counts an emoji as one character", () => {
    expect(returnCommentLength("👍".repeat(120))).toBe(120)
    expect(problem(input({ reasonId: "R9", comment: "👍".repeat(120) }))).toBeUndefined()
  })
})

describe("returnReasonForm and saveReturnReason (§5)", () => {
  it("with no reason nothing extra shows and save is disabled", () => {
    expect(returnReasonForm(options, input({}))).toEqual({
      reason: undefined,
      details: [],
      showsComment: false,
      remaining: 120,
      canSave: false,
      problem: "ReasonRequired",
    })
    expect(problem(input({ reasonId: "" }))).toBe("ReasonRequired")
  })

  it("an options reason shows its details and needs one chosen", () => {
    const form = returnReasonForm(options, input({ reasonId: "R1" }))
    expect(form).toMatchObject({ reason: fit, details: fit.details, showsComment: false, canSave: false, problem: "DetailRequired" })
    expect(problem(input({ reasonId: "R1", detailId: "D7" }))).toBe("UnknownDetail")
    expect(returnReasonForm(options, input({ reasonId: "R1", detailId: "D2" })).canSave).toBe(true)
  })

  it("a textbox reason shows the comment box and saves with no comment and no detail code", () => {
    expect(returnReasonForm(options, input({ reasonId: "R9" }))).toMatchObject({ showsComment: true, details: [], canSave: true })
    expect(Result.getOrThrow(saveReturnReason(options, input({ reasonId: "R9", detailId: "D1", comment: " Wrong colour " }))))
      .toEqual({ returnReasonCode: "R9", returnReasonDetailCode: null, returnReasonComments: "Wrong colour", reasonText: "Other" })
  })

  it("a detail without a comment takes the detail's text; a comment given is kept", () => {
    expect(Result.getOrThrow(saveReturnReason(options, input({ reasonId: "R1", detailId: "D1", comment: "   " })))).toEqual({
      returnReasonCode: "R1",
      returnReasonDetailCode: "D1",
      returnReasonComments: "Too small",
      reasonText: "Doesn't fit",
    })
    expect(Result.getOrThrow(saveReturnReason(options, input({ reasonId: "R1", detailId: "D1", comment: "Sleeves" })))
      .returnReasonComments).toBe("Sleeves")
  })

  it("the detail's text taken as the comment is trimmed like a typed one", () => {
    const padded: ReturnReasonCodeOption = { id: "R2", name: "", text: "", type: "options", details: [{ id: "D1", text: "  Too big ", type: "" }] }
    expect(Result.getOrThrow(saveReturnReason([padded], input({ reasonId: "R2", detailId: "D1" }))).returnReasonComments).toBe("Too big")
    const blank: ReturnReasonCodeOption = { ...padded, details: [{ id: "D1", text: " ", type: "" }] }
    expect(Result.getOrThrow(saveReturnReason([blank], input({ reasonId: "R2", detailId: "D1" }))).returnReasonComments).toBe("")
  })

  it("an unknown reason is refused; an options reason with no details can never be saved", () => {
    expect(problem(input({ reasonId: "R5" }))).toBe("UnknownReason")
    const bare: ReturnReasonCodeOption = { id: "R2", name: "bare", text: "Bare", type: "options" }
    const result = saveReturnReason([bare], input({ reasonId: "R2", detailId: "D1" }))
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      _tag: "ReturnReasonInvalid",
      problem: "UnknownDetail",
      message: returnReasonMessages.UnknownDetail,
    })
  })

  it("the fixed exchange reason: 'Exchange Reason', detail code '00'", () => {
    expect(fixedExchangeReason).toMatchObject({ reasonText: "Exchange Reason", returnReasonDetailCode: "00" })
  })
})

describe("properties", () => {
  const detail = fc.record({ id: fc.constantFrom("D1", "D2", ""), text: fc.string(), type: fc.string() })
  const option: fc.Arbitrary<ReturnReasonCodeOption> = fc.record(
    {
      id: fc.constantFrom("R1", "R2", ""),
      name: fc.string(),
      text: fc.string(),
      type: fc.constantFrom("options", "textbox"),
      labelText: fc.string(),
      details: fc.array(detail, { maxLength: 3 }),
    },
    { requiredKeys: ["id", "name", "text", "type"] },
  )
  const anyInput: fc.Arbitrary<ReturnReasonInput> = fc.record({
    reasonId: fc.option(fc.constantFrom("R1", "R2", "R3", ""), { nil: undefined }),
    detailId: fc.option(fc.constantFrom("D1", "D2", "D3", ""), { nil: undefined }),
    comment: fc.oneof(fc.string({ maxLength: 130 }), fc.string({ minLength: 115, maxLength: 125, unit: "grapheme" })),
  })

  test.prop([fc.array(option, { maxLength: 4 }), anyInput])(
    "save succeeds exactly when the form enables it; a saved comment is trimmed and within the limit",
    (opts, value) => {
      const form = returnReasonForm(opts, value)
      const saved = saveReturnReason(opts, value)
      expect(form.canSave).toBe(Result.isSuccess(saved))
      expect(form.remaining).toBe(120 - returnCommentLength(value.comment))
      if (Result.isSuccess(saved)) {
        expect(saved.success.returnReasonComments).toBe(saved.success.returnReasonComments.trim())
        if (value.comment.trim() !== "") expect([...saved.success.returnReasonComments].length).toBeLessThanOrEqual(120)
        expect(opts.some((entry) => entry.id === saved.success.returnReasonCode)).toBe(true)
      } else {
        expect(saved.failure.problem).toBe(form.problem)
      }
    },
  )
})

describe("options and input of the wrong type", () => {
  const options: ReadonlyArray<ReturnReasonCodeOption> = [{ id: "R9", name: "other", text: "Other", type: "textbox" }]

  it("read as no options and empty fields (a reason is then required), never a throw", () => {
    const refused = saveReturnReason("R9" as never, { reasonId: "R9", detailId: undefined, comment: "" })
    expect(Result.isFailure(refused) && refused.failure.problem).toBe("UnknownReason")
    const noInput = saveReturnReason(options, null as never)
    expect(Result.isFailure(noInput) && noInput.failure.problem).toBe("ReasonRequired")
    expect(returnReasonForm([null, ...options] as never, { reasonId: "R9", detailId: undefined, comment: 5 } as never)).toMatchObject({
      showsComment: true,
      remaining: returnCommentMaxLength,
      canSave: true,
    })
    expect(returnCommentLength(undefined as never)).toBe(0)
    expect(returnCommentRemaining(null as never)).toBe(returnCommentMaxLength)
  })
  it("offers no details when an options reason's details are not a list", () => {
    const broken = [{ id: "R1", name: "fit", text: "Fit", type: "options", details: "D1" }] as never
    expect(returnReasonForm(broken, { reasonId: "R1", detailId: "D1", comment: "" })).toMatchObject({ details: [], problem: "UnknownDetail" })
  })
})

describe("normaliseReturnComment", () => {
  it("saves the comment trimmed; anything that is no text is no comment", () => {
    expect(normaliseReturnComment("  too small \n")).toBe("too small")
    expect(normaliseReturnComment("\t")).toBe("")
    for (const hostile of [null, undefined, 12, { toString: [] }, ["a"]]) expect(normaliseReturnComment(hostile as never)).toBe("")
  })

  test.prop([fc.string()])("is the trim of any text, and trimming it again changes nothing", (comment) => {
    expect(normaliseReturnComment(comment)).toBe(comment.trim())
    expect(normaliseReturnComment(normaliseReturnComment(comment))).toBe(normaliseReturnComment(comment))
  })
})
