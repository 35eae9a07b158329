import { describe, expect, it } from "@effect/vitest"
import { Loyalty, memoryLoyaltyCache, withLoyaltyCache } from "@outfitter/clients"
import {
  AjaxFailed,
  GenericUser,
  InvalidParams,
  loyaltyMessages,
  permissionMessages,
  RememberedUserBlocked,
  SoftAuthenticationRequired,
  type StoreSettings,
  TokenExpired,
  TokenInvalid,
  Unauthorized,
  type Visitor,
} from "@outfitter/domain"
import { type CookieJarFetchOptions, memberCookies } from "@outfitter/fixtures/testing"
import * as Effect from "effect/Effect"
import { http, HttpResponse } from "msw"
import { fixtureBrowser } from "./support.ts"

const apiRoot = "http://fixtures.outfitter.invalid/api"

// fixture activity ids (fixtures/README.md "Loyalty")
const member = "5001"
const ids = { tokenExpired: "5091", tokenInvalid: "5093", crossBorder: "5094", noRecord: "5095", serverError: "5096", malformed: "5097", unauthorized: "5098" }

const registered: Visitor = { kind: "registered", isLoggedIn: true, isRemembered: false }
const remembered: Visitor = { kind: "remembered", isLoggedIn: true, isRemembered: true }
const generic: Visitor = { kind: "generic", isLoggedIn: false, isRemembered: false }
const guest: Visitor = { kind: "guest", isLoggedIn: false, isRemembered: false }

interface Setup {
  readonly userId?: string
  readonly visitor?: Visitor
  readonly settings?: Partial<StoreSettings>
  readonly loyaltyApp?: string
  readonly extraHandlers?: CookieJarFetchOptions["extraHandlers"]
}

/** The fixtures as the member (their session cookies on every request), counting calls. */
const setup = (options: Setup = {}) => {
  const b = fixtureBrowser({ cookies: memberCookies(options.userId ?? member), extraHandlers: options.extraHandlers ?? [] })
  const layer = b.layer({
    apiRoot,
    visitor: () => options.visitor ?? registered,
    settings: options.settings ?? {},
    ...(options.loyaltyApp === undefined ? {} : { endpoints: { loyaltyApp: options.loyaltyApp } }),
  })
  const run = <A, E>(effect: Effect.Effect<A, E, Loyalty>) => Effect.provide(effect, layer)
  return { requests: b.requests, run }
}

describe("Loyalty.get", () => {
  it.effect("GETs {loyaltyApp}/{endpoint} with the query and decodes the envelope (reason 1)", () => {
    const { requests, run } = setup()
    return run(Effect.gen(function*() {
      const loyalty = yield* Loyalty
      const result = yield* loyalty.get("history", { query: { size: 10, from: 0, skip: null } })
      expect(result.reason).toBe(1)
      expect(result.response.status).toBe("success")
      expect(Array.isArray(result.response.payload?.history)).toBe(true)
      const url = new URL(requests[0]!.url)
      expect(url.pathname).toBe("/api/loyalty/history")
      expect(Object.fromEntries(url.searchParams)).toEqual({ from: "0", size: "10" })
    }))
  })

  it.effect("serves the second call from the cache with reason 5 'loaded from storage', unless forced", () => {
    const { requests, run } = setup()
    return run(Effect.gen(function*() {
      const loyalty = yield* Loyalty
      yield* loyalty.get("info")
      const cached = yield* loyalty.get("info")
      expect(cached.reason).toBe(5)
      expect(cached.response.payload?.userId).toBe(member)
      expect(requests).toHaveLength(1)
      const forced = yield* loyalty.get("info", { force: true })
      expect(forced.reason).toBe(1)
      expect(requests).toHaveLength(2)
      // another query is another entry
      yield* loyalty.get("info", { query: { v: 2 } })
      expect(requests).toHaveLength(3)
    }))
  })

  it.effect("writes to a cache given per call, under loyalty__{endpoint}", () => {
    const { run } = setup()
    const cache = memoryLoyaltyCache()
    return run(Effect.gen(function*() {
      const loyalty = yield* Loyalty
      yield* withLoyaltyCache(cache)(loyalty.get("rewards"))
      expect(cache.get("loyalty__rewards")).toContain('"status":"success"')
    }))
  })

  it.effect("clearCache drops the cached responses, in the given cache and in the layer's own", () => {
    const { requests, run } = setup()
    const cache = memoryLoyaltyCache()
    return run(Effect.gen(function*() {
      const loyalty = yield* Loyalty
      yield* withLoyaltyCache(cache)(loyalty.get("rewards"))
      yield* withLoyaltyCache(cache)(loyalty.clearCache)
      expect(cache.get("loyalty__rewards")).toBeUndefined()
      yield* loyalty.get("info")
      expect((yield* loyalty.get("info")).reason).toBe(5)
      yield* loyalty.clearCache
      expect((yield* loyalty.get("info")).reason).toBe(1)
      expect(requests).toHaveLength(3)
    }))
  })

  it.effect("does not cache no_record_found or a failure", () => {
    const noRecord = setup({ userId: ids.noRecord })
    const failing = setup({ userId: ids.serverError })
    return Effect.gen(function*() {
      yield* noRecord.run(Effect.gen(function*() {
        const loyalty = yield* Loyalty
        const first = yield* loyalty.get("history")
        expect(first.response.status).toBe("no_record_found")
        const second = yield* loyalty.get("history")
        expect(second.reason).toBe(1)
        expect(noRecord.requests).toHaveLength(2)
      }))
      yield* failing.run(Effect.gen(function*() {
        const loyalty = yield* Loyalty
        const error = yield* Effect.flip(loyalty.get("history"))
        expect(error).toBeInstanceOf(AjaxFailed)
        expect(error.reason).toBe(2)
        yield* Effect.flip(loyalty.get("history"))
        expect(failing.requests).toHaveLength(2)
      }))
    })
  })

  it.effect("retries TOKEN_EXPIRED 3 times with force when no count is given (4 calls), then fails with reason 21", () => {
    const { requests, run } = setup({ userId: ids.tokenExpired })
    return run(Effect.gen(function*() {
      const error = yield* Effect.flip(Loyalty.use((loyalty) => loyalty.get("rewards")))
      expect(error).toBeInstanceOf(TokenExpired)
      expect(error.reason).toBe(21)
      expect(requests).toHaveLength(4)
    }))
  })

  it.effect("respects a given retry count (1 → 2 calls, 0 → 1 call) for TOKEN_INVALID (reason 22)", () => {
    const one = setup({ userId: ids.tokenInvalid })
    const zero = setup({ userId: ids.tokenInvalid })
    return Effect.gen(function*() {
      const error = yield* one.run(Effect.flip(Loyalty.use((loyalty) => loyalty.get("rewards", { retries: 1 }))))
      expect(error).toBeInstanceOf(TokenInvalid)
      expect(error.reason).toBe(22)
      expect(one.requests).toHaveLength(2)
      yield* zero.run(Effect.flip(Loyalty.use((loyalty) => loyalty.get("rewards", { retries: 0 }))))
      expect(zero.requests).toHaveLength(1)
    })
  })

  it.effect("recovers when a forced retry succeeds, and caches that answer", () => {
    let calls = 0
    const expiringOnce = http.get("*/api/loyalty/info", () => {
      calls += 1
      return calls === 1
        ? HttpResponse.json({ status: "failure", errors: [{ errorKey: "TOKEN_EXPIRED", errorCode: "400", errorMessage: "expired" }] }, { status: 400 })
        : undefined
    })
    const { requests, run } = setup({ extraHandlers: [expiringOnce] })
    return run(Effect.gen(function*() {
      const loyalty = yield* Loyalty
      const result = yield* loyalty.get("info")
      expect(result.reason).toBe(1)
      expect(requests).toHaveLength(2)
      expect((yield* loyalty.get("info")).reason).toBe(5)
    }))
  })

  it.effect("does not retry a reason-2 failure (500)", () => {
    const { requests, run } = setup({ userId: ids.serverError })
    return run(Effect.gen(function*() {
      yield* Effect.flip(Loyalty.use((loyalty) => loyalty.get("info")))
      expect(requests).toHaveLength(1)
    }))
  })

  it.effect("turns a malformed body into AjaxFailed, without throwing", () => {
    const { run } = setup({ userId: ids.malformed })
    return run(Effect.gen(function*() {
      const error = yield* Effect.flip(Loyalty.use((loyalty) => loyalty.get("info")))
      expect(error).toBeInstanceOf(AjaxFailed)
      expect(error.reason).toBe(2)
    }))
  })

  it.effect("turns a 401 into Unauthorized", () => {
    const { run } = setup({ userId: ids.unauthorized })
    return run(Effect.gen(function*() {
      const error = yield* Effect.flip(Loyalty.use((loyalty) => loyalty.get("info")))
      expect(error).toBeInstanceOf(Unauthorized)
      expect(error._tag === "Unauthorized" && error.status).toBe(401)
    }))
  })

  it.effect("refuses a missing or unknown endpoint with InvalidParams before calling", () => {
    const { requests, run } = setup()
    return run(Effect.gen(function*() {
      const loyalty = yield* Loyalty
      const missing = yield* Effect.flip(loyalty.get("" as "info"))
      expect(missing).toBeInstanceOf(InvalidParams)
      expect(missing.message).toBe(loyaltyMessages.endpointMissing)
      const unknown = yield* Effect.flip(loyalty.get("points" as "info"))
      expect(unknown).toBeInstanceOf(InvalidParams)
      expect(requests).toHaveLength(0)
    }))
  })

  it.effect("'Loyalty is not enabled for this store' when the store has loyalty off", () => {
    const { requests, run } = setup({ settings: { loyaltyEnabled: false } })
    return run(Effect.gen(function*() {
      const error = yield* Effect.flip(Loyalty.use((loyalty) => loyalty.get("info")))
      expect(error).toBeInstanceOf(InvalidParams)
      expect(error.message).toBe("Loyalty is not enabled for this store")
      expect(requests).toHaveLength(0)
    }))
  })

  it.effect("'Invalid Settings' when {loyaltyApp} is empty", () => {
    const { requests, run } = setup({ loyaltyApp: " " })
    return run(Effect.gen(function*() {
      const error = yield* Effect.flip(Loyalty.use((loyalty) => loyalty.get("info")))
      expect(error.message).toBe("Invalid Settings")
      expect(error.reason).toBe(3)
      expect(requests).toHaveLength(0)
    }))
  })

  for (const [name, visitor] of [["generic", generic], ["guest", guest]] as const) {
    it.effect(`refuses a ${name} visitor with GenericUser, and lets one through with ignoreUserType`, () => {
      const { requests, run } = setup({ visitor })
      return run(Effect.gen(function*() {
        const loyalty = yield* Loyalty
        const error = yield* Effect.flip(loyalty.get("rewards"))
        expect(error).toBeInstanceOf(GenericUser)
        expect(error.message).toBe(permissionMessages.generic)
        expect(error.reason).toBe(4)
        expect(requests).toHaveLength(0)
        const allowed = yield* loyalty.get("rewards", { ignoreUserType: true })
        expect(allowed.reason).toBe(1)
      }))
    })
  }

  it.effect("blocks a remembered visitor with the extended window off, allows one with it on", () => {
    const off = setup({ visitor: remembered })
    const on = setup({ visitor: remembered, settings: { extendedAuthWindow: true } })
    return Effect.gen(function*() {
      const error = yield* off.run(Effect.flip(Loyalty.use((loyalty) => loyalty.get("info"))))
      expect(error).toBeInstanceOf(RememberedUserBlocked)
      expect(off.requests).toHaveLength(0)
      const result = yield* on.run(Loyalty.use((loyalty) => loyalty.get("info")))
      expect(result.reason).toBe(1)
    })
  })
})

describe("Loyalty.switchAccount", () => {
  it.effect("PUTs {apiRoot}/user/loyalty/switch/{choice}", () => {
    const { requests, run } = setup()
    return run(Effect.gen(function*() {
      const loyalty = yield* Loyalty
      const cache = memoryLoyaltyCache()
      yield* withLoyaltyCache(cache)(loyalty.get("info"))
      yield* withLoyaltyCache(cache)(loyalty.switchAccount("accept"))
      // the member may have changed with the account: nothing cached survives a switch
      expect(cache.get("loyalty__info")).toBeUndefined()
      yield* loyalty.switchAccount("decline")
      expect(requests.slice(1).map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
        "PUT /api/user/loyalty/switch/accept",
        "PUT /api/user/loyalty/switch/decline",
      ])
    }))
  })

  it.effect("is a user change: generic refused, remembered blocked, soft re-authentication with the window on", () => {
    const genericSetup = setup({ visitor: generic })
    const blocked = setup({ visitor: remembered })
    const soft = setup({ visitor: remembered, settings: { extendedAuthWindow: true } })
    return Effect.gen(function*() {
      expect(yield* genericSetup.run(Effect.flip(Loyalty.use((l) => l.switchAccount("accept"))))).toBeInstanceOf(GenericUser)
      expect(yield* blocked.run(Effect.flip(Loyalty.use((l) => l.switchAccount("accept"))))).toBeInstanceOf(RememberedUserBlocked)
      const error = yield* soft.run(Effect.flip(Loyalty.use((l) => l.switchAccount("accept"))))
      expect(error).toBeInstanceOf(SoftAuthenticationRequired)
      expect(error.message).toBe("Unauthorized user, soft authentication")
      expect([...genericSetup.requests, ...blocked.requests, ...soft.requests]).toHaveLength(0)
    })
  })

  it.effect("a 401 is Unauthorized; an unknown choice is InvalidParams", () => {
    const { run } = setup({ userId: ids.unauthorized })
    return run(Effect.gen(function*() {
      expect(yield* Effect.flip(Loyalty.use((l) => l.switchAccount("accept")))).toBeInstanceOf(Unauthorized)
      expect(yield* Effect.flip(Loyalty.use((l) => l.switchAccount("maybe" as "accept")))).toBeInstanceOf(InvalidParams)
    }))
  })
})

describe("Loyalty.campaign", () => {
  it.effect("POSTs {email, event, token} to {loyaltyApp}/campaign", () => {
    const { requests, run } = setup({ visitor: guest })
    return run(Effect.gen(function*() {
      yield* Loyalty.use((l) => l.campaign({ email: "a@example.com", event: "signup", token: "t-1" }))
      const request = requests[0]!
      expect(`${request.method} ${new URL(request.url).pathname}`).toBe("POST /api/loyalty/campaign")
      expect(yield* Effect.promise(() => request.json())).toEqual({ email: "a@example.com", event: "signup", token: "t-1" })
    }))
  })

  it.effect("'email, event, and token must be supplied' for each missing or blank field", () => {
    const { requests, run } = setup()
    return run(Effect.gen(function*() {
      for (const input of [{ event: "e", token: "t" }, { email: "a@b.c", event: " ", token: "t" }, { email: "a@b.c", event: "e" }]) {
        const error = yield* Effect.flip(Loyalty.use((l) => l.campaign(input)))
        expect(error).toBeInstanceOf(InvalidParams)
        expect(error.message).toBe("email, event, and token must be supplied")
      }
      expect(requests).toHaveLength(0)
    }))
  })

  it.effect("an expired campaign token fails with TokenExpired (reason 21)", () => {
    const { run } = setup()
    return run(Effect.gen(function*() {
      const error = yield* Effect.flip(Loyalty.use((l) => l.campaign({ email: "a@b.c", event: "e", token: "expired-token" })))
      expect(error.reason).toBe(21)
    }))
  })
})

describe("Loyalty.hasRepudiation", () => {
  it.effect("CROSSBORDER_USER on info is true; success, other failures and refusals are false", () => {
    const cross = setup({ userId: ids.crossBorder })
    const plain = setup()
    const failing = setup({ userId: ids.serverError })
    const refused = setup({ visitor: guest })
    return Effect.gen(function*() {
      expect(yield* cross.run(Loyalty.use((l) => l.hasRepudiation()))).toBe(true)
      expect(new URL(cross.requests[0]!.url).pathname).toBe("/api/loyalty/info")
      expect(yield* plain.run(Loyalty.use((l) => l.hasRepudiation()))).toBe(false)
      expect(yield* failing.run(Loyalty.use((l) => l.hasRepudiation()))).toBe(false)
      expect(yield* refused.run(Loyalty.use((l) => l.hasRepudiation()))).toBe(false)
    })
  })
})
