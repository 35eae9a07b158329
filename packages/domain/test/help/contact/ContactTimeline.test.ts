import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/testing/TestClock"
import { type ContactStep, contactTimings, runContactSubmit } from "../../../src/help/contact/ContactTimeline.ts"

const recorder = () => {
  const steps: Array<ContactStep> = []
  return { steps, onStep: (step: ContactStep) => Effect.sync(() => void steps.push(step)) }
}

describe("runContactSubmit (orders §4 Contact form, §9: 1 s then 1 s)", () => {
  it("uses the rules' timings", () => {
    expect(contactTimings).toEqual({ successAfterMs: 1000, replaceAfterMs: 1000 })
  })

  it.effect("shows processing, success after 1 s, and replaces the form 1 s later", () =>
    Effect.gen(function*() {
      const { steps, onStep } = recorder()
      const fiber = yield* Effect.forkChild(runContactSubmit(Effect.succeed("sent"), onStep))
      yield* TestClock.adjust(999)
      expect(steps).toEqual(["processing"])
      yield* TestClock.adjust(1)
      expect(steps).toEqual(["processing", "success"])
      yield* TestClock.adjust(999)
      expect(steps).toEqual(["processing", "success"])
      yield* TestClock.adjust(1)
      expect(steps).toEqual(["processing", "success", "sent"])
      expect(yield* Fiber.join(fiber)).toEqual(Exit.succeed("sent"))
    }))

  it.effect("waits for a send slower than 1 s before success", () =>
    Effect.gen(function*() {
      const { steps, onStep } = recorder()
      yield* Effect.forkChild(runContactSubmit(Effect.as(Effect.sleep(1500), "sent"), onStep))
      yield* TestClock.adjust(1499)
      expect(steps).toEqual(["processing"])
      yield* TestClock.adjust(1)
      expect(steps).toEqual(["processing", "success"])
      yield* TestClock.adjust(1000)
      expect(steps).toEqual(["processing", "success", "sent"])
    }))

  it.effect("on a send error returns the button to initial with the form error after 1 s, and never shows success", () =>
    Effect.gen(function*() {
      const { steps, onStep } = recorder()
      const fiber = yield* Effect.forkChild(runContactSubmit(Effect.fail("refused"), onStep))
      yield* TestClock.adjust(999)
      expect(steps).toEqual(["processing"])
      yield* TestClock.adjust(1)
      expect(steps).toEqual(["processing", "failed"])
      expect(yield* Fiber.join(fiber)).toEqual(Exit.fail("refused"))
      yield* TestClock.adjust(5000)
      expect(steps).toEqual(["processing", "failed"])
    }))
})
