/**
 * Fast enroll's three panes as one state machine: the flow is a value, every change an
 * action given to `fastEnrollTransition`, which answers the next value or a typed refusal.
 * Rules: docs/rules/orders-returns-help.md#fast-enroll-the-session-login-and-global-sign-on (orders §4), §2, §9.
 *
 * Where the spec is silent:
 * - pane 2's service starts as `create` (no password; the new member sets one from the
 *   confirmation's "set your password" link); ChooseService switches it to `login` and back;
 * - a lookup that fails, for any reason, is a new account and opens pane 2;
 * - the messages but the invalid e-mail's are Outfitter's wording;
 * - while a check or a submit is under way every other action is refused, so nothing is
 *   sent twice; an unknown action is refused; a flow read from outside
 *   (`readFastEnrollFlow`) takes its starting value for any field of the wrong type.
 *
 * @since 0.4.0
 */
import * as Data from "effect/Data"
import * as Result from "effect/Result"
import { fieldsOf, trimmedOf } from "../../kernel/Untrusted.ts"
import { passwordMessages, validateForgotEmail } from "../../session/index.ts"

/** The panes, in order (§2). @category constants */
export const fastEnrollPanes = ["email", "account", "confirmation"] as const

/** @category models */
export type FastEnrollPane = (typeof fastEnrollPanes)[number]

/** The services pane 2's button may call (§4 "depending on the button's data-service"). @category constants */
export const fastEnrollServices = ["create", "login"] as const

/** @category models */
export type FastEnrollService = (typeof fastEnrollServices)[number]

/** The submit button returns to its first state this long after a failure (§9). @category constants */
export const fastEnrollButtonResetMs = 1000

/** The messages (the spec gives no wording but the invalid e-mail's). @category constants */
export const fastEnrollMessages = {
  invalidEmail: passwordMessages.invalidEmail,
  passwordRequired: "Enter your password.",
  failed: "We could not complete your enrolment. Please try again.",
  existingUser: "Welcome back! You are already a member.",
  signedIn: "Welcome back! You are signed in and your membership is ready.",
  newUser: "Welcome! Your membership is ready.",
} as const

/** The account details the lookup, the create and the login answer with (§3). @category models */
export interface FastEnrollAccount {
  readonly userId: string
  /** The wallet pass token, when the service gave one. */
  readonly appleToken?: string | undefined
  /** The member barcode's data, when the service gave one. */
  readonly barCode?: string | undefined
}

/** @category models */
export type FastEnrollBusy = "idle" | "checking" | "submitting"

/** @category models */
export interface FastEnrollFlow {
  readonly pane: FastEnrollPane
  /** The e-mail being checked or checked; undefined before pane 1 is submitted. */
  readonly email: string | undefined
  /** The existing-user flag (§4). */
  readonly existingUser: boolean
  /** Pane 2's service. */
  readonly service: FastEnrollService
  /** Whether pane 2 is on the page (hidden again by Back). */
  readonly accountPaneShown: boolean
  readonly busy: FastEnrollBusy
  readonly account: FastEnrollAccount | undefined
  /** The message shown in the current pane after a failure. */
  readonly error: string | undefined
}

/** @category models */
export type FastEnrollAction =
  | { readonly _tag: "CheckEmail"; readonly email: string }
  | { readonly _tag: "AccountFound"; readonly account: FastEnrollAccount }
  | { readonly _tag: "AccountNotFound" }
  | { readonly _tag: "Back" }
  | { readonly _tag: "ChooseService"; readonly service: FastEnrollService }
  | { readonly _tag: "Submit" }
  | { readonly _tag: "Submitted"; readonly account: FastEnrollAccount }
  | { readonly _tag: "SubmitFailed"; readonly message: string }

/** @category models */
export type FastEnrollRefusalReason = "busy" | "wrongPane" | "invalidEmail" | "unknownAction"

/** @category constants */
export const fastEnrollRefusalMessages: Readonly<Record<FastEnrollRefusalReason, string>> = {
  busy: "Wait for the current request to finish",
  wrongPane: "That action does not belong to this pane",
  invalidEmail: fastEnrollMessages.invalidEmail,
  unknownAction: "Unknown fast enroll action",
}

/**
 * An action the flow does not take in its state. Its `message` says why.
 *
 * @category errors
 */
export class FastEnrollRefused extends Data.TaggedError("FastEnrollRefused")<{
  readonly reason: FastEnrollRefusalReason
  readonly message: string
}> {}

const refuse = (reason: FastEnrollRefusalReason): Result.Result<never, FastEnrollRefused> =>
  Result.fail(new FastEnrollRefused({ reason, message: fastEnrollRefusalMessages[reason] }))

/** The flow at page load: pane 1, nothing checked. @category constructors */
export const initialFastEnrollFlow: FastEnrollFlow = {
  pane: "email",
  email: undefined,
  existingUser: false,
  service: "create",
  accountPaneShown: false,
  busy: "idle",
  account: undefined,
  error: undefined,
}

const oneOf = <A extends string>(values: ReadonlyArray<A>, value: unknown, fallback: A): A =>
  typeof value === "string" && (values as ReadonlyArray<string>).includes(value) ? (value as A) : fallback

/**
 * Account details read from outside: a non-blank user id (a number is read as its text),
 * the token and barcode when they are non-blank text. Undefined when there is no user id.
 *
 * @category parsing
 */
export const readFastEnrollAccount = (value: unknown): FastEnrollAccount | undefined => {
  const given = fieldsOf(value)
  const id = given["userId"]
  const userId = typeof id === "number" && Number.isFinite(id) ? String(id) : trimmedOf(id)
  if (userId === undefined) return undefined
  const wallet = fieldsOf(given["appleWallet"])
  const appleToken = trimmedOf(given["appleToken"]) ?? trimmedOf(wallet["appleToken"])
  const barCode = trimmedOf(given["barCode"]) ?? trimmedOf(fieldsOf(wallet["barCode"])["data"])
  return { userId, ...(appleToken === undefined ? {} : { appleToken }), ...(barCode === undefined ? {} : { barCode }) }
}

/**
 * A flow read field by field: a field of the wrong type takes its starting value.
 *
 * @category parsing
 */
export const readFastEnrollFlow = (value: unknown): FastEnrollFlow => {
  const given = fieldsOf(value)
  const error = trimmedOf(given["error"])
  return {
    pane: oneOf(fastEnrollPanes, given["pane"], "email"),
    email: trimmedOf(given["email"]),
    existingUser: given["existingUser"] === true,
    service: oneOf(fastEnrollServices, given["service"], "create"),
    accountPaneShown: given["accountPaneShown"] === true,
    busy: oneOf(["idle", "checking", "submitting"] as const, given["busy"], "idle"),
    account: readFastEnrollAccount(given["account"]),
    error,
  }
}

/**
 * The next flow after an action, or why it is refused.
 *
 * @example
 * import { fastEnrollTransition, initialFastEnrollFlow } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const checking = Result.getOrThrow(fastEnrollTransition(initialFastEnrollFlow, { _tag: "CheckEmail", email: "ann@example.com" }))
 * const found = fastEnrollTransition(checking, { _tag: "AccountFound", account: { userId: "7" } })
 * Result.isSuccess(found) && found.success.pane // => "confirmation"
 * @category transitions
 */
export const fastEnrollTransition = (
  givenFlow: FastEnrollFlow,
  givenAction: FastEnrollAction,
): Result.Result<FastEnrollFlow, FastEnrollRefused> => {
  const flow = readFastEnrollFlow(givenFlow)
  const action = fieldsOf(givenAction)
  const tag = action["_tag"]
  const expect = (pane: FastEnrollPane, busy: FastEnrollBusy) =>
    flow.busy !== busy ? refuse(flow.busy === "idle" ? "wrongPane" : "busy") : flow.pane !== pane ? refuse("wrongPane") : undefined
  switch (tag) {
    case "CheckEmail": {
      const refused = expect("email", "idle")
      if (refused !== undefined) return refused
      const email = validateForgotEmail(action["email"])
      if (Result.isFailure(email)) return refuse("invalidEmail")
      return Result.succeed({ ...flow, email: email.success, busy: "checking", error: undefined })
    }
    case "AccountFound": {
      const refused = expect("email", "checking")
      if (refused !== undefined) return refused
      const account = readFastEnrollAccount(action["account"])
      // details that cannot be read are a failed lookup: the account is treated as new (§4)
      if (account === undefined) return Result.succeed(toAccountPane(flow))
      return Result.succeed({ ...flow, pane: "confirmation", existingUser: true, busy: "idle", account })
    }
    case "AccountNotFound": {
      const refused = expect("email", "checking")
      return refused ?? Result.succeed(toAccountPane(flow))
    }
    case "Back": {
      const refused = expect("account", "idle")
      return refused ??
        Result.succeed({ ...flow, pane: "email", accountPaneShown: false, service: "create", error: undefined })
    }
    case "ChooseService": {
      const refused = expect("account", "idle")
      if (refused !== undefined) return refused
      const service = action["service"]
      if (service !== "create" && service !== "login") return refuse("unknownAction")
      return Result.succeed({ ...flow, service, error: undefined })
    }
    case "Submit": {
      const refused = expect("account", "idle")
      return refused ?? Result.succeed({ ...flow, busy: "submitting", error: undefined })
    }
    case "Submitted": {
      const refused = expect("account", "submitting")
      if (refused !== undefined) return refused
      const account = readFastEnrollAccount(action["account"])
      if (account === undefined) return Result.succeed({ ...flow, busy: "idle", error: fastEnrollMessages.failed })
      return Result.succeed({ ...flow, pane: "confirmation", existingUser: false, busy: "idle", account })
    }
    case "SubmitFailed": {
      const refused = expect("account", "submitting")
      return refused ?? Result.succeed({ ...flow, busy: "idle", error: trimmedOf(action["message"]) ?? fastEnrollMessages.failed })
    }
    default:
      return refuse("unknownAction")
  }
}

const toAccountPane = (flow: FastEnrollFlow): FastEnrollFlow => ({
  ...flow,
  pane: "account",
  existingUser: false,
  accountPaneShown: true,
  busy: "idle",
  account: undefined,
  service: "create",
})

/**
 * The account's state at pane 3: already a member (found by the e-mail lookup), signed in
 * with the password it already had (pane 2's login), or created without a password (pane
 * 2's create).
 *
 * @category models
 */
export type FastEnrollAccountState = "alreadyMember" | "signedIn" | "created"

/**
 * The account's state at pane 3 (see {@link FastEnrollAccountState}).
 *
 * @example
 * import { fastEnrollAccountState, initialFastEnrollFlow } from "@outfitter/domain"
 * fastEnrollAccountState({ ...initialFastEnrollFlow, pane: "confirmation", service: "login" }) // => "signedIn"
 * @category rules
 */
export const fastEnrollAccountState = (flow: FastEnrollFlow): FastEnrollAccountState => {
  const read = readFastEnrollFlow(flow)
  return read.existingUser ? "alreadyMember" : read.service === "login" ? "signedIn" : "created"
}

/** Pane 3 as the account's state words it. @category models */
export interface FastEnrollConfirmationView {
  readonly message: string
  /** Only an account created here has no password: it alone is offered the set-password e-mail. */
  readonly offersSetPassword: boolean
  /** The confirmation spot to show: the existing-user one for an account that was there before. */
  readonly spot: "existingUser" | "newUser"
}

/**
 * Pane 3's wording, following the account's state (§4: the existing-user or the new-user
 * confirmation): a member who signed in with their password is welcomed back and is never
 * asked to set a password.
 *
 * @example
 * import { fastEnrollConfirmationView, initialFastEnrollFlow } from "@outfitter/domain"
 * fastEnrollConfirmationView({ ...initialFastEnrollFlow, pane: "confirmation", service: "create" }).offersSetPassword // => true
 * fastEnrollConfirmationView({ ...initialFastEnrollFlow, pane: "confirmation", service: "login" }).offersSetPassword // => false
 * @category rules
 */
export const fastEnrollConfirmationView = (flow: FastEnrollFlow): FastEnrollConfirmationView => {
  switch (fastEnrollAccountState(flow)) {
    case "alreadyMember":
      return { message: fastEnrollMessages.existingUser, offersSetPassword: false, spot: "existingUser" }
    case "signedIn":
      return { message: fastEnrollMessages.signedIn, offersSetPassword: false, spot: "existingUser" }
    default:
      return { message: fastEnrollMessages.newUser, offersSetPassword: true, spot: "newUser" }
  }
}

/**
 * Pane 3's message, following the account's state ({@link fastEnrollConfirmationView}).
 *
 * @category rules
 */
export const fastEnrollConfirmation = (flow: FastEnrollFlow): string => fastEnrollConfirmationView(flow).message
