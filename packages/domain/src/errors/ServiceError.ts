/**
 * Tagged errors shared by every context, each with its reason code and a message a person
 * can read, never a card number, CVV or token. Rules: platform §8.
 *
 * Where the spec is silent: they are `Data.TaggedError`s, not Schema classes, so
 * validation in a page's first load can fail with them without bringing Schema along.
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import * as Duration from "effect/Duration"
import type { CallContext, ErrorCause } from "./CallContext.ts"
import { ReasonCode } from "./ReasonCode.ts"
import { numberOf } from "../kernel/Untrusted.ts"

export * from "./CallContext.ts"

/** The spec's message for a failed service call (platform §8 "Messages"). */
export const serviceUnavailableMessage = "service unavailable"

/**
 * Input rejected before any call was made, or a service answered 400 (reason 3).
 * `message` is the spec's exact text where the spec has one.
 *
 * @example
 * import { InvalidParams } from "@outfitter/domain"
 * new InvalidParams({ message: "maxItems must be a number", field: "maxItems" }).reason // => 3
 * @category errors
 */
export class InvalidParams extends Data.TaggedError("InvalidParams")<{
  readonly message: string
  /** The input that was wrong, named as the caller names it (a query key or form field). */
  readonly field?: string | undefined
}> {
  readonly reason = ReasonCode.InvalidParams
}

/**
 * A call failed: transport error, a non-2xx status, or a body that did not decode
 * (reason 2, "ajax failed"). `status` is absent when no response arrived.
 *
 * @category errors
 */
export class AjaxFailed extends Data.TaggedError("AjaxFailed")<{
  readonly message: string
  readonly status?: number | undefined
  readonly errorKey?: string | undefined
  readonly errorCode?: string | undefined
  /** The HTTP method of the call, when one was made (see CallContext.ts). */
  readonly method?: string | undefined
  /** The call's URL without user info or credentials (see CallContext.ts). */
  readonly url?: string | undefined
  /** Why it failed, as redacted plain data (see CallContext.ts); never a request body. */
  readonly cause?: ErrorCause | undefined
}> {
  readonly reason = ReasonCode.AjaxFailed
}

/**
 * The service answered, but the thing asked for does not exist (a 404). Kept apart from
 * AjaxFailed so a CLI can say "no such store" rather than "the service failed"; its
 * reason code is still 2, as the spec has no code of its own for it.
 *
 * @category errors
 */
export class NotFound extends Data.TaggedError("NotFound")<{
  readonly message: string
  readonly errorKey?: string | undefined
  /** The HTTP method of the call, when one was made (see CallContext.ts). */
  readonly method?: string | undefined
  /** The call's URL without user info or credentials (see CallContext.ts). */
  readonly url?: string | undefined
  /** Why it failed, as redacted plain data (see CallContext.ts); never a request body. */
  readonly cause?: ErrorCause | undefined
}> {
  readonly reason = ReasonCode.AjaxFailed
}

/**
 * The words for a time-out: "the service did not answer in 15 s" (seconds, with as many
 * decimals as the time-out has: 1.5 s, 0.25 s). The spec has no message of its own for it.
 *
 * @example
 * import { timeoutMessage } from "@outfitter/domain"
 * timeoutMessage(15_000) // => "the service did not answer in 15 s"
 * timeoutMessage(1_500) // => "the service did not answer in 1.5 s"
 * @category constructors
 */
export const timeoutMessage = (timeoutMs: number): string => `the service did not answer in ${numberOf(timeoutMs) / 1000} s`

/**
 * A call got no complete answer within its time-out (the clients' `timeout` setting,
 * 15 s unless configured): the connection was opened, or not, but no full response
 * arrived in time, and the call was abandoned. Kept apart from AjaxFailed so a page or a
 * CLI can say "the service did not answer in 15 s" rather than "service unavailable";
 * its reason code is still 2, as the spec has no code of its own for it.
 *
 * @example
 * import { Timeout } from "@outfitter/domain"
 * new Timeout({ timeoutMs: 15_000 }).message // => "the service did not answer in 15 s"
 * @category errors
 */
export class Timeout extends Data.TaggedError("Timeout")<{
  /** {@link timeoutMessage} of the time-out. */
  readonly message: string
  /** The time-out that ran out, in milliseconds. */
  readonly timeoutMs: number
  /** The HTTP method of the call, when one was made (see CallContext.ts). */
  readonly method?: string | undefined
  /** The call's URL without user info or credentials (see CallContext.ts). */
  readonly url?: string | undefined
  /** Why it failed, as redacted plain data (see CallContext.ts); never a request body. */
  readonly cause?: ErrorCause | undefined
}> {
  readonly reason = ReasonCode.AjaxFailed

  constructor(props: {
    readonly timeoutMs: number
    readonly method?: string | undefined
    readonly url?: string | undefined
    readonly cause?: ErrorCause | undefined
  }) {
    super({ ...props, message: timeoutMessage(props.timeoutMs) })
  }

  /** The time-out as a Duration. */
  get timeout(): Duration.Duration {
    return Duration.millis(this.timeoutMs)
  }
}

/**
 * A size in bytes as a person reads it: whole mebibytes as "MB", whole kibibytes as "KB",
 * anything else in bytes (1024-based, as the attachment limits are).
 *
 * @example
 * import { byteSizeText } from "@outfitter/domain"
 * byteSizeText(10 * 1024 * 1024) // => "10 MB"
 * byteSizeText(1024) // => "1 KB"
 * byteSizeText(1500) // => "1500 bytes"
 * @category constructors
 */
export const byteSizeText = (bytes: number): string => {
  const n = numberOf(bytes)
  if (n > 0 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MB`
  if (n > 0 && n % 1024 === 0) return `${n / 1024} KB`
  return `${n} bytes`
}

/**
 * The words for an answer over the size limit: "the service's answer is larger than 10 MB".
 *
 * @example
 * import { responseTooLargeMessage } from "@outfitter/domain"
 * responseTooLargeMessage(10 * 1024 * 1024) // => "the service's answer is larger than 10 MB"
 * @category constructors
 */
export const responseTooLargeMessage = (limitBytes: number): string =>
  `the service's answer is larger than ${byteSizeText(limitBytes)}`

/**
 * A call's answer was larger than the clients' size limit (their `maxResponseBytes`
 * setting, 10 MB unless configured): its reading was stopped at the limit and the
 * connection let go, so a huge or endless answer costs at most the limit in memory. Kept
 * apart from AjaxFailed so a page or a CLI can say why; its reason code is still 2, as
 * the spec has no code of its own for it. Not retried: the same call gets the same answer.
 *
 * @example
 * import { ResponseTooLarge } from "@outfitter/domain"
 * new ResponseTooLarge({ limitBytes: 1024 }).message // => "the service's answer is larger than 1 KB"
 * @category errors
 */
export class ResponseTooLarge extends Data.TaggedError("ResponseTooLarge")<
  CallContext & {
    /** {@link responseTooLargeMessage} of the limit. */
    readonly message: string
    /** The limit the answer went past, in bytes. */
    readonly limitBytes: number
  }
> {
  readonly reason = ReasonCode.AjaxFailed

  constructor(props: CallContext & { readonly limitBytes: number }) {
    super({ ...props, message: responseTooLargeMessage(props.limitBytes) })
  }
}

/**
 * A call tried again after each of its configured intervals and failed every time
 * (reason 5, "max retries"; orders-returns-help §7: the return-order details read). `last`
 * is the last attempt's failure, as plain data.
 *
 * @example
 * import { AjaxFailed, MaxRetries } from "@outfitter/domain"
 * new MaxRetries({ message: "The order details could not be read", attempts: 4, last: new AjaxFailed({ message: "service unavailable" }) }).reason // => 5
 * @category errors
 */
export class MaxRetries extends Data.TaggedError("MaxRetries")<{
  readonly message: string
  /** Every attempt made, the first included. */
  readonly attempts: number
  readonly last: InvalidParams | AjaxFailed | NotFound | Timeout | ResponseTooLarge
}> {
  readonly reason = ReasonCode.MaxRetries
}

/** Guard for {@link MaxRetries}. @category guards */
export const isMaxRetries = (u: unknown): u is MaxRetries => u instanceof MaxRetries

/** Guard for {@link InvalidParams}. @category guards */
export const isInvalidParams = (u: unknown): u is InvalidParams => u instanceof InvalidParams

/** Guard for {@link AjaxFailed}. @category guards */
export const isAjaxFailed = (u: unknown): u is AjaxFailed => u instanceof AjaxFailed

/** Guard for {@link NotFound}. @category guards */
export const isNotFound = (u: unknown): u is NotFound => u instanceof NotFound

/** Guard for {@link Timeout}. @category guards */
export const isTimeout = (u: unknown): u is Timeout => u instanceof Timeout

/** Guard for {@link ResponseTooLarge}. @category guards */
export const isResponseTooLarge = (u: unknown): u is ResponseTooLarge => u instanceof ResponseTooLarge
