import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { AjaxFailed, InvalidParams, NotFound } from "../../src/errors/ServiceError.ts"
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
