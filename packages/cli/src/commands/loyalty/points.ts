/**
 * `outfitter loyalty points`: the member's points (Loyalty.get("rewards"): pointBalance
 * with thousands commas, loyaltyPercentagePoint) and tier (Loyalty.get("info")).
 * `no_record_found` is "not a loyalty member" (exit 1).
 *
 * @since 0.1.0
 */
import { Loyalty } from "@outfitter/clients"
import { parseBalance, withThousands } from "@outfitter/domain"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { serviceError } from "../../CliError.ts"
import { globalOptions } from "../../options.ts"
import { writeJson, writeText } from "../../output.ts"
import { loyaltyFailureMessage, memberId, runAsMember } from "../../member.ts"

/** What the command prints. @category models */
export interface MemberPoints {
  readonly member: string
  readonly points: number
  readonly pointsText: string
  readonly percentage: number
  readonly tier: string | undefined
}

/** @category messages */
export const notMemberMessage = (member: string) => `Member ${member} is not a loyalty member`

/** The service behind the command. @category services */
export const memberPoints = (member: string) =>
  Effect.gen(function*() {
    const loyalty = yield* Loyalty
    const rewards = yield* loyalty.get("rewards", { force: true })
    if (rewards.response.status !== "success") return undefined
    const info = yield* loyalty.get("info", { force: true })
    const points = parseBalance(rewards.response.payload?.pointBalance)
    return {
      member,
      points,
      pointsText: withThousands(points),
      percentage: parseBalance(rewards.response.payload?.loyaltyPercentagePoint),
      tier: info.response.status === "success" ? info.response.payload?.loyaltyTierInfo?.loyaltyTier : undefined,
    } satisfies MemberPoints
  })

/** Runs the command (called by bin.js). */
export const run = async (_args: Array<unknown>, raw: Readonly<Record<string, unknown>>): Promise<void> => {
  const options = globalOptions(raw)
  const member = memberId(raw)
  const outcome = await runAsMember(memberPoints(member), { apiRoot: options.apiRoot, member })
  if (Result.isFailure(outcome)) throw serviceError(loyaltyFailureMessage("Points lookup failed", outcome.failure))
  const points = outcome.success
  if (points === undefined) throw serviceError(notMemberMessage(member))
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
