/**
 * ReturnsService's call discipline (orders-returns-help §7), on a service that fails in
 * each of the ways that matter, with the TestClock: the details read waits out each
 * configured interval and then fails with MaxRetries; a refused session is never retried;
 * a cancel is tried 3 times 1 s apart; a submission is sent exactly once; one guest
 * session request is shared while it is in flight.
 */
import { describe, expect, it } from "@effect/vitest"
import { clientsLayer, ReturnsService } from "@outfitter/clients"
import { cancelRequest, refundCalculationBody, returnSubmissionBody, type StoreSettings } from "@outfitter/domain"
import { returnsMagic, returnsOrderNumbers } from "@outfitter/fixtures"
import { memberCookies } from "@outfitter/fixtures/testing"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Result from "effect/Result"
import * as TestClock from "effect/testing/TestClock"
import { fixtureApiRoot as apiRoot, fixtureBrowser } from "./support.ts"

/** A service that answers every request with `status` (a JSON error body), counting them. */
const answering = (status: number) => {
  const requests: Array<{ readonly method: string; readonly url: string }> = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init)
    requests.push({ method: request.method, url: request.url })
    return Promise.resolve(
      Response.json({ error: [{ errorKey: "SERVICE_UNAVAILABLE", errorCode: String(status), errorMessage: "service unavailable" }] }, { status }),
    )
  }
  return { requests, fetch }
}

/** Lets the fetch promises started so far settle (they are real promises, outside the TestClock). */
const settle = Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

/** Moves the TestClock on, then lets what that started reach the service. */
const advance = (duration: Parameters<typeof TestClock.adjust>[0]) => Effect.andThen(TestClock.adjust(duration), settle)

/**
 * Checks how many requests the service has seen at each moment: `[ms to move on, count]`
 * in order, starting at 0 ms (nothing moved).
 */
const requestsAt = (requests: ReadonlyArray<unknown>, steps: ReadonlyArray<readonly [ms: number, count: number]>) =>
  Effect.forEach(steps, ([ms, count]) =>
    Effect.andThen(ms === 0 ? settle : advance(`${ms} millis`), Effect.sync(() => {
      expect(requests, `after another ${ms} ms`).toHaveLength(count)
    })), { discard: true })

const layer = (fetch: typeof globalThis.fetch, settings: Partial<StoreSettings> = {}) =>
  clientsLayer({ apiRoot, fetch, settings })

const cancelBody = Result.getOrThrow(cancelRequest("10000001001", "avery@example.com", { kind: "order", changeReasonCode: "CR01" })).body

describe("ReturnsService.details: tried again after each configured interval, then MaxRetries", () => {
  it.effect("with the default intervals (1, 2, 4 s): four attempts, at 0, 1, 3 and 7 s, then MaxRetries carrying the last failure", () => {
    const service = answering(500)
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(ReturnsService.use((returns) => returns.details("10000001001", "a@b.co"))))
      yield* requestsAt(service.requests, [[0, 1], [999, 1], [1, 2], [1999, 2], [1, 3], [3999, 3]])
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* advance("1 millis")
      const error = yield* Fiber.join(fiber)
      expect(service.requests).toHaveLength(4)
      expect(error._tag).toBe("MaxRetries")
      if (error._tag !== "MaxRetries") return
      expect(error.reason).toBe(5)
      expect(error.attempts).toBe(4)
      expect(error.last._tag).toBe("AjaxFailed")
      expect(service.requests.every((request) => request.url === `${apiRoot}/user/order/return/10000001001?email=a%40b.co`)).toBe(true)
    }).pipe(Effect.provide(layer(service.fetch)))
  })

  it.effect("the store's own intervals, and none: one attempt only", () => {
    const service = answering(503)
    return Effect.gen(function*() {
      const error = yield* Effect.flip(ReturnsService.use((returns) => returns.details("10000001001", "a@b.co")))
      expect(error._tag).toBe("MaxRetries")
      expect(service.requests).toHaveLength(1)
    }).pipe(Effect.provide(layer(service.fetch, { returnDetailsRetryIntervalsMs: [] })))
  })

  it.effect("an answer that says no is final: 404 is NotFound and 400 InvalidParams after one request each", () => {
    const notFound = answering(404)
    const badInput = answering(400)
    return Effect.gen(function*() {
      const first = yield* Effect.flip(ReturnsService.use((returns) => returns.details("10000001001", "a@b.co")).pipe(Effect.provide(layer(notFound.fetch))))
      const second = yield* Effect.flip(ReturnsService.use((returns) => returns.details("10000001001", "a@b.co")).pipe(Effect.provide(layer(badInput.fetch))))
      expect([first._tag, second._tag]).toEqual(["NotFound", "InvalidParams"])
      expect([notFound.requests.length, badInput.requests.length]).toEqual([1, 1])
    })
  })

  it.effect("a refused session (401) is not retried: Unauthorized at once", () => {
    const service = answering(401)
    return Effect.gen(function*() {
      const error = yield* Effect.flip(ReturnsService.use((returns) => returns.details("10000001001", "a@b.co")))
      expect(error._tag).toBe("Unauthorized")
      expect(service.requests).toHaveLength(1)
    }).pipe(Effect.provide(layer(service.fetch)))
  })

  it.effect("with order details v3 it reads the history API's path", () => {
    const service = answering(500)
    return Effect.gen(function*() {
      yield* Effect.flip(ReturnsService.use((returns) => returns.details("10000001001", "a@b.co")))
      expect(service.requests[0]?.url).toBe(`${apiRoot}/v2/order/details/10000001001?email=a%40b.co`)
    }).pipe(Effect.provide(layer(service.fetch, { hasOrderDetailsV3: true, returnDetailsRetryIntervalsMs: [] })))
  })
})

describe("ReturnsService.cancel: up to 3 attempts, 1 s apart", () => {
  it.effect("a failing service sees three PUTs, at 0, 1 and 2 s, then the failure", () => {
    const service = answering(500)
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(ReturnsService.use((returns) => returns.cancel("10000001001", cancelBody))))
      yield* requestsAt(service.requests, [[0, 1], [999, 1], [1, 2], [999, 2]])
      yield* advance("1 millis")
      const error = yield* Fiber.join(fiber)
      expect(service.requests).toHaveLength(3)
      expect(error._tag).toBe("AjaxFailed")
      expect(service.requests.every((request) => request.method === "PUT" && request.url === `${apiRoot}/user/order/10000001001`)).toBe(true)
    }).pipe(Effect.provide(layer(service.fetch)))
  })

  it.effect("with the new cancel API it PUTs the history API's cancel path", () => {
    const service = answering(500)
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(ReturnsService.use((returns) => returns.cancel("10000001001", cancelBody))))
      yield* advance("2 seconds")
      yield* Fiber.join(fiber)
      expect(service.requests[0]).toEqual({ method: "PUT", url: `${apiRoot}/v2/order/10000001001/cancel` })
    }).pipe(Effect.provide(layer(service.fetch, { newCancelOrderApi: true })))
  })
})

describe("ReturnsService.submit is never retried", () => {
  it.effect("a failed submission is one POST and the service's failure", () => {
    const service = answering(500)
    return Effect.gen(function*() {
      const error = yield* Effect.flip(
        ReturnsService.use((returns) =>
          returns.submit({ smartLabel: true, eGiftCard: false, fromOrderToken: "t", billToKey: "b", shipToKey: "s", currency: "USD", items: [] }, { orderNumber: "10000001001", email: "a@b.co" })
        ),
      )
      yield* advance("1 minute")
      expect(error._tag).toBe("AjaxFailed")
      expect(service.requests).toEqual([{ method: "POST", url: `${apiRoot}/user/order/return` }])
    }).pipe(Effect.provide(layer(service.fetch)))
  })
})

describe("ReturnsService.guestSession shares one request in flight", () => {
  it.effect("three callers while it is in flight send one POST; a call after it settled sends another", () => {
    const requests: Array<string> = []
    let answer: (() => void) | undefined
    const fetch: typeof globalThis.fetch = (input, init) => {
      const request = new Request(input, init)
      requests.push(`${request.method} ${request.url}`)
      return new Promise((resolve) => {
        answer = () => resolve(Response.json({}, { status: 200 }))
      })
    }
    return Effect.gen(function*() {
      const start = ReturnsService.use((returns) => returns.guestSession())
      const callers = yield* Effect.forkChild(Effect.all([start, start, start], { concurrency: "unbounded" }))
      yield* settle
      expect(requests).toEqual([`POST ${apiRoot}/session/guest`])
      answer?.()
      yield* Fiber.join(callers)
      expect(requests).toHaveLength(1)
      const again = yield* Effect.forkChild(start)
      yield* settle
      expect(requests).toHaveLength(2)
      answer?.()
      yield* Fiber.join(again)
    }).pipe(Effect.provide(layer(fetch)))
  })

  it.effect("a failed guest session fails every caller that shared it", () => {
    const service = answering(500)
    return Effect.gen(function*() {
      const start = Effect.flip(ReturnsService.use((returns) => returns.guestSession()))
      const errors = yield* Effect.all([start, start], { concurrency: "unbounded" })
      expect(errors.map((error) => error._tag)).toEqual(["AjaxFailed", "AjaxFailed"])
      expect(service.requests).toHaveLength(1)
    }).pipe(Effect.provide(layer(service.fetch)))
  })
})

describe("ReturnsService.submitAsVisitor: a guest session first unless signed in, then the submission", () => {
  const body = { smartLabel: true, eGiftCard: false, fromOrderToken: "t", billToKey: "b", shipToKey: "s", currency: "USD", items: [] }
  const origin = { orderNumber: "10000001001", email: "a@b.co" }
  /** A service that answers every call, counting them: the submission with return order 20000000001. */
  const recording = () => {
    const requests: Array<string> = []
    const fetch: typeof globalThis.fetch = (input, init) => {
      const request = new Request(input, init)
      requests.push(`${request.method} ${request.url}`)
      return Promise.resolve(Response.json(request.url.endsWith("/session/guest") ? {} : { returnOrderId: "20000000001" }, { status: 200 }))
    }
    return { requests, fetch }
  }

  it.effect("a visitor: the guest session, then the submission, in that order", () => {
    const service = recording()
    return Effect.gen(function*() {
      const response = yield* ReturnsService.use((returns) => returns.submitAsVisitor(body, origin, { signedIn: false }))
      expect(response.returnOrderId).toBe("20000000001")
      expect(service.requests).toEqual([`POST ${apiRoot}/session/guest`, `POST ${apiRoot}/user/order/return`])
    }).pipe(Effect.provide(layer(service.fetch)))
  })

  it.effect("a signed-in shopper: the submission alone", () => {
    const service = recording()
    return Effect.gen(function*() {
      yield* ReturnsService.use((returns) => returns.submitAsVisitor(body, origin, { signedIn: true }))
      expect(service.requests).toEqual([`POST ${apiRoot}/user/order/return`])
    }).pipe(Effect.provide(layer(service.fetch)))
  })

  it.effect("a failed guest session fails the call and sends no submission", () => {
    const service = answering(500)
    return Effect.gen(function*() {
      const error = yield* Effect.flip(ReturnsService.use((returns) => returns.submitAsVisitor(body, origin, { signedIn: false })))
      expect(error._tag).toBe("AjaxFailed")
      expect(service.requests).toEqual([{ method: "POST", url: `${apiRoot}/session/guest` }])
    }).pipe(Effect.provide(layer(service.fetch)))
  })
})

describe("ReturnsService over the fixtures: the round trip a customer makes", () => {
  it.effect("details, reason codes, a calculation, a submission, the return order's details, then its cancel", () => {
    const b = fixtureBrowser({ cookies: memberCookies("5001") })
    const email = "registered@outfitter.test"
    return Effect.gen(function*() {
      const returns = yield* ReturnsService
      const details = yield* returns.details(returnsOrderNumbers.returnable, email)
      const line = details.items.find((item) => item.returnable)!
      const reasons = yield* returns.reasons()
      expect(reasons.some((reason) => reason.type === "textbox")).toBe(true)
      const item = { itemId: line.itemId, shortSku: line.shortSku, returnReasonCode: "R04", returnReasonDetailCode: null, returnReasonComments: "", exchange: false } as const
      const request = Result.getOrThrow(refundCalculationBody(details, [item]))
      const calculation = yield* returns.calculate(details.orderNumber, request)
      expect(calculation.returnItemCount).toBe(line.quantity)
      const body = Result.getOrThrow(returnSubmissionBody(details, { smartLabel: true, eGiftCard: false, items: [item] }))
      const { returnOrderId } = yield* returns.submit(body, { orderNumber: details.orderNumber, email })
      const returnOrder = yield* returns.details(returnOrderId, email)
      expect(returnOrder).toMatchObject({ orderNumber: returnOrderId, returnOrder: true, originalSalesOrderNumber: details.orderNumber })
      const cancel = Result.getOrThrow(cancelRequest(returnOrderId, email, { kind: "return" }))
      yield* returns.cancel(cancel.orderId, cancel.body)
      expect((yield* returns.details(returnOrderId, email)).status).toBe("Cancelled")
    }).pipe(Effect.provide(b.layer({ visitor: () => b.visitor(false) })))
  })

  it.effect("a cancel the service answers with 'Failure' fails, after one call", () => {
    const b = fixtureBrowser({ cookies: memberCookies("5001") })
    return Effect.gen(function*() {
      // the order's own e-mail: the fixtures refuse another's with 404 before the magic number
      const body = Result.getOrThrow(cancelRequest(returnsMagic.cancelAnswersFailure, "registered@outfitter.test", { kind: "order", changeReasonCode: "CR01" })).body
      const error = yield* Effect.flip(ReturnsService.use((returns) => returns.cancel(returnsMagic.cancelAnswersFailure, body)))
      expect(error).toMatchObject({ _tag: "AjaxFailed", errorKey: "Failure", message: "The cancellation could not be completed" })
      expect(b.requests.filter((request) => request.method === "PUT")).toHaveLength(1)
    }).pipe(Effect.provide(b.layer({ visitor: () => b.visitor(false) })))
  })

  it.effect("the history-API paths answer the same", () => {
    const b = fixtureBrowser({ cookies: memberCookies("5001") })
    return Effect.gen(function*() {
      const details = yield* ReturnsService.use((returns) => returns.details(returnsOrderNumbers.returnable, "registered@outfitter.test"))
      expect(details.orderNumber).toBe(returnsOrderNumbers.returnable)
      expect(b.requests[0]?.url).toBe(`${apiRoot}/v2/order/details/${returnsOrderNumbers.returnable}?email=registered%40outfitter.test`)
    }).pipe(Effect.provide(b.layer({ visitor: () => b.visitor(false), settings: { hasOrderDetailsV3: true, newCancelOrderApi: true } })))
  })
})
