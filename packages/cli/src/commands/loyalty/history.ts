/**
 * `outfitter loyalty history`: the member's points history (the loyalty history endpoint,
 * parsed by the domain), a page at a time. `--page` starts at 1 (the first records);
 * `--page-size` defaults to the store setting numRecordsPointsHistory. Both must be whole
 * numbers of at least 1 (exit 2 otherwise); a page past the last is exit 2 too. A member
 * with an empty history prints "No points history" (exit 0); a non-member is "Member N is
 * not a loyalty member" (exit 1), as for every member command.
 *
 * @since 0.1.0
 */
import { Loyalty, pointsHistory } from "@outfitter/clients/loyalty"
import { historyPage, type PointsHistoryEntry } from "@outfitter/domain/loyalty"
import { defaultStoreSettings } from "@outfitter/domain/site"
import * as Effect from "effect/Effect"
import { usageError } from "../../CliError.ts"
import { memberId } from "../../member.ts"
import { serviceCommand } from "../../run.ts"
import { loyaltyHistory } from "./history.flags.ts"

/** @category messages */
export const noHistoryMessage = "No points history"

const positive = (name: string, value: unknown, fallback: number): number => {
  if (value === undefined) return fallback
  const text = String(value).trim()
  if (!/^\d+$/.test(text) || Number(text) < 1) throw usageError(`${name} must be a whole number of at least 1, got '${String(value)}'`)
  return Number(text)
}

/** One record as a text line. @category formatting */
export const historyLine = (entry: PointsHistoryEntry): string =>
  [entry.createdAt.padEnd(10), `${entry.sign}${entry.pointsText}`.padStart(8), entry.status.padEnd(8), entry.text].join("  ")

/** The command's input. @category models */
export interface HistoryInput {
  readonly page: number
  readonly pageSize: number
  readonly member: string
}

/** The command (run by program.ts). */
export const command = serviceCommand(loyaltyHistory, {
  what: "Points history failed",
  parse: (flags, _args, { env, global }): HistoryInput => ({
    page: positive("--page", flags.page, 1),
    pageSize: positive("--page-size", flags.pageSize, defaultStoreSettings.numRecordsPointsHistory),
    member: memberId(flags, env, global),
  }),
  member: (input) => input.member,
  clients: Loyalty.layer,
  program: ({ page, pageSize }) =>
    pointsHistory({ force: true }).pipe(
      Effect.flatMap((history) => {
        const slice = historyPage(history.entries, page, pageSize)
        return page > slice.pages ? Effect.fail(usageError(`--page ${page} is past the last page (${slice.pages})`)) : Effect.succeed(slice)
      }),
    ),
  json: (slice) => slice,
  text: (slice) =>
    slice.total === 0
      ? noHistoryMessage
      : [...slice.entries.map(historyLine), `Page ${slice.page} of ${slice.pages} (${slice.total} records)`].join("\n"),
})
