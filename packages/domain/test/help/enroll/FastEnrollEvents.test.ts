import { describe, expect, it } from "vitest"
import { fastEnrollEvent, fastEnrollFailureEvents } from "../../../src/help/enroll/FastEnrollEvents.ts"

describe("fastEnrollEvent", () => {
  it.each(["fastEnroll:email", "fastEnroll:existing-user", "fastEnroll:new-user", "fastEnroll:created", "fastEnroll:signed-in", "fastEnroll:fail", "fastEnroll:password-error"] as const)(
    "%s is a fastEnroll event of that name",
    (name) => {
      expect(fastEnrollEvent(name)).toEqual({ type: "fastEnroll", name })
    },
  )

  it("is what the failure events are made of", () => {
    expect(fastEnrollFailureEvents({})).toEqual([fastEnrollEvent("fastEnroll:fail")])
  })
})
