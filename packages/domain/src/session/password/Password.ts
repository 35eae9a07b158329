/**
 * Password update and forgot-password. Rules: loyalty §2 "Password update and
 * forgot-password", §3, §4 "Forgot-password", §5, §7.
 *
 * Where the spec is silent: the requirements and the messages' wording (as the rules page
 * records); the forgot-password e-mail is the store's one e-mail rule; the rewards-centre
 * redirect keeps the destination's query and sets storeId, catalogId and langId (an empty
 * destination is the rewards page); a value of the wrong type reads as absent.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import { fieldsOf, stringsOf, textOf } from "../../kernel/Untrusted.ts"

/** @category constants */
export const passwordMessages = {
  requirements: "Your password does not meet the requirements.",
  mismatch: "The passwords you entered do not match.",
  summary: "Please correct the errors below.",
  invalidEmail: "Please enter a valid email address.",
  success: "Your password has been updated.",
  forgotSuccess: "If an account exists for that email address, we have sent a link to reset your password.",
} as const

/** The requirements shown next to the field. @category constants */
export const passwordRequirements = "8 to 25 characters, at least one letter and one number, no spaces."

/** @category constants */
export const passwordLimits = { minimum: 8, maximum: 25 } as const

/** @category models */
export interface PasswordForm {
  readonly password: string
  readonly confirmPassword: string
}

/** @category models */
export interface PasswordFieldErrors {
  readonly password?: string
  readonly confirmPassword?: string
  readonly summary: string
}

/** Whether a password meets the requirements. @category validation */
export const meetsPasswordRequirements = (password: string): boolean =>
  typeof password === "string" && password.length >= passwordLimits.minimum && password.length <= passwordLimits.maximum &&
  /[A-Za-z]/.test(password) && /[0-9]/.test(password) && !/\s/.test(password)

/**
 * Validates the form: the password's requirement error, else the confirmation's mismatch.
 *
 * @category validation
 */
export const validatePasswordForm = (form: PasswordForm): Result.Result<string, PasswordFieldErrors> => {
  const { password, confirmPassword } = fieldsOf(form)
  if (typeof password !== "string" || !meetsPasswordRequirements(password)) {
    return Result.fail({ password: passwordMessages.requirements, summary: passwordMessages.summary })
  }
  if (confirmPassword !== password) {
    return Result.fail({ confirmPassword: passwordMessages.mismatch, summary: passwordMessages.summary })
  }
  return Result.succeed(password)
}

/** @category models */
export interface PasswordUpdatePayload {
  readonly password: string
  readonly emailOptions: Readonly<Record<string, "Y">>
  readonly preference?: { readonly germanyUser: true }
}

/**
 * The update payload (§3): the password, a brand → "Y" map of the ticked e-mail boxes, and
 * preference.germanyUser true for a German form (absent otherwise).
 *
 * @category constructors
 */
export const passwordUpdatePayload = (
  password: string,
  tickedBrands: ReadonlyArray<string>,
  germanForm: boolean,
): PasswordUpdatePayload => ({
  password: textOf(password),
  emailOptions: Object.fromEntries(stringsOf(tickedBrands).map((brand) => [brand, "Y" as const])),
  ...(germanForm === true ? { preference: { germanyUser: true as const } } : {}),
})

/** Validates the forgot-password e-mail. @category validation */
export const validateForgotEmail = (input: unknown): Result.Result<string, string> => {
  const value = typeof input === "string" ? input.trim() : ""
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
    ? Result.succeed(value)
    : Result.fail(passwordMessages.invalidEmail)
}

/**
 * The rewards-centre redirect after the success modal closes (§2).
 *
 * @category rules
 */
export const rewardsCentreRedirect = (
  destination: string,
  site: string,
  ids: { readonly storeId: string; readonly catalogId: string; readonly langId: string },
): string => {
  const target = textOf(destination) === "" ? `/shop/${textOf(site)}/account/rewards` : textOf(destination)
  const [path = "", query = ""] = target.split("?", 2)
  const params = new URLSearchParams(query)
  const { storeId, catalogId, langId } = fieldsOf(ids)
  params.set("storeId", textOf(storeId))
  params.set("catalogId", textOf(catalogId))
  params.set("langId", textOf(langId))
  return `${path}?${params.toString()}`
}

/**
 * Analytics events of the password pages.
 *
 * @category analytics
 */
export type PasswordEvent = {
  readonly type: "password"
  readonly name: "password-updated" | "forgot-password-sent"
}
