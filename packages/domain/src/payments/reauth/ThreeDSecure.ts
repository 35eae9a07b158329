/**
 * Whom the re-authorisation page believes and where it may go: the 3-D Secure frame's
 * origin and message, and the PayPal redirect. Rules: loyalty §4 "Payment choice,
 * re-authorisation status, 3-D Secure".
 *
 * Where the spec is silent: origins are compared as the browser reports them (a
 * configured value that is no http(s) address is ignored; http only when configured so);
 * the message may come as the string, as an object whose `status` or `type` is it, or as
 * that object in JSON, without regard to case; any other message is ignored.
 *
 * @since 0.3.0
 */
import * as Result from "effect/Result"
import { codeOf, isRecord, memberOf, stringsOf } from "../../kernel/Untrusted.ts"
import { httpOrigin, safeRedirect } from "../../site/index.ts"
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
