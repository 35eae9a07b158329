import { fc, test } from "@fast-check/vitest"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import {
  AjaxFailed,
  byteSizeText,
  InvalidParams,
  isMaxRetries,
  isResponseTooLarge,
  MaxRetries,
  NotFound,
  ResponseTooLarge,
  responseTooLargeMessage,
} from "../../src/errors/ServiceError.ts"
import { ServiceErrorBody } from "../../src/errors/ServiceErrorBody.ts"

describe("service errors (platform §8 reason codes)", () => {
  it("InvalidParams carries reason 3, its tag, message and field", () => {
    const error = new InvalidParams({ message: "maxItems must be a number", field: "maxItems" })
    expect(error._tag).toBe("InvalidParams")
    expect(error.reason).toBe(3)
    expect(error.message).toBe("maxItems must be a number")
    expect(error.field).toBe("maxItems")
    expect(error).toBeInstanceOf(Error)
  })

  it("AjaxFailed carries reason 2 and what the response said", () => {
    const error = new AjaxFailed({ message: "service unavailable", status: 503, errorKey: "ERR", errorCode: "500" })
    expect(error._tag).toBe("AjaxFailed")
    expect(error.reason).toBe(2)
    expect(error.status).toBe(503)
    expect(error.errorKey).toBe("ERR")
  })

  it("NotFound is its own tag with reason 2", () => {
    const error = new NotFound({ message: "no such store" })
    expect(error._tag).toBe("NotFound")
    expect(error.reason).toBe(2)
  })
})

describe("ServiceErrorBody (platform §8: error[0] with errorCode, errorKey, errorMessage)", () => {
  const decode = Schema.decodeUnknownSync(ServiceErrorBody)

  it("decodes the error list with string or numeric codes", () => {
    expect(decode({ error: [{ errorCode: "_ERR_INVALID", errorKey: "GENERIC", errorMessage: "Oops" }, { errorCode: 401 }] })).toEqual({
      error: [{ errorCode: "_ERR_INVALID", errorKey: "GENERIC", errorMessage: "Oops" }, { errorCode: 401 }],
    })
  })

  it("rejects a body without an error list", () => {
    expect(() => decode({ errors: [] })).toThrow()
    expect(() => decode({ error: [{ errorKey: 5 }] })).toThrow()
  })
})

describe("what the size and retry helpers answer", () => {
  it.each([
    [10 * 1024 * 1024, "10 MB"],
    [1024 * 1024, "1 MB"],
    [1024, "1 KB"],
    [3 * 1024, "3 KB"],
    [1500, "1500 bytes"],
    [0, "0 bytes"],
    [-1024, "-1024 bytes"],
  ])("byteSizeText(%d) is %j", (bytes, text) => {
    expect(byteSizeText(bytes)).toBe(text)
  })

  test.prop([fc.integer({ min: 1, max: 4096 })])("whole mebibytes read as MB, whole kibibytes below as KB", (n) => {
    expect(byteSizeText(n * 1024 * 1024)).toBe(`${n} MB`)
    if (n % 1024 !== 0) expect(byteSizeText(n * 1024)).toBe(`${n} KB`)
  })

  it("something that is no number is no size: it names no unit but bytes", () => {
    for (const hostile of ["10", null, undefined, {}, Number.NaN]) expect(byteSizeText(hostile as never)).toMatch(/ bytes$/)
  })

  it("responseTooLargeMessage names the limit, as ResponseTooLarge's message", () => {
    expect(responseTooLargeMessage(10 * 1024 * 1024)).toBe("the service's answer is larger than 10 MB")
    expect(new ResponseTooLarge({ limitBytes: 2048 }).message).toBe("the service's answer is larger than 2 KB")
  })

  it("isResponseTooLarge and isMaxRetries hold for their own errors only, not for a look-alike", () => {
    const tooLarge = new ResponseTooLarge({ limitBytes: 1024 })
    const retries = new MaxRetries({ message: "gave up after 3 attempts", attempts: 3, last: tooLarge })
    expect([isResponseTooLarge(tooLarge), isResponseTooLarge(retries), isResponseTooLarge({ _tag: "ResponseTooLarge" })]).toEqual([true, false, false])
    expect([isMaxRetries(retries), isMaxRetries(tooLarge), isMaxRetries({ _tag: "MaxRetries", attempts: 3 }), isMaxRetries(null)]).toEqual([true, false, false, false])
  })
})
