/**
 * The `Idempotency-Key` header of a call that changes something (a cancel, a return
 * submission), sent only where the clients' configuration enables it (`idempotencyKeys`):
 * one new key per action, the same on each of its attempts, so a service that honours the
 * header answers a repeated attempt with the first one's answer instead of acting twice.
 *
 * The key is a random version-4 UUID from `crypto.getRandomValues`, which a browser offers
 * on an insecure origin too (unlike `crypto.randomUUID`). Neither the spec nor the service
 * names the header: Outfitter's own hardening, in the form the IETF draft
 * "The Idempotency-Key HTTP Header Field" describes.
 *
 * @since 0.6.0
 */
import { idempotencyKeyHeader } from "@outfitter/domain/orders"

const hex = (byte: number) => byte.toString(16).padStart(2, "0")

/**
 * A new key: a random version-4 UUID.
 *
 * @example
 * import { newIdempotencyKey } from "@outfitter/clients"
 * /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(newIdempotencyKey()) // => true
 * @category constructors
 */
export const newIdempotencyKey = (): string => {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const text = Array.from(bytes, hex).join("")
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
}

/**
 * The headers of one action: a new key when enabled, none otherwise. Called once per
 * action, and the headers given to each of its attempts.
 *
 * @example
 * import { idempotencyHeaders } from "@outfitter/clients"
 * idempotencyHeaders(false) // => {}
 * Object.keys(idempotencyHeaders(true)) // => ["idempotency-key"]
 * @category constructors
 */
export const idempotencyHeaders = (enabled: boolean): Readonly<Record<string, string>> =>
  enabled ? { [idempotencyKeyHeader]: newIdempotencyKey() } : {}
