/**
 * The shared polling's policy as it is run (re-authorisation and gift card status).
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { normalisePollPolicy, pollSchedule } from "../../src/ui/Polling.ts"
import { scheduleRuns } from "../support/scheduleRuns.ts"

describe("normalisePollPolicy", () => {
  it.each([
    [{ attempts: 5, delayMs: 5000 }, { attempts: 5, delayMs: 5000 }],
    [{ attempts: 0, delayMs: 10 }, { attempts: 1, delayMs: 10 }],
    [{ attempts: -3, delayMs: -1 }, { attempts: 1, delayMs: 0 }],
    [{ attempts: 2.9, delayMs: 99.9 }, { attempts: 2, delayMs: 99 }],
    [{ attempts: Number.POSITIVE_INFINITY, delayMs: Number.NaN }, { attempts: 1, delayMs: 0 }],
    [{ attempts: "5", delayMs: "5000" }, { attempts: 1, delayMs: 0 }],
    [null, { attempts: 1, delayMs: 0 }],
  ])("%j", (policy, expected) => {
    expect(normalisePollPolicy(policy as never)).toEqual(expected)
  })
})

describe("pollSchedule: the calls its policy allows, the delay apart", () => {
  it.effect("5 attempts 5000 ms apart: calls at 0, 5, 10, 15 and 20 s, then none", () =>
    Effect.gen(function*() {
      expect(yield* scheduleRuns(pollSchedule({ attempts: 5, delayMs: 5000 }), "1 day")).toEqual([0, 5000, 10000, 15000, 20000])
    }))

  it.effect("a policy that is not right is run as normalised: one call", () =>
    Effect.gen(function*() {
      expect(yield* scheduleRuns(pollSchedule({ attempts: 0, delayMs: -5 }), "1 day")).toEqual([0])
      expect(yield* scheduleRuns(pollSchedule(null as never), "1 day")).toEqual([0])
    }))
})
