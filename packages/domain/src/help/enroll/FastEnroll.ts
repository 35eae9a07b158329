/**
 * Fast enroll (orders §2 "Fast enroll", §3 "Help and enrol entities", §4 "Fast enroll
 * flow", §5 "Fast enroll", §8, §9): the three panes as one state machine, the checks of
 * each pane, the user object, the campaign id and its content spots, and how a create or
 * sign-in failure is read.
 *
 * The flow is a value ({@link FastEnrollFlow}); every change is an action passed to
 * {@link fastEnrollTransition}, which answers the next value or a typed refusal
 * ({@link FastEnrollRefused}). It never throws, runs no timer and touches no page.
 *
 * - Pane 1 (`email`): the e-mail is checked (CheckEmail, then AccountFound or
 *   AccountNotFound). An account that exists sets the existing-user flag and goes straight
 *   to pane 3 with the returned details; a lookup that fails, for any reason, is treated
 *   as a new account and opens pane 2.
 * - Pane 2 (`account`): Back returns to pane 1 and hides pane 2. Submit goes to pane 3
 *   once the pane's service (create or login) has answered (Submitted); a failure keeps
 *   pane 2 with the failure's first message (SubmitFailed).
 * - Pane 3 (`confirmation`): the existing-user or new-user message
 *   ({@link fastEnrollConfirmation}).
 * - The page logs any session off when it loads (the page's and the hook's job; the
 *   machine starts at pane 1 whatever happened before).
 *
 * Where the spec is silent, Outfitter chooses:
 * - pane 2's service starts as `create` (the user object of §3, no password: the new
 *   member sets one from the confirmation's "set your password" link, which sends the
 *   forgot-password e-mail); ChooseService switches it to `login` ("I already have a
 *   password") and back. Only `login` asks for a password;
 * - the invalid e-mail message is the one the sign-in pages give for an e-mail that is not
 *   one (`passwordMessages.invalidEmail`), checked by the same rule (`validateForgotEmail`);
 * - the phone is the loyalty onboarding's phone rule (`validatePhone`: 10 digits on the us
 *   site, 3 to 19 elsewhere) and its field message is the primary-phone format message; an
 *   empty phone is absent (the phone is optional);
 * - the login password must be given; its strength is not checked here, since an account
 *   made before today's requirements may hold an older password: the service answers
 *   EC_ERROR with a key ending `.2030` for a wrong one, which is tracked as an invalid
 *   password ({@link isInvalidPasswordFailure});
 * - a failure body's first error message is shown; a body without one shows
 *   `fastEnrollMessages.failed`;
 * - the campaign id is the `campaignId` query parameter, trimmed, when it is 1 to 64
 *   letters, digits, `_` or `-` (it becomes part of content spot names); anything else is
 *   no campaign;
 * - the confirmation's three content spots (orders §9: success for existing users, success
 *   for new users, the success action) are named `fastEnroll-success-existing`,
 *   `fastEnroll-success-new` and `fastEnroll-success-action`, each suffixed with
 *   `-{campaignId}` when there is a campaign ({@link fastEnrollContentSpots}); the page shows
 *   the existing or the new user's, and the action;
 * - while a check or a submit is under way every other action is refused, so nothing is
 *   sent twice; a flow read from outside ({@link readFastEnrollFlow}) takes its starting
 *   value for any field of the wrong type, and an unknown action is refused.
 *
 * @since 0.4.0
 */
import * as Data from "effect/Data"
import * as Result from "effect/Result"
import { validatePhone } from "../../loyalty/index.ts"
import { passwordMessages, validateForgotEmail } from "../../session/index.ts"
import { fieldsOf, isRecord, stringsOf, textOf, trimmedOf } from "../../kernel/Untrusted.ts"
import type { SiteCode } from "../../site/index.ts"

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
 * Pane 3's message: the existing-user or the new-user confirmation (§4).
 *
 * @category rules
 */
export const fastEnrollConfirmation = (flow: FastEnrollFlow): string =>
  readFastEnrollFlow(flow).existingUser ? fastEnrollMessages.existingUser : fastEnrollMessages.newUser

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

/** The user object of the create call (§3). @category models */
export interface FastEnrollUser {
  readonly email: string
  readonly primaryPhone?: string
  /** brand → "Y" for each ticked opt-in box. */
  readonly emailOptions?: Readonly<Record<string, "Y">>
  readonly fastEnrollCampaignId?: string
}

/**
 * The user object (§3): the e-mail, the phone when given, the opt-ins when any box is
 * ticked (brand → "Y", as the password update sends them), the campaign id when there is
 * one. Absent parts are left out, never sent empty.
 *
 * @example
 * import { fastEnrollUser } from "@outfitter/domain"
 * fastEnrollUser({ email: "ann@example.com", phone: undefined, optIns: ["anf"], campaignId: "spring" })
 * // => { email: "ann@example.com", emailOptions: { anf: "Y" }, fastEnrollCampaignId: "spring" }
 * @category constructors
 */
export const fastEnrollUser = (input: {
  readonly email: string
  readonly phone: string | undefined
  readonly optIns: ReadonlyArray<string>
  readonly campaignId: string | undefined
}): FastEnrollUser => {
  const given = fieldsOf(input)
  const phone = trimmedOf(given["phone"])
  const optIns = stringsOf(given["optIns"]).map((brand) => brand.trim()).filter((brand) => brand !== "")
  const campaignId = trimmedOf(given["campaignId"])
  return {
    email: textOf(given["email"]).trim(),
    ...(phone === undefined ? {} : { primaryPhone: phone }),
    ...(optIns.length === 0 ? {} : { emailOptions: Object.fromEntries(optIns.map((brand) => [brand, "Y" as const])) }),
    ...(campaignId === undefined ? {} : { fastEnrollCampaignId: campaignId }),
  }
}

/** The query parameter naming the campaign (§3). @category constants */
export const fastEnrollCampaignParam = "campaignId"

/**
 * The campaign id of the page's query (a URLSearchParams or a query string with or
 * without "?"): 1 to 64 letters, digits, `_` or `-`, else undefined.
 *
 * @example
 * import { fastEnrollCampaignId } from "@outfitter/domain"
 * fastEnrollCampaignId("?campaignId=spring-26") // => "spring-26"
 * fastEnrollCampaignId("?campaignId=<b>") // => undefined
 * @category parsing
 */
export const fastEnrollCampaignId = (query: URLSearchParams | string): string | undefined => {
  const params = query instanceof URLSearchParams
    ? query
    : new URLSearchParams(typeof query === "string" ? query.replace(/^\?/, "") : "")
  const id = params.get(fastEnrollCampaignParam)?.trim()
  return id !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : undefined
}

/** The confirmation's content spots, before the campaign suffix. @category constants */
export const fastEnrollSpotBases = {
  existingUser: "fastEnroll-success-existing",
  newUser: "fastEnroll-success-new",
  action: "fastEnroll-success-action",
} as const

/** @category models */
export type FastEnrollContentSpots = { readonly [K in keyof typeof fastEnrollSpotBases]: string }

/**
 * The three confirmation content spot names, suffixed with `-{campaignId}` when there is a
 * campaign (an id that is not one is ignored).
 *
 * @example
 * import { fastEnrollContentSpots } from "@outfitter/domain"
 * fastEnrollContentSpots("spring").newUser // => "fastEnroll-success-new-spring"
 * fastEnrollContentSpots(undefined).action // => "fastEnroll-success-action"
 * @category constructors
 */
export const fastEnrollContentSpots = (campaignId: string | undefined): FastEnrollContentSpots => {
  const id = typeof campaignId === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(campaignId) ? `-${campaignId}` : ""
  return {
    existingUser: `${fastEnrollSpotBases.existingUser}${id}`,
    newUser: `${fastEnrollSpotBases.newUser}${id}`,
    action: `${fastEnrollSpotBases.action}${id}`,
  }
}

/** The error code and key tracked as an invalid password (§8). @category constants */
export const invalidPasswordFailure = { errorCode: "EC_ERROR", errorKeySuffix: ".2030" } as const

/**
 * A create or sign-in the service refused (§8): the first error message to show in the
 * pane, with the code and key the service gave.
 *
 * @category errors
 */
export class FastEnrollFailed extends Data.TaggedError("FastEnrollFailed")<{
  readonly message: string
  readonly errorCode: string | undefined
  readonly errorKey: string | undefined
  /** The HTTP status, when an answer came. */
  readonly status: number | undefined
}> {}

/**
 * Whether a failure is the invalid password of §8: code EC_ERROR and a key ending `.2030`.
 *
 * @category rules
 */
export const isInvalidPasswordFailure = (failure: { readonly errorCode?: unknown; readonly errorKey?: unknown }): boolean => {
  const given = fieldsOf(failure)
  return textOf(given["errorCode"]).trim() === invalidPasswordFailure.errorCode &&
    textOf(given["errorKey"]).trim().endsWith(invalidPasswordFailure.errorKeySuffix)
}

/**
 * Reads a refused create or sign-in from the service's error body (`error[0]`): its
 * message, or `fastEnrollMessages.failed` when there is none.
 *
 * @example
 * import { fastEnrollFailure } from "@outfitter/domain"
 * fastEnrollFailure({ error: [{ errorCode: "EC_ERROR", errorKey: "_ERR_LOGON.2030", errorMessage: "Wrong password" }] }, 400).message
 * // => "Wrong password"
 * @category parsing
 */
export const fastEnrollFailure = (body: unknown, status: number | undefined): FastEnrollFailed => {
  const errors = fieldsOf(body)["error"]
  const first = fieldsOf(Array.isArray(errors) ? errors.find(isRecord) : undefined)
  const code = first["errorCode"]
  return new FastEnrollFailed({
    message: trimmedOf(first["errorMessage"]) ?? fastEnrollMessages.failed,
    errorCode: typeof code === "number" && Number.isFinite(code) ? String(code) : trimmedOf(code),
    errorKey: trimmedOf(first["errorKey"]),
    status: typeof status === "number" && Number.isFinite(status) ? status : undefined,
  })
}

/** The fast enroll analytics events (§7 "fast enroll steps"). @category analytics */
export interface FastEnrollEvent {
  readonly type: "fastEnroll"
  readonly name:
    | "fastEnroll:email"
    | "fastEnroll:existing-user"
    | "fastEnroll:new-user"
    | "fastEnroll:created"
    | "fastEnroll:signed-in"
    | "fastEnroll:fail"
    | "fastEnroll:password-error"
}

/** @category analytics */
export const fastEnrollEvent = (name: FastEnrollEvent["name"]): FastEnrollEvent => ({ type: "fastEnroll", name })

/**
 * The events a failure raises: always `fastEnroll:fail`, and `fastEnroll:password-error`
 * for the invalid password of §8.
 *
 * @category analytics
 */
export const fastEnrollFailureEvents = (failure: unknown): ReadonlyArray<FastEnrollEvent> =>
  isInvalidPasswordFailure(fieldsOf(failure))
    ? [fastEnrollEvent("fastEnroll:fail"), fastEnrollEvent("fastEnroll:password-error")]
    : [fastEnrollEvent("fastEnroll:fail")]
