import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import {
  meetsPasswordRequirements,
  passwordMessages,
  passwordUpdatePayload,
  rewardsCentreRedirect,
  validateForgotEmail,
  validatePasswordForm,
} from "../../../src/session/password/Password.ts"

describe("password requirements (loyalty §5)", () => {
  it.each(["abcdefg1", "a".repeat(24) + "1", "Passw0rd!"])("accepts %s", (password) => {
    expect(meetsPasswordRequirements(password)).toBe(true)
  })
  it.each(["", "abcdef1", "a".repeat(25) + "1", "abcdefgh", "12345678", "abc def12"])("refuses %j", (password) => {
    expect(meetsPasswordRequirements(password)).toBe(false)
  })
})

describe("validatePasswordForm", () => {
  it("gives the same requirements text for a missing and an invalid password, with the summary", () => {
    const missing = validatePasswordForm({ password: "", confirmPassword: "" })
    const invalid = validatePasswordForm({ password: "short1", confirmPassword: "short1" })
    const expected = Result.fail({ password: passwordMessages.requirements, summary: passwordMessages.summary })
    expect(missing).toEqual(expected)
    expect(invalid).toEqual(expected)
  })
  it("gives the mismatch text for a different confirmation", () => {
    expect(validatePasswordForm({ password: "abcdefg1", confirmPassword: "abcdefg2" })).toEqual(
      Result.fail({ confirmPassword: passwordMessages.mismatch, summary: passwordMessages.summary }),
    )
  })
  it("accepts a matching valid password", () => {
    expect(validatePasswordForm({ password: "abcdefg1", confirmPassword: "abcdefg1" })).toEqual(Result.succeed("abcdefg1"))
  })
})

describe("passwordUpdatePayload (loyalty §3)", () => {
  it("maps ticked brands to Y and adds germanyUser for a German form only", () => {
    expect(passwordUpdatePayload("abcdefg1", ["anf", "hol"], true)).toEqual({
      password: "abcdefg1",
      emailOptions: { anf: "Y", hol: "Y" },
      preference: { germanyUser: true },
    })
    expect(passwordUpdatePayload("abcdefg1", [], false)).toEqual({ password: "abcdefg1", emailOptions: {} })
  })
})

describe("validateForgotEmail (loyalty §5)", () => {
  it.each(["a@b.co", " ann@example.com "])("accepts %j", (email) => {
    expect(Result.isSuccess(validateForgotEmail(email))).toBe(true)
  })
  it.each(["", "a@b", "@b.co", "a b@c.de", `${"a".repeat(250)}@b.co`, 42])("refuses %j with the generic text", (email) => {
    expect(validateForgotEmail(email)).toEqual(Result.fail(passwordMessages.invalidEmail))
  })
  test.prop([fc.anything()])("never throws", (input) => {
    expect(() => validateForgotEmail(input)).not.toThrow()
  })
})

describe("rewardsCentreRedirect (loyalty §2)", () => {
  const ids = { storeId: "10051", catalogId: "10551", langId: "-1" }
  it("adds the store, catalog and language ids", () => {
    expect(rewardsCentreRedirect("/shop/us/account/rewards", "us", ids))
      .toBe("/shop/us/account/rewards?storeId=10051&catalogId=10551&langId=-1")
  })
  it("keeps the destination's query and replaces the same names", () => {
    expect(rewardsCentreRedirect("/r?x=1&storeId=9", "us", ids)).toBe("/r?x=1&storeId=10051&catalogId=10551&langId=-1")
  })
  it("defaults an empty destination to the site's rewards page", () => {
    expect(rewardsCentreRedirect("", "uk", ids)).toBe("/shop/uk/account/rewards?storeId=10051&catalogId=10551&langId=-1")
  })
})

describe("values of the wrong type", () => {
  it("meet no requirement, and a form that is not an object fails on the password", () => {
    expect(meetsPasswordRequirements(12345678 as never)).toBe(false)
    expect(validatePasswordForm(null as never)).toEqual(Result.fail({ password: passwordMessages.requirements, summary: passwordMessages.summary }))
  })
  it("build the payload and redirect with empty texts, no ticked brands and no German preference", () => {
    expect(passwordUpdatePayload(5 as never, "anf" as never, "yes" as never)).toEqual({ password: "", emailOptions: {} })
    expect(passwordUpdatePayload("pw", ["anf", 7] as never, true)).toEqual({
      password: "pw",
      emailOptions: { anf: "Y" },
      preference: { germanyUser: true },
    })
    expect(rewardsCentreRedirect(null as never, "us", null as never)).toBe("/shop/us/account/rewards?storeId=&catalogId=&langId=")
  })
})
