/**
 * Fast enroll's checks of pane 1 (the e-mail) and pane 2 (phone, opt-ins, password).
 * Rules: docs/rules/orders-returns-help.md#help-and-enrol-forms (orders §5).
 *
 * Where the spec is silent:
 * - the invalid e-mail message and rule are the sign-in pages' (`validateForgotEmail`);
 * - the phone is the loyalty onboarding's phone rule (`validatePhone`) with the
 *   primary-phone format message; an empty phone is absent (the phone is optional);
 * - the login password must be given but its strength is not checked: an account made
 *   before today's requirements may hold an older password.
 *
 * @since 0.6.0
 */
import * as Result from "effect/Result"
import { fieldsOf, stringsOf, textOf } from "../../kernel/Untrusted.ts"
import { validatePhone } from "../../loyalty/index.ts"
import { validateForgotEmail } from "../../session/index.ts"
import type { SiteCode } from "../../site/index.ts"
import { fastEnrollMessages, type FastEnrollService } from "./FastEnrollMachine.ts"

/**
 * Pane 1's check (§5): a valid e-mail, trimmed, or the invalid sign-in e-mail message.
 *
 * @example
 * import { validateFastEnrollEmail } from "@outfitter/domain"
 * validateFastEnrollEmail(" ann@example.com ") // => Result.succeed("ann@example.com")
 * @category validation
 */
export const validateFastEnrollEmail = (input: unknown): Result.Result<string, string> =>
  Result.mapError(validateForgotEmail(input), () => fastEnrollMessages.invalidEmail)

/** Pane 2 as typed. @category models */
export interface FastEnrollAccountForm {
  readonly phone: string
  /** The brands whose e-mail opt-in box is ticked. */
  readonly optIns: ReadonlyArray<string>
  /** Asked only by the login service. */
  readonly password: string
}

/** Pane 2's field errors. @category models */
export interface FastEnrollFieldErrors {
  readonly phone?: string
  readonly password?: string
}

/** Pane 2, checked: the phone's digits when one was given. @category models */
export interface FastEnrollAccountInput {
  readonly phone: string | undefined
  readonly optIns: ReadonlyArray<string>
  readonly password: string
}

/**
 * Pane 2's checks (§5): a phone, when given, passes the phone rule (its error is the
 * primary-phone format message); the login service needs a password.
 *
 * @example
 * import { validateFastEnrollAccount } from "@outfitter/domain"
 * validateFastEnrollAccount({ phone: "614 555 0100", optIns: [], password: "" }, "create", "us")._tag // => "Success"
 * validateFastEnrollAccount({ phone: "12", optIns: [], password: "" }, "create", "us")._tag // => "Failure"
 * @category validation
 */
export const validateFastEnrollAccount = (
  form: FastEnrollAccountForm,
  service: FastEnrollService,
  site: SiteCode,
): Result.Result<FastEnrollAccountInput, FastEnrollFieldErrors> => {
  const given = fieldsOf(form)
  const typedPhone = textOf(given["phone"]).trim()
  const password = textOf(given["password"])
  const errors: { phone?: string; password?: string } = {}
  let phone: string | undefined
  if (typedPhone !== "") {
    const checked = validatePhone(typedPhone, site)
    if (Result.isFailure(checked)) errors.phone = checked.failure.field
    else phone = checked.success
  }
  if (service === "login" && password === "") errors.password = fastEnrollMessages.passwordRequired
  if (errors.phone !== undefined || errors.password !== undefined) return Result.fail(errors)
  return Result.succeed({ phone, optIns: stringsOf(given["optIns"]), password: service === "login" ? password : "" })
}
