/**
 * The remembered state and the sign-in form's states. Rules: platform §2 "Sign-in entry and
 * the sign-in modal", §4 "Remembered visitors".
 *
 * Where the spec is silent: the outcomes are plain tagged data, not errors (their `Error`
 * is what the form shows), and keep only a failure's tag and message; a value of the wrong
 * type reads as absent (an answer that is not `true` is not remembered, an unknown outcome
 * gives the plain form).
 *
 * @since 0.1.0
 */
import { fieldsOf, stringOf, textOf } from "../kernel/Untrusted.ts"
import { maskEmail } from "./MaskedEmail.ts"

/**
 * The analytics event raised when the remembered call succeeds but says not remembered.
 * A typed value on the host's analytics stream (docs/architecture.md); nothing is sent by
 * default. The spec names no fields; these are Outfitter's.
 *
 * @category models
 */
export interface RememberedErrorEvent {
  readonly type: "error"
  readonly name: "remembered_check"
  readonly reason: "not_remembered"
}

/** The one event value (it carries no data of the visitor). @category constants */
export const rememberedErrorEvent: RememberedErrorEvent = { type: "error", name: "remembered_check", reason: "not_remembered" }

/** @category models */
export type RememberedOutcome =
  | { readonly _tag: "Remembered"; readonly isRemembered: true }
  | { readonly _tag: "Error"; readonly isRemembered: false; readonly event: RememberedErrorEvent }
  | {
    readonly _tag: "NotRemembered"
    readonly isRemembered: false
    /** Why: the call failed, or was refused before it was made (generic or guest visitor). */
    readonly failure: { readonly _tag: string; readonly message: string }
  }

/**
 * The outcome of a remembered call that answered.
 *
 * @example
 * import { rememberedOutcome } from "@outfitter/domain"
 * rememberedOutcome(true)._tag // => "Remembered"
 * rememberedOutcome(false)._tag // => "Error"
 * @category constructors
 */
export const rememberedOutcome = (isRemembered: boolean): RememberedOutcome =>
  isRemembered === true
    ? { _tag: "Remembered", isRemembered: true }
    : { _tag: "Error", isRemembered: false, event: rememberedErrorEvent }

/**
 * The outcome of a remembered call that failed (or was not allowed): not remembered.
 *
 * @category constructors
 */
export const rememberedCallFailed = (failure: { readonly _tag: string; readonly message: string }): RememberedOutcome => {
  const { _tag, message } = fieldsOf(failure)
  return { _tag: "NotRemembered", isRemembered: false, failure: { _tag: stringOf(_tag) ?? "Unknown", message: textOf(message) } }
}

/** The message of the error state (the spec gives none). @category constants */
export const signInErrorMessage = "We could not confirm who you are. Sign in with your e-mail address and password."

/** What the welcome back shows about the user (platform §3 "User (as read)"). @category models */
export interface RememberedUser {
  readonly firstName: string
  readonly email: string
}

/**
 * The sign-in form's state.
 * - `Loading`: the remembered call has not answered yet.
 * - `Remembered`: welcome back {firstName}, the masked e-mail, a hidden login-id field
 *   holding `loginId` (the real e-mail) and a password field.
 * - `NotRemembered`: the plain e-mail and password form.
 * - `Error`: the error message, with the plain form still usable under it.
 *
 * @category models
 */
export type SignInFormState =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Remembered"; readonly firstName: string; readonly maskedEmail: string; readonly loginId: string }
  | { readonly _tag: "NotRemembered" }
  | { readonly _tag: "Error"; readonly message: string }

/**
 * The form state from the remembered outcome and, for a remembered visitor, the user
 * record. A remembered visitor whose record is still loading is `Loading`; one whose
 * record could not be read, or has no e-mail, gets the plain form (there is nothing to
 * welcome back with).
 *
 * @example
 * import { rememberedOutcome, signInFormState } from "@outfitter/domain"
 * signInFormState(rememberedOutcome(true), { firstName: "Jane", email: "jane@example.com" })
 * // => { _tag: "Remembered", firstName: "Jane", maskedEmail: "jxxx@example.com", loginId: "jane@example.com" }
 * @category constructors
 */
export const signInFormState = (
  outcome: RememberedOutcome | undefined,
  user?: RememberedUser | "loading" | "failed",
): SignInFormState => {
  if (outcome === undefined) return { _tag: "Loading" }
  switch (fieldsOf(outcome)["_tag"]) {
    case "Error":
      return { _tag: "Error", message: signInErrorMessage }
    case "Remembered": {
      if (user === undefined || user === "loading") return { _tag: "Loading" }
      const { email, firstName } = fieldsOf(user)
      if (typeof email !== "string" || email.trim() === "") return { _tag: "NotRemembered" }
      return { _tag: "Remembered", firstName: textOf(firstName), maskedEmail: maskEmail(email), loginId: email }
    }
    default:
      return { _tag: "NotRemembered" }
  }
}
