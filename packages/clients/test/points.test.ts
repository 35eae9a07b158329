import { describe, expect, it } from "@effect/vitest"
import { type Loyalty, Points, pointsHistory } from "@outfitter/clients"
import { AjaxFailed, GenericUser, OrderNumberLength, type StoreSettings, Unauthorized, type Visitor } from "@outfitter/domain"
import { memberCookies } from "@outfitter/fixtures/testing"
import * as Effect from "effect/Effect"
import { fixtureBrowser } from "./support.ts"

const apiRoot = "http://fixtures.outfitter.invalid/api"
const registered: Visitor = { kind: "registered", isLoggedIn: true, isRemembered: false }
const generic: Visitor = { kind: "generic", isLoggedIn: false, isRemembered: false }

const setup = (options: { userId?: string | null; visitor?: Visitor; settings?: Partial<StoreSettings> } = {}) => {
  const b = fixtureBrowser(options.userId === null ? {} : { cookies: memberCookies(options.userId ?? "5001") })
  const layer = b.layer({ apiRoot, visitor: () => options.visitor ?? registered, settings: options.settings ?? {} })
  return { requests: b.requests, run: <A, E>(effect: Effect.Effect<A, E, Points | Loyalty>) => Effect.provide(effect, layer) }
}

const addOrder = (orderNumber: unknown) => Points.use((points) => points.addOrder(orderNumber))

describe("Points.addOrder (loyalty §7, §8)", () => {
  it.effect("POSTs {apiRoot}/user/loyalty/points/{n} with no body and answers the status", () => {
    const { requests, run } = setup()
    return run(Effect.gen(function*() {
      expect(yield* addOrder(" 12345678901 ")).toBe("LoyaltyAdded")
      expect(requests[0]!.method).toBe("POST")
      expect(new URL(requests[0]!.url).pathname).toBe("/api/user/loyalty/points/12345678901")
      expect(yield* Effect.promise(() => requests[0]!.text())).toBe("")
    }))
  })

  it.effect("uses the v2 path with the orderHistoryV2 flag", () => {
    const { requests, run } = setup({ settings: { orderHistoryV2: true } })
    return run(Effect.gen(function*() {
      expect(yield* addOrder("10000000003")).toBe("LoyaltyAlreadyAdded")
      expect(new URL(requests[0]!.url).pathname).toBe("/api/v2/order/loyalty/points/10000000003")
    }))
  })

  it.effect("answers each magic status as it is", () => {
    const { run } = setup()
    return run(Effect.gen(function*() {
      expect(yield* addOrder("10000000007")).toBe("RESPONSE_PENDING")
      expect(yield* addOrder("10000000008")).toBe("NotShippedOrder")
      expect(yield* addOrder("10000000009")).toBe("SomethingUnknown")
    }))
  })

  it.effect("refuses a wrong length without calling", () => {
    const { requests, run } = setup()
    return run(Effect.gen(function*() {
      const error = yield* Effect.flip(addOrder("1234567890"))
      expect(error).toBeInstanceOf(OrderNumberLength)
      expect(requests).toHaveLength(0)
    }))
  })

  it.effect("an HTTP failure and a body without a status are AjaxFailed; no member is Unauthorized", () => {
    const member = setup()
    const nobody = setup({ userId: null })
    return Effect.gen(function*() {
      expect(yield* Effect.flip(member.run(addOrder("10000000010")))).toBeInstanceOf(AjaxFailed)
      expect(yield* Effect.flip(member.run(addOrder("10000000011")))).toBeInstanceOf(AjaxFailed)
      expect(yield* Effect.flip(nobody.run(addOrder("12345678901")))).toBeInstanceOf(Unauthorized)
    })
  })

  it.effect("a generic visitor is refused before any call", () => {
    const { requests, run } = setup({ visitor: generic })
    return run(Effect.gen(function*() {
      expect(yield* Effect.flip(addOrder("12345678901"))).toBeInstanceOf(GenericUser)
      expect(requests).toHaveLength(0)
    }))
  })
})

describe("pointsHistory (loyalty §3)", () => {
  it.effect("parses the member's history records", () => {
    const { run } = setup()
    return run(Effect.gen(function*() {
      const history = yield* pointsHistory()
      expect(history.entries.length).toBeGreaterThanOrEqual(3)
      for (const entry of history.entries) {
        expect(["pending", "rejected", "approved"]).toContain(entry.status)
        expect(entry.pointsText).toMatch(/^\d{1,3}(,\d{3})*$/)
      }
    }))
  })

  it.effect("no_record_found is an empty history", () => {
    const { run } = setup({ userId: "5095" })
    return run(Effect.gen(function*() {
      expect((yield* pointsHistory()).entries).toEqual([])
    }))
  })
})
