/**
 * `timeoutWithRetries` (config/CallTimeout.ts): a client call that tries again ends within
 * it, every attempt and wait included, with the domain's Timeout; without it the
 * per-attempt time-out and the retries are as they were (returns.test.ts,
 * transport.test.ts). TestClock throughout: the moment each call ends is checked, not
 * measured.
 */
import { describe, expect, it } from "@effect/vitest"
import { clientsLayer, Loyalty, ReturnsService, withinCallTimeout } from "@outfitter/clients"
import { cancelRequest, Timeout } from "@outfitter/domain"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Result from "effect/Result"
import * as TestClock from "effect/testing/TestClock"

const apiRoot = "http://service.outfitter.invalid/api"

/** A service that answers the first `answered` requests with `answer` and then never again (until aborted). */
const service = (answered: number, answer: () => Response) => {
  const requests: Array<{ readonly method: string; readonly url: string }> = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init)
    requests.push({ method: request.method, url: request.url })
    if (requests.length <= answered) return Promise.resolve(answer())
    return new Promise((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(init.signal?.reason), { once: true })
    })
  }
  return { requests, fetch }
}

const failing = () => Response.json({ error: [{ errorKey: "SERVICE_UNAVAILABLE", errorMessage: "service unavailable" }] }, { status: 500 })

/** Lets the fetch promises started so far settle (real promises, outside the TestClock). */
const settle = Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

/** Moves the TestClock on by `ms`, then lets what that started reach the service. */
const advance = (ms: number) => Effect.andThen(TestClock.adjust(`${ms} millis`), settle)

const cancelBody = Result.getOrThrow(cancelRequest("10000001001", "avery@example.com", { kind: "order", changeReasonCode: "CHANGED_MIND" })).body

describe("timeoutWithRetries bounds a call with its retries", () => {
  it.effect("details against a service that never answers: Timeout at 5 s (not 4 attempts of 15 s), one request", () => {
    const { requests, fetch } = service(0, failing)
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(ReturnsService.use((returns) => returns.details("10000001001", "a@b.co"))))
      yield* settle
      yield* advance(4999)
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* advance(1)
      const error = yield* Fiber.join(fiber)
      expect(error).toBeInstanceOf(Timeout)
      expect(error.message).toBe("the service did not answer in 5 s")
      expect((error as Timeout).url).toBe(`${apiRoot}/user/order/return/10000001001?email=a%40b.co`)
      yield* advance(60_000)
      expect(requests).toHaveLength(1)
    }).pipe(Effect.provide(clientsLayer({ apiRoot, fetch, timeoutWithRetries: "5 seconds" })))
  })

  it.effect("details failing fast: retried at 1 s, then Timeout at 2.5 s instead of MaxRetries, and no attempt after", () => {
    const { requests, fetch } = service(Number.POSITIVE_INFINITY, failing)
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(ReturnsService.use((returns) => returns.details("10000001001", "a@b.co"))))
      yield* settle
      yield* advance(1000)
      expect(requests).toHaveLength(2)
      yield* advance(1499)
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* advance(1)
      const error = yield* Fiber.join(fiber)
      expect(error._tag).toBe("Timeout")
      expect(error.message).toBe("the service did not answer in 2.5 s")
      yield* advance(60_000)
      expect(requests).toHaveLength(2)
    }).pipe(Effect.provide(clientsLayer({ apiRoot, fetch, timeoutWithRetries: 2500 })))
  })

  it.effect("cancel: the PUTs 1 s apart stop at the bound; the Timeout names the PUT", () => {
    const { requests, fetch } = service(Number.POSITIVE_INFINITY, failing)
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(ReturnsService.use((returns) => returns.cancel("10000001001", cancelBody))))
      yield* settle
      yield* advance(1499)
      expect(requests).toHaveLength(2)
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* advance(1)
      const error = yield* Fiber.join(fiber)
      expect(error).toBeInstanceOf(Timeout)
      expect([(error as Timeout).method, (error as Timeout).url]).toEqual(["PUT", `${apiRoot}/user/order/10000001001`])
      yield* advance(60_000)
      expect(requests).toHaveLength(2)
    }).pipe(Effect.provide(clientsLayer({ apiRoot, fetch, timeoutWithRetries: "1.5 seconds" })))
  })

  it.effect("loyalty: a token failure retried with force, the retry unanswered: Timeout at 3 s, though an attempt may take 15 s", () => {
    const tokenExpired = () => Response.json({ errors: [{ errorKey: "TOKEN_EXPIRED", errorMessage: "token expired" }] }, { status: 500 })
    const { requests, fetch } = service(1, tokenExpired)
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(Loyalty.use((loyalty) => loyalty.get("history", { force: true }))))
      yield* settle
      yield* advance(2999)
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* advance(1)
      const error = yield* Fiber.join(fiber)
      expect(error._tag).toBe("Timeout")
      expect(error.message).toBe("the service did not answer in 3 s")
      expect(requests).toHaveLength(2)
    }).pipe(Effect.provide(clientsLayer({ apiRoot, fetch, timeoutWithRetries: "3 seconds" })))
  })

  it("a bound that is not a positive, finite duration is refused when the layer is made", () => {
    for (const bad of [0, -1, Number.NaN, "soon"] as const) {
      expect(() => clientsLayer({ apiRoot, timeoutWithRetries: bad as never })).toThrow(RangeError)
    }
  })

  it.effect("withinCallTimeout with no bound leaves the call as it is", () =>
    Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.sleep("1 hour").pipe(Effect.as("done"), withinCallTimeout(undefined, { method: "GET", url: apiRoot })))
      yield* TestClock.adjust("1 hour")
      expect(yield* Fiber.join(fiber)).toBe("done")
    }))
})
