/**
 * How a replay is reported: the lines printed as it runs (a header per flow, `✓`/`✗`
 * per step with its time, the diff under a failed one), the summary, the `--json`
 * result and the JUnit XML of `--junit` (a testsuite per flow, a testcase per step, the
 * failure with its diff; a step not run after a failure is a skipped testcase).
 *
 * Nothing here prints a card number, CVV, PIN or password: every difference shown, in the
 * lines, `--json` and the JUnit XML alike, goes through match.ts's `maskedDifference`
 * (its values masked by the key its path ends with), every other value through
 * `maskSecrets`, every line through `maskCardRuns`.
 *
 * @since 0.1.0
 */
import { maskCardRuns } from "@outfitter/domain/payments/card-mask"
import type { LoadedFlow } from "./load.ts"
import { diffText, maskedDifference, maskSecrets, missing } from "./match.ts"
import type { FlowResult, StepResult } from "./runner.ts"

const indent = (text: string, by: string): string => text.split("\n").map((line) => `${by}${line}`).join("\n")

/** A flow's header line. @category formatting */
export const flowHeader = (flow: Pick<LoadedFlow, "name" | "file" | "scenario" | "member">): string =>
  maskCardRuns(
    `▶ ${flow.name} (${flow.file}${flow.scenario === undefined ? "" : `, scenario ${flow.scenario}`}${flow.member === undefined ? "" : `, member ${flow.member}`})`,
  )

/** A step's line, and under a failed one its diff. @category formatting */
export const stepLines = (step: StepResult): string =>
  maskCardRuns(
    step.passed
      ? `  ✓ ${step.name} (${step.ms} ms)`
      : `  ✗ ${step.name} (${step.ms} ms)\n${indent(diffText(step.differences), "      ")}`,
  )

/** The lines after a failed flow: the steps not run. @category formatting */
export const notRunLines = (result: FlowResult): string =>
  result.notRun.length === 0 ? "" : maskCardRuns(result.notRun.map((name) => `  - ${name} (not run)`).join("\n"))

/** The last line: how many flows and steps passed. @category formatting */
export const summaryLine = (results: ReadonlyArray<FlowResult>): string => {
  const flows = results.length
  const failed = results.filter((result) => !result.passed).length
  const steps = results.reduce((count, result) => count + result.steps.length, 0)
  const stepsFailed = results.reduce((count, result) => count + result.steps.filter((step) => !step.passed).length, 0)
  const notRun = results.reduce((count, result) => count + result.notRun.length, 0)
  return `${flows} flow${flows === 1 ? "" : "s"}, ${failed} failed; ${steps} step${steps === 1 ? "" : "s"} run, ${stepsFailed} failed${
    notRun === 0 ? "" : `, ${notRun} not run`
  }`
}

/**
 * The `--json` result: every flow with its steps, their outcome and differences, masked
 * throughout (a flow or step name quoting a card number too).
 *
 * @category formatting
 */
export const jsonResult = (results: ReadonlyArray<FlowResult>): unknown =>
  maskSecrets({
  passed: results.every((result) => result.passed),
  flows: results.map((result) => ({
    name: result.name,
    file: result.file,
    scenario: result.scenario ?? null,
    passed: result.passed,
    ms: result.ms,
    steps: result.steps.map((step) => ({
      name: step.name,
      call: step.call,
      passed: step.passed,
      ms: step.ms,
      outcome: step.outcome,
      // a path the answer does not have: no "actual", and "missing": true
      differences: step.differences.map(maskedDifference).map(({ actual, ...rest }) => (actual === missing ? { ...rest, missing: true } : { ...rest, actual })),
    })),
    notRun: result.notRun,
  })),
})

/** Text as XML character data or an attribute value. */
export const xmlText = (text: string): string =>
  text
    // characters XML 1.0 cannot carry at all
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "\uFFFD")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")

const seconds = (ms: number): string => (ms / 1000).toFixed(3)

const testcase = (suite: string, step: StepResult): string => {
  const open = `    <testcase classname="${xmlText(suite)}" name="${xmlText(maskCardRuns(`${step.name} [${step.call}]`))}" time="${seconds(step.ms)}"`
  if (step.passed) return `${open}/>`
  const diff = maskCardRuns(diffText(step.differences))
  const first = diff.split("\n")[0] ?? ""
  return [
    `${open}>`,
    `      <failure message="${xmlText(`expectation not met at ${first}`)}" type="UnmetExpectation">${xmlText(diff)}</failure>`,
    "    </testcase>",
  ].join("\n")
}

/**
 * The JUnit XML of a replay.
 *
 * @category formatting
 */
export const junitXml = (results: ReadonlyArray<FlowResult>): string => {
  const tests = (result: FlowResult) => result.steps.length + result.notRun.length
  const failures = (result: FlowResult) => result.steps.filter((step) => !step.passed).length
  const suites = results.map((result) => {
    const name = maskCardRuns(result.name)
    return [
      `  <testsuite name="${xmlText(name)}" file="${xmlText(result.file)}" tests="${tests(result)}" failures="${failures(result)}" errors="0" skipped="${result.notRun.length}" time="${
        seconds(result.ms)
      }">`,
      ...result.steps.map((step) => testcase(name, step)),
      ...result.notRun.map((step) => `    <testcase classname="${xmlText(name)}" name="${xmlText(maskCardRuns(step))}"><skipped message="not run: an earlier step failed"/></testcase>`),
      "  </testsuite>",
    ].join("\n")
  })
  const total = results.reduce((count, result) => count + tests(result), 0)
  const failed = results.reduce((count, result) => count + failures(result), 0)
  const time = results.reduce((count, result) => count + result.ms, 0)
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="outfitter replay" tests="${total}" failures="${failed}" errors="0" time="${seconds(time)}">`,
    ...suites,
    "</testsuites>",
    "",
  ].join("\n")
}
