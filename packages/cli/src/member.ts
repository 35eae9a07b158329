/**
 * The loyalty member the loyalty and orders commands act as. Against a live API root that
 * is the member of the session `outfitter auth login` kept for it and the --site
 * (memberSession.ts sends its cookies). Over the embedded fixtures and the sandbox, which
 * know a signed-in customer by the `WC_USERACTIVITY_{id}` cookie (with userType R), the CLI
 * makes those cookies up: the id comes from `--member <id>` or else the `OUTFITTER_MEMBER`
 * environment variable. Without either the command is a usage error (exit 2): the CLI
 * never guesses a member. The id is digits only (the anonymous id -1002 is refused too:
 * the anonymous visitor is not a member).
 *
 * One behaviour for a non-member, whatever the command: before its own call, every
 * member-taking command asks the loyalty service for the member's info. An id the service
 * has no loyalty record for (`no_record_found`: an unknown id, or a known user who never
 * joined) fails with `Member <id> is not a loyalty member`, exit 1, and nothing else is
 * called. The order history and its resend are part of the member's rewards pages
 * (loyalty-payments §1, §2), so `orders resend` is a member command too.
 *
 * The runner (run.ts) runs a member command's program through {@link asMember}, over the
 * member's cookies (runtime.ts), and reports a NotAMember as every other failure
 * (failures.ts).
 *
 * @since 0.1.0
 */
import { Loyalty } from "@outfitter/clients/loyalty"
import { isMemberId, isRepudiationFailure, type LoyaltyResult } from "@outfitter/domain/loyalty"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import { ErrorCode, notAMemberMessage, usageError } from "./CliError.ts"
import { configDirOf } from "./config/ConfigDir.ts"
import { findSession } from "./config/Sessions.ts"
import { loginCommand } from "./memberSession.ts"

/** @category messages */
export const missingMemberMessage = "Name the member: --member <id> or OUTFITTER_MEMBER=<id> (the loyalty activity user id)"

/**
 * The message for a member named beside a session kept for another member.
 *
 * @category messages
 */
export const otherMemberMessage = (signedIn: string, named: string, login: string) =>
  `Signed in as member ${signedIn}, not ${named}: act as ${signedIn} (leave --member out), or sign in as ${named} with ${login}`

/**
 * The member id of the flags (`member`) or the environment, else, against an API root,
 * the member of the session `outfitter auth login` kept for it and the site; throws a usage
 * error without one, or for a member named beside a session kept for another (a live
 * service acts as the session's member whatever is named).
 *
 * @category parsing
 */
export const memberId = (
  raw: { readonly member?: unknown },
  env: Readonly<Record<string, string | undefined>> = process.env,
  global?: { readonly apiRoot: string | undefined; readonly site: string },
): string => {
  const given = typeof raw.member === "string" ? raw.member : env["OUTFITTER_MEMBER"]
  const id = given?.trim() ?? ""
  const session = global?.apiRoot === undefined ? undefined : findSession(configDirOf(env), global.apiRoot, global.site)
  if (session?.member !== undefined && global?.apiRoot !== undefined) {
    if (id !== "" && id !== session.member) {
      throw usageError(otherMemberMessage(session.member, id, loginCommand(global.apiRoot, global.site)), ErrorCode.Usage)
    }
    return session.member
  }
  if (id === "") throw usageError(missingMemberMessage, ErrorCode.Usage)
  if (!isMemberId(id)) throw usageError(`--member must be a member id (digits), got '${given}'`)
  return id
}

/**
 * The member id has no loyalty record.
 *
 * @category errors
 */
export class NotAMember extends Data.TaggedError("NotAMember")<{ readonly member: string; readonly message: string }> {}

/**
 * The member's loyalty info, or NotAMember when the service has no loyalty record for the
 * id. A cross-border member (the info call's CROSSBORDER_USER, platform §8) is a member
 * whose info cannot be shown: undefined.
 *
 * @category services
 */
export const memberInfo = (member: string) =>
  Effect.gen(function*() {
    const loyalty = yield* Loyalty
    const info: LoyaltyResult<"info"> | undefined = yield* loyalty.get("info", { force: true }).pipe(
      Effect.catchIf(isRepudiationFailure, () => Effect.succeed(undefined)),
    )
    if (info !== undefined && info.response.status !== "success") {
      return yield* Effect.fail(new NotAMember({ member, message: notAMemberMessage(member) }))
    }
    return info
  })

/**
 * Runs a command's program for the member once the service has said they are one.
 *
 * @category services
 */
export const asMember = <A, E, R>(
  member: string,
  program: (info: LoyaltyResult<"info"> | undefined) => Effect.Effect<A, E, R>,
) => Effect.flatMap(memberInfo(member), program)
