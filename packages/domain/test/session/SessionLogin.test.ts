import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { sessionLoginMessages, validateSessionLogin } from "../../src/session/SessionLogin.ts"

describe("session login (orders §5)", () => {
  it("needs logonId and password", () => {
    expect(validateSessionLogin({ logonId: " ann@example.com ", password: " pw " })).toEqual(Result.succeed({ logonId: "ann@example.com", password: " pw " }))
    const missingId = validateSessionLogin({ logonId: "  ", password: "pw" })
    expect(Result.isFailure(missingId) && [missingId.failure.field, missingId.failure.message]).toEqual(["logonId", sessionLoginMessages.logonIdRequired])
    const missingPassword = validateSessionLogin({ logonId: "ann", password: "" })
    expect(Result.isFailure(missingPassword) && [missingPassword.failure.field, missingPassword.failure.message]).toEqual(["password", sessionLoginMessages.passwordRequired])
    expect(Result.isFailure(validateSessionLogin(null))).toBe(true)
    expect(Result.isFailure(validateSessionLogin({ logonId: 5, password: 6 }))).toBe(true)
  })
})
