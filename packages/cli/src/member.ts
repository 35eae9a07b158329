/**
 * The loyalty member the loyalty and orders commands act as. The fixtures (and the live
 * service) know a signed-in customer by the `WC_USERACTIVITY_{id}` cookie (with userType
 * R), so the CLI sends those cookies on every request: the id comes from `--member <id>`
 * or else the `OUTFITTER_MEMBER` environment variable. Without either the command is a
 * usage error (exit 2): the CLI never guesses a member. The id is digits only (the
 * anonymous id -1002 is refused too: the anonymous visitor is not a member).
 *
 * One behaviour for a non-member, whatever the command: before its own call, every
 * member-taking command asks the loyalty service for the member's info. An id the service
 * has no loyalty record for (`no_record_found`: an unknown id, or a known user who never
 * joined) fails with `Member <id> is not a loyalty member`, exit 1, and nothing else is
 * called. The order history and its resend are part of the member's rewards pages
 * (loyalty-payments §1, §2), so `orders resend` is a member command too.
 *
 * @since 0.1.0
 */
import { type Clients, clientsLayer, Loyalty } from "@outfitter/clients"
import { isRepudiationFailure, type LoyaltyResult } from "@outfitter/domain"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import type * as Result from "effect/Result"
import { type CliError, ErrorCode, notAMemberError, notAMemberMessage, usageError } from "./CliError.ts"
import { failureFor, type FailureContext, type ServiceFailure } from "./failures.ts"
import { embeddedApiRoot, forOutput, type RunOptions, transportOptions } from "./runtime.ts"

/** @category messages */
export const missingMemberMessage = "Name the member: --member <id> or OUTFITTER_MEMBER=<id> (the loyalty activity user id)"

/**
 * The member id of the raw options or the environment; throws a usage error without one.
 *
 * @category parsing
 */
export const memberId = (raw: Readonly<Record<string, unknown>>, env: NodeJS.ProcessEnv = process.env): string => {
  const given = typeof raw["member"] === "string" ? raw["member"] : env["OUTFITTER_MEMBER"]
  const id = given?.trim() ?? ""
  if (id === "") throw usageError(missingMemberMessage, ErrorCode.Usage)
  if (!/^\d{1,20}$/.test(id)) throw usageError(`--member must be a member id (digits), got '${given}'`)
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

/** A fetch that sends the member's session cookies with every request. @category http */
export const memberFetch = (member: string, base: typeof globalThis.fetch): typeof globalThis.fetch => (input, init) => {
  const request = new Request(input, init)
  request.headers.set("cookie", `userType=R; WC_USERACTIVITY_${member}=${member}%2C10051`)
  return base(request)
}

/**
 * Runs a program as the member: over the embedded fixtures, or --api-root; bounded and
 * with its result made plain text for text output, as `runWithClients`.
 *
 * @category running
 */
export const runAsMember = async <A, E>(
  program: Effect.Effect<A, E, Clients>,
  options: RunOptions & { readonly member: string },
): Promise<Result.Result<A, E>> => {
  const base = options.apiRoot === undefined
    ? (await import("@outfitter/fixtures/node")).createFixtureFetch()
    : globalThis.fetch
  const layer = clientsLayer({
    apiRoot: options.apiRoot ?? embeddedApiRoot,
    fetch: memberFetch(options.member, base),
    ...transportOptions(options.timeout),
  })
  return forOutput(await Effect.runPromise(Effect.result(Effect.provide(program, layer))), options)
}

/**
 * The CliError of a member command's failure that the command does not handle itself: a
 * non-member (exit 1), a refusal (exit 3), or the failure line (exit 1).
 *
 * @category errors
 */
export const memberFailure = (error: ServiceFailure, context: FailureContext & { readonly member: string }): CliError =>
  error._tag === "NotAMember" ? notAMemberError(context.member) : failureFor(error, context)
