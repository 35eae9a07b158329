import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  AjaxFailed,
  callContext,
  errorCause,
  InvalidParams,
  isAjaxFailed,
  isInvalidParams,
  isNotFound,
  isTimeout,
  NotFound,
  redacted,
  redactText,
  safeUrl,
  Timeout,
} from "../../src/errors/ServiceError.ts"

describe("call context on errors: method, URL and cause, never a secret", () => {
  it("strips user info and the fragment, redacts credential-like query values", () => {
    expect(safeUrl("https://ann:pw@x.test/loyalty/history?size=10&token=abc#top")).toBe(
      "https://x.test/loyalty/history?size=10&token=%5Bredacted%5D",
    )
    expect(safeUrl("https://x.test/a?apiKey=1&from=0")).toBe("https://x.test/a?apiKey=%5Bredacted%5D&from=0")
    expect(safeUrl("not a url //u:p@host")).not.toContain("u:p@")
  })

  it("keeps a cause as plain, redacted data, its own cause followed", () => {
    const thrown = new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED https://u:p@x.test") })
    expect(errorCause(thrown)).toEqual({
      name: "TypeError",
      message: "fetch failed",
      cause: { name: "Error", message: "connect ECONNREFUSED https://x.test" },
    })
    expect(errorCause("card 4111 1111 1111 1111").message).toBe(`card ${redacted}`)
    expect(errorCause({ body: "4111111111111111" })).toEqual({ name: "object", message: "" })
  })

  test.prop([fc.stringMatching(/^\d{12,19}$/), fc.string()])("a card number never survives redaction", (card, text) => {
    expect(redactText(`${text}${card}${text}`)).not.toContain(card)
  })

  it("the errors keep the fields, optional, with their guards", () => {
    const context = callContext({ method: "get", url: "https://u:p@x.test/a", cause: new Error("boom") })
    const failed = new AjaxFailed({ message: "service unavailable", status: 500, ...context })
    expect(failed).toMatchObject({ method: "GET", url: "https://x.test/a", cause: { name: "Error", message: "boom" } })
    expect(new NotFound({ message: "x", ...context }).url).toBe("https://x.test/a")
    const timeout = new Timeout({ timeoutMs: 1500, method: "POST", url: "https://x.test/b" })
    expect(timeout).toMatchObject({ timeoutMs: 1500, method: "POST", message: "the service did not answer in 1.5 s" })
    expect(new AjaxFailed({ message: "x" })).not.toHaveProperty("url")
    expect(callContext({})).toEqual({})
    expect([isAjaxFailed(failed), isTimeout(timeout), isNotFound(new NotFound({ message: "x" })), isInvalidParams(new InvalidParams({ message: "x" }))])
      .toEqual([true, true, true, true])
    expect([isAjaxFailed({ _tag: "AjaxFailed" }), isTimeout(failed), isNotFound(undefined)]).toEqual([false, false, false])
  })
})

describe("values of the wrong type (never a TypeError)", () => {
  it("keeps a text or URL that is not a string as the empty string", () => {
    expect(redactText(4111111111111111 as never)).toBe("")
    expect(safeUrl(null as never)).toBe("")
  })
  it("leaves out a method or URL that is not a string, and reads input that is not an object as none", () => {
    expect(callContext({ method: 5, url: {} } as never)).toEqual({})
    expect(callContext(null as never)).toEqual({})
  })
  it("follows a cause at most three deep when the depth is not a finite number (a cycle ends)", () => {
    const cyclic: Error & { cause?: unknown } = new Error("loop")
    cyclic.cause = cyclic
    const depth = (cause: { readonly cause?: unknown } | undefined): number => (cause === undefined ? 0 : 1 + depth(cause.cause as never))
    expect(depth(errorCause(cyclic, Number.NaN))).toBe(3)
    expect(depth(errorCause(cyclic, Number.POSITIVE_INFINITY))).toBe(3)
  })
  it("names an Error whose name is not text Error, and keeps a message that is not text empty", () => {
    const odd = Object.assign(new Error("x"), { name: 7, message: { secret: "4111 1111 1111 1111" } })
    expect(errorCause(odd)).toEqual({ name: "Error", message: "" })
  })
})
