/**
 * The §8 payment auth failure mapping, row by row; the submission keys; the analytics
 * events.
 */
import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  httpStatusText,
  reauthFailed,
  reauthFailureEvent,
  reauthFailureKinds,
  reauthFailureMessage,
  reauthMessages,
  reauthProblemFor,
  reauthRefusalFor,
  reauthSubmissionKeys,
} from "../../../src/payments/reauth/ReauthFailure.ts"

describe("reauthFailureMessage (§8)", () => {
  it.each([
    ["declined", undefined, reauthMessages.cardDeclined],
    ["error", undefined, reauthMessages.unableToProcess],
    ["failure", undefined, reauthMessages.unableToProcess],
    ["timeout", undefined, reauthMessages.unableToProcess],
    ["fraud", undefined, reauthMessages.fraud],
    ["wcsError", "Unauthorized", reauthMessages.sessionExpired],
    ["wcsError", "Forbidden", reauthMessages.unableToProcess],
    ["wcsError", "unauthorized", reauthMessages.unableToProcess],
    ["wcsError", undefined, reauthMessages.unableToProcess],
    [undefined, undefined, reauthMessages.general],
  ] as const)("%s (%s)", (kind, statusText, message) => {
    expect(reauthFailureMessage(kind, statusText)).toBe(message)
  })

  it("every message is distinct, so a test can tell them apart", () => {
    expect(new Set(Object.values(reauthMessages)).size).toBe(Object.values(reauthMessages).length)
  })

  test.prop([fc.anything()])("anything that is no reason gives the general message", (kind) => {
    fc.pre(!(reauthFailureKinds as ReadonlyArray<unknown>).includes(kind))
    expect(reauthFailureMessage(kind as never)).toBe(reauthMessages.general)
  })
})

describe("reauthFailed", () => {
  it("carries the kind, its message and what led there", () => {
    const error = reauthFailed("wcsError", { statusText: "Unauthorized", status: 401, detail: "the submission was refused" })
    expect(error).toMatchObject({
      _tag: "ReauthFailed",
      kind: "wcsError",
      message: reauthMessages.sessionExpired,
      statusText: "Unauthorized",
      status: 401,
      detail: "the submission was refused",
      reason: 2,
    })
    expect(reauthFailed("declined", { serviceStatus: "DECLINED" })).toMatchObject({ kind: "declined", serviceStatus: "DECLINED" })
  })

  it("leaves out context of the wrong type and reads an unknown kind as an unknown failure", () => {
    const error = reauthFailed("nonsense" as never, { status: Number.NaN, statusText: 42 } as never)
    expect(error.kind).toBe("failure")
    expect(error.message).toBe(reauthMessages.unableToProcess)
    expect(error.status).toBeUndefined()
    expect(error.statusText).toBeUndefined()
    expect(reauthFailed("fraud", null as never).message).toBe(reauthMessages.fraud)
  })
})

describe("httpStatusText: what a wcsError reads", () => {
  it.each([[401, "Unauthorized"], [403, "Forbidden"], [400, "Bad Request"], [500, "HTTP 500"], [Number.NaN, "HTTP 0"]])("%s", (status, text) => {
    expect(httpStatusText(status)).toBe(text)
  })

  it("only a 401 reads as the session having expired", () => {
    expect(reauthFailureMessage("wcsError", httpStatusText(401))).toBe(reauthMessages.sessionExpired)
    expect(reauthFailureMessage("wcsError", httpStatusText(403))).toBe(reauthMessages.unableToProcess)
  })
})

describe("reauthRefusalFor: the §8 submission keys", () => {
  it("_ERR_BAD_PARMS shows the generic summary and flags the postal code", () => {
    expect(reauthRefusalFor("_ERR_BAD_PARMS")).toMatchObject({
      _tag: "ReauthFormRefused",
      errorKey: "_ERR_BAD_PARMS",
      message: reauthMessages.formSummary,
      fields: { zipCode: reauthMessages.postalCode },
      reason: 3,
    })
  })

  it.each(["_ERR_STATE_ZIP_INVALID", "_ERR_KR_ZIP_INVALID"])("%s flags the postal field", (key) => {
    expect(reauthRefusalFor(key)).toMatchObject({ errorKey: key, message: reauthMessages.postalCode, fields: { zipCode: reauthMessages.postalCode } })
  })

  it("the table has exactly those three keys", () => {
    expect(Object.keys(reauthSubmissionKeys).sort()).toEqual(["_ERR_BAD_PARMS", "_ERR_KR_ZIP_INVALID", "_ERR_STATE_ZIP_INVALID"])
  })

  test.prop([fc.anything()])("any other key (or none) is no refusal", (key) => {
    fc.pre(typeof key !== "string" || !Object.hasOwn(reauthSubmissionKeys, key))
    expect(reauthRefusalFor(key as never)).toBeUndefined()
  })

  it("an inherited name is no key", () => {
    expect(reauthRefusalFor("toString")).toBeUndefined()
    expect(reauthRefusalFor("__proto__")).toBeUndefined()
  })
})

describe("reauthFailureEvent (§8: fraud and payment failures are logged)", () => {
  it.each(reauthFailureKinds)("%s", (kind) => {
    expect(reauthFailureEvent(kind)).toEqual({ type: "payment", name: kind === "fraud" ? "reauth:fraud" : "reauth:fail", kind })
  })
})

describe("reauthProblemFor: what the page shows", () => {
  it("a failure written for the customer shows its message and fields", () => {
    expect(reauthProblemFor(reauthFailed("wcsError", { statusText: "Unauthorized" }))).toEqual({
      message: reauthMessages.sessionExpired,
      fields: {},
      needsSignIn: true,
    })
    expect(reauthProblemFor(reauthRefusalFor("_ERR_BAD_PARMS"))).toEqual({
      message: reauthMessages.formSummary,
      fields: { zipCode: reauthMessages.postalCode },
    })
  })

  it.each([
    [new Error("boom")],
    [{ _tag: "AjaxFailed", message: "service unavailable" }],
    [{ _tag: "Timeout", message: "the service did not answer in 15 s" }],
    [{ _tag: "ReauthFailed", message: "" }],
    [null],
    ["ReauthFailed"],
  ])("anything else shows the general message: %j", (error) => {
    expect(reauthProblemFor(error)).toEqual({ message: reauthMessages.general, fields: {} })
  })

  it.each([
    [reauthFailed("wcsError", { statusText: "Unauthorized" }), true],
    [{ _tag: "SoftAuthenticationRequired", message: "Unauthorized user, soft authentication" }, true],
    [{ _tag: "GenericUser", message: "Invalid User Type, can not be generic" }, true],
    [{ _tag: "RememberedUserBlocked", message: "blocked" }, true],
    [reauthFailed("wcsError", { statusText: "Forbidden" }), false],
    [reauthFailed("declined"), false],
    [{ _tag: "AjaxFailed", message: reauthMessages.sessionExpired }, false],
  ])("every session expiry offers sign-in, and nothing else does: %j", (error, needsSignIn) => {
    expect(reauthProblemFor(error).needsSignIn === true).toBe(needsSignIn)
  })

  it("only text fields are kept", () => {
    expect(reauthProblemFor({ _tag: "ReauthFormInvalid", message: "m", fields: { zipCode: "z", cvv: 3, city: null } })).toEqual({
      message: "m",
      fields: { zipCode: "z" },
    })
  })
})
