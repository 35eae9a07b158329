import { describe, expect, it } from "vitest"
import { fastEnrollFailureEvents } from "../../../src/help/enroll/FastEnrollEvents.ts"
import { fastEnrollFailure, isInvalidPasswordFailure } from "../../../src/help/enroll/FastEnrollFailure.ts"
import { fastEnrollButtonResetMs, fastEnrollMessages } from "../../../src/help/enroll/FastEnrollMachine.ts"

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
