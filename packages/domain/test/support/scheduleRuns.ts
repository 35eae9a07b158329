/**
 * When a Schedule repeats an action, on the TestClock: the milliseconds (from the start) of
 * every run, the first included, once the clock has moved on by `within`. A schedule still
 * running then is interrupted, so the answer is what happened in that time.
 */
import * as Clock from "effect/Clock"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import type * as Schedule from "effect/Schedule"
import * as TestClock from "effect/testing/TestClock"

export const scheduleRuns = <A>(schedule: Schedule.Schedule<A, unknown>, within: Duration.Input) =>
  Effect.gen(function*() {
    const start = yield* Clock.currentTimeMillis
    const runs: Array<number> = []
    const fiber = yield* Effect.forkChild(Effect.repeat(Effect.map(Clock.currentTimeMillis, (now) => void runs.push(now - start)), schedule))
    yield* Effect.yieldNow
    yield* TestClock.adjust(within)
    yield* Fiber.interrupt(fiber)
    return runs
  })
