import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { decodeIsRemembered, encodeIsRemembered, localDataKeys } from "../../src/cookies/LocalData.ts"
import { accountNavigationFor, selectedTabIndex } from "../../src/session/AccountNavigation.ts"
import { maskEmail } from "../../src/session/MaskedEmail.ts"
import { preferredStoreId } from "../../src/session/PreferredStore.ts"
import {
  rememberedCallFailed,
  rememberedErrorEvent,
  rememberedOutcome,
  signInErrorMessage,
  signInFormState,
} from "../../src/session/Remembered.ts"
import { safeReturnPath, signInModalFor } from "../../src/session/SignInModal.ts"
import { userDataMessages, validateExistsEmail, validateUserData } from "../../src/session/User.ts"
import { RememberedResponse, UserPreferenceResponse, UserRecord } from "../../src/session/UserSchema.ts"
import type { Visitor } from "../../src/session/Visitor.ts"
import * as Schema from "effect/Schema"

describe("maskEmail (platform §2)", () => {
  it("keeps the first letter of the local part and replaces the rest by x", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("jxxxxxxx@example.com")
    expect(maskEmail("remembered@outfitter.test")).toBe("rxxxxxxxxx@outfitter.test")
  })
  it("a one-letter local part shows as it is", () => {
    expect(maskEmail("j@example.com")).toBe("j@example.com")
  })
  it("masks up to the last @ and keeps the domain", () => {
    expect(maskEmail('"a@b"@example.com')).toBe('"xxxx@example.com')
  })
  it("edge cases: no @, empty local part, empty text", () => {
    expect(maskEmail("jane")).toBe("jxxx")
    expect(maskEmail("@example.com")).toBe("@example.com")
    expect(maskEmail("")).toBe("")
  })
  test.prop([fc.emailAddress()])("keeps the length, the first character and the domain", (email) => {
    const masked = maskEmail(email)
    const at = email.lastIndexOf("@")
    expect(masked.length).toBe(email.length)
    expect(masked[0]).toBe(email[0])
    expect(masked.slice(at)).toBe(email.slice(at))
    expect(masked.slice(1, at)).toMatch(/^x*$/)
  })
  test.prop([fc.string()])("never throws", (text) => {
    expect(typeof maskEmail(text)).toBe("string")
  })
})

describe("preferredStoreId (platform §3)", () => {
  it.each(["", "   ", "REMOVED", "removed", "Removed", "NONE", "none", " None "])("%j means no store", (value) => {
    expect(preferredStoreId(value)).toBeUndefined()
  })
  it("a store id is kept, trimmed", () => {
    expect(preferredStoreId("10042")).toBe("10042")
    expect(preferredStoreId(" 10042 ")).toBe("10042")
    expect(preferredStoreId("NONE1")).toBe("NONE1")
  })
  it("non-strings are no store", () => {
    for (const value of [undefined, null, 10042, {}, []]) expect(preferredStoreId(value)).toBeUndefined()
  })
})

describe("isRemembered local copy (platform §3)", () => {
  it("uses the isRemembered key", () => {
    expect(localDataKeys.isRemembered).toBe("isRemembered")
  })
  it("reads back what it writes", () => {
    expect(decodeIsRemembered(encodeIsRemembered(true))).toBe(true)
    expect(decodeIsRemembered(encodeIsRemembered(false))).toBe(false)
  })
  it("anything else is unknown", () => {
    for (const raw of [null, undefined, "", "yes", "1", "truee"]) expect(decodeIsRemembered(raw)).toBeUndefined()
    expect(decodeIsRemembered(" TRUE ")).toBe(true)
  })
  test.prop([fc.boolean()])("round-trips", (flag) => {
    expect(decodeIsRemembered(encodeIsRemembered(flag))).toBe(flag)
  })
  test.prop([fc.string()])("never throws", (raw) => {
    expect([true, false, undefined]).toContain(decodeIsRemembered(raw))
  })
})

describe("remembered outcome and the sign-in form (platform §2, §4)", () => {
  const jane = { firstName: "Jane", email: "jane@example.com" }

  it("isRemembered true: remembered, no event", () => {
    expect(rememberedOutcome(true)).toEqual({ _tag: "Remembered", isRemembered: true })
  })
  it("the call succeeds but says not remembered: error, false, with the analytics event", () => {
    const outcome = rememberedOutcome(false)
    expect(outcome).toEqual({ _tag: "Error", isRemembered: false, event: rememberedErrorEvent })
    expect(rememberedErrorEvent.type).toBe("error")
  })
  it("a failed call: not remembered, false, no event", () => {
    const outcome = rememberedCallFailed({ _tag: "AjaxFailed", message: "service unavailable" })
    expect(outcome).toEqual({
      _tag: "NotRemembered",
      isRemembered: false,
      failure: { _tag: "AjaxFailed", message: "service unavailable" },
    })
    expect("event" in outcome).toBe(false)
  })
  it("form: loading until the outcome arrives", () => {
    expect(signInFormState(undefined)).toEqual({ _tag: "Loading" })
  })
  it("form: remembered shows first name, masked e-mail and the real e-mail as login id", () => {
    expect(signInFormState(rememberedOutcome(true), jane)).toEqual({
      _tag: "Remembered",
      firstName: "Jane",
      maskedEmail: "jxxx@example.com",
      loginId: "jane@example.com",
    })
  })
  it("form: remembered waits for the user, falls back to the plain form without one", () => {
    expect(signInFormState(rememberedOutcome(true))).toEqual({ _tag: "Loading" })
    expect(signInFormState(rememberedOutcome(true), "loading")).toEqual({ _tag: "Loading" })
    expect(signInFormState(rememberedOutcome(true), "failed")).toEqual({ _tag: "NotRemembered" })
    expect(signInFormState(rememberedOutcome(true), { firstName: "Jane", email: " " })).toEqual({ _tag: "NotRemembered" })
  })
  it("form: error and not remembered ignore the user", () => {
    expect(signInFormState(rememberedOutcome(false), jane)).toEqual({ _tag: "Error", message: signInErrorMessage })
    expect(signInFormState(rememberedCallFailed({ _tag: "GenericUser", message: "x" }), jane)).toEqual({ _tag: "NotRemembered" })
  })
})

describe("accountNavigationFor (platform §2)", () => {
  const cases: ReadonlyArray<[Visitor, string]> = [
    [{ kind: "generic", isLoggedIn: false, isRemembered: false }, "Guest"],
    [{ kind: "guest", isLoggedIn: false, isRemembered: false }, "Guest"],
    [{ kind: "remembered", isLoggedIn: true, isRemembered: true }, "Guest"],
    [{ kind: "remembered", isLoggedIn: false, isRemembered: true }, "Guest"],
    [{ kind: "registered", isLoggedIn: true, isRemembered: false }, "LoggedIn"],
  ]
  it.each(cases)("%o gets %s navigation", (visitor, tag) => {
    expect(accountNavigationFor(visitor)._tag).toBe(tag)
  })
  it("logged-in navigation comes with the order-detail navigation", () => {
    expect(accountNavigationFor({ kind: "registered", isLoggedIn: true, isRemembered: false })).toEqual({
      _tag: "LoggedIn",
      showsOrderDetailNavigation: true,
    })
  })
})

describe("selectedTabIndex", () => {
  const tabs = ["/account", "/account/orders", "/account/rewards"]
  it("picks the longest matching prefix at a / boundary", () => {
    expect(selectedTabIndex(tabs, "/account")).toBe(0)
    expect(selectedTabIndex(tabs, "/account/")).toBe(0)
    expect(selectedTabIndex(tabs, "/account/orders")).toBe(1)
    expect(selectedTabIndex(tabs, "/account/orders/ANF1/payment?x=1")).toBe(1)
    expect(selectedTabIndex(tabs, "/account/ordersx")).toBe(0)
    expect(selectedTabIndex(tabs, "/help")).toBe(-1)
  })
  it("a root tab matches the root only", () => {
    expect(selectedTabIndex(["/", "/help"], "/")).toBe(0)
    expect(selectedTabIndex(["", "/help"], "/other")).toBe(-1)
  })
})

describe("signInModalFor (platform §2)", () => {
  const open = (query: string, overrides: { loginModal?: boolean; isAccountPage?: boolean } = {}) =>
    signInModalFor({ loginModal: true, isAccountPage: false, query, ...overrides })
  it("opens on modal=signin or modal=login, any case, with the feature on off the account page", () => {
    expect(open("?modal=signin")).toEqual({ _tag: "Open", returnTo: undefined })
    expect(open("modal=LOGIN")._tag).toBe("Open")
    expect(signInModalFor({ loginModal: true, isAccountPage: false, query: new URLSearchParams("modal=signin") })._tag).toBe("Open")
  })
  it("stays closed with the feature off, on the account page, or without the parameter", () => {
    expect(open("?modal=signin", { loginModal: false })._tag).toBe("Closed")
    expect(open("?modal=signin", { isAccountPage: true })._tag).toBe("Closed")
    expect(open("")._tag).toBe("Closed")
    expect(open("?modal=cart")._tag).toBe("Closed")
  })
  it("keeps only a same-site returnTo", () => {
    expect(open("?modal=signin&returnTo=%2Fshop%2Fus%2Faccount")).toEqual({ _tag: "Open", returnTo: "/shop/us/account" })
    for (const bad of ["https://evil.test/", "//evil.test", "/\\evil.test", "javascript:alert(1)", "account"]) {
      expect(open(`?modal=signin&returnTo=${encodeURIComponent(bad)}`)).toEqual({ _tag: "Open", returnTo: undefined })
    }
  })
  test.prop([fc.string()])("safeReturnPath never returns an off-site target", (text) => {
    const path = safeReturnPath(text)
    if (path !== undefined) {
      expect(path.startsWith("/")).toBe(true)
      expect(path.startsWith("//")).toBe(false)
      expect(new URL(path, "https://shop.example").origin).toBe("https://shop.example")
    }
  })
})

describe("user data and schemas (platform §3, §5)", () => {
  it("create and update need a non-empty object", () => {
    expect(Result.isSuccess(validateUserData({ firstName: "Jane" }))).toBe(true)
    for (const bad of [{}, [], null, undefined, "x", 1, [1]]) {
      const result = validateUserData(bad)
      expect(Result.isFailure(result)).toBe(true)
      if (Result.isFailure(result)) {
        expect(result.failure._tag).toBe("InvalidParams")
        expect(result.failure.message).toBe(userDataMessages.emptyData)
        expect(result.failure.reason).toBe(3)
      }
    }
  })
  it("exists needs an email", () => {
    expect(validateExistsEmail(" jane@example.com ")).toEqual(Result.succeed("jane@example.com"))
    for (const bad of ["", "   ", undefined, null, 5]) {
      const result = validateExistsEmail(bad)
      expect(Result.isFailure(result) && result.failure.message).toBe(userDataMessages.emailRequired)
    }
  })
  it("decodes the user, remembered and preference bodies, dropping other fields", () => {
    expect(Schema.decodeUnknownSync(UserRecord)({ email: "a@b.c", firstName: "A", lastName: "B", preference: { preferredStore: "REMOVED" } }))
      .toEqual({ email: "a@b.c", firstName: "A", preference: { preferredStore: "REMOVED" } })
    expect(Schema.decodeUnknownSync(RememberedResponse)({ isRemembered: true })).toEqual({ isRemembered: true })
    expect(() => Schema.decodeUnknownSync(RememberedResponse)({ isRemembered: "yes" })).toThrow()
    expect(Schema.decodeUnknownSync(UserPreferenceResponse)({ payload: { preference: {} } })).toEqual({ payload: { preference: {} } })
  })
})

describe("values of the wrong type (never a TypeError)", () => {
  it("give the guest navigation and no selected tab", () => {
    expect(accountNavigationFor(null as never)).toEqual({ _tag: "Guest" })
    expect(accountNavigationFor({ kind: "registered", isLoggedIn: true } as never)).toEqual({ _tag: "Guest" })
    expect(selectedTabIndex(null as never, "/account")).toBe(-1)
    expect(selectedTabIndex(["/account", 5] as never, "/account/orders")).toBe(0)
    expect(selectedTabIndex(["/account"], undefined as never)).toBe(-1)
  })
  it("mask a value that is not text as empty", () => {
    expect(maskEmail(undefined as never)).toBe("")
  })
  it("keep the modal closed for input that is not an object, and read a query that is not text as none", () => {
    expect(signInModalFor(null as never)).toEqual({ _tag: "Closed" })
    expect(signInModalFor({ loginModal: "true", isAccountPage: false, query: "?modal=signin" } as never)).toEqual({ _tag: "Closed" })
    expect(signInModalFor({ loginModal: true, isAccountPage: false, query: { modal: "signin" } } as never)).toEqual({ _tag: "Closed" })
  })
  it("read remembered answers and failures of the wrong type as not remembered", () => {
    expect(rememberedOutcome("true" as never)._tag).toBe("Error")
    expect(rememberedCallFailed(null as never)).toEqual({ _tag: "NotRemembered", isRemembered: false, failure: { _tag: "Unknown", message: "" } })
    expect(signInFormState(null as never)).toEqual({ _tag: "NotRemembered" })
    expect(signInFormState(rememberedOutcome(true), { firstName: 5, email: 7 } as never)).toEqual({ _tag: "NotRemembered" })
    expect(signInFormState(rememberedOutcome(true), { email: "jane@example.com" } as never)).toEqual({
      _tag: "Remembered",
      firstName: "",
      maskedEmail: "jxxx@example.com",
      loginId: "jane@example.com",
    })
  })
})

describe("encodeIsRemembered: anything but true", () => {
  it("is false", () => {
    expect(encodeIsRemembered("false" as never)).toBe("false")
    expect(decodeIsRemembered(encodeIsRemembered(1 as never))).toBe(false)
  })
})
