import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { fastEnrollMessages } from "../../../src/help/enroll/FastEnrollMachine.ts"
import { validateFastEnrollAccount, validateFastEnrollEmail } from "../../../src/help/enroll/FastEnrollValidation.ts"
import { onboardingMessages } from "../../../src/loyalty/onboarding/OnboardingMessages.ts"
import { passwordMessages } from "../../../src/session/password/Password.ts"

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
