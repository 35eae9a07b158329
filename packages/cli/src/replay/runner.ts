/**
 * Running loaded flows (load.ts): each flow over clients of its own, its steps one after
 * the other, each step's answer matched against its expectation (match.ts). A flow stops
 * at its first unmet expectation: the steps after it are not run (they usually build on
 * it) and are counted as not run. Every flow given is run, whatever the one before it did,
 * so one replay reports every broken flow.
 *
 * Where the calls go: the embedded fixtures by default, reset before each flow (and after
 * the last) so every flow starts from the seeded world and replays identically; a live
 * service or a sandbox with an API root, where nothing is reset unless asked (`reset`: the
 * sandbox's `POST /__outfitter/reset` before each flow, so a sandbox replays as the
 * embedded fixtures do, run after run). A flow's scenario is
 * applied as every command applies --scenario (runtime.ts's `commandLayer`: the
 * `x-outfitter-scenario` header on every call, and in the embedded fixtures a scenario
 * with a set-up or a fixed clock selected); its member's session cookies go with every
 * call.
 *
 * @since 0.1.0
 */
import type { Clients } from "@outfitter/clients"
import * as Effect from "effect/Effect"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Result from "effect/Result"
import { defaultCallTimeoutSeconds } from "@outfitter/domain/errors/call-timeout"
import { serviceError } from "../CliError.ts"
import { commandLayer } from "../runtime.ts"
import type { LoadedFlow, LoadedStep } from "./load.ts"
import { type Difference, subsetDifferences } from "./match.ts"
import { type FailureView, failureView } from "./operations.ts"

/** What a step's call answered. @category models */
export type StepOutcome =
  | { readonly _tag: "Success"; readonly value: unknown }
  | { readonly _tag: "Failure"; readonly failure: FailureView }

/** One step's result. @category models */
export interface StepResult {
  readonly name: string
  readonly call: string
  readonly passed: boolean
  /** How long the call took, in milliseconds. */
  readonly ms: number
  readonly outcome: StepOutcome
  /** Where the answer differs from the expectation (empty when it passed). */
  readonly differences: ReadonlyArray<Difference>
}

/** One flow's result. @category models */
export interface FlowResult {
  readonly file: string
  readonly name: string
  readonly scenario: string | undefined
  readonly passed: boolean
  /** The steps run, in order; the last is the failed one when the flow failed. */
  readonly steps: ReadonlyArray<StepResult>
  /** The names of the steps after a failed one, not run. */
  readonly notRun: ReadonlyArray<string>
  readonly ms: number
}

/** Where the flows' calls go. @category models */
export interface ReplayTarget {
  /** A live service or sandbox; undefined: the embedded fixtures. */
  readonly apiRoot: string | undefined
  /** Each call's time-out in seconds (default: the clients' 15 s). */
  readonly timeout?: number | undefined
  /** With an API root: reset the sandbox there (POST /__outfitter/reset) before each flow. */
  readonly reset?: boolean | undefined
}

/** What a replay reports as it goes. @category models */
export interface ReplayListener {
  readonly flowStarted?: (flow: LoadedFlow) => void
  readonly stepFinished?: (flow: LoadedFlow, step: StepResult) => void
  readonly flowFinished?: (flow: LoadedFlow, result: FlowResult) => void
}

/** A value as JSON has it: what an expectation is written against. */
const asJson = (value: unknown): unknown => {
  const text = JSON.stringify(value)
  return text === undefined ? null : JSON.parse(text)
}

/**
 * Where an outcome fails its step's expectation.
 *
 * @category matching
 */
export const outcomeDifferences = (expect: LoadedStep["expect"], outcome: StepOutcome): ReadonlyArray<Difference> => {
  if ("success" in expect) {
    return outcome._tag === "Success"
      ? subsetDifferences(expect.success, outcome.value)
      : [{ path: "outcome", expected: "success", actual: { failure: outcome.failure } }]
  }
  return outcome._tag === "Failure"
    ? subsetDifferences(expect.failure, outcome.failure, "failure")
    : [{ path: "outcome", expected: { failure: expect.failure }, actual: { success: outcome.value } }]
}

const runStep = async (runtime: ManagedRuntime.ManagedRuntime<Clients, never>, flow: LoadedFlow, step: LoadedStep): Promise<StepResult> => {
  const started = performance.now()
  let outcome: StepOutcome
  try {
    const result = await runtime.runPromise(Effect.result(step.operation.run(step.input, { member: flow.member })))
    outcome = Result.isSuccess(result)
      ? { _tag: "Success", value: asJson(result.success) }
      : { _tag: "Failure", failure: failureView(result.failure) }
  } catch (defect) {
    outcome = { _tag: "Failure", failure: { ...failureView(defect), tag: "Defect" } }
  }
  const ms = Math.round(performance.now() - started)
  const differences = outcomeDifferences(step.expect, outcome)
  return { name: step.name, call: step.call, passed: differences.length === 0, ms, outcome, differences }
}

const resetEmbedded = async (target: ReplayTarget) => {
  if (target.apiRoot === undefined) (await import("@outfitter/fixtures")).resetFixtures()
}

/** The sandbox's reset call for an API root: on its origin, beside /api. @category constants */
export const sandboxResetUrl = (apiRoot: string): string => new URL("/__outfitter/reset", apiRoot).href

/** @category messages */
export const resetFailedMessage = (url: string, why: string) =>
  `--reset: POST ${url} ${why}; only a sandbox (outfitter sandbox) can be reset`

/**
 * Puts the target back to its start before a flow: the embedded fixtures always, a
 * sandbox with `reset`. A sandbox that cannot be reset fails the whole replay (exit 1).
 */
const resetTarget = async (target: ReplayTarget) => {
  if (target.apiRoot === undefined) return resetEmbedded(target)
  if (target.reset !== true) return
  const url = sandboxResetUrl(target.apiRoot)
  let response: Response
  try {
    response = await fetch(url, { method: "POST", signal: AbortSignal.timeout((target.timeout ?? defaultCallTimeoutSeconds) * 1000) })
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error)
    throw serviceError(resetFailedMessage(url, `failed (${cause})`))
  }
  await response.body?.cancel()
  if (!response.ok) throw serviceError(resetFailedMessage(url, `answered HTTP ${response.status}`))
}

/**
 * Runs one flow: a fresh world (embedded fixtures) and fresh clients, the steps in order
 * until one fails.
 *
 * @category running
 */
export const runFlow = async (flow: LoadedFlow, target: ReplayTarget, listener: ReplayListener = {}): Promise<FlowResult> => {
  const started = performance.now()
  await resetTarget(target)
  listener.flowStarted?.(flow)
  const layer = await commandLayer(target.apiRoot, { timeout: target.timeout, member: flow.member, scenario: flow.scenario })
  const runtime = ManagedRuntime.make(layer)
  const steps: Array<StepResult> = []
  try {
    for (const step of flow.steps) {
      const result = await runStep(runtime, flow, step)
      steps.push(result)
      listener.stepFinished?.(flow, result)
      if (!result.passed) break
    }
  } finally {
    await runtime.dispose()
  }
  const passed = steps.every((step) => step.passed)
  const result: FlowResult = {
    file: flow.file,
    name: flow.name,
    scenario: flow.scenario,
    passed,
    steps,
    notRun: flow.steps.slice(steps.length).map((step) => step.name),
    ms: Math.round(performance.now() - started),
  }
  listener.flowFinished?.(flow, result)
  return result
}

/**
 * Runs every flow, one after the other (the embedded fixtures are one world), and puts
 * the embedded fixtures back as they were seeded when done.
 *
 * @category running
 */
export const runFlows = async (
  flows: ReadonlyArray<LoadedFlow>,
  target: ReplayTarget,
  listener: ReplayListener = {},
): Promise<ReadonlyArray<FlowResult>> => {
  const results: Array<FlowResult> = []
  try {
    for (const flow of flows) results.push(await runFlow(flow, target, listener))
  } finally {
    await resetEmbedded(target)
  }
  return results
}
