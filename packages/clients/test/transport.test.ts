/**
 * Every call bounded, redirects kept to the origin asked: the transport under every
 * client (src/http/Transport.ts).
 *
 * The TestClock tests show where each call stops: nothing at 14.999 s, the Timeout at
 * 15 s. The real-server tests show the same against sockets that never answer (a
 * node:http server that accepts and never responds, or sends headers and stalls), with
 * only the test's own time-out as the bound. The size tests show a server that would
 * stream forever stopped by the client at its limit.
 */
import { describe, expect, it } from "@effect/vitest"
import {
  clientsLayer,
  defaultMaxResponseBytes,
  Loyalty,
  Maps,
  maxResponseBytesOf,
  OrderService,
  Preferences,
  redirectRefusedMessage,
  Remembered,
  StoreLocator,
  timeoutMillis,
  UserService,
} from "@outfitter/clients"
import { AjaxFailed, ResponseTooLarge, Timeout } from "@outfitter/domain"
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

/** A 64 kB chunk of JSON-ish filler, written again and again. */
const filler = Buffer.alloc(64 * 1024, " ")

/** Writes `filler` until the client lets the connection go: an answer that never ends. */
const streamForever = (response: ServerResponse) => {
  let written = 0
  const more = () => {
    while (!response.destroyed && response.write(filler)) written += filler.length
  }
  response.on("drain", more)
  more()
  return () => written
}

/** A store answer padded with spaces to exactly `size` bytes. */
const storeAnswerOf = (size: number) => {
  const text = JSON.stringify({ physicalStores: [store] })
  return text + " ".repeat(size - Buffer.byteLength(text))
}

describe("every answer is bounded in size: 10 MB unless configured (maxResponseBytes)", () => {
  const tooLarge = (error: unknown, limitBytes: number, root: string) => {
    const url = (error as { readonly url?: string }).url
    expect(url?.startsWith(root)).toBe(true)
    return new ResponseTooLarge({ limitBytes, method: "GET", url })
  }

  it("an endless chunked answer (no Content-Length) fails with ResponseTooLarge, and the connection is let go", { timeout: 20_000 }, async () => {
    const service = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" })
      streamForever(response)
    })
    try {
      const error = await Effect.runPromise(
        Effect.flip(StoreLocator.use((stores) => stores.get(10001))).pipe(
          Effect.provide(clientsLayer({ apiRoot: `${service.origin}/api`, maxResponseBytes: 1024 })),
        ),
      )
      expect(error).toStrictEqual(tooLarge(error, 1024, service.origin))
      expect(error.message).toBe("the service's answer is larger than 1 KB")
      // the server would write forever: only the client stopping ends it
      await expect.poll(() => service.closed).toEqual(["/api/storelocator/10001"])
    } finally {
      await service.close()
    }
  })

  it("a Content-Length over the limit is refused before any of the body is read", { timeout: 20_000 }, async () => {
    // 600 MB declared (the answer that used to exhaust the string limit), a first chunk, then nothing:
    // a client that read on would wait for the rest and end in Timeout instead
    const service = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "application/json", "content-length": String(600 * 1024 * 1024) })
      response.write("{\"physicalStores\":[")
    })
    try {
      const error = await Effect.runPromise(
        Effect.flip(StoreLocator.use((stores) => stores.get(10001))).pipe(
          Effect.provide(clientsLayer({ apiRoot: `${service.origin}/api`, maxResponseBytes: 1024 })),
        ),
      )
      expect(error).toStrictEqual(tooLarge(error, 1024, service.origin))
      await expect.poll(() => service.closed).toEqual(["/api/storelocator/10001"])
    } finally {
      await service.close()
    }
  })

  it("an answer of exactly the limit is read; one byte more is ResponseTooLarge (chunked and with Content-Length)", { timeout: 20_000 }, async () => {
    const service = await serve((request, response) => {
      const size = request.url?.includes("10002") ? 1025 : 1024
      const body = storeAnswerOf(size)
      const declared = request.headers["x-declare"] === "yes"
      response.writeHead(200, { "content-type": "application/json", ...(declared ? { "content-length": String(size) } : {}) })
      // in small pieces, so the count is made over many chunks
      for (let at = 0; at < body.length; at += 100) response.write(body.slice(at, at + 100))
      response.end()
    })
    try {
      for (const declare of ["no", "yes"]) {
        const fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, { ...init, headers: { ...init?.headers, "x-declare": declare } })
        const layer = clientsLayer({ apiRoot: `${service.origin}/api`, maxResponseBytes: 1024, fetch })
        const found = await Effect.runPromise(StoreLocator.use((stores) => stores.get(10001)).pipe(Effect.provide(layer)))
        expect(found.storeNumber).toBe("10001")
        const error = await Effect.runPromise(Effect.flip(StoreLocator.use((stores) => stores.get(10002))).pipe(Effect.provide(layer)))
        expect(error).toStrictEqual(tooLarge(error, 1024, service.origin))
      }
    } finally {
      await service.close()
    }
  })

  it("reading stops at the limit: the stream is cancelled, not drained", async () => {
    // a body that makes a 1 kB chunk each time it is pulled, forever
    let pulls = 0
    let cancelled = false
    const fetch: typeof globalThis.fetch = () =>
      Promise.resolve(
        new Response(
          new ReadableStream({
            pull: (controller) => {
              pulls += 1
              controller.enqueue(new Uint8Array(1024).fill(0x20))
            },
            cancel: () => {
              cancelled = true
            },
          }, { highWaterMark: 0 }),
          { status: 200, headers: { "content-type": "application/json" } },
        ),
      )
    const error = await Effect.runPromise(
      Effect.flip(StoreLocator.use((stores) => stores.get(10001))).pipe(
        Effect.provide(clientsLayer({ apiRoot, fetch, maxResponseBytes: 4 * 1024 })),
      ),
    )
    expect(error).toBeInstanceOf(ResponseTooLarge)
    expect(cancelled).toBe(true)
    // four chunks fit, the fifth passes the limit; nothing more is asked for
    expect(pulls).toBe(5)
  })

  it("holds for every client, the wrapped ones too: the same typed failure, never retried", { timeout: 20_000 }, async () => {
    const service = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" })
      streamForever(response)
    })
    try {
      const outcome = await Effect.runPromise(
        Effect.all({
          user: Effect.flip(UserService.use((users) => users.get())),
          options: Effect.flip(Preferences.use((preferences) => preferences.options())),
          loyalty: Effect.flip(Loyalty.use((loyalty) => loyalty.get("rewards", { force: true }))),
          orders: Effect.flip(OrderService.use((orders) => orders.list())),
        }).pipe(
          Effect.provide(clientsLayer({ apiRoot: `${service.origin}/api`, maxResponseBytes: 1024, settings: { loyaltyEnabled: true } })),
        ),
      )
      for (const error of Object.values(outcome)) expect(error).toBeInstanceOf(ResponseTooLarge)
      expect(service.requests).toHaveLength(4)
    } finally {
      await service.close()
    }
  })

  it("the limit is 10 MB unless configured, and must be a positive whole number of bytes", () => {
    expect(defaultMaxResponseBytes).toBe(10 * 1024 * 1024)
    expect(maxResponseBytesOf(undefined)).toBe(10 * 1024 * 1024)
    expect(maxResponseBytesOf(1)).toBe(1)
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, "1024"] as const) {
      expect(() => clientsLayer({ apiRoot, maxResponseBytes: bad as never })).toThrow(RangeError)
    }
  })
})

describe("credentials: fetch's credentials mode on every call", () => {
  /** A fetch that records each call's credentials mode (absent: undefined) and answers 200 {}. */
  const recordingFetch = () => {
    const seen: Array<RequestCredentials | undefined> = []
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      seen.push(init?.credentials)
      return new Response(JSON.stringify({ physicalStores: [] }), { status: 200, headers: { "content-type": "application/json" } })
    }
    return { seen, fetch }
  }
  const calls = Effect.all([
    Effect.exit(StoreLocator.use((stores) => stores.get(10001))),
    Effect.exit(UserService.use((users) => users.get())),
    Effect.exit(UserService.use((users) => users.update({ firstName: "Ada" }))),
    Effect.exit(OrderService.use((orders) => orders.list())),
  ])

  for (const redirects of ["follow", "same-origin"] as const) {
    it(`"include" reaches the init of every fetch (redirects: ${redirects})`, async () => {
      const { seen, fetch } = recordingFetch()
      await Effect.runPromise(calls.pipe(Effect.provide(clientsLayer({ apiRoot, fetch, redirects, credentials: "include" }))))
      expect(seen).toHaveLength(4)
      expect(seen).toEqual(["include", "include", "include", "include"])
    })
  }

  it("unset, fetch is given no credentials mode (its own default applies)", async () => {
    const { seen, fetch } = recordingFetch()
    await Effect.runPromise(calls.pipe(Effect.provide(clientsLayer({ apiRoot, fetch }))))
    expect(seen).toEqual([undefined, undefined, undefined, undefined])
  })
})
