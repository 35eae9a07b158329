import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { loyaltyResponseSchemas } from "../../src/loyalty/LoyaltyResponseSchema.ts"
import {
  LoyaltyCoupon,
  LoyaltyCoupons,
  LoyaltyEventDetail,
  LoyaltyHistoryRecord,
  LoyaltyPreference,
  LoyaltyPromotion,
  LoyaltySinceLastLogin,
} from "../../src/loyalty/LoyaltySchemas.ts"

const text = fc.string({ maxLength: 12 })
const numberOrText = fc.oneof(text, fc.integer({ min: -1_000_000, max: 1_000_000 }))
// extra fields the spec does not name are kept; named so they never collide with known ones
const extras = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }).map((k) => `x_${k}`), fc.jsonValue(), { maxKeys: 3 })
const loose = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) =>
  fc.tuple(fc.record(fields, { requiredKeys: [] }), extras).map(([known, rest]) => ({ ...rest, ...known }))

const promoInfo = loose({ formattedDiscount: text })
const offer = loose({
  promoType: text,
  rewardGroup: fc.oneof(text, fc.constant("BOUNCE_BACK")),
  formattedValue: text,
  couponCode: text,
  couponExpiryDate: text,
  associatedPromoName: text,
  promoInfo: fc.array(promoInfo, { maxLength: 2 }),
})
const sinceLastLogin = loose({ totalCashValue: numberOrText, formattedTotalCashValue: text, cashExpiryDate: text })
const preference = loose({ onboarding: fc.oneof(fc.constantFrom(0, 1, "0", "1"), numberOrText), gender: text, birthDay: numberOrText, birthMonth: numberOrText, birthYear: numberOrText })
const eventDetail = loose({ transactionId: text, couponNumber: text, tmnt: text })
const historyRecord = loose({ status: numberOrText, eventType: text, eventDetail, displayDetail: text, createdAt: text, pointBalance: numberOrText })

const roundTrips = <S extends Schema.Codec<unknown, unknown>>(schema: S, value: unknown) => {
  const decoded = Schema.decodeUnknownSync(schema)(value)
  expect(Schema.decodeUnknownSync(schema)(Schema.encodeSync(schema)(decoded))).toEqual(decoded)
  expect(decoded).toEqual(value)
}

describe("loyalty payload schemas (loyalty-payments §3): decode(encode(x)) is x", () => {
  test.prop([offer])("coupon", (value) => roundTrips(LoyaltyCoupon, value))
  test.prop([offer])("promotion", (value) => roundTrips(LoyaltyPromotion, value))
  test.prop([sinceLastLogin])("sinceLastLogin", (value) => roundTrips(LoyaltySinceLastLogin, value))
  test.prop([preference])("preference", (value) => roundTrips(LoyaltyPreference, value))
  test.prop([eventDetail])("eventDetail", (value) => roundTrips(LoyaltyEventDetail, value))
  test.prop([historyRecord])("history record", (value) => roundTrips(LoyaltyHistoryRecord, value))
  test.prop([fc.array(offer, { maxLength: 4 })])("coupon list", (value) => roundTrips(LoyaltyCoupons, value))
  test.prop([fc.record({ status: fc.constantFrom("success", "no_record_found"), payload: loose({ coupons: fc.array(offer, { maxLength: 2 }), promotions: fc.array(offer, { maxLength: 2 }), sinceLastLogin, pointBalance: numberOrText }) })])(
    "a whole rewards response",
    (value) => roundTrips(loyaltyResponseSchemas.rewards, value),
  )
})

describe("lenient where the rules were lenient", () => {
  it("keeps the fixtures' shapes, with extra fields and missing optional ones", () => {
    const rewards = Schema.decodeUnknownSync(loyaltyResponseSchemas.rewards)({
      status: "success",
      payload: {
        pointBalance: "1,234",
        coupons: [{ rewardGroup: "BOUNCE_BACK", formattedValue: "$10", couponCode: "C1", couponExpiryDate: "12/31/2026", brandNew: true }],
        promotions: [],
        sinceLastLogin: { totalCashValue: 10, formattedTotalCashValue: "$10", cashExpiryDate: "12/31/2026" },
      },
    })
    expect(rewards.payload?.coupons?.[0]).toEqual({ rewardGroup: "BOUNCE_BACK", formattedValue: "$10", couponCode: "C1", couponExpiryDate: "12/31/2026", brandNew: true })
    expect(rewards.payload?.sinceLastLogin?.totalCashValue).toBe(10)
    const info = Schema.decodeUnknownSync(loyaltyResponseSchemas.info)({
      status: "success",
      payload: { preference: { onboarding: 0, gender: "F" }, custLoyaltyStoreId: "10051", appleToken: "apple-5001" },
    })
    expect(info.payload?.preference?.onboarding).toBe(0)
    expect(info.payload?.appleToken).toBe("apple-5001")
    expect(Schema.decodeUnknownSync(loyaltyResponseSchemas.info)({ status: "success", payload: {} }).payload).toEqual({})
  })

  it("drops entries that are not objects and fields of the wrong type; reads numbers as text", () => {
    const decoded = Schema.decodeUnknownSync(loyaltyResponseSchemas.rewards)({
      status: "success",
      payload: { coupons: [null, "junk", 3, [1], { couponCode: 12345, formattedValue: { x: 1 }, promoInfo: "none" }] },
    })
    expect(decoded.payload?.coupons).toEqual([{ couponCode: "12345" }])
    const info = Schema.decodeUnknownSync(loyaltyResponseSchemas.info)({ status: "success", payload: { appleToken: 5, preference: { onboarding: {} } } })
    expect(info.payload?.appleToken).toBeUndefined()
    expect(info.payload?.preference).toEqual({})
    const history = Schema.decodeUnknownSync(loyaltyResponseSchemas.history)({
      status: "success",
      payload: { history: ["x", { status: "2", eventType: "purchase", eventDetail: { transactionId: 123 }, pointBalance: "1,200" }] },
    })
    expect(history.payload?.history).toEqual([{ status: "2", eventType: "purchase", eventDetail: { transactionId: "123" }, pointBalance: "1,200" }])
  })

  it("still fails, as a typed failure, where it failed before", () => {
    for (const payload of [{ coupons: "x" }, { sinceLastLogin: "x" }, { promotions: {} }]) {
      expect(Result.isFailure(Schema.decodeUnknownResult(loyaltyResponseSchemas.rewards)({ status: "success", payload }))).toBe(true)
    }
    expect(Result.isFailure(Schema.decodeUnknownResult(loyaltyResponseSchemas.info)({ status: "success", payload: { preference: [] } }))).toBe(true)
  })

  test.prop([fc.anything()])("garbage is a typed failure or a value, never a throw", (garbage) => {
    for (const schema of Object.values(loyaltyResponseSchemas)) {
      const result = Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(garbage)
      expect(Result.isSuccess(result) || Schema.isSchemaError(result.failure)).toBe(true)
    }
    for (const schema of [LoyaltyCoupon, LoyaltyHistoryRecord, LoyaltyPreference, LoyaltySinceLastLogin]) {
      expect(() => Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(garbage)).not.toThrow()
    }
  })

  test.prop([fc.anything()])("garbage inside a payload never throws either", (garbage) => {
    const body = { status: "success", payload: { coupons: [garbage], sinceLastLogin: garbage, history: [garbage] } }
    expect(() => Schema.decodeUnknownResult(loyaltyResponseSchemas.rewards)(body)).not.toThrow()
    expect(() => Schema.decodeUnknownResult(loyaltyResponseSchemas.history)(body)).not.toThrow()
  })
})
