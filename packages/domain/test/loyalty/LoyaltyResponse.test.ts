import * as Exit from "effect/Exit"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { firstLoyaltyError } from "../../src/loyalty/LoyaltyResponse.ts"
import { loyaltyEnvelope, LoyaltyFailureBody, loyaltyResponseSchemas } from "../../src/loyalty/LoyaltyResponseSchema.ts"

describe("loyalty envelope (platform §8)", () => {
  const decodeInfo = Schema.decodeUnknownSync(loyaltyResponseSchemas.info)

  it("decodes success and no_record_found, the payload loosely", () => {
    const decoded = decodeInfo({ status: "success", payload: { firstName: "Avery", unknownField: 1 } })
    expect(decoded.payload?.firstName).toBe("Avery")
    expect(decoded.payload?.["unknownField"]).toBe(1)
    expect(decodeInfo({ status: "no_record_found", errors: [] }).status).toBe("no_record_found")
  })

  it("rejects another status, a non-list errors, and a wrongly typed known field", () => {
    expect(() => decodeInfo({ status: "failure" })).toThrow()
    expect(() => decodeInfo({ status: "success", errors: "none" })).toThrow()
    expect(() => decodeInfo({ status: "success", payload: { firstName: 3 } })).toThrow()
  })

  it("reads the first error from the loyalty list, else the platform list", () => {
    const decode = Schema.decodeUnknownSync(LoyaltyFailureBody)
    expect(firstLoyaltyError(decode({ errors: [{ errorKey: "A" }], error: [{ errorKey: "B" }] }))?.errorKey).toBe("A")
    expect(firstLoyaltyError(decode({ error: [{ errorKey: "B", errorCode: 400 }] }))?.errorKey).toBe("B")
    expect(firstLoyaltyError(decode({}))).toBeUndefined()
  })
})

describe("firstLoyaltyError: a body of the wrong shape", () => {
  it("has no entry when the body, the lists or the first entry are not what they should be", () => {
    expect(firstLoyaltyError(null as never)).toBeUndefined()
    expect(firstLoyaltyError({ errors: "TOKEN_EXPIRED" } as never)).toBeUndefined()
    expect(firstLoyaltyError({ errors: [null], error: ["x"] } as never)).toBeUndefined()
    expect(firstLoyaltyError({ errors: [], error: [{ errorKey: "A" }] } as never)).toEqual({ errorKey: "A" })
  })
})

describe("loyaltyEnvelope: the envelope around any payload", () => {
  const decode = Schema.decodeUnknownExit(loyaltyEnvelope(Schema.Struct({ points: Schema.Finite })))

  it("takes a status of the two, the errors and the payload decoded by the schema it is given", () => {
    expect(decode({ status: "success", payload: { points: 120 } })).toEqual(Exit.succeed({ status: "success", payload: { points: 120 } }))
    expect(decode({ status: "no_record_found", errors: [{ errorKey: "NONE", errorCode: 404 }] })).toEqual(
      Exit.succeed({ status: "no_record_found", errors: [{ errorKey: "NONE", errorCode: 404 }] }),
    )
  })

  it("refuses another status, a payload its schema refuses, and anything that is no envelope", () => {
    for (const hostile of [{ status: "failure" }, { status: "success", payload: { points: "120" } }, null, "success", []]) {
      expect(Exit.isFailure(decode(hostile)), JSON.stringify(hostile)).toBe(true)
    }
  })
})
