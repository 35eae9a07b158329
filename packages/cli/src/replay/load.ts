/**
 * Reading flow files: the text parsed (JSON for `.json`, YAML for `.yaml` and `.yml`),
 * the flow decoded with its Schema (Flow.ts), then every step checked before anything
 * runs: its operation known, its input decoded by that operation's own Schema, a member
 * for an operation that needs one, the scenario known to the fixtures. The first problem
 * is a {@link FlowFileError} naming the file, the step (its number from 1 and its name)
 * and the field; `outfitter replay` reports it with exit 2 and runs nothing, of that file
 * or any other.
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import * as Result from "effect/Result"
import * as Schema from "effect/SchemaIssue"
import * as EffectSchema from "effect/Schema"
import { parseDocument } from "yaml"
import { maskCardRuns } from "@outfitter/domain/payments/card-mask"
import { Flow, type Step } from "./Flow.ts"
import { type Operation, operationNames, operations } from "./operations.ts"

/**
 * A flow file that cannot be run: where (file, step, field) and why.
 *
 * @category errors
 */
export class FlowFileError extends Data.TaggedError("FlowFileError")<{
  readonly file: string
  /** The step's number, from 1, when the problem is in one. */
  readonly step?: number | undefined
  readonly stepName?: string | undefined
  /** The field's path in the step (`input.radius`) or the flow (`scenario`). */
  readonly field?: string | undefined
  readonly problem: string
}> {
  override get message(): string {
    const step = this.step === undefined ? "" : `, step ${this.step}${this.stepName === undefined ? "" : ` "${this.stepName}"`}`
    const field = this.field === undefined || this.field === "" ? "" : `, field ${this.field}`
    return maskCardRuns(`${this.file}${step}${field}: ${this.problem}`)
  }
}

/** A step ready to run: its operation and its decoded input. @category models */
export interface LoadedStep {
  readonly name: string
  readonly call: string
  readonly operation: Operation
  readonly input: unknown
  readonly expect: Step["expect"]
}

/** A flow ready to run. @category models */
export interface LoadedFlow {
  readonly file: string
  readonly name: string
  readonly description: string | undefined
  readonly scenario: string | undefined
  readonly member: string | undefined
  readonly steps: ReadonlyArray<LoadedStep>
}

/** What the loader needs to know about the fixtures' scenarios. @category models */
export interface ScenarioCatalogue {
  /** The scenario's member, or a failure message listing the known names. */
  readonly find: (name: string) => Result.Result<{ readonly member?: string | undefined }, string>
}

const pathText = (path: ReadonlyArray<PropertyKey>): string =>
  path.map((key, index) => (typeof key === "number" ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`)).join("")

const formatter = Schema.makeFormatterStandardSchemaV1()

/** The issue of a decoding failure to report: its path and message. */
const firstIssue = (issue: Schema.Issue): { readonly path: ReadonlyArray<PropertyKey>; readonly message: string } => {
  // the deepest issue is the most precise: of a union's members, the one that got furthest
  const issues = formatter(issue).issues
  const first = issues.reduce<(typeof issues)[number] | undefined>((best, next) => ((next.path?.length ?? 0) > (best?.path?.length ?? -1) ? next : best), undefined)
  const path = (first?.path ?? []).map((segment) => (typeof segment === "object" && segment !== null ? segment.key : segment))
  return { path, message: first?.message ?? "does not match the flow schema" }
}

/**
 * The text of a flow file as data: JSON or YAML by its extension.
 *
 * @category parsing
 */
export const parseFlowText = (file: string, text: string): Result.Result<unknown, FlowFileError> => {
  const lower = file.toLowerCase()
  if (lower.endsWith(".json")) {
    try {
      return Result.succeed(JSON.parse(text))
    } catch (error) {
      return Result.fail(new FlowFileError({ file, problem: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` }))
    }
  }
  if (lower.endsWith(".yaml") || lower.endsWith(".yml")) {
    const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true })
    const [error] = document.errors
    if (error !== undefined) {
      const at = error.linePos?.[0]
      // the pretty message's first line, without its own " at line N, column M:" (said before it)
      const what = (error.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "")
      return Result.fail(new FlowFileError({ file, problem: `not valid YAML${at === undefined ? "" : ` (line ${at.line}, column ${at.col})`}: ${what}` }))
    }
    return Result.succeed(document.toJS())
  }
  return Result.fail(new FlowFileError({ file, problem: "a flow file is .json, .yaml or .yml" }))
}

const stepLabel = (step: Step | undefined): string | undefined => (step?.name === undefined ? undefined : step.name)

/**
 * A parsed flow file checked through: the flow's shape, then each step's operation,
 * input and member, and the scenario: the flow's own, else `fallbackScenario` (the
 * command line's --scenario). A flow's own scenario wins: it is part of what the flow
 * expects.
 *
 * @category parsing
 */
export const checkFlow = (
  file: string,
  data: unknown,
  catalogue: ScenarioCatalogue,
  fallbackScenario?: string,
): Result.Result<LoadedFlow, FlowFileError> => {
  const decoded = EffectSchema.decodeUnknownResult(Flow)(data, { onExcessProperty: "error" })
  if (Result.isFailure(decoded)) {
    const { path, message } = firstIssue(decoded.failure.issue)
    const raw = data as { readonly steps?: ReadonlyArray<Step> } | undefined
    if (path[0] === "steps" && typeof path[1] === "number") {
      return Result.fail(
        new FlowFileError({ file, step: path[1] + 1, stepName: stepLabel(raw?.steps?.[path[1]]), field: pathText(path.slice(2)), problem: message }),
      )
    }
    return Result.fail(new FlowFileError({ file, field: pathText(path), problem: message }))
  }
  const flow = decoded.success

  const scenario = flow.scenario ?? fallbackScenario
  let scenarioMember: string | undefined
  if (scenario !== undefined) {
    const found = catalogue.find(scenario)
    if (Result.isFailure(found)) return Result.fail(new FlowFileError({ file, field: "scenario", problem: found.failure }))
    scenarioMember = found.success.member
  }

  const steps: Array<LoadedStep> = []
  for (const [index, step] of flow.steps.entries()) {
    const where = { file, step: index + 1, stepName: step.name }
    const operation = operations[step.call]
    if (operation === undefined) {
      return Result.fail(new FlowFileError({ ...where, field: "call", problem: `unknown operation '${step.call}'; the operations are ${operationNames().join(", ")}` }))
    }
    const input = EffectSchema.decodeUnknownResult(operation.input)(step.input ?? {}, { onExcessProperty: "error" })
    if (Result.isFailure(input)) {
      const { path, message } = firstIssue(input.failure.issue)
      return Result.fail(new FlowFileError({ ...where, field: pathText(["input", ...path]), problem: message }))
    }
    if (operation.needsMember === true && flow.member === undefined && scenarioMember === undefined) {
      return Result.fail(
        new FlowFileError({ ...where, field: "call", problem: `${step.call} acts for a signed-in customer: give the flow a member (member: "5001")` }),
      )
    }
    steps.push({ name: step.name ?? step.call, call: step.call, operation, input: input.success, expect: step.expect })
  }
  return Result.succeed({
    file,
    name: flow.name,
    description: flow.description,
    scenario,
    member: flow.member ?? scenarioMember,
    steps,
  })
}

/**
 * A flow file's text parsed and checked.
 *
 * @category parsing
 */
export const loadFlow = (
  file: string,
  text: string,
  catalogue: ScenarioCatalogue,
  fallbackScenario?: string,
): Result.Result<LoadedFlow, FlowFileError> => Result.flatMap(parseFlowText(file, text), (data) => checkFlow(file, data, catalogue, fallbackScenario))
