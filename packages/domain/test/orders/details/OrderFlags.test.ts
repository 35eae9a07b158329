import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { InvalidParams } from "../../../src/errors/ServiceError.ts"
import {
  cancelCall,
  orderDetailsCall,
  orderFeatureFlags,
  refundCalculationCall,
  returnsExperience,
  returnsExperienceParameter,
  returnReasonsCall,
  returnSubmissionCall,
} from "../../../src/orders/details/OrderFlags.ts"

describe("flag names (orders-returns-help §1)", () => {
  it("are the spec's", () => {
    expect(orderFeatureFlags).toEqual({
      newReturnsExperience: "ful-dre-2-0-ux",
      updatedReasonCodes: "ful-dre-2-0-updated-reason-codes",
      newCancelOrderApi: "has-new-cancel-order-api-enabled",
    })
    expect(returnsExperienceParameter).toBe("optimized")
  })
})

describe("returnsExperience (§1, §2: optimized forces legacy or new)", () => {
  it.each([
    [true, undefined, "new"],
    [false, undefined, "legacy"],
    [true, "false", "legacy"],
    [true, "0", "legacy"],
    [true, " FALSE ", "legacy"],
    [false, "true", "new"],
    [false, "1", "new"],
    [false, "True", "new"],
    [true, "", "new"],
    [false, "", "legacy"],
    [true, "maybe", "new"],
    [false, "maybe", "legacy"],
    [false, null, "legacy"],
    [true, 1, "new"],
  ] as const)("flag %s, optimized %j: %s", (flag, optimized, expected) => {
    expect(returnsExperience(flag, optimized)).toBe(expected)
  })

  test.prop([fc.boolean(), fc.anything()])("never throws; an unknown value leaves it to the flag", (flag, value) => {
    const experience = returnsExperience(flag, value)
    const known = typeof value === "string" && ["true", "1", "false", "0"].includes(value.trim().toLowerCase())
    if (!known) expect(experience).toBe(flag ? "new" : "legacy")
  })
})

const refundCalculationCallOK = (...args: Parameters<typeof refundCalculationCall>) => Result.getOrThrow(refundCalculationCall(...args))
const orderDetailsCallOK = (...args: Parameters<typeof orderDetailsCall>) => Result.getOrThrow(orderDetailsCall(...args))
const cancelCallOK = (...args: Parameters<typeof cancelCall>) => Result.getOrThrow(cancelCall(...args))

const roots = { apiRoot: "https://x.test/api/", historyRootV2: "https://h.test/v2/", historyRoot: "https://h.test/hist" }
const legacy = { hasOrderDetailsV3: false, newCancelOrderApi: false }
const v3 = { hasOrderDetailsV3: true, newCancelOrderApi: false }
const newCancel = { hasOrderDetailsV3: false, newCancelOrderApi: true }

describe("call paths (§7)", () => {
  it("calculation: legacy and v3", () => {
    expect(refundCalculationCallOK(roots, legacy, "100")).toEqual({ method: "POST", url: "https://x.test/api/user/order/return/calculate" })
    expect(refundCalculationCallOK(roots, v3, "100")).toEqual({ method: "POST", url: "https://h.test/v2/order/100/return/calculation" })
  })

  it("submission: legacy and v3", () => {
    expect(returnSubmissionCall(roots, legacy)).toEqual({ method: "POST", url: "https://x.test/api/user/order/return" })
    expect(returnSubmissionCall(roots, v3)).toEqual({ method: "POST", url: "https://h.test/hist/order/return" })
    expect(returnReasonsCall(roots, legacy)).toEqual({ method: "GET", url: "https://x.test/api/user/order/return/reasons" })
    expect(returnReasonsCall(roots, v3)).toEqual({ method: "GET", url: "https://h.test/hist/order/return/reasons" })
  })

  it("details: legacy and v3, the e-mail URL-encoded", () => {
    expect(orderDetailsCallOK(roots, legacy, "300", "a+b@c.co")).toEqual({
      method: "GET",
      url: "https://x.test/api/user/order/return/300?email=a%2Bb%40c.co",
    })
    expect(orderDetailsCallOK(roots, v3, "300", "a b@c.co")).toEqual({
      method: "GET",
      url: "https://h.test/hist/order/details/300?email=a%20b%40c.co",
    })
  })

  it("cancel: legacy and the new cancel API; hasOrderDetailsV3 alone does not move it", () => {
    expect(cancelCallOK(roots, legacy, "100")).toEqual({ method: "PUT", url: "https://x.test/api/user/order/100" })
    expect(cancelCallOK(roots, v3, "100")).toEqual({ method: "PUT", url: "https://x.test/api/user/order/100" })
    expect(cancelCallOK(roots, newCancel, "100")).toEqual({ method: "PUT", url: "https://h.test/hist/order/100/cancel" })
  })

  it("the new cancel API alone does not move the returns calls", () => {
    expect(returnSubmissionCall(roots, newCancel).url).toBe("https://x.test/api/user/order/return")
  })

  it("empty roots: historyRootV2 is {apiRoot}/v2 and historyRoot follows it", () => {
    const bare = { apiRoot: "https://x.test/api", historyRootV2: "", historyRoot: "" }
    expect(refundCalculationCallOK(bare, v3, "1").url).toBe("https://x.test/api/v2/order/1/return/calculation")
    expect(returnSubmissionCall(bare, v3).url).toBe("https://x.test/api/v2/order/return")
    const v2Only = { ...bare, historyRootV2: "https://h.test/v2" }
    expect(orderDetailsCallOK(v2Only, v3, "1", "e").url).toBe("https://h.test/v2/order/details/1?email=e")
  })

  it.each(["", " ", ".", "..", "%2e", "%2E%2e", " .. "])("refuses the id %j", (id) => {
    for (const result of [
      cancelCall(roots, newCancel, id),
      cancelCall(roots, legacy, id),
      orderDetailsCall(roots, v3, id, "e"),
      refundCalculationCall(roots, v3, id),
    ]) {
      expect(Result.isFailure(result) && result.failure).toBeInstanceOf(InvalidParams)
    }
  })

  it("the legacy calculation path has no id, so takes any", () => {
    expect(refundCalculationCallOK(roots, legacy, "").url).toBe("https://x.test/api/user/order/return/calculate")
  })

  test.prop([fc.oneof(fc.string(), fc.constantFrom(".", "..", "%2E")), fc.string()])(
    "never throws; an accepted id stays one segment and the e-mail reads back",
    (id, email) => {
      const details = orderDetailsCall(roots, v3, id, email)
      const cancel = cancelCall(roots, newCancel, id)
      expect(Result.isSuccess(details)).toBe(Result.isSuccess(cancel))
      if (Result.isFailure(details)) return
      const url = new URL(details.success.url)
      expect(url.pathname.startsWith("/hist/order/details/")).toBe(true)
      expect(url.searchParams.get("email")).toBe(email)
      expect(decodeURIComponent(url.pathname.split("/").at(-1) ?? "")).toBe(id.trim())
      expect(new URL(Result.getOrThrow(cancel).url).pathname.endsWith("/cancel")).toBe(true)
    },
  )
})

describe("roots, switches and ids of the wrong type", () => {
  it("refuse an id that is not text (InvalidParams), and encode a lone surrogate as U+FFFD", () => {
    const refused = cancelCall(roots, legacy, 10000001001 as never)
    expect(Result.isFailure(refused) && refused.failure).toBeInstanceOf(InvalidParams)
    expect(Result.getOrThrow(cancelCall(roots, legacy, "1\uD800")).url).toBe("https://x.test/api/user/order/1%EF%BF%BD")
  })
  it("read roots that are not text as empty and switches that are not true as off", () => {
    expect(returnSubmissionCall(null as never, { hasOrderDetailsV3: "yes" } as never)).toEqual({ method: "POST", url: "/user/order/return" })
    expect(returnReasonsCall({ apiRoot: 7 } as never, null as never).url).toBe("/user/order/return/reasons")
    expect(Result.getOrThrow(orderDetailsCall(roots, v3, "300", null as never)).url).toBe("https://h.test/hist/order/details/300?email=")
    expect(Result.getOrThrow(refundCalculationCall(roots, null as never, "1")).url).toBe("https://x.test/api/user/order/return/calculate")
  })
})
