/**
 * Every exported rule of the domain is total: given any value where outside data goes (a
 * service body, a cookie, a URL, local storage, a form field), it returns its typed answer
 * (a `Result` failure, `Option.none`, a documented default, a tagged error) and never
 * throws. This file calls every function the package entry exports with fast-check values
 * and fails on the first one that throws.
 *
 * What counts as a rule, by explicit rule rather than by name:
 * - a function the entry exports is a rule; a value that is not a function (messages,
 *   limits, tables, settings) has nothing to call;
 * - a Schema (a value with an `ast`) is not called: it is checked on its own below, where
 *   decoding any value must give a success or a `SchemaError`, never a defect;
 * - a class (tagged errors, Schema classes) is a constructor of values the domain makes
 *   itself, not a rule over outside data;
 * - the few functions whose parameters are code rather than data (an Effect to run, a
 *   callback, a Schema) are listed in `codeParameters`, each with its reason: the code is
 *   given, the data parameters are still arbitrary.
 *
 * What each call may return:
 * - any value; calling must not throw;
 * - an Effect: it is run (the domain declares no services, so every Effect runs as it is)
 *   under a TestClock moved on by a day three times; it must not end in a defect (a typed
 *   failure or an interruption is an answer, and an Effect still waiting on a timer after
 *   three days is interrupted);
 * - a Schedule: it is driven by retrying an Effect that always fails, the same way: it
 *   must end in that failure, never a defect;
 * - a function (a decoder built from its arguments): it is a rule too, called the same way.
 *
 * The values: where a function has n declared parameters it gets n + 1 arguments (one more
 * for an optional parameter the declared length does not count), each drawn from
 * - `fc.anything()`: JSON-like values, undefined, NaN, infinities and -0 (symbols,
 *   functions and null-prototype objects are left out: no outside source yields them);
 * - edge values (`support/totality.ts`): null, undefined, NaN, ±Infinity, -0, empty and
 *   blank strings, 100,000 character strings, a lone surrogate, the largest integers, and
 *   JSON objects whose fields are named `toString`, `valueOf` or `__proto__` (they cannot
 *   become text or a number, so a rule that converts before checking the type throws on
 *   them); before the random runs, each edge value is also given in every position at
 *   once, so every rule meets every one of them on every run;
 * - the domain's own words: every string and number in the constants the entry exports
 *   (site codes, brand codes, reason codes, tags, limits), so a check on a known value is
 *   passed and the code behind it runs;
 * - the domain's own constants (settings, site tables), copied, with one field dropped or
 *   given a wrong value: values close to a valid one;
 * - objects and arrays built from these, whose keys are the property names the function's
 *   own source reads (and the sources of the domain functions it calls), also those it
 *   reads by name (`memberOf(record, "status")`), so the objects have the shape the
 *   function walks, with fields missing or of the wrong type.
 *
 * Every function of the entry is checked here, payments and wallet included; their own
 * files (`paymentsTotality.test.ts`, `walletTotality.test.ts`) add hand-shaped values the
 * generic shapes rarely reach. The code rules are given, the edge values and the checks
 * of what a call returns are shared with them (`support/totality.ts`).
 */
import { fc } from "@fast-check/vitest"
import * as Cause from "effect/Cause"
import * as Exit from "effect/Exit"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import * as Domain from "../../src/index.ts"
import { isRecord } from "../../src/kernel/Untrusted.ts"
import { assertTotal, codeParameters, edgeValues, isSchemaLike, numRuns, rulesOf } from "../support/totality.ts"

// ---------------------------------------------------------------------------------------
// The domain's words and constants

const exported = Object.entries(Domain)

const words = new Set<string>()
const numbers = new Set<number>()
const constants: Array<Record<string, unknown>> = []
const collect = (value: unknown, depth: number): void => {
  if (typeof value === "string") {
    if (value.length <= 40) words.add(value)
  } else if (typeof value === "number") {
    numbers.add(value)
  } else if (depth < 4 && Array.isArray(value)) {
    for (const entry of value.slice(0, 50)) collect(entry, depth + 1)
  } else if (depth < 4 && isRecord(value) && !isSchemaLike(value)) {
    if (depth < 2) constants.push(value)
    for (const [key, entry] of Object.entries(value).slice(0, 200)) {
      words.add(key)
      collect(entry, depth + 1)
    }
  }
}
for (const [, value] of exported) if (typeof value !== "function") collect(value, 0)

/**
 * A copy of a constant, so neither the change made here nor a rule that writes into its
 * input can spoil it: a deep copy of plain data, else (a constant holding functions) a
 * shallow one.
 */
const copy = (value: Record<string, unknown>): Record<string, unknown> => {
  try {
    return structuredClone(value)
  } catch {
    return { ...value }
  }
}

/** Names on the built-in prototypes: reading them is calling a method, not reading data. */
const builtInNames = new Set(
  [String.prototype, Array.prototype, Object.prototype, Number.prototype, Function.prototype, Map.prototype, Set.prototype, Date.prototype, RegExp.prototype, Promise.prototype]
    .flatMap((prototype) => Object.getOwnPropertyNames(prototype)),
)

const sourceOf = (fn: Function): string => Function.prototype.toString.call(fn)

const functionsByName = new Map(exported.filter(([, value]) => typeof value === "function").map(([name, value]) => [name, value as Function]))

/**
 * The property names a function's source reads, with those of the domain functions it calls
 * (two levels): `.name`, `?.name`, `name:`, `{ name }`, and a name given as text where a
 * member is read by name (`fields["name"]`, `memberOf(record, "name")`, `isOn("name")`).
 */
const keysRead = (fn: Function): ReadonlyArray<string> => {
  const keys = new Set<string>()
  const seen = new Set<Function>()
  const visit = (current: Function, depth: number) => {
    if (seen.has(current)) return
    seen.add(current)
    const source = sourceOf(current)
    for (
      const match of source.matchAll(
        /(?:\?\.|\.)\s*([A-Za-z_$][\w$]*)|([A-Za-z_$][\w$]*)\s*:|[{,]\s*([A-Za-z_$][\w$]*)\s*(?=[,}=])|[[(,]\s*"([A-Za-z_$][\w$]*)"\s*[\])]/g,
      )
    ) {
      const key = match[1] ?? match[2] ?? match[3] ?? match[4]
      if (key !== undefined && !builtInNames.has(key) && !key.startsWith("__vi")) keys.add(key)
    }
    if (depth < 2) {
      for (const match of source.matchAll(/[A-Za-z_$][\w$]*/g)) {
        const callee = functionsByName.get(match[0])
        if (callee !== undefined && callee !== current) visit(callee, depth + 1)
      }
    }
  }
  visit(fn, 0)
  return keys.size > 0 ? [...keys] : ["value"]
}

/** String literals in a function's source: the tags and codes it compares with. */
const literalsIn = (fn: Function): ReadonlyArray<string> =>
  [...sourceOf(fn).matchAll(/"([^"\\\n]{0,40})"|'([^'\\\n]{0,40})'/g)].map((match) => match[1] ?? match[2] ?? "")

/** A domain constant with one field dropped or given an arbitrary value. */
const nearConstant = (anyValue: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  constants.length === 0
    ? fc.constant(undefined)
    : fc.tuple(fc.constantFrom(...constants), fc.nat(), fc.boolean(), anyValue).map(([constant, index, drop, value]) => {
      const copied = copy(constant)
      const keys = Object.keys(copied)
      if (keys.length === 0) return copied
      const key = keys[index % keys.length]!
      if (drop) delete copied[key]
      else copied[key] = value
      return copied
    })

/** Arbitrary values shaped by the keys and words one function reads. */
const valuesFor = (fn: Function): fc.Arbitrary<unknown> => valuesWith(keysRead(fn), literalsIn(fn))

/** Arbitrary values whose objects have these keys and whose strings are often these words. */
const valuesWith = (keys: ReadonlyArray<string>, literals: ReadonlyArray<string>): fc.Arbitrary<unknown> => {
  const ownWords = [...new Set([...literals, ...keys])]
  const leaf = fc.oneof(
    fc.anything({ maxDepth: 2 }),
    fc.constantFrom(...edgeValues),
    fc.constantFrom(...words),
    fc.constantFrom(...numbers),
    ownWords.length > 0 ? fc.constantFrom(...ownWords) : fc.string(),
  )
  const { value } = fc.letrec<{ value: unknown; object: Record<string, unknown>; array: Array<unknown> }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      { arbitrary: leaf, weight: 3 },
      { arbitrary: fc.constantFrom(undefined, null), weight: 1 },
      { arbitrary: tie("object"), weight: 3 },
      { arbitrary: tie("array"), weight: 1 },
      { arbitrary: nearConstant(leaf), weight: 1 },
    ),
    object: fc.dictionary(fc.constantFrom(...keys), tie("value"), { maxKeys: 6, noNullPrototype: true }),
    array: fc.array(tie("value"), { maxLength: 4 }),
  }))
  return value
}

/** The property names and literals a Schema's AST declares, found by walking it. */
const schemaShape = (ast: unknown): { keys: ReadonlyArray<string>; literals: ReadonlyArray<string> } => {
  const keys = new Set<string>()
  const literals = new Set<string>()
  const seen = new Set<unknown>()
  const visit = (node: unknown, depth: number) => {
    if (depth > 30 || typeof node !== "object" || node === null || seen.has(node)) return
    seen.add(node)
    if (Array.isArray(node)) {
      for (const entry of node) visit(entry, depth + 1)
      return
    }
    const record = node as Record<string, unknown>
    if (Array.isArray(record.propertySignatures)) {
      for (const signature of record.propertySignatures) {
        if (isRecord(signature) && typeof signature.name === "string") keys.add(signature.name)
      }
    }
    if (typeof record.literal === "string") literals.add(record.literal)
    for (const value of Object.values(record)) visit(value, depth + 1)
  }
  visit(ast, 0)
  return { keys: keys.size > 0 ? [...keys] : ["value"], literals: [...literals] }
}

// ---------------------------------------------------------------------------------------
// The tests

const rules = rulesOf(Domain)
const schemas = exported.filter(([, value]) => isSchemaLike(value) && Schema.isSchema(value)) as Array<[string, Schema.Top]>

describe("every exported rule is total", () => {
  it("finds the rules to check (the entry's functions that are neither Schemas nor classes)", () => {
    expect(rules.length).toBeGreaterThan(200)
    for (const name of Object.keys(codeParameters)) expect(rules.map(([ruleName]) => ruleName)).toContain(name)
  })

  it.each(rules)("%s never throws on malformed input", async (name, rule) => {
    await assertTotal(name, rule, valuesFor(rule))
  })
})

describe("every exported Schema decodes any value to a success or a SchemaError", () => {
  it.each(schemas)("%s", (_name, schema) => {
    const decode = Schema.decodeUnknownExit(schema as unknown as Schema.ConstraintDecoder<unknown>)
    const shape = schemaShape(schema.ast)
    fc.assert(
      fc.property(valuesWith(shape.keys, shape.literals), (input) => {
        const exit = decode(input)
        if (Exit.isFailure(exit)) expect(Cause.hasDies(exit.cause)).toBe(false)
      }),
      { numRuns, includeErrorInReport: true },
    )
  })
})
