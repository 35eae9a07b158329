/**
 * The replay's subset match, its diff text, the masking of secrets, and the published
 * JSON Schema kept in step with the Effect Schema.
 */
import { fc, test } from "@fast-check/vitest"
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { diffText, maskSecrets, missing, subsetDifferences } from "../src/replay/match.ts"
import { failureView, operationNames } from "../src/replay/operations.ts"
import { flowSchemaPath, flowSchemaText } from "../src/replay/write-schema.ts"
import { AjaxFailed } from "@outfitter/domain"

const json = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown)

describe("subsetDifferences", () => {
  test.prop([json])("any JSON value contains itself", (value) => {
    expect(subsetDifferences(value, value)).toEqual([])
  })

  test.prop([fc.dictionary(fc.string(), json), fc.dictionary(fc.string(), json)])("an object contains any of its parts", (part, rest) => {
    expect(subsetDifferences(part, { ...rest, ...part })).toEqual([])
    expect(subsetDifferences({}, { ...rest, ...part })).toEqual([])
  })

  test.prop([fc.array(json, { minLength: 1 }), fc.array(json)])("an array contains its first elements, not a longer list", (head, tail) => {
    expect(subsetDifferences(head, [...head, ...tail])).toEqual([])
    expect(subsetDifferences([...head, null], head)).toEqual([{ path: "length", expected: `at least ${head.length + 1}`, actual: head.length }])
  })

  it("names each differing path, and only those", () => {
    expect(
      subsetDifferences(
        { radius: 25, stores: [{ id: "1", city: "Columbus" }, { id: "3" }], "odd key": 1, nested: { a: { b: 2 } } },
        { radius: 25, stores: [{ id: "1", city: "Dublin" }, { id: "2" }], nested: { a: { b: 3 } } },
      ),
    ).toEqual([
      { path: "stores[0].city", expected: "Columbus", actual: "Dublin" },
      { path: "stores[1].id", expected: "3", actual: "2" },
      { path: "[\"odd key\"]", expected: 1, actual: missing },
      { path: "nested.a.b", expected: 2, actual: 3 },
    ])
  })

  it("compares scalars exactly: a string is not a number, null is not missing", () => {
    expect(subsetDifferences({ id: "10001" }, { id: 10001 })).toEqual([{ path: "id", expected: "10001", actual: 10001 }])
    expect(subsetDifferences({ a: null }, {})).toEqual([{ path: "a", expected: null, actual: missing }])
    expect(subsetDifferences({ a: null }, { a: null })).toEqual([])
    expect(subsetDifferences({ a: {} }, { a: [] })).toEqual([{ path: "a", expected: {}, actual: [] }])
    expect(subsetDifferences([1], { 0: 1 })).toEqual([{ path: "", expected: [1], actual: { 0: 1 } }])
  })
})

describe("diffText and maskSecrets", () => {
  it("shows each path with expected above actual", () => {
    expect(diffText([{ path: "a.b", expected: "x", actual: missing }, { path: "", expected: 1, actual: 2 }])).toBe(
      "a.b\n  expected: \"x\"\n  actual:   (missing)\n(the whole value)\n  expected: 1\n  actual:   2",
    )
  })

  it("masks secret keys and any run of 12 or more digits; leaves other numbers alone", () => {
    expect(maskSecrets({ cardNumber: "4111 1111 1111 1111", cvv: "737", pin: 1234, password: "outfitter", note: "paid with 4000-0000-0000-0002", order: "10000016001" }))
      .toEqual({ cardNumber: "****", cvv: "****", pin: "****", password: "****", note: "paid with ****0002", order: "10000016001" })
    expect(diffText([{ path: "form.cvv", expected: "737", actual: "999" }])).toBe("form.cvv\n  expected: \"****\"\n  actual:   \"****\"")
  })
})

describe("failureView", () => {
  it("reads the tag, reason, key, status and message of a typed error", () => {
    expect(failureView(new AjaxFailed({ message: "service unavailable", status: 500, errorKey: "SERVICE_UNAVAILABLE" }))).toEqual({
      tag: "AjaxFailed",
      reason: 2,
      key: "SERVICE_UNAVAILABLE",
      status: 500,
      message: "service unavailable",
    })
    expect(failureView("boom")).toEqual({ tag: "Unknown" })
    expect(failureView(new TypeError("bad"))).toEqual({ tag: "TypeError", message: "bad" })
  })
})

describe("flows/schema/flow.schema.json", () => {
  it("is what npx pnpm flows:schema writes from the flow's Schema (run it after changing Flow.ts or an operation's input)", () => {
    expect(readFileSync(flowSchemaPath, "utf8")).toBe(flowSchemaText())
  })

  it("lists every operation with its input", () => {
    const schema = JSON.parse(flowSchemaText()) as { properties: { steps: { items: { anyOf: Array<{ properties: { call: { enum: Array<string> } } }> } } } }
    const calls = schema.properties.steps.items.anyOf.map((step) => step.properties.call.enum[0])
    expect(calls).toEqual(operationNames())
  })
})
