import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { defaultCallTimeoutSeconds } from "../../src/errors/CallTimeout.ts"
import { ReasonCode } from "../../src/errors/ReasonCode.ts"
import { Timeout, timeoutMessage } from "../../src/errors/ServiceError.ts"

describe("Timeout: a call that got no answer in time", () => {
  it("is 15 s when the caller sets none", () => {
    expect(defaultCallTimeoutSeconds).toBe(15)
  })

  it("is its own tag, reason 2, with the time-out and a message in seconds", () => {
    const error = new Timeout({ timeoutMs: 15_000 })
    expect(error._tag).toBe("Timeout")
    expect(error.reason).toBe(ReasonCode.AjaxFailed)
    expect(error.timeoutMs).toBe(15_000)
    expect(error.message).toBe("the service did not answer in 15 s")
    expect(error).toBeInstanceOf(Error)
  })

  it("says fractions of a second as they are", () => {
    expect(timeoutMessage(1_500)).toBe("the service did not answer in 1.5 s")
    expect(timeoutMessage(250)).toBe("the service did not answer in 0.25 s")
    expect(timeoutMessage(1_000)).toBe("the service did not answer in 1 s")
  })

  test.prop([fc.integer({ min: 1, max: 3_600_000 })])("its fields are plain: they survive JSON", (timeoutMs) => {
    const error = new Timeout({ timeoutMs })
    expect(JSON.parse(JSON.stringify({ message: error.message, timeoutMs: error.timeoutMs }))).toEqual({
      message: timeoutMessage(timeoutMs),
      timeoutMs,
    })
  })
})

describe("timeoutMessage: a time that is not a number", () => {
  it("says NaN rather than throwing", () => {
    expect(timeoutMessage(JSON.parse('{"toString":[],"valueOf":{}}') as never)).toBe("the service did not answer in NaN s")
  })
})
