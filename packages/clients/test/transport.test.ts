/**
 * Every call bounded, redirects kept to the origin asked: the transport under every
 * client (src/http/Transport.ts).
 *
 * The TestClock tests show where each call stops: nothing at 14.999 s, the Timeout at
 * 15 s. The real-server tests show the same against sockets that never answer (a
 * node:http server that accepts and never responds, or sends headers and stalls), with
 * only the test's own time-out as the bound.
 */
import { describe, expect, it } from "@effect/vitest"
import {
  clientsLayer,
  Loyalty,
  Maps,
  OrderService,
  Preferences,
  redirectRefusedMessage,
  Remembered,
  StoreLocator,
  timeoutMillis,
  UserService,
} from "@outfitter/clients"
import { AjaxFailed, Timeout } from "@outfitter/domain"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/testing/TestClock"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

const apiRoot = "http://service.outfitter.invalid/api"

/**
 * The error a call ends with, as the test expects it: the same fields, plus the call's
 * method and URL, which the errors keep now (errors/CallContext.ts); the URL is checked to
 * be the call's own (under `root`, without user info).
 */
const withCall = <E extends Timeout | AjaxFailed>(actual: unknown, expected: E, root: string = apiRoot): E => {
  const url = (actual as { readonly url?: string }).url
  expect(url?.startsWith(root)).toBe(true)
  expect((actual as { readonly method?: string }).method).toBe("GET")
  return (expected instanceof Timeout
    ? new Timeout({ timeoutMs: expected.timeoutMs, method: "GET", url })
    : new AjaxFailed({ message: expected.message, status: expected.status, method: "GET", url })) as E
}

/** A fetch that never answers (until aborted), counting the calls made. */
const silentFetch = () => {
  const calls: Array<string> = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    calls.push(new Request(input, init).url)
    return new Promise((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(init.signal?.reason), { once: true })
    })
  }
  return { calls, fetch }
}

/** A fetch whose answer has headers and a body that never ends. */
const stallingBodyFetch: typeof globalThis.fetch = () =>
  Promise.resolve(
    new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode("{\"physical")) }), {
      status: 200,
      headers: { "content-type": "application/json" },
    }),
  )

describe("every call is bounded: 15 s unless configured (TestClock)", () => {
  it.effect("a call that gets no answer fails with Timeout at 15 s, not before", () => {
    const { fetch } = silentFetch()
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(StoreLocator.use((stores) => stores.get(10001))))
      yield* TestClock.adjust("14999 millis")
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      const error = yield* Fiber.join(fiber)
      expect(error).toStrictEqual(withCall(error, new Timeout({ timeoutMs: 15_000 })))
    }).pipe(Effect.provide(clientsLayer({ apiRoot, fetch })))
  })

  it.effect("the time-out is the layer's `timeout` setting", () => {
    const { fetch } = silentFetch()
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(StoreLocator.use((stores) => stores.get(10001))))
      yield* TestClock.adjust("1999 millis")
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      const error = yield* Fiber.join(fiber)
      expect(error).toBeInstanceOf(Timeout)
      expect(error.message).toBe("the service did not answer in 2 s")
    }).pipe(Effect.provide(clientsLayer({ apiRoot, fetch, timeout: "2 seconds" })))
  })

  it.effect("the body counts: headers then a body that never ends is a Timeout too", () =>
    Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(StoreLocator.use((stores) => stores.search({ country: "US" }))))
      yield* TestClock.adjust("15 seconds")
      const error = yield* Fiber.join(fiber)
      expect(error).toStrictEqual(withCall(error, new Timeout({ timeoutMs: 15_000 })))
    }).pipe(Effect.provide(clientsLayer({ apiRoot, fetch: stallingBodyFetch }))))

  it.effect("holds for every client: each call ends at 15 s, in its own typed way", () => {
    const { fetch } = silentFetch()
    return Effect.gen(function*() {
      const calls = Effect.all({
        search: Effect.flip(StoreLocator.use((stores) => stores.search({ country: "US" }))),
        signUrl: Effect.flip(Maps.use((maps) => maps.signStaticMapUrl("https://maps.example/static"))),
        // platform §8: a geocoder failure is an empty result
        geocode: Maps.use((maps) => maps.geocode("43215", "US")),
        user: Effect.flip(UserService.use((users) => users.get())),
        // platform §4: a failed remembered call is "not remembered"
        remembered: Remembered.use((remembered) => remembered.check()),
        options: Effect.flip(Preferences.use((preferences) => preferences.options())),
        loyalty: Effect.flip(Loyalty.use((loyalty) => loyalty.get("rewards", { force: true }))),
        orders: Effect.flip(OrderService.use((orders) => orders.list())),
      }, { concurrency: "unbounded" })
      const fiber = yield* Effect.forkChild(calls)
      yield* TestClock.adjust("14999 millis")
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      const outcome = yield* Fiber.join(fiber)
      const timeout = new Timeout({ timeoutMs: 15_000 })
      expect(outcome.search).toStrictEqual(withCall(outcome.search, timeout))
      expect(outcome.signUrl).toBeInstanceOf(AjaxFailed) // the maps signing failure keeps its spec message
      expect(outcome.geocode).toBeUndefined()
      expect(outcome.user).toStrictEqual(withCall(outcome.user, timeout))
      expect(outcome.remembered._tag).toBe("NotRemembered")
      expect(outcome.options).toStrictEqual(withCall(outcome.options, timeout))
      expect(outcome.loyalty).toStrictEqual(withCall(outcome.loyalty, timeout))
      expect(outcome.orders).toStrictEqual(withCall(outcome.orders, timeout))
    }).pipe(Effect.provide(clientsLayer({ apiRoot, fetch, settings: { loyaltyEnabled: true } })))
  })

  it.effect("a loyalty call that times out is not retried: one request, then Timeout (its retries are for token failures)", () => {
    const { calls, fetch } = silentFetch()
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(Loyalty.use((loyalty) => loyalty.get("history", { force: true }))))
      yield* TestClock.adjust("15 seconds")
      const error = yield* Fiber.join(fiber)
      expect(error).toStrictEqual(withCall(error, new Timeout({ timeoutMs: 15_000 })))
      yield* TestClock.adjust("1 minute")
      expect(calls).toHaveLength(1)
    }).pipe(Effect.provide(clientsLayer({ apiRoot, fetch })))
  })

  it("a time-out that is not a positive, finite duration is refused when the layer is made", () => {
    expect(timeoutMillis(undefined)).toBe(15_000)
    expect(timeoutMillis("250 millis")).toBe(250)
    for (const bad of [0, -1, "Infinity", Number.NaN, "soon"] as const) {
      expect(() => clientsLayer({ apiRoot, timeout: bad as never })).toThrow(RangeError)
    }
  })
})

/** A local HTTP server; `handle` decides every response (or leaves it unanswered). */
const serve = async (handle: (request: IncomingMessage, response: ServerResponse) => void) => {
  const requests: Array<string> = []
  const closed: Array<string> = []
  const server = createServer((request, response) => {
    requests.push(request.url ?? "")
    request.socket.once("close", () => closed.push(request.url ?? ""))
    handle(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    closed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const store = {
  storeNumber: "10001",
  name: "Easton",
  addressLine: ["1 Main St"],
  city: "Columbus",
  postalCode: "43219",
  country: "US",
  latitude: 40,
  longitude: -83,
  physicalStoreAttribute: [],
}

describe("against a real HTTP server that never answers", () => {
  it("ends with Timeout after the configured time-out, and lets the connection go", { timeout: 20_000 }, async () => {
    const server = await serve(() => {
      // accept, read, never respond
    })
    try {
      const error = await Effect.runPromise(
        Effect.flip(StoreLocator.use((stores) => stores.get(10001))).pipe(
          Effect.provide(clientsLayer({ apiRoot: `${server.origin}/api`, timeout: "500 millis" })),
        ),
      )
      expect(error).toStrictEqual(withCall(error, new Timeout({ timeoutMs: 500 }), server.origin))
      expect(server.requests).toEqual(["/api/storelocator/10001"])
      await expect.poll(() => server.closed).toEqual(["/api/storelocator/10001"])
    } finally {
      await server.close()
    }
  })

  it("ends with Timeout when the headers come and the body never ends", { timeout: 20_000 }, async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" })
      response.write("{\"physicalStores\":[")
    })
    try {
      const error = await Effect.runPromise(
        Effect.flip(StoreLocator.use((stores) => stores.get(10001))).pipe(
          Effect.provide(clientsLayer({ apiRoot: `${server.origin}/api`, timeout: "500 millis" })),
        ),
      )
      expect(error).toStrictEqual(withCall(error, new Timeout({ timeoutMs: 500 }), server.origin))
    } finally {
      await server.close()
    }
  })
})

describe("redirects (redirects: \"same-origin\")", () => {
  it("refuses a redirect to another origin: AjaxFailed naming it, nothing sent there", { timeout: 20_000 }, async () => {
    const elsewhere = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" })
      response.end(JSON.stringify({ physicalStores: [store] }))
    })
    const service = await serve((_request, response) => {
      response.writeHead(302, { location: `${elsewhere.origin}/api/storelocator/10001` })
      response.end()
    })
    try {
      const layer = clientsLayer({ apiRoot: `${service.origin}/api`, redirects: "same-origin" })
      const error = await Effect.runPromise(Effect.flip(StoreLocator.use((stores) => stores.get(10001))).pipe(Effect.provide(layer)))
      expect(error).toStrictEqual(withCall(error, new AjaxFailed({ message: redirectRefusedMessage(elsewhere.origin), status: 302 }), service.origin))
      expect(elsewhere.requests).toEqual([])

      // the default follows it, as fetch does
      const followed = await Effect.runPromise(
        StoreLocator.use((stores) => stores.get(10001)).pipe(Effect.provide(clientsLayer({ apiRoot: `${service.origin}/api` }))),
      )
      expect(followed.storeNumber).toBe("10001")
      expect(elsewhere.requests).toHaveLength(1)
    } finally {
      await Promise.all([service.close(), elsewhere.close()])
    }
  })

  it("follows a redirect within the same origin", { timeout: 20_000 }, async () => {
    const service = await serve((request, response) => {
      if (request.url === "/api/storelocator/10001") {
        response.writeHead(301, { location: "/api/v2/storelocator/10001" })
        response.end()
        return
      }
      response.writeHead(200, { "content-type": "application/json" })
      response.end(JSON.stringify({ physicalStores: [store] }))
    })
    try {
      const layer = clientsLayer({ apiRoot: `${service.origin}/api`, redirects: "same-origin" })
      const found = await Effect.runPromise(StoreLocator.use((stores) => stores.get(10001)).pipe(Effect.provide(layer)))
      expect(found.storeNumber).toBe("10001")
      expect(service.requests).toEqual(["/api/storelocator/10001", "/api/v2/storelocator/10001"])
    } finally {
      await service.close()
    }
  })
})
