/**
 * The session login's input, which fast enroll signs in through. Rules: orders §4 "Fast
 * enroll, the session login and global sign-on", §5 "Help and enrol forms".
 *
 * Where the spec is silent: the logon id is sent trimmed and must not be blank; the
 * password is sent as typed and must not be empty; a value that is not a string is absent.
 *
 * @since 0.4.0
 */
import * as Result from "effect/Result"
import { InvalidParams } from "../errors/index.ts"
import { fieldsOf, textOf } from "../kernel/Untrusted.ts"

/** @category constants */
export const sessionLoginMessages = {
  logonIdRequired: "A logonId must be supplied",
  passwordRequired: "A password must be supplied",
} as const

/** The body of a session login (orders §3). @category models */
export interface SessionLoginBody {
  readonly logonId: string
  readonly password: string
}

/**
 * Checks a session login body: logonId and password are both required.
 *
 * @example
 * import { validateSessionLogin } from "@outfitter/domain"
 * validateSessionLogin({ logonId: " ann@example.com ", password: "secret1" })._tag // => "Success"
 * validateSessionLogin({ logonId: "ann@example.com" })._tag // => "Failure"
 * @category validation
 */
export const validateSessionLogin = (input: unknown): Result.Result<SessionLoginBody, InvalidParams> => {
  const given = fieldsOf(input)
  const logonId = textOf(given["logonId"]).trim()
  const password = textOf(given["password"])
  if (logonId === "") return Result.fail(new InvalidParams({ message: sessionLoginMessages.logonIdRequired, field: "logonId" }))
  if (password === "") return Result.fail(new InvalidParams({ message: sessionLoginMessages.passwordRequired, field: "password" }))
  return Result.succeed({ logonId, password })
}
