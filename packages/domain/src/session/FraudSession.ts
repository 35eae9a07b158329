/**
 * The fraud-device session id, sent as `signifydSessionId`. Rules: orders §6; loyalty §3,
 * §7, §9.
 *
 * Where the spec is silent: storage, clock and random source are given, so the rule is
 * pure; the stored value is `{createdAtMs}:{id}`, and one that does not read back is
 * replaced; reading does not extend its life; a storage that throws makes an id for this
 * submission only; without WebCrypto there is no id (Math.random is never used); an
 * environment that is not an object has no storage, and a time that is not a number keeps
 * nothing.
 *
 * @since 0.2.0
 */

import { fieldsOf } from "../kernel/Untrusted.ts"

/**
 * Where the id is kept, its lifetime and its length.
 *
 * @category constants
 */
export const fraudSession = {
  storageKey: "signifydSessionId",
  lifetimeMs: 86_400_000,
  bytes: 16,
} as const

/** The part of Web Storage the rule uses (sessionStorage fits). @category models */
export interface SessionStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** What the rule is given. @category models */
export interface FraudSessionEnv {
  /** Session storage, or undefined where there is none. */
  readonly storage: SessionStore | undefined
  /** The current time, in ms since the epoch. */
  readonly now: number
  /** Fills the array with random bytes; WebCrypto's `crypto.getRandomValues` when absent. */
  readonly getRandomValues?: ((bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>) | undefined
}

const idPattern = /^[0-9a-f]{32}$/

const newId = (getRandomValues: FraudSessionEnv["getRandomValues"]): string | undefined => {
  try {
    const fill = getRandomValues ?? ((bytes: Uint8Array<ArrayBuffer>) => globalThis.crypto.getRandomValues(bytes))
    const bytes = fill(new Uint8Array(fraudSession.bytes))
    const id = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")
    return idPattern.test(id) ? id : undefined
  } catch {
    return undefined
  }
}

const read = (storage: SessionStore | undefined): string | null => {
  try {
    return storage?.getItem(fraudSession.storageKey) ?? null
  } catch {
    return null
  }
}

/**
 * The id kept from an earlier call while it is younger than 24 h, else a new one (kept for
 * the next call). Undefined only when no random source is available. Never throws.
 *
 * @example
 * import { fraudSessionId, type SessionStore } from "@outfitter/domain"
 * const kept = new Map<string, string>()
 * const storage: SessionStore = {
 *   getItem: (key) => kept.get(key) ?? null,
 *   setItem: (key, value) => void kept.set(key, value),
 *   removeItem: (key) => void kept.delete(key),
 * }
 * const first = fraudSessionId({ storage, now: Date.now() })
 * fraudSessionId({ storage, now: Date.now() }) === first // => true
 * @category rules
 */
export const fraudSessionId = (given: FraudSessionEnv): string | undefined => {
  const env = fieldsOf(given) as Partial<FraudSessionEnv>
  const now = typeof env.now === "number" ? env.now : Number.NaN
  const stored = read(env.storage)
  const match = stored === null ? null : /^(\d{1,16}):([0-9a-f]{32})$/.exec(stored)
  if (match !== null) {
    const createdAt = Number(match[1])
    const age = now - createdAt
    if (age >= 0 && age < fraudSession.lifetimeMs) return match[2]
  }
  const id = newId(env.getRandomValues)
  if (id === undefined) return undefined
  try {
    env.storage?.setItem(fraudSession.storageKey, `${Math.floor(now)}:${id}`)
  } catch {
    // not kept: the id serves this submission only
  }
  return id
}

/**
 * Forgets the id (the order-confirmation page). Never throws.
 *
 * @category rules
 */
export const clearFraudSessionId = (storage: SessionStore | undefined): void => {
  try {
    storage?.removeItem(fraudSession.storageKey)
  } catch {
    // nothing to clear where storage cannot be used
  }
}

/**
 * The body with `signifydSessionId` added when the fraud-device feature is `true`, there is
 * an id (a non-empty string) and the body is an object; the body as it is otherwise.
 *
 * @example
 * import { withFraudSessionId } from "@outfitter/domain"
 * withFraudSessionId({ email: "a@b.co" }, true, "00ff") // => { email: "a@b.co", signifydSessionId: "00ff" }
 * withFraudSessionId({ email: "a@b.co" }, false, "00ff") // => { email: "a@b.co" }
 * @category constructors
 */
export const withFraudSessionId = <B extends object>(
  body: B,
  featureOn: boolean,
  id: string | undefined,
): B & { readonly signifydSessionId?: string } =>
  featureOn === true && typeof id === "string" && id !== "" && typeof body === "object" && body !== null
    ? { ...body, signifydSessionId: id }
    : body
