import { describe, expect, it } from "vitest"
import * as Result from "effect/Result"
import { ReasonCode } from "../../src/errors/ReasonCode.ts"
import {
  authorize,
  GenericUser,
  permissionMessages,
  RememberedUserBlocked,
  reloadsPage,
  softAuthenticationCheck,
  SoftAuthenticationRequired,
  Unauthorized,
  type UserAction,
} from "../../src/session/Permissions.ts"
import type { Visitor } from "../../src/session/Visitor.ts"

const generic: Visitor = { kind: "generic", isLoggedIn: false, isRemembered: false }
const guest: Visitor = { kind: "guest", isLoggedIn: false, isRemembered: false }
const registered: Visitor = { kind: "registered", isLoggedIn: true, isRemembered: false }
const rememberedLoggedIn: Visitor = { kind: "remembered", isLoggedIn: true, isRemembered: true }
const rememberedOnly: Visitor = { kind: "remembered", isLoggedIn: false, isRemembered: true }
const off = { extendedAuthWindow: false }
const on = { extendedAuthWindow: true }

type Expected = "allowed" | "softReauthentication" | [tag: string, message: string]

const outcome = (result: ReturnType<typeof authorize>): Expected =>
  Result.isSuccess(result) ? result.success : [result.failure._tag, result.failure.message]

const gOrG: Expected = ["GenericUser", "Invalid User Type, can not be generic or guest"]
const gOnly: Expected = ["GenericUser", "Invalid User Type, can not be generic"]
const blocked: Expected = ["RememberedUserBlocked", "REMEMBERED_USER_BLOCKED"]
const soft: Expected = ["SoftAuthenticationRequired", "Unauthorized user, soft authentication"]

/** action → visitor → [window off, window on] */
const table: ReadonlyArray<[UserAction, Visitor, Expected, Expected]> = [
  ["user.create", generic, "allowed", "allowed"],
  ["user.create", guest, "allowed", "allowed"],
  ["user.exists", generic, "allowed", "allowed"],
  ["user.exists", rememberedOnly, "allowed", "allowed"],
  ["remembered", generic, gOrG, gOrG],
  ["remembered", guest, gOrG, gOrG],
  ["remembered", registered, "allowed", "allowed"],
  ["remembered", rememberedLoggedIn, "allowed", "allowed"],
  ["user.read", generic, gOrG, gOrG],
  ["user.read", guest, gOrG, gOrG],
  ["user.read", registered, "allowed", "allowed"],
  ["user.read", rememberedOnly, "allowed", "allowed"],
  ["user.update", generic, gOnly, gOnly],
  ["user.update", guest, gOrG, gOrG],
  ["user.update", registered, "allowed", "allowed"],
  ["user.update", rememberedLoggedIn, blocked, "softReauthentication"],
  ["user.update", rememberedOnly, blocked, "softReauthentication"],
  ["loyalty.read", generic, gOnly, gOnly],
  ["loyalty.read", guest, gOnly, gOnly],
  ["loyalty.read", registered, "allowed", "allowed"],
  ["loyalty.read", rememberedLoggedIn, blocked, "allowed"],
  ["sensitive.write", generic, soft, soft],
  ["sensitive.write", guest, soft, soft],
  ["sensitive.write", registered, "allowed", "allowed"],
  ["sensitive.write", rememberedLoggedIn, soft, "softReauthentication"],
  ["sensitive.write", rememberedOnly, soft, soft],
]

describe("authorize (platform §4–6)", () => {
  it.each(table)("%s by %o: window off %j, window on %j", (action, visitor, whenOff, whenOn) => {
    expect(outcome(authorize(action, visitor, off))).toEqual(whenOff)
    expect(outcome(authorize(action, visitor, on))).toEqual(whenOn)
  })

  it("lets generic and guest visitors read loyalty data only with ignoreUserType (estimated points)", () => {
    expect(outcome(authorize("loyalty.read", generic, off, { ignoreUserType: true }))).toBe("allowed")
    expect(outcome(authorize("loyalty.read", guest, off, { ignoreUserType: true }))).toBe("allowed")
    expect(outcome(authorize("loyalty.read", guest, off, { ignoreUserType: false }))).toEqual(gOnly)
    // ignoreUserType is about the type, not the remembered block
    expect(outcome(authorize("loyalty.read", rememberedLoggedIn, off, { ignoreUserType: true }))).toEqual(blocked)
  })

  it("its errors carry the spec's reason codes", () => {
    const genericError = authorize("user.read", guest, off)
    expect(Result.isFailure(genericError) && genericError.failure).toBeInstanceOf(GenericUser)
    expect(Result.isFailure(genericError) && genericError.failure.reason).toBe(ReasonCode.GenericUser)
    const blockedError = authorize("user.update", rememberedLoggedIn, off)
    expect(Result.isFailure(blockedError) && blockedError.failure).toBeInstanceOf(RememberedUserBlocked)
    expect(Result.isFailure(blockedError) && blockedError.failure.reason).toBe(ReasonCode.AjaxFailed)
    expect(new RememberedUserBlocked({ message: permissionMessages.rememberedUserBlocked }).errorKey).toBe("REMEMBERED_USER_BLOCKED")
  })
})

describe("softAuthenticationCheck (platform §6)", () => {
  it("passes a signed-in visitor, re-authenticates a remembered one with the window on, fails the rest", () => {
    expect(Result.isSuccess(softAuthenticationCheck(registered, off))).toBe(true)
    const windowOn = softAuthenticationCheck(rememberedLoggedIn, on)
    expect(Result.isSuccess(windowOn) && windowOn.success).toBe("softReauthentication")
    for (const visitor of [generic, guest, rememberedOnly, rememberedLoggedIn]) {
      const result = softAuthenticationCheck(visitor, off)
      expect(Result.isFailure(result) && result.failure).toBeInstanceOf(SoftAuthenticationRequired)
      expect(Result.isFailure(result) && result.failure.message).toBe("Unauthorized user, soft authentication")
    }
  })
})

describe("reloadsPage (platform §6, §8)", () => {
  it("is true for 401 and 403 only", () => {
    expect(reloadsPage(401)).toBe(true)
    expect(reloadsPage(403)).toBe(true)
    for (const status of [200, 400, 402, 404, 500]) expect(reloadsPage(status)).toBe(false)
  })
  it("Unauthorized carries its status and reason 2", () => {
    const error = new Unauthorized({ message: "service unavailable", status: 403 })
    expect(error.status).toBe(403)
    expect(error.reason).toBe(2)
    expect(error._tag).toBe("Unauthorized")
  })
})

describe("a visitor, settings or action of the wrong type", () => {
  it("is the most restricted visitor: a kind that is not one of the four is generic, a flag that is not true is off", () => {
    for (const visitor of [null, { kind: "admin", isLoggedIn: true, isRemembered: false }]) {
      expect(Result.isFailure(authorize("user.read", visitor as never, { extendedAuthWindow: true }))).toBe(true)
      expect(authorize("user.create", visitor as never, null as never)).toEqual(Result.succeed("allowed"))
    }
    const notLoggedIn = { kind: "registered", isLoggedIn: "yes", isRemembered: false }
    expect(Result.isFailure(softAuthenticationCheck(notLoggedIn as never, { extendedAuthWindow: true }))).toBe(true)
  })
  it("reads an extended window that is not true as off", () => {
    const remembered: Visitor = { kind: "remembered", isLoggedIn: true, isRemembered: true }
    const blocked = authorize("user.update", remembered, { extendedAuthWindow: "yes" } as never)
    expect(Result.isFailure(blocked) && blocked.failure).toBeInstanceOf(RememberedUserBlocked)
  })
  it("refuses an action that is not one of the seven as for a generic visitor", () => {
    const registered: Visitor = { kind: "registered", isLoggedIn: true, isRemembered: false }
    const refused = authorize("admin.write" as UserAction, registered, { extendedAuthWindow: false })
    expect(Result.isFailure(refused) && refused.failure).toEqual(new GenericUser({ message: permissionMessages.generic }))
  })
})
