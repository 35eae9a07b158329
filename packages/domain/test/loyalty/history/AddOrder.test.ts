import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import {
  addOrderIncorrectLength,
  addOrderMessages,
  addOrderOutcome,
  addOrderResultDelay,
  addOrderUrl,
  OrderNumberLength,
  parseOrderNumber,
} from "../../../src/loyalty/history/AddOrder.ts"

describe("parseOrderNumber (loyalty §5: 11 to 24 inclusive)", () => {
  it("accepts the boundaries 11 and 24 and refuses 10 and 25", () => {
    expect(parseOrderNumber("1".repeat(11))).toEqual(Result.succeed("1".repeat(11)))
    expect(parseOrderNumber("1".repeat(24))).toEqual(Result.succeed("1".repeat(24)))
    for (const n of [0, 10, 25]) {
      const result = parseOrderNumber("1".repeat(n))
      expect(Result.isFailure(result) && result.failure).toBeInstanceOf(OrderNumberLength)
    }
  })

  it("trims before counting", () => {
    expect(parseOrderNumber("  12345678901  ")).toEqual(Result.succeed("12345678901"))
    expect(Result.isFailure(parseOrderNumber(" 1234567890 "))).toBe(true)
  })

  it("gives the not-found message and the incorrect-length event; non-strings never throw", () => {
    for (const value of [undefined, null, 12345678901, "short"]) {
      const result = parseOrderNumber(value)
      expect(Result.isFailure(result) && result.failure.message).toBe(addOrderMessages["trans-not-found"])
      expect(Result.isFailure(result) && result.failure.event).toEqual(addOrderIncorrectLength)
    }
  })

  test.prop([fc.string({ maxLength: 40 })])("accepts exactly the trimmed lengths 11..24", (text) => {
    const length = text.trim().length
    expect(Result.isSuccess(parseOrderNumber(text))).toBe(length >= 11 && length <= 24)
  })
})

describe("addOrderOutcome (loyalty §8 table)", () => {
  const rows: ReadonlyArray<[string, string, boolean]> = [
    ["Error", "trans-not-found", false],
    ["TransactionNotFound", "trans-not-found", false],
    ["LoyaltyAlreadyAdded", "already-added", false],
    ["StoreNotValid", "store-not-valid", false],
    ["IneligibleTransactionDate", "ineligible-trans-date", false],
    ["IneligibleTransactionCountry", "ineligible-transaction-country", false],
    ["RESPONSE_PENDING", "timeout", false],
    ["LoyaltyAdded", "success", true],
    ["NotShippedOrder", "pending", false],
  ]
  it.each(rows)("%s → %s, input cleared", (status, key, succeeded) => {
    const outcome = addOrderOutcome(status)
    expect(outcome.key).toBe(key)
    expect(outcome.message).toBe(addOrderMessages[key as keyof typeof addOrderMessages])
    expect(outcome.clearInput).toBe(true)
    expect(outcome.succeeded).toBe(succeeded)
  })

  it("an unknown status, a differently spelt one, or an HTTP failure is the error message, input kept", () => {
    for (const status of [undefined, "", "loyaltyadded", "toString", "Mystery"]) {
      expect(addOrderOutcome(status)).toEqual({ key: "error", message: addOrderMessages.error, clearInput: false, succeeded: false })
    }
  })
})

describe("addOrderResultDelay (loyalty §9: 3000 ms minimum, 10 ms if already longer)", () => {
  it("waits out the rest of 3 s, or 10 ms once 3 s have passed", () => {
    expect(addOrderResultDelay(0)).toBe(3000)
    expect(addOrderResultDelay(1200)).toBe(1800)
    expect(addOrderResultDelay(2999)).toBe(1)
    expect(addOrderResultDelay(3000)).toBe(10)
    expect(addOrderResultDelay(9000)).toBe(10)
  })
})

describe("addOrderUrl (loyalty §7)", () => {
  const roots = { apiRoot: "http://x/api", historyRootV2: "http://x/api/v2" }
  it("uses the user path, or the v2 path with the flag, encoding the number", () => {
    expect(addOrderUrl("12345678901", roots, false)).toBe("http://x/api/user/loyalty/points/12345678901")
    expect(addOrderUrl("12345678901", roots, true)).toBe("http://x/api/v2/order/loyalty/points/12345678901")
    expect(addOrderUrl("12345678901", { ...roots, historyRootV2: "" }, true)).toBe("http://x/api/v2/order/loyalty/points/12345678901")
    expect(addOrderUrl("1234 5678/901", roots, false)).toBe("http://x/api/user/loyalty/points/1234%205678%2F901")
  })
})

describe("values of the wrong type", () => {
  it("counts an elapsed time that is not a number as none", () => {
    expect(addOrderResultDelay(Number.NaN)).toBe(addOrderResultDelay(0))
    expect(addOrderResultDelay("5000" as never)).toBe(addOrderResultDelay(0))
  })
  it("builds the path with empty roots and an empty number for values that are not text", () => {
    expect(addOrderUrl(12345678901 as never, null as never, false)).toBe("/user/loyalty/points/")
    expect(addOrderUrl("1\uD800", { apiRoot: "https://x.test/api", historyRootV2: 3 } as never, true))
      .toBe("https://x.test/api/v2/order/loyalty/points/1%EF%BF%BD")
  })
})

describe("addOrderOutcome: a status that is not text", () => {
  it("is the error outcome", () => {
    expect(addOrderOutcome(JSON.parse('{"toString":[],"valueOf":{}}') as never).key).toBe("error")
    expect(addOrderOutcome(7 as never).key).toBe("error")
  })
})
