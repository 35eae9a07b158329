/**
 * Outcomes, not guesses: a cancel or a return submission whose answer is lost AFTER the
 * request reached the service. A real node:http server answers with the fixtures and, for
 * the requests a test picks, lets the fixtures act and then destroys the socket instead of
 * answering (what a reset connection looks like to fetch). The client reads the order again
 * and reports what the service did; the cancel's 1 s spacing is moved on with the TestClock.
 */
import { describe, expect, it } from "@effect/vitest"
import { clientsLayer, type ClientsOptions, ReturnsService } from "@outfitter/clients"
import { cancelRequest, idempotencyKeyHeader, type OrderDetails, returnSubmissionBody } from "@outfitter/domain"
import { returnsMagic, returnsOrderNumbers } from "@outfitter/fixtures"
import { respondWithFixtures } from "@outfitter/fixtures/node"
import { cookieHeader, memberCookies } from "@outfitter/fixtures/testing"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Result from "effect/Result"
import * as TestClock from "effect/testing/TestClock"
import { createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"

const email = "registered@outfitter.test"

/** What the service saw: `METHOD /path`, and the idempotency key it carried ("" for none). */
interface Seen {
  readonly call: string
  readonly key: string
}

const toRequest = async (message: IncomingMessage, origin: string): Promise<Request> => {
  const chunks: Array<Uint8Array> = []
  for await (const chunk of message) chunks.push(chunk as Uint8Array)
  const headers = new Headers()
  for (const [name, value] of Object.entries(message.headers)) if (typeof value === "string") headers.set(name, value)
  const body = chunks.length === 0 ? undefined : new Uint8Array(Buffer.concat(chunks))
  return new Request(new URL(message.url ?? "/", origin), { method: message.method ?? "GET", headers, ...(body === undefined ? {} : { body }) })
}

/**
 * A service over the fixtures on a real socket. `cut(call, n)` says whether the n-th
 * request of that call (from 1) loses its answer: `"after"` the fixtures acted, `"before"`
 * they did, or false to answer.
 */
const service = (cut: (call: string, n: number) => "after" | "before" | false) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const seen: Array<Seen> = []
      const server = createServer((message, out) => {
        const call = `${message.method} ${(message.url ?? "/").split("?")[0]}`
        seen.push({ call, key: String(message.headers[idempotencyKeyHeader] ?? "") })
        const how = cut(call, seen.filter((each) => each.call === call).length)
        if (how === "before") return void message.socket.destroy()
        const { port } = server.address() as AddressInfo
        void toRequest(message, `http://127.0.0.1:${port}`).then(respondWithFixtures).then(async (response) => {
          if (how === "after") return void message.socket.destroy()
          out.writeHead(response.status, Object.fromEntries(response.headers))
          out.end(Buffer.from(await response.arrayBuffer()))
        })
      })
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
      const { port } = server.address() as AddressInfo
      return { seen, server, apiRoot: `http://127.0.0.1:${port}/api` }
    }),
    ({ server }) =>
      Effect.promise(() => {
        server.closeAllConnections()
        return new Promise<void>((resolve) => server.close(() => resolve()))
      }),
  )

/**
 * A member's fetch over the network that counts the calls it has finished (answered or
 * failed), so a test can wait for one before it moves the TestClock on.
 */
const memberFetch = () => {
  let finished = 0
  const waiting: Array<{ readonly count: number; readonly resolve: () => void }> = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init)
    request.headers.set("cookie", cookieHeader(memberCookies("5001")))
    return globalThis.fetch(request).finally(() => {
      finished += 1
      for (const waiter of waiting.filter((each) => each.count <= finished)) waiter.resolve()
    })
  }
  /** Once `count` calls have finished, and the fibers waiting on them have run on. */
  const finishedCalls = (count: number) =>
    Effect.promise(() =>
      new Promise<void>((resolve) => {
        if (finished >= count) resolve()
        else waiting.push({ count, resolve })
      }).then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    )
  return { fetch, finishedCalls }
}

const layerFor = (apiRoot: string, fetch: typeof globalThis.fetch, options: Partial<ClientsOptions> = {}) =>
  clientsLayer({ apiRoot, fetch, ...options })

const orderCancel = Result.getOrThrow(cancelRequest(returnsOrderNumbers.cancellable, email, { kind: "order", changeReasonCode: "CR01" }))
const cancelPath = `PUT /api/user/order/${returnsOrderNumbers.cancellable}`
const detailsPath = (orderNumber: string) => `GET /api/user/order/return/${orderNumber}`

describe("a cancel whose answer was lost after the service cancelled (order 10000016010)", () => {
  it.effect("the retry 1 s later answers 'Failure', the order is read again and shows it cancelled: a success", () =>
    Effect.gen(function*() {
      const { seen, apiRoot } = yield* service((call, n) => call === cancelPath && n === 1 ? "after" : false)
      const member = memberFetch()
      const returns = yield* ReturnsService.pipe(Effect.provide(layerFor(apiRoot, member.fetch)))
      const fiber = yield* Effect.forkChild(returns.cancel(orderCancel.orderId, orderCancel.body))
      yield* member.finishedCalls(1)
      yield* TestClock.adjust("999 millis")
      expect(seen.map((each) => each.call)).toEqual([cancelPath])
      yield* TestClock.adjust("1 millis")
      expect(yield* Fiber.join(fiber)).toEqual({ status: "Success" })
      expect(seen.map((each) => each.call)).toEqual([cancelPath, cancelPath, detailsPath(returnsOrderNumbers.cancellable)])
      // the retry's own answer was the refusal of an order already cancelled
      expect(seen.every((each) => each.key === "")).toBe(true)
    }))

  it.effect("when the order read again does not show it cancelled, the cancel's failure stands", () =>
    Effect.gen(function*() {
      // an order whose cancel the service refuses: the first attempt is cut, the retry refused,
      // and the order read again is still processing
      const { seen, apiRoot } = yield* service((call, n) => call === `PUT /api/user/order/${returnsMagic.cancelAnswersFailure}` && n === 1 ? "before" : false)
      const member = memberFetch()
      const returns = yield* ReturnsService.pipe(Effect.provide(layerFor(apiRoot, member.fetch)))
      const refused = Result.getOrThrow(cancelRequest(returnsMagic.cancelAnswersFailure, email, { kind: "order", changeReasonCode: "CR01" }))
      const fiber = yield* Effect.forkChild(Effect.flip(returns.cancel(refused.orderId, refused.body)))
      yield* member.finishedCalls(1)
      yield* TestClock.adjust("1 second")
      const error = yield* Fiber.join(fiber)
      expect(error).toMatchObject({ _tag: "AjaxFailed", errorKey: "Failure" })
      expect(seen.map((each) => each.call)).toEqual([
        `PUT /api/user/order/${returnsMagic.cancelAnswersFailure}`,
        `PUT /api/user/order/${returnsMagic.cancelAnswersFailure}`,
        detailsPath(returnsMagic.cancelAnswersFailure),
      ])
    }))

  it.effect("a 'Failure' in the first answer stays a failure: the order is not read again", () =>
    Effect.gen(function*() {
      const { seen, apiRoot } = yield* service(() => false)
      const member = memberFetch()
      const returns = yield* ReturnsService.pipe(Effect.provide(layerFor(apiRoot, member.fetch)))
      yield* returns.cancel(orderCancel.orderId, orderCancel.body)
      const error = yield* Effect.flip(returns.cancel(orderCancel.orderId, orderCancel.body))
      expect(error).toMatchObject({ _tag: "AjaxFailed", errorKey: "Failure" })
      expect(seen.map((each) => each.call)).toEqual([cancelPath, cancelPath])
    }))

  it.effect("the order cannot be read again either: OutcomeUnknown, never a failure", () =>
    Effect.gen(function*() {
      const { apiRoot } = yield* service((call, n) =>
        (call === cancelPath && n === 1) ? "after" : call.startsWith("GET") ? "before" : false
      )
      const member = memberFetch()
      const returns = yield* ReturnsService.pipe(Effect.provide(layerFor(apiRoot, member.fetch)))
      const fiber = yield* Effect.forkChild(Effect.flip(returns.cancel(orderCancel.orderId, orderCancel.body)))
      yield* member.finishedCalls(1)
      yield* TestClock.adjust("1 second")
      expect(yield* Fiber.join(fiber)).toMatchObject({ _tag: "OutcomeUnknown", action: "cancel", orderNumber: returnsOrderNumbers.cancellable })
    }))

  it.effect("with idempotency keys on, both attempts carry one key and the service gives the lost answer again", () =>
    Effect.gen(function*() {
      const { seen, apiRoot } = yield* service((call, n) => call === cancelPath && n === 1 ? "after" : false)
      const member = memberFetch()
      const returns = yield* ReturnsService.pipe(Effect.provide(layerFor(apiRoot, member.fetch, { idempotencyKeys: true })))
      const fiber = yield* Effect.forkChild(returns.cancel(orderCancel.orderId, orderCancel.body))
      yield* member.finishedCalls(1)
      yield* TestClock.adjust("1 second")
      expect(yield* Fiber.join(fiber)).toEqual({ status: "Success" })
      // the stored answer, not a refusal: no need to read the order again
      expect(seen.map((each) => each.call)).toEqual([cancelPath, cancelPath])
      const [first, second] = seen
      expect(first?.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(second?.key).toBe(first?.key)
      // a new action, a new key
      yield* Effect.flip(returns.cancel(orderCancel.orderId, orderCancel.body))
      expect(seen[2]?.key).not.toBe(first?.key)
    }))
})

/** The body of a return of the order's first returnable line. */
const submissionOf = (details: OrderDetails) => {
  const line = details.items.find((item) => item.returnable)!
  const item = { itemId: line.itemId, shortSku: line.shortSku, returnReasonCode: "R04", returnReasonDetailCode: null, returnReasonComments: "", exchange: false } as const
  return Result.getOrThrow(returnSubmissionBody(details, { smartLabel: true, eGiftCard: false, items: [item] }))
}

const submitPath = "POST /api/user/order/return"
const origin = { orderNumber: returnsOrderNumbers.returnable, email }

describe("a return submission whose answer was lost", () => {
  it.effect("after the service made the return: the order read again links it, and it is the answer (one POST)", () =>
    Effect.gen(function*() {
      const { seen, apiRoot } = yield* service((call) => call === submitPath ? "after" : false)
      const member = memberFetch()
      const returns = yield* ReturnsService.pipe(Effect.provide(layerFor(apiRoot, member.fetch)))
      const body = submissionOf(yield* returns.details(returnsOrderNumbers.returnable, email))
      const answer = yield* returns.submit(body, origin)
      expect(seen.map((each) => each.call)).toEqual([detailsPath(origin.orderNumber), submitPath, detailsPath(origin.orderNumber)])
      const made = (yield* returns.details(origin.orderNumber, email)).returns ?? []
      expect(made).toHaveLength(1)
      expect(answer).toEqual({ returnOrderId: made[0]?.returnOrderId })
      expect(made[0]?.itemIds).toEqual(body.items.map((item) => item.itemId))
    }))

  it.effect("before the service acted: the order shows no such return, so the submission's failure stands", () =>
    Effect.gen(function*() {
      const { apiRoot } = yield* service((call) => call === submitPath ? "before" : false)
      const member = memberFetch()
      const returns = yield* ReturnsService.pipe(Effect.provide(layerFor(apiRoot, member.fetch)))
      const body = submissionOf(yield* returns.details(returnsOrderNumbers.returnable, email))
      const error = yield* Effect.flip(returns.submit(body, origin))
      expect(error._tag).toBe("AjaxFailed")
      expect(error).not.toHaveProperty("status")
      expect((yield* returns.details(origin.orderNumber, email)).returns).toEqual([])
    }))

  it.effect("the order cannot be read again: OutcomeUnknown, so the page does not invite a second return", () =>
    Effect.gen(function*() {
      let reads = 0
      const { apiRoot } = yield* service((call) => {
        if (call === submitPath) return "after"
        return call.startsWith("GET") && ++reads > 1 ? "before" : false
      })
      const member = memberFetch()
      const returns = yield* ReturnsService.pipe(Effect.provide(layerFor(apiRoot, member.fetch)))
      const body = submissionOf(yield* returns.details(returnsOrderNumbers.returnable, email))
      expect(yield* Effect.flip(returns.submit(body, origin))).toMatchObject({ _tag: "OutcomeUnknown", action: "returnSubmission" })
    }))

  it.effect("with idempotency keys on, the same key sent again gets the first answer, and no second return is made", () =>
    Effect.gen(function*() {
      const { seen, apiRoot } = yield* service(() => false)
      const member = memberFetch()
      const layer = layerFor(apiRoot, member.fetch, { idempotencyKeys: true })
      const returns = yield* ReturnsService.pipe(Effect.provide(layer))
      const body = submissionOf(yield* returns.details(returnsOrderNumbers.returnable, email))
      const first = yield* returns.submit(body, origin)
      const key = seen.find((each) => each.call === submitPath)?.key ?? ""
      expect(key).not.toBe("")
      const again = yield* Effect.promise(() =>
        member.fetch(`${apiRoot}/user/order/return`, {
          method: "POST",
          headers: { "content-type": "application/json", [idempotencyKeyHeader]: key },
          body: JSON.stringify(body),
        }).then((response) => response.json())
      )
      expect(again).toEqual(first)
      expect((yield* returns.details(origin.orderNumber, email)).returns).toHaveLength(1)
    }))
})
