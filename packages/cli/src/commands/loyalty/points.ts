/**
 * `outfitter loyalty points`: the member's points (Loyalty.get("rewards"): pointBalance
 * with thousands commas, loyaltyPercentagePoint) and tier (the member's info, which the
 * membership check has already read). A non-member is "Member N is not a loyalty member"
 * (exit 1), as for every member command.
 *
 * @since 0.1.0
 */
import { Loyalty } from "@outfitter/clients/loyalty"
import { type LoyaltyResult, parseBalance, withThousands } from "@outfitter/domain/loyalty"
import * as Effect from "effect/Effect"
import { notAMemberMessage } from "../../CliError.ts"
import { asMember, memberId, NotAMember } from "../../member.ts"
import { serviceCommand } from "../../run.ts"
import { loyaltyPoints } from "./points.flags.ts"

/** What the command prints. @category models */
export interface MemberPoints {
  readonly member: string
  readonly points: number
  readonly pointsText: string
  readonly percentage: number
  readonly tier: string | undefined
}

/** The member's points, once the membership check has read their info. @category services */
export const pointsOf = (member: string, info: LoyaltyResult<"info"> | undefined) =>
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
  })

/** The service behind the command: the membership check, then the points. @category services */
export const memberPoints = (member: string) => asMember(member, (info) => pointsOf(member, info))

/** The command (run by program.ts). */
export const command = serviceCommand(loyaltyPoints, {
  what: "Points lookup failed",
  parse: (flags, _args, { env, global }) => memberId(flags, env, global),
  member: (member) => member,
  clients: Loyalty.layer,
  program: (member, info) => pointsOf(member, info),
  json: (points) => points,
  text: (points) =>
    [
      `Member ${points.member}`,
      `Points    ${points.pointsText}`,
      `Progress  ${points.percentage}%`,
      ...(points.tier === undefined ? [] : [`Tier      ${points.tier}`]),
    ].join("\n"),
})
