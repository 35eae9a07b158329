/**
 * The phone of the onboarding modal (and of fast enroll). Rules: docs/rules/loyalty-payments.md#phone (loyalty §5).
 *
 * Where the spec is silent: digits may be written with spaces, dashes, dots, parentheses or
 * a leading "+", which are dropped; any other character is an error; an empty phone is an
 * error.
 *
 * @since 0.6.0
 */
import * as Data from "effect/Data"
import * as Result from "effect/Result"
import { textOf } from "../../kernel/Untrusted.ts"
import type { SiteCode } from "../../site/index.ts"
import { onboardingMessages } from "./OnboardingMessages.ts"

/**
 * A phone failure: the summary and the field's message. A tagged error; its `message` is
 * the summary.
 *
 * @category errors
 */
export class PhoneError extends Data.TaggedError("PhoneError")<{
  readonly summary: string
  readonly field: string
}> {
  override get message(): string {
    return this.summary
  }
}

/** Guard for {@link PhoneError}. @category guards */
export const isPhoneError = (u: unknown): u is PhoneError => u instanceof PhoneError

/**
 * Checks a phone (§5): exactly 10 digits on the US site, 3 to 19 elsewhere. Answers the
 * digits to send.
 *
 * @example
 * import { validatePhone } from "@outfitter/domain"
 * validatePhone("(614) 555-0100", "us") // => Result.succeed("6145550100")
 * @category validation
 */
export const validatePhone = (input: string, site: SiteCode): Result.Result<string, PhoneError> => {
  const isUs = site === "us"
  const error = new PhoneError({
    summary: onboardingMessages.phoneSummary,
    field: isUs ? onboardingMessages.phoneUs : onboardingMessages.phoneOther,
  })
  const fail = Result.fail(error)
  const trimmed = textOf(input).trim()
  if (!/^\+?[\d\s\-.()]*$/.test(trimmed)) return fail
  const digits = trimmed.replace(/\D/g, "")
  const ok = isUs ? digits.length === 10 : digits.length >= 3 && digits.length <= 19
  return ok ? Result.succeed(digits) : fail
}
