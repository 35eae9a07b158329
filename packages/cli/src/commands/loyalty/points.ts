/**
 * `outfitter loyalty points`: the member's points (Loyalty.get("rewards"): pointBalance
 * with thousands commas, loyaltyPercentagePoint) and tier (the member's info, which the
 * membership check has already read). A non-member is "Member N is not a loyalty member"
 * (exit 1), as for every member command.
 *
 * @since 0.1.0
 */
import { Loyalty } from "@outfitter/clients"
import { parseBalance, withThousands } from "@outfitter/domain"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { globalOptions } from "../../options.ts"
import { writeJson, writeText } from "../../output.ts"
import { asMember, memberFailure, memberId, NotAMember, runAsMember } from "../../member.ts"
import { notAMemberMessage } from "../../CliError.ts"

/** What the command prints. @category models */
export interface MemberPoints {
  readonly member: string
  readonly points: number
  readonly pointsText: string
  readonly percentage: number
  readonly tier: string | undefined
}

/** The service behind the command. @category services */
export const memberPoints = (member: string) =>
  asMember(member, (info) =>
    Effect.gen(function*() {
      const loyalty = yield* Loyalty
      const rewards = yield* loyalty.get("rewards", { force: true })
      if (rewards.response.status !== "success") {
        return yield* Effect.fail(new NotAMember({ member, message: notAMemberMessage(member) }))
      }
      const points = parseBalance(rewards.response.payload?.pointBalance)
      return {
        member,
        points,
        pointsText: withThousands(points),
        percentage: parseBalance(rewards.response.payload?.loyaltyPercentagePoint),
        tier: info?.response.payload?.loyaltyTierInfo?.loyaltyTier,
      } satisfies MemberPoints
    }))

/** Runs the command (called by bin.js). */
export const run = async (_args: Array<unknown>, raw: Readonly<Record<string, unknown>>): Promise<void> => {
  const options = globalOptions(raw)
  const member = memberId(raw)
  const outcome = await runAsMember(memberPoints(member), { ...options, member })
  if (Result.isFailure(outcome)) {
    throw memberFailure(outcome.failure, { command: "loyalty points", what: "Points lookup failed", apiRoot: options.apiRoot, member })
  }
  const points = outcome.success
  if (options.json) {
    writeJson(points)
    return
  }
  writeText(
    [
      `Member ${points.member}`,
      `Points    ${points.pointsText}`,
      `Progress  ${points.percentage}%`,
      ...(points.tier === undefined ? [] : [`Tier      ${points.tier}`]),
    ].join("\n"),
  )
}
