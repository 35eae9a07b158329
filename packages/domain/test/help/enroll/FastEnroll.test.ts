import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import {
  type FastEnrollAction,
  type FastEnrollFlow,
  fastEnrollButtonResetMs,
  fastEnrollCampaignId,
  fastEnrollConfirmation,
  fastEnrollEvent,
  fastEnrollContentSpots,
  fastEnrollFailure,
  fastEnrollFailureEvents,
  fastEnrollMessages,
  fastEnrollTransition,
  fastEnrollUser,
  initialFastEnrollFlow,
  isInvalidPasswordFailure,
  readFastEnrollAccount,
  readFastEnrollFlow,
  validateFastEnrollAccount,
  validateFastEnrollEmail,
} from "../../../src/help/enroll/index.ts"
import { onboardingMessages } from "../../../src/loyalty/onboarding/OnboardingMessages.ts"
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

describe("pane checks (orders §5)", () => {
  it("the e-mail", () => {
    expect(validateFastEnrollEmail(" ann@example.com ")).toEqual(Result.succeed("ann@example.com"))
    for (const bad of ["", "ann", "ann@example", "a b@example.com", 7]) {
      expect(validateFastEnrollEmail(bad)).toEqual(Result.fail(fastEnrollMessages.invalidEmail))
    }
    expect(fastEnrollMessages.invalidEmail).toBe(passwordMessages.invalidEmail)
  })

  test.prop([fc.emailAddress()])("every e-mail of 254 characters or fewer with a dotted domain passes", (email) => {
    fc.pre(email.length <= 254 && /@[^@]+\.[^@]+$/.test(email))
    expect(Result.isSuccess(validateFastEnrollEmail(email))).toBe(true)
  })

  it("an optional phone passes the phone rule, with the primary phone format message", () => {
    const blank = { phone: "", optIns: [], password: "" }
    expect(validateFastEnrollAccount(blank, "create", "us")).toEqual(Result.succeed({ phone: undefined, optIns: [], password: "" }))
    expect(validateFastEnrollAccount({ ...blank, phone: "(614) 555-0100" }, "create", "us"))
      .toEqual(Result.succeed({ phone: "6145550100", optIns: [], password: "" }))
    expect(validateFastEnrollAccount({ ...blank, phone: "614555010" }, "create", "us")).toEqual(Result.fail({ phone: onboardingMessages.phoneUs }))
    expect(validateFastEnrollAccount({ ...blank, phone: "12" }, "create", "eu")).toEqual(Result.fail({ phone: onboardingMessages.phoneOther }))
    expect(Result.isSuccess(validateFastEnrollAccount({ ...blank, phone: "123" }, "create", "eu"))).toBe(true)
    expect(validateFastEnrollAccount({ ...blank, phone: "61455501OO" }, "create", "us")).toEqual(Result.fail({ phone: onboardingMessages.phoneUs }))
  })

  it("the login service needs a password; create sends none", () => {
    expect(validateFastEnrollAccount({ phone: "", optIns: [], password: "" }, "login", "us"))
      .toEqual(Result.fail({ password: fastEnrollMessages.passwordRequired }))
    expect(validateFastEnrollAccount({ phone: "", optIns: ["anf"], password: "pw" }, "login", "us"))
      .toEqual(Result.succeed({ phone: undefined, optIns: ["anf"], password: "pw" }))
    expect(validateFastEnrollAccount({ phone: "", optIns: [], password: "pw" }, "create", "us"))
      .toEqual(Result.succeed({ phone: undefined, optIns: [], password: "" }))
  })
})

describe("the user object (orders §3)", () => {
  it("leaves absent parts out", () => {
    expect(fastEnrollUser({ email: " ann@example.com ", phone: undefined, optIns: [], campaignId: undefined })).toEqual({ email: "ann@example.com" })
  })

  it("carries the phone, the ticked opt-ins and the campaign id", () => {
    expect(fastEnrollUser({ email: "ann@example.com", phone: "6145550100", optIns: ["anf", "kids", " "], campaignId: "spring" })).toEqual({
      email: "ann@example.com",
      primaryPhone: "6145550100",
      emailOptions: { anf: "Y", kids: "Y" },
      fastEnrollCampaignId: "spring",
    })
  })
})

describe("the campaign (orders §3)", () => {
  it("reads campaignId from the query", () => {
    expect(fastEnrollCampaignId("?campaignId=spring-26")).toBe("spring-26")
    expect(fastEnrollCampaignId("campaignId=%20sp_1%20")).toBe("sp_1")
    expect(fastEnrollCampaignId(new URLSearchParams({ campaignId: "a".repeat(64) }))).toBe("a".repeat(64))
    expect(fastEnrollCampaignId(new URLSearchParams({ campaignId: "a".repeat(65) }))).toBeUndefined()
    expect(fastEnrollCampaignId("?campaignId=<b>hi</b>")).toBeUndefined()
    expect(fastEnrollCampaignId("?campaignId=")).toBeUndefined()
    expect(fastEnrollCampaignId("?other=1")).toBeUndefined()
  })

  it("suffixes the three confirmation spots with it", () => {
    expect(fastEnrollContentSpots("spring")).toEqual({
      existingUser: "fastEnroll-success-existing-spring",
      newUser: "fastEnroll-success-new-spring",
      action: "fastEnroll-success-action-spring",
    })
    expect(fastEnrollContentSpots(undefined)).toEqual({
      existingUser: "fastEnroll-success-existing",
      newUser: "fastEnroll-success-new",
      action: "fastEnroll-success-action",
    })
    expect(fastEnrollContentSpots("a b").newUser).toBe("fastEnroll-success-new")
  })
})

describe("failures (orders §8)", () => {
  const wrongPassword = { error: [{ errorCode: "EC_ERROR", errorKey: "_ERR_LOGON.2030", errorMessage: "The password is incorrect." }] }

  it("shows the first error message, else the generic one", () => {
    expect(fastEnrollFailure({ error: [{ errorMessage: "First" }, { errorMessage: "Second" }] }, 400).message).toBe("First")
    expect(fastEnrollFailure({ error: [{ errorKey: "X" }] }, 500).message).toBe(fastEnrollMessages.failed)
    expect(fastEnrollFailure("<html>", 502)).toMatchObject({ message: fastEnrollMessages.failed, status: 502, errorCode: undefined })
  })

  it("tracks EC_ERROR with a key ending .2030 as an invalid password, and nothing else", () => {
    const failure = fastEnrollFailure(wrongPassword, 400)
    expect(isInvalidPasswordFailure(failure)).toBe(true)
    expect(fastEnrollFailureEvents(failure).map((event) => event.name)).toEqual(["fastEnroll:fail", "fastEnroll:password-error"])
    expect(isInvalidPasswordFailure({ errorCode: "EC_ERROR", errorKey: "_ERR_LOGON.2031" })).toBe(false)
    expect(isInvalidPasswordFailure({ errorCode: "OTHER", errorKey: "_ERR_LOGON.2030" })).toBe(false)
    expect(fastEnrollFailureEvents(fastEnrollFailure({ error: [{ errorMessage: "x" }] }, 400)).map((event) => event.name)).toEqual(["fastEnroll:fail"])
  })

  it("resets the button after 1 s (orders §9)", () => {
    expect(fastEnrollButtonResetMs).toBe(1000)
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
  expect(fastEnrollConfirmation(flow)).toBe(flow.existingUser ? fastEnrollMessages.existingUser : fastEnrollMessages.newUser)
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

describe("fastEnrollEvent", () => {
  it.each(["fastEnroll:email", "fastEnroll:existing-user", "fastEnroll:new-user", "fastEnroll:created", "fastEnroll:signed-in", "fastEnroll:fail", "fastEnroll:password-error"] as const)(
    "%s is a fastEnroll event of that name",
    (name) => {
      expect(fastEnrollEvent(name)).toEqual({ type: "fastEnroll", name })
    },
  )

  it("is what the failure events are made of", () => {
    expect(fastEnrollFailureEvents({})).toEqual([fastEnrollEvent("fastEnroll:fail")])
  })
})
