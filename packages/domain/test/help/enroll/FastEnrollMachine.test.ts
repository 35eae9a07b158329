import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import {
  type FastEnrollAction,
  fastEnrollAccountState,
  fastEnrollConfirmation,
  fastEnrollConfirmationView,
  type FastEnrollFlow,
  fastEnrollMessages,
  fastEnrollTransition,
  initialFastEnrollFlow,
  readFastEnrollAccount,
  readFastEnrollFlow,
} from "../../../src/help/enroll/FastEnrollMachine.ts"
import { passwordMessages } from "../../../src/session/password/Password.ts"
import { modelCommand } from "../../support/modelCommand.ts"

const step = (flow: FastEnrollFlow, action: FastEnrollAction): FastEnrollFlow => Result.getOrThrow(fastEnrollTransition(flow, action))
const refusal = (flow: FastEnrollFlow, action: FastEnrollAction) => {
  const result = fastEnrollTransition(flow, action)
  return Result.isFailure(result) ? result.failure.reason : undefined
}
const checking = step(initialFastEnrollFlow, { _tag: "CheckEmail", email: " ann@example.com " })
const accountPane = step(checking, { _tag: "AccountNotFound" })
const submitting = step(accountPane, { _tag: "Submit" })

describe("fast enroll flow (orders §4)", () => {
  it("starts on pane 1 with nothing checked", () => {
    expect(initialFastEnrollFlow).toMatchObject({ pane: "email", existingUser: false, accountPaneShown: false, busy: "idle" })
  })

  it("checks a valid e-mail, trimmed, and refuses an invalid one with the sign-in e-mail message", () => {
    expect(checking).toMatchObject({ pane: "email", busy: "checking", email: "ann@example.com" })
    const refused = fastEnrollTransition(initialFastEnrollFlow, { _tag: "CheckEmail", email: "ann@" })
    expect(Result.isFailure(refused) && refused.failure.message).toBe(passwordMessages.invalidEmail)
  })

  it("an existing account sets the flag and goes to pane 3 with the returned details", () => {
    const found = step(checking, { _tag: "AccountFound", account: { userId: "42", appleToken: "tok", barCode: "9001" } })
    expect(found).toMatchObject({ pane: "confirmation", existingUser: true, busy: "idle", accountPaneShown: false })
    expect(found.account).toEqual({ userId: "42", appleToken: "tok", barCode: "9001" })
    expect(fastEnrollConfirmation(found)).toBe(fastEnrollMessages.existingUser)
  })

  it("a failed lookup opens pane 2 as a new account", () => {
    expect(accountPane).toMatchObject({ pane: "account", existingUser: false, accountPaneShown: true, service: "create" })
  })

  it("details that cannot be read count as a failed lookup", () => {
    const found = step(checking, { _tag: "AccountFound", account: { userId: "  " } as never })
    expect(found.pane).toBe("account")
  })

  it("back from pane 2 returns to pane 1 and hides pane 2", () => {
    const back = step(step(accountPane, { _tag: "ChooseService", service: "login" }), { _tag: "Back" })
    expect(back).toMatchObject({ pane: "email", accountPaneShown: false, service: "create", error: undefined })
  })

  it("submitting pane 2 reaches pane 3 with the new-user message once the service answers", () => {
    expect(submitting.busy).toBe("submitting")
    const done = step(submitting, { _tag: "Submitted", account: { userId: "77" } })
    expect(done).toMatchObject({ pane: "confirmation", existingUser: false, account: { userId: "77" } })
    expect(fastEnrollConfirmation(done)).toBe(fastEnrollMessages.newUser)
  })

  it("pane 3's wording follows the account's state: only an account created here is asked to set a password", () => {
    const found = step(checking, { _tag: "AccountFound", account: { userId: "42" } })
    const signedIn = step(step(step(accountPane, { _tag: "ChooseService", service: "login" }), { _tag: "Submit" }), {
      _tag: "Submitted",
      account: { userId: "42" },
    })
    const created = step(submitting, { _tag: "Submitted", account: { userId: "77" } })
    expect([found, signedIn, created].map(fastEnrollAccountState)).toEqual(["alreadyMember", "signedIn", "created"])
    expect(fastEnrollConfirmationView(found)).toEqual({ message: fastEnrollMessages.existingUser, offersSetPassword: false, spot: "existingUser" })
    expect(fastEnrollConfirmationView(signedIn)).toEqual({ message: fastEnrollMessages.signedIn, offersSetPassword: false, spot: "existingUser" })
    expect(fastEnrollConfirmationView(created)).toEqual({ message: fastEnrollMessages.newUser, offersSetPassword: true, spot: "newUser" })
    expect(fastEnrollConfirmation(signedIn)).toBe("Welcome back! You are signed in and your membership is ready.")
  })

  test.prop([fc.anything()])("the wording never throws, and a set-password offer goes only with the new-user message", (flow) => {
    const view = fastEnrollConfirmationView(flow as FastEnrollFlow)
    expect(view.offersSetPassword).toBe(view.message === fastEnrollMessages.newUser)
  })

  it("a submit answer without a user id stays on pane 2 with the failure message", () => {
    const kept = step(submitting, { _tag: "Submitted", account: {} as never })
    expect(kept).toMatchObject({ pane: "account", busy: "idle", error: fastEnrollMessages.failed })
  })

  it("a failure stays on pane 2 with its message; a blank one shows the generic message", () => {
    expect(step(submitting, { _tag: "SubmitFailed", message: "Account locked" })).toMatchObject({ pane: "account", busy: "idle", error: "Account locked" })
    expect(step(submitting, { _tag: "SubmitFailed", message: " " }).error).toBe(fastEnrollMessages.failed)
  })

  it("switches the pane's service between create and login, and refuses any other", () => {
    expect(step(accountPane, { _tag: "ChooseService", service: "login" }).service).toBe("login")
    expect(refusal(accountPane, { _tag: "ChooseService", service: "admin" as never })).toBe("unknownAction")
  })

  it("refuses actions of another pane and anything while a request is under way", () => {
    expect(refusal(initialFastEnrollFlow, { _tag: "Back" })).toBe("wrongPane")
    expect(refusal(initialFastEnrollFlow, { _tag: "Submit" })).toBe("wrongPane")
    expect(refusal(initialFastEnrollFlow, { _tag: "AccountNotFound" })).toBe("wrongPane")
    expect(refusal(checking, { _tag: "CheckEmail", email: "b@example.com" })).toBe("busy")
    expect(refusal(submitting, { _tag: "Back" })).toBe("busy")
    expect(refusal(submitting, { _tag: "Submit" })).toBe("busy")
    expect(refusal(accountPane, { _tag: "Submitted", account: { userId: "1" } })).toBe("wrongPane")
    expect(refusal(accountPane, { _tag: "Dance" } as never)).toBe("unknownAction")
  })

  test.prop([fc.anything(), fc.anything()])("never throws, whatever flow and action it is given", (flow, action) => {
    const result = fastEnrollTransition(flow as FastEnrollFlow, action as FastEnrollAction)
    expect(Result.isResult(result)).toBe(true)
  })

  it("reads a flow from outside field by field", () => {
    expect(readFastEnrollFlow({ pane: "nowhere", service: 3, busy: "idle", existingUser: "yes" })).toEqual(initialFastEnrollFlow)
  })
})

describe("account details (orders §3)", () => {
  it("reads the user id, the token and the barcode data", () => {
    expect(readFastEnrollAccount({ userId: 12, appleWallet: { appleToken: "t", barCode: { data: "b" } } }))
      .toEqual({ userId: "12", appleToken: "t", barCode: "b" })
    expect(readFastEnrollAccount({ userId: "u1", appleWallet: null })).toEqual({ userId: "u1" })
    expect(readFastEnrollAccount({ appleWallet: {} })).toBeUndefined()
    expect(readFastEnrollAccount({ userId: Number.NaN })).toBeUndefined()
  })
})

// ---------------------------------------------------------------------------------------
// Model-based: the machine against a model written from the rules (orders §4, and the
// module's own choices) alone.

type Pane = "email" | "account" | "confirmation"
type Refusal = "busy" | "wrongPane" | "invalidEmail" | "unknownAction"

interface EnrollModel {
  pane: Pane
  busy: "idle" | "checking" | "submitting"
  email: string | undefined
  existingUser: boolean
  accountPaneShown: boolean
  service: "create" | "login"
  userId: string | undefined
  error: string | undefined
}

/** An action as the commands give it, with what the model needs to know about its input. */
type EnrollCommandInput =
  | { readonly action: FastEnrollAction; readonly kind: "plain" }
  | { readonly action: FastEnrollAction; readonly kind: "email"; readonly valid: boolean; readonly trimmed: string }
  | { readonly action: FastEnrollAction; readonly kind: "account"; readonly userId: string | undefined }
  | { readonly action: FastEnrollAction; readonly kind: "failure"; readonly shown: string }

/**
 * The rules as a model: the refusal, or undefined after changing the model.
 * - an action for the request under way is its answer; while one is under way anything else waits (busy);
 * - an answer with nothing under way, or a pane's action on another pane, does not belong (wrongPane).
 */
const enrollModelStep = (model: EnrollModel, input: EnrollCommandInput): Refusal | undefined => {
  const tag = input.action._tag as string
  const needs: Record<string, [Pane, EnrollModel["busy"]]> = {
    CheckEmail: ["email", "idle"],
    AccountFound: ["email", "checking"],
    AccountNotFound: ["email", "checking"],
    Back: ["account", "idle"],
    ChooseService: ["account", "idle"],
    Submit: ["account", "idle"],
    Submitted: ["account", "submitting"],
    SubmitFailed: ["account", "submitting"],
  }
  const need = needs[tag]
  if (need === undefined) return "unknownAction"
  if (model.busy !== need[1]) return model.busy === "idle" ? "wrongPane" : "busy"
  if (model.pane !== need[0]) return "wrongPane"
  const newAccount = () => { // "if the lookup fails, the account is treated as new and pane 2 opens"
    Object.assign(model, { pane: "account", busy: "idle", existingUser: false, accountPaneShown: true, service: "create", userId: undefined })
  }
  switch (tag) {
    case "CheckEmail":
      if (input.kind !== "email" || !input.valid) return "invalidEmail"
      Object.assign(model, { email: input.trimmed, busy: "checking", error: undefined })
      return undefined
    case "AccountFound": // "the existing-user flag is set and the flow goes to pane 3 with the returned details"
      if (input.kind !== "account" || input.userId === undefined) newAccount()
      else Object.assign(model, { pane: "confirmation", busy: "idle", existingUser: true, userId: input.userId })
      return undefined
    case "AccountNotFound":
      newAccount()
      return undefined
    case "Back": // "back from pane 2 returns to pane 1 and hides pane 2"
      Object.assign(model, { pane: "email", accountPaneShown: false, service: "create", error: undefined })
      return undefined
    case "ChooseService": {
      const service = (input.action as { service: unknown }).service
      if (service !== "create" && service !== "login") return "unknownAction"
      Object.assign(model, { service, error: undefined })
      return undefined
    }
    case "Submit":
      Object.assign(model, { busy: "submitting", error: undefined })
      return undefined
    case "Submitted": // "submitting pane 2 goes to pane 3 after creating the account or logging in"
      if (input.kind !== "account" || input.userId === undefined) Object.assign(model, { busy: "idle", error: fastEnrollMessages.failed })
      else Object.assign(model, { pane: "confirmation", busy: "idle", existingUser: false, userId: input.userId })
      return undefined
    case "SubmitFailed": // a failure keeps pane 2 with its message
      Object.assign(model, { busy: "idle", error: input.kind === "failure" ? input.shown : fastEnrollMessages.failed })
      return undefined
  }
  return "unknownAction"
}

const enrollReached = new Set<string>()

/** One step: the model and the real one take it, then must agree. */
const runEnroll = (input: EnrollCommandInput) => (model: EnrollModel, real: { flow: FastEnrollFlow }): void => {
  const before = real.flow
  const refused = enrollModelStep(model, input)
  const result = fastEnrollTransition(before, input.action)
  if (Result.isSuccess(result)) real.flow = result.success
  expect(Result.isFailure(result) ? result.failure.reason : undefined, `${JSON.stringify(input.action)} in ${before.pane}/${before.busy}`).toBe(refused)
  const flow = real.flow
  enrollReached.add(`${flow.pane}/${flow.busy}`)
  expect({
    pane: flow.pane,
    busy: flow.busy,
    email: flow.email,
    existingUser: flow.existingUser,
    accountPaneShown: flow.accountPaneShown,
    service: flow.service,
    userId: flow.account?.userId,
    error: flow.error,
  }).toEqual(model)
  // properties of the rules, independent of the model
  if (flow.pane === "confirmation") expect(flow.account).toBeDefined()
  expect(fastEnrollConfirmation(flow)).toBe(
    flow.existingUser ? fastEnrollMessages.existingUser : flow.service === "login" ? fastEnrollMessages.signedIn : fastEnrollMessages.newUser,
  )
}

const accountInput = fc.constantFrom<{ userId: string | undefined; account: unknown }>(
  { userId: "7", account: { userId: "7" } },
  { userId: "8", account: { userId: " 8 ", barCode: "B8" } },
  { userId: "9", account: { userId: 9, appleToken: "T9" } },
  { userId: undefined, account: { userId: "  " } },
  { userId: undefined, account: {} },
)

const enrollCommandArbitrary: fc.Arbitrary<EnrollCommandInput> = fc.oneof(
  fc.constantFrom(
    { email: "ann@example.com", valid: true },
    { email: " bob@example.org ", valid: true },
    { email: "", valid: false },
    { email: "ann", valid: false },
    { email: "ann@", valid: false },
  ).map(({ email, valid }) => ({ action: { _tag: "CheckEmail", email }, kind: "email", valid, trimmed: email.trim() }) as const),
  accountInput.map(({ userId, account }) => ({ action: { _tag: "AccountFound", account: account as never }, kind: "account", userId }) as const),
  accountInput.map(({ userId, account }) => ({ action: { _tag: "Submitted", account: account as never }, kind: "account", userId }) as const),
  fc.constantFrom(
    { given: "Wrong password", shown: "Wrong password" },
    { given: "  Taken  ", shown: "Taken" },
    { given: " ", shown: fastEnrollMessages.failed },
  ).map(({ given, shown }) => ({ action: { _tag: "SubmitFailed", message: given }, kind: "failure", shown }) as const),
  fc.constantFrom<FastEnrollAction>(
    { _tag: "AccountNotFound" },
    { _tag: "Back" },
    { _tag: "ChooseService", service: "login" },
    { _tag: "ChooseService", service: "create" },
    { _tag: "ChooseService", service: "guest" as never },
    { _tag: "Submit" },
    { _tag: "Dance" } as never,
  ).map((action) => ({ action, kind: "plain" }) as const),
)

describe("model-based: the fast enroll machine against the rules (orders §4)", () => {
  test.prop([fc.commands([enrollCommandArbitrary.map((input) => modelCommand(JSON.stringify(input.action), runEnroll(input)))], { maxCommands: 40, size: "max" })], {
    numRuns: 400,
  })("every sequence of actions agrees with the model", (commands) => {
    const model: EnrollModel = {
      pane: "email",
      busy: "idle",
      email: undefined,
      existingUser: false,
      accountPaneShown: false,
      service: "create",
      userId: undefined,
      error: undefined,
    }
    fc.modelRun(() => ({ model, real: { flow: initialFastEnrollFlow } }), commands)
  })

  it("the runs above reached every pane and request", () => {
    expect([...enrollReached].sort()).toEqual(["account/idle", "account/submitting", "confirmation/idle", "email/checking", "email/idle"])
  })
})
