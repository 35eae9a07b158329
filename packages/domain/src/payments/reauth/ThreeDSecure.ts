/**
 * Whom the re-authorisation page believes and where it goes (loyalty-payments §4 "3-D
 * Secure"): the 3-D Secure frame loads from the submission answer's redirect address and is
 * shown when the frame posts a message, from one of the payment provider's three configured
 * origins (integration, EU, US), saying user interaction is required. A PayPal answer may
 * send the customer to PayPal.
 *
 * Both addresses come from a service answer, so neither is trusted as it is: the frame
 * loads only from a configured provider origin (`paymentProviderOrigins`), and a PayPal
 * redirect is followed only to a configured PayPal origin (`paypalRedirectOrigins`).
 * Anything else (another host, `javascript:`, `data:`, a relative path, an address with a
 * user name or password) is the typed {@link ReauthTargetRefused}, and nothing is loaded.
 *
 * Where the spec is silent (choices):
 * - origins are compared as the browser reports them (scheme, host and port; `https://a.b`
 *   and `https://a.b:443` are the same origin); a configured value that is no http(s)
 *   address is ignored;
 * - the message is `USER_INTERACTION_REQUIRED`, sent as that string, as an object whose
 *   `status` (or `type`) is that string, or as that object written as JSON; the
 *   comparison ignores case. Any other message, and any message from another origin, is
 *   ignored (never an error: a page hears many messages);
 * - an http (not https) origin is allowed only when it is configured as such (the fixtures
 *   on 127.0.0.1); the shipped defaults are all https.
 *
 * @since 0.3.0
 */
import * as Result from "effect/Result"
import { codeOf, isRecord, memberOf, stringsOf } from "../../site/OutsideData.ts"
import { httpOrigin, safeRedirect } from "../../site/Redirect.ts"
import { reauthMessages, ReauthTargetRefused } from "./ReauthFailure.ts"

/** The message the frame posts when the customer must act (§4). @category constants */
export const userInteractionRequired = "USER_INTERACTION_REQUIRED"

/**
 * Whether an origin (a message event's `origin`) is one of the configured ones.
 *
 * @example
 * import { isAllowedOrigin } from "@outfitter/domain"
 * isAllowedOrigin("https://3ds.example", ["https://3ds.example/"]) // => true
 * isAllowedOrigin("https://3ds.example.evil.test", ["https://3ds.example"]) // => false
 * isAllowedOrigin("null", ["https://3ds.example"]) // => false
 * @category predicates
 */
export const isAllowedOrigin = (origin: unknown, allowed: ReadonlyArray<string>): boolean => {
  const given = httpOrigin(origin)
  if (given === undefined || given !== origin) return false
  return stringsOf(allowed).some((entry) => httpOrigin(entry) === given)
}

/** What a message means to the page. @category models */
export type ThreeDSMessage = "userInteractionRequired" | "ignored"

const saysInteractionRequired = (data: unknown): boolean => {
  if (typeof data === "string") {
    if (codeOf(data) === userInteractionRequired) return true
    try {
      const parsed: unknown = JSON.parse(data)
      return typeof parsed === "object" && parsed !== null && saysInteractionRequired(parsed)
    } catch {
      return false
    }
  }
  if (!isRecord(data)) return false
  return [memberOf(data, "status"), memberOf(data, "type")].some((value) => codeOf(value) === userInteractionRequired)
}

/**
 * What a window message means: user interaction required when it comes from an allowed
 * origin and says so, else ignored. Total: any event in, never throws.
 *
 * @example
 * import { readThreeDSMessage } from "@outfitter/domain"
 * const allowed = ["https://3ds.example"]
 * readThreeDSMessage({ origin: "https://3ds.example", data: { status: "USER_INTERACTION_REQUIRED" } }, allowed) // => "userInteractionRequired"
 * readThreeDSMessage({ origin: "https://evil.example", data: "USER_INTERACTION_REQUIRED" }, allowed) // => "ignored"
 * @category parsing
 */
export const readThreeDSMessage = (
  event: { readonly origin: unknown; readonly data: unknown },
  allowed: ReadonlyArray<string>,
): ThreeDSMessage =>
  isAllowedOrigin(memberOf(event, "origin"), allowed) && saysInteractionRequired(memberOf(event, "data")) ? "userInteractionRequired" : "ignored"

/**
 * The address to load (the 3-D Secure frame) or follow (PayPal), when its origin is one of
 * the allowed ones; ReauthTargetRefused otherwise (see the module's notes).
 *
 * @example
 * import { providerTarget } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.isSuccess(providerTarget("https://3ds.example/c/1", ["https://3ds.example"], "frame")) // => true
 * Result.isFailure(providerTarget("https://evil.example/c/1", ["https://3ds.example"], "frame")) // => true
 * Result.isFailure(providerTarget("/api/challenge", ["https://3ds.example"], "frame")) // => true
 * @category rules
 */
export const providerTarget = (
  address: unknown,
  allowed: ReadonlyArray<string>,
  target: "frame" | "paypal",
): Result.Result<string, ReauthTargetRefused> => {
  const origin = httpOrigin(address)
  const refused = (at?: string) => Result.fail(new ReauthTargetRefused({ target, message: reauthMessages.general, origin: at }))
  if (origin === undefined || typeof address !== "string") return refused()
  const url = new URL(address.trim())
  if (url.username !== "" || url.password !== "") return refused(origin)
  // the platform's allow-list rule (site/Redirect.ts), over the provider's origins only
  return Result.isSuccess(safeRedirect(url.href, { allowedOrigins: stringsOf(allowed) })) ? Result.succeed(url.href) : refused(origin)
}
