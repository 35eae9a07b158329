import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import {
  exchangeAvailability,
  type ExchangeInput,
  exchangeMessages,
  type ExchangeValidationKey,
  saveExchange,
} from "../../../src/orders/returns/Exchange.ts"
import { fixedExchangeReason, type ReturnReasonInput } from "../../../src/orders/returns/ReturnReason.ts"
import type { ReturnReasonCodeOption } from "../../../src/orders/returns/ReturnReasonSchema.ts"

const colour: ReturnReasonCodeOption = {
  id: "X1",
  name: "colour",
  text: "Different colour",
  type: "options",
  details: [{ id: "C1", text: "Looked different online", type: "radio" }],
}
const options = [colour]
const noReason: ReturnReasonInput = { reasonId: undefined, detailId: undefined, comment: "" }
const aReason: ReturnReasonInput = { reasonId: "X1", detailId: "C1", comment: "" }
const halfReason: ReturnReasonInput = { reasonId: "X1", detailId: undefined, comment: "" }

const key = (input: ExchangeInput): ExchangeValidationKey | undefined => {
  const result = saveExchange(options, input)
  return Result.isFailure(result) ? result.failure.messageKey : undefined
}

describe("exchange messages (§5, §8)", () => {
  it("has an English text for every key", () => {
    expect(Object.keys(exchangeMessages).toSorted()).toEqual([
      "EXCHANGEREASON_SELECTREASON",
      "EXCHANGEREASON_SELECTSIZEANDREASON",
      "EXCHANGE_NO_LONGER_AVAILABLE",
      "EXCHANGE_NO_LONGER_AVAILABLE_HELP",
      "GLB_FISSIZEERROR",
    ])
    for (const text of Object.values(exchangeMessages)) expect(text.length).toBeGreaterThan(0)
  })
})

describe("saveExchange (§5)", () => {
  it.each([
    ["neither reason nor size", noReason, undefined, "EXCHANGEREASON_SELECTSIZEANDREASON"],
    ["neither (a blank sku is no size)", noReason, "  ", "EXCHANGEREASON_SELECTSIZEANDREASON"],
    ["no reason", noReason, "2002", "EXCHANGEREASON_SELECTREASON"],
    ["a reason without its detail", halfReason, "2002", "EXCHANGEREASON_SELECTREASON"],
    ["a reason without its detail and no size", halfReason, "", "EXCHANGEREASON_SELECTSIZEANDREASON"],
    ["no size", aReason, undefined, "GLB_FISSIZEERROR"],
    ["no size (empty)", aReason, "", "GLB_FISSIZEERROR"],
  ] as const)("%s: %s", (_name, reason, newShortSku, expected) => {
    const result = saveExchange(options, { reason, newShortSku, updatedReasonCodes: false })
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      _tag: "ExchangeInvalid",
      messageKey: expected,
      message: exchangeMessages[expected],
    })
  })

  it("carries the reason's own problem when the reason is what is missing", () => {
    const result = saveExchange(options, { reason: halfReason, newShortSku: "2002", updatedReasonCodes: false })
    expect(Result.isFailure(result) && result.failure.reasonProblem).toBe("DetailRequired")
    const noSize = saveExchange(options, { reason: aReason, newShortSku: undefined, updatedReasonCodes: false })
    expect(Result.isFailure(noSize) && noSize.failure.reasonProblem).toBeUndefined()
  })

  it("a reason and a size save the exchange, the sku trimmed", () => {
    expect(saveExchange(options, { reason: aReason, newShortSku: " 2002 ", updatedReasonCodes: false })).toEqual(
      Result.succeed({
        kind: "exchange",
        newShortSku: "2002",
        reason: {
          returnReasonCode: "X1",
          returnReasonDetailCode: "C1",
          returnReasonComments: "Looked different online",
          reasonText: "Different colour",
        },
      }),
    )
  })

  it("with the updated reason-codes flag the reason is fixed: only the size is asked for", () => {
    expect(key({ reason: noReason, newShortSku: undefined, updatedReasonCodes: true })).toBe("GLB_FISSIZEERROR")
    const saved = Result.getOrThrow(saveExchange(options, { reason: noReason, newShortSku: "2002", updatedReasonCodes: true }))
    expect(saved.reason).toEqual(fixedExchangeReason)
    expect(saved.reason).toMatchObject({ reasonText: "Exchange Reason", returnReasonDetailCode: "00" })
    // whatever the modal held is ignored
    expect(Result.getOrThrow(saveExchange(options, { reason: aReason, newShortSku: "2002", updatedReasonCodes: true })).reason)
      .toEqual(fixedExchangeReason)
  })
})

describe("exchangeAvailability (§5, §8)", () => {
  const unavailable = {
    _tag: "NoLongerAvailable",
    messageKey: "EXCHANGE_NO_LONGER_AVAILABLE",
    message: exchangeMessages.EXCHANGE_NO_LONGER_AVAILABLE,
    helpKey: "EXCHANGE_NO_LONGER_AVAILABLE_HELP",
    help: exchangeMessages.EXCHANGE_NO_LONGER_AVAILABLE_HELP,
  }

  it("is available while the original sku is among the product's skus", () => {
    expect(exchangeAvailability("1001", ["1000", "1001"])).toEqual({ _tag: "Available" })
    expect(exchangeAvailability(" 1001", ["1001 "])).toEqual({ _tag: "Available" })
  })

  it.each([
    ["a sku no longer listed", "1003", ["1001", "1002"]],
    ["a product with no skus", "1001", []],
    ["no original sku", undefined, ["1001"]],
    ["an empty original sku", "", [""]],
  ] as const)("shows the notice for %s", (_name, original, skus) => {
    expect(exchangeAvailability(original, skus)).toEqual(unavailable)
  })
})

describe("properties", () => {
  const reasonInput: fc.Arbitrary<ReturnReasonInput> = fc.record({
    reasonId: fc.option(fc.constantFrom("X1", "X2", ""), { nil: undefined }),
    detailId: fc.option(fc.constantFrom("C1", "C2", ""), { nil: undefined }),
    comment: fc.string({ maxLength: 130 }),
  })
  const sku = fc.option(fc.oneof(fc.constantFrom("", " ", "2002"), fc.string()), { nil: undefined })

  test.prop([reasonInput, sku, fc.boolean()])("an exchange saves exactly when it has a valid reason and a size", (reason, newShortSku, flag) => {
    const result = saveExchange(options, { reason, newShortSku, updatedReasonCodes: flag })
    const hasSize = (newShortSku ?? "").trim() !== ""
    if (Result.isSuccess(result)) {
      expect(hasSize).toBe(true)
      expect(result.success.newShortSku).toBe((newShortSku ?? "").trim())
      if (flag) expect(result.success.reason).toEqual(fixedExchangeReason)
    } else if (!hasSize) {
      expect(["GLB_FISSIZEERROR", "EXCHANGEREASON_SELECTSIZEANDREASON"]).toContain(result.failure.messageKey)
    } else {
      expect(result.failure.messageKey).toBe("EXCHANGEREASON_SELECTREASON")
      expect(flag).toBe(false)
    }
  })

  test.prop([fc.option(fc.string(), { nil: undefined }), fc.array(fc.string())])(
    "exchangeAvailability never throws and is available only for a listed sku",
    (original, skus) => {
      const availability = exchangeAvailability(original, skus)
      if (availability._tag === "Available") expect(skus.map((entry) => entry.trim())).toContain((original ?? "").trim())
      else expect(availability.messageKey).toBe("EXCHANGE_NO_LONGER_AVAILABLE")
    },
  )
})

describe("input of the wrong type", () => {
  it("reads a sku that is not text as no size, and a flag that is not true as off", () => {
    const refused = saveExchange([], { reason: null, newShortSku: 1002, updatedReasonCodes: "yes" } as never)
    expect(Result.isFailure(refused) && refused.failure.messageKey).toBe("EXCHANGEREASON_SELECTSIZEANDREASON")
    const noSize = saveExchange([], null as never)
    expect(Result.isFailure(noSize) && noSize.failure.messageKey).toBe("EXCHANGEREASON_SELECTSIZEANDREASON")
  })
  it("is no longer available when the skus are not a list of text", () => {
    expect(exchangeAvailability("1001", "1001" as never)._tag).toBe("NoLongerAvailable")
    expect(exchangeAvailability("1001", [1001, "1001"] as never)._tag).toBe("Available")
    expect(exchangeAvailability(1001 as never, ["1001"])._tag).toBe("NoLongerAvailable")
  })
})
