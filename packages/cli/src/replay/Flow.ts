/**
 * The flow file: a named list of steps `outfitter replay` runs, each a call of an
 * operation (operations.ts) with its input and what is expected of it. Written in JSON or
 * YAML; this Schema is the one authority on its shape, and `flows/schema/flow.schema.json`, the
 * JSON Schema editors complete from, is generated from it ({@link flowJsonSchema},
 * `npx pnpm flows:schema`; a test fails when the file is stale).
 *
 * ```yaml
 * # yaml-language-server: $schema=./schema/flow.schema.json
 * name: store search near Columbus
 * scenario: store-search-fails        # optional: a fixtures scenario the flow runs in
 * member: "5001"                      # optional: the seeded member the calls are made as
 * steps:
 *   - name: sixteen stores within 25 miles
 *     call: stores.search
 *     input: { latitude: 39.9612, longitude: -82.9988, radius: 25, radiusUOM: SMI }
 *     expect:
 *       success: { radius: 25, physicalStores: [{ storeNumber: "10001" }] }
 *   - call: stores.get
 *     input: { storeId: 99500 }
 *     expect:
 *       failure: { tag: AjaxFailed, status: 500, key: SERVICE_UNAVAILABLE }
 * ```
 *
 * `expect.success` is matched as a subset (match.ts): every field it gives must equal the
 * answer's, recursively; an array is matched element by element, its first elements
 * against the answer's first (the answer may have more). `expect.failure` names any of the
 * typed error's tag, reason code, error key, kind, HTTP status and message, each compared
 * exactly.
 *
 * Unknown keys are refused everywhere in the file (a misspelt `exepct` is an error, not
 * an expectation quietly skipped).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { memberIdPattern } from "@outfitter/domain/loyalty"
import { operationNames, operations } from "./operations.ts"

/** What a failed step is expected to have failed with; every field given must equal. @category schemas */
export const FailureExpectation = Schema.Struct({
  /** The typed error's tag: `AjaxFailed`, `NotFound`, `GiftCardTimedOut`, `ReauthFailed`, … */
  tag: Schema.optionalKey(Schema.String),
  /** The reason code (platform §8): 2 a failed call, 3 invalid parameters, 5 max retries, … */
  reason: Schema.optionalKey(Schema.Int),
  /** The service's error key: `SERVICE_UNAVAILABLE`, `GC_TIME_OUT`, `CARD_DECLINED`, … */
  key: Schema.optionalKey(Schema.String),
  /** A re-authorisation failure's kind: `declined`, `unableToProcess`, … */
  kind: Schema.optionalKey(Schema.String),
  /** The HTTP status the service answered. */
  status: Schema.optionalKey(Schema.Int),
  /** The message, exactly (the rules' or the service's words). */
  message: Schema.optionalKey(Schema.String),
}).annotate({ identifier: "FailureExpectation", description: "the typed error the step must fail with: every field given must equal" })

/** @category models */
export type FailureExpectation = typeof FailureExpectation.Type

/** A step's expectation: a success with a subset of fields, or a typed failure. @category schemas */
export const Expectation = Schema.Union([
  Schema.Struct({
    success: Schema.Unknown.annotate({
      description: "a subset of the answer: every field given must equal, recursively; arrays element by element from the first",
    }),
  }),
  Schema.Struct({ failure: FailureExpectation }),
]).annotate({ identifier: "Expectation", description: "success with a subset of fields, or failure with a typed error" })

/** @category models */
export type Expectation = typeof Expectation.Type

const stepFields = {
  /** Shown as the step runs; the operation's name when absent. */
  name: Schema.optionalKey(Schema.String.annotate({ description: "what the step checks, shown as it runs" })),
  expect: Expectation,
}

/**
 * One step as the file holds it. The input is checked against its operation's own Schema
 * in a second pass (load.ts), so a message can name the step and the field.
 *
 * @category schemas
 */
export const Step = Schema.Struct({
  ...stepFields,
  call: Schema.String,
  input: Schema.optionalKey(Schema.Record(Schema.String, Schema.Unknown)),
})

/** @category models */
export type Step = typeof Step.Type

const flowFields = {
  /** Where an editor finds this Schema (ignored by the replay). */
  $schema: Schema.optionalKey(Schema.String),
  name: Schema.NonEmptyString.annotate({ description: "the flow's name, shown as it runs and in JUnit" }),
  description: Schema.optionalKey(Schema.String),
  scenario: Schema.optionalKey(
    Schema.String.annotate({ description: "a fixtures scenario the flow runs in (outfitter scenarios lists them)" }),
  ),
  member: Schema.optionalKey(
    Schema.String.check(Schema.isPattern(memberIdPattern)).annotate({
      description: "the seeded member (their WC_USERACTIVITY id, digits) every call is made as",
    }),
  ),
}

/**
 * A flow file.
 *
 * @category schemas
 */
export const Flow = Schema.Struct({ ...flowFields, steps: Schema.NonEmptyArray(Step) })

/** @category models */
export type Flow = typeof Flow.Type

/**
 * The Schema published for editors: the same fields, each step a choice by its `call`,
 * with that operation's input.
 *
 * @category schemas
 */
export const PublishedFlow = Schema.Struct({
  ...flowFields,
  steps: Schema.Array(
    Schema.Union(
      operationNames().map((name) => {
        const operation = operations[name]!
        return Schema.Struct({
          ...stepFields,
          call: Schema.Literal(name).annotate({ description: operation.description }),
          input: Schema.optionalKey(operation.input),
        })
      }),
    ),
  ).check(Schema.isMinLength(1)),
})

/**
 * The JSON Schema of a flow file, as `flows/schema/flow.schema.json` holds it.
 *
 * @category schemas
 */
export const flowJsonSchema = (): Record<string, unknown> => {
  const document = Schema.toJsonSchemaDocument(PublishedFlow, { onExcessProperty: "error" })
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "Outfitter replay flow",
    description: "A scripted flow for outfitter replay: steps, each an operation with its input and what is expected. Generated from packages/cli/src/replay/Flow.ts by npx pnpm flows:schema.",
    ...document.schema,
    ...(Object.keys(document.definitions).length === 0 ? {} : { $defs: document.definitions }),
  }
}
