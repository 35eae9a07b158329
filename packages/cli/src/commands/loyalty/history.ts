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
import { pointsHistory } from "@outfitter/clients"
import { defaultStoreSettings, historyPage, type PointsHistoryEntry } from "@outfitter/domain"
import * as Result from "effect/Result"
import { usageError } from "../../CliError.ts"
import { globalOptions } from "../../options.ts"
import { writeJson, writeText } from "../../output.ts"
import { asMember, memberFailure, memberId, runAsMember } from "../../member.ts"

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

/** Runs the command (called by bin.js). */
export const run = async (_args: Array<unknown>, raw: Readonly<Record<string, unknown>>): Promise<void> => {
  const options = globalOptions(raw)
  const page = positive("--page", raw["page"], 1)
  const pageSize = positive("--page-size", raw["pageSize"], defaultStoreSettings.numRecordsPointsHistory)
  const member = memberId(raw)
  const outcome = await runAsMember(asMember(member, () => pointsHistory({ force: true })), { ...options, member })
  if (Result.isFailure(outcome)) {
    throw memberFailure(outcome.failure, { command: "loyalty history", what: "Points history failed", apiRoot: options.apiRoot, member })
  }
  const slice = historyPage(outcome.success.entries, page, pageSize)
  if (page > slice.pages) throw usageError(`--page ${page} is past the last page (${slice.pages})`)
  if (options.json) {
    writeJson(slice)
    return
  }
  if (slice.total === 0) {
    writeText(noHistoryMessage)
    return
  }
  writeText([...slice.entries.map(historyLine), `Page ${slice.page} of ${slice.pages} (${slice.total} records)`].join("\n"))
}
