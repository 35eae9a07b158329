import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  clearFraudSessionId,
  fraudSession,
  fraudSessionId,
  type SessionStore,
  withFraudSessionId,
} from "../../src/session/FraudSession.ts"

const fakeStorage = () => {
  const kept = new Map<string, string>()
  const storage: SessionStore = {
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
  }
  return { kept, storage }
}

const throwing: SessionStore = {
  getItem: () => {
    throw new Error("denied")
  },
  setItem: () => {
    throw new Error("quota")
  },
  removeItem: () => {
    throw new Error("denied")
  },
}

let counter = 0
const sequence = (bytes: Uint8Array<ArrayBuffer>) => {
  counter += 1
  return bytes.fill(counter % 256)
}

describe("fraudSessionId (orders-returns-help §6, loyalty-payments §7)", () => {
  it("is 16 random bytes as 32 hex characters, from WebCrypto by default", () => {
    const id = fraudSessionId({ storage: undefined, now: 0 })
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(fraudSession).toEqual({ storageKey: "signifydSessionId", lifetimeMs: 86_400_000, bytes: 16 })
  })

  it("writes bytes as two lowercase hex digits each", () => {
    const id = fraudSessionId({ storage: undefined, now: 0, getRandomValues: (bytes) => bytes.fill(10) })
    expect(id).toBe("0a".repeat(16))
  })

  it("keeps the id for 24 h, then makes a new one", () => {
    const { kept, storage } = fakeStorage()
    const start = 1_700_000_000_000
    const first = fraudSessionId({ storage, now: start, getRandomValues: sequence })
    expect(kept.get("signifydSessionId")).toBe(`${start}:${first}`)
    expect(fraudSessionId({ storage, now: start + 86_399_999, getRandomValues: sequence })).toBe(first)
    const second = fraudSessionId({ storage, now: start + 86_400_000, getRandomValues: sequence })
    expect(second).not.toBe(first)
    expect(kept.get("signifydSessionId")).toBe(`${start + 86_400_000}:${second}`)
  })

  it.each(["garbage", "", "123:XYZ", `${2_000_000_000_000}:${"ab".repeat(16)}`])(
    "replaces a stored value that does not read back (%j)",
    (stored) => {
      const { kept, storage } = fakeStorage()
      kept.set("signifydSessionId", stored)
      const id = fraudSessionId({ storage, now: 1_700_000_000_000, getRandomValues: (bytes) => bytes.fill(1) })
      expect(id).toBe("01".repeat(16))
      expect(kept.get("signifydSessionId")).toBe(`1700000000000:${id}`)
    },
  )

  it("a storage that throws still gives an id, for this submission only", () => {
    expect(fraudSessionId({ storage: throwing, now: 0, getRandomValues: (bytes) => bytes.fill(2) })).toBe("02".repeat(16))
  })

  it("no random source: no id, nothing stored", () => {
    const { kept, storage } = fakeStorage()
    const broken = () => {
      throw new Error("no crypto")
    }
    expect(fraudSessionId({ storage, now: 0, getRandomValues: broken })).toBeUndefined()
    expect(fraudSessionId({ storage, now: 0, getRandomValues: () => new Uint8Array(3) })).toBeUndefined()
    expect(kept.size).toBe(0)
  })

  test.prop([fc.option(fc.string(), { nil: undefined }), fc.integer({ min: 0, max: 4_000_000_000_000 })])(
    "never throws, whatever is stored",
    (stored, now) => {
      const { kept, storage } = fakeStorage()
      if (stored !== undefined) kept.set("signifydSessionId", stored)
      expect(fraudSessionId({ storage, now })).toMatch(/^[0-9a-f]{32}$/)
    },
  )
})

describe("clearFraudSessionId (order confirmation)", () => {
  it("forgets the id, so the next one is new", () => {
    const { kept, storage } = fakeStorage()
    const first = fraudSessionId({ storage, now: 0, getRandomValues: sequence })
    clearFraudSessionId(storage)
    expect(kept.size).toBe(0)
    expect(fraudSessionId({ storage, now: 1, getRandomValues: sequence })).not.toBe(first)
  })

  it("never throws", () => {
    expect(() => clearFraudSessionId(throwing)).not.toThrow()
    expect(() => clearFraudSessionId(undefined)).not.toThrow()
  })
})

describe("withFraudSessionId (§6)", () => {
  it.each([
    [true, "abc", { email: "e", signifydSessionId: "abc" }],
    [false, "abc", { email: "e" }],
    [true, undefined, { email: "e" }],
    [true, "", { email: "e" }],
  ] as const)("feature %s, id %j", (on, id, expected) => {
    expect(withFraudSessionId({ email: "e" }, on, id)).toEqual(expected)
  })
})

describe("an environment of the wrong type", () => {
  it("has no storage and WebCrypto's random source", () => {
    expect(fraudSessionId(null as never)).toMatch(/^[0-9a-f]{32}$/)
  })
  it("keeps nothing that reads back when the time is not a number", () => {
    const { kept, storage } = fakeStorage()
    const first = fraudSessionId({ storage, now: "now" as never })
    expect(kept.get(fraudSession.storageKey)).toBe(`NaN:${first}`)
    expect(fraudSessionId({ storage, now: 0 })).not.toBe(first)
  })
})

describe("withFraudSessionId: values of the wrong type", () => {
  it("adds nothing unless the feature is true, the id a non-empty string and the body an object", () => {
    expect(withFraudSessionId({ email: "a@b.co" }, "yes" as never, "00ff")).toEqual({ email: "a@b.co" })
    expect(withFraudSessionId({ email: "a@b.co" }, true, 255 as never)).toEqual({ email: "a@b.co" })
    expect(withFraudSessionId("body" as never, true, "00ff")).toBe("body")
  })
})
