/**
 * `outfitter replay <flow>... [--junit <file>]`: runs scripted flows (flows/README.md)
 * against the embedded fixtures, a sandbox or a live service (--api-root), in a fixtures
 * scenario when the flow names one or --scenario is given.
 *
 * Every file is read and checked first (load.ts): a file that cannot be read, is not
 * JSON or YAML, does not match the flow schema, calls an unknown operation, gives an input
 * its operation refuses, lacks a member an operation needs or names an unknown scenario
 * stops the command with exit 2 and a message naming the file, the step and the field;
 * nothing runs then, of any file. So does a --junit file whose folder does not exist.
 *
 * Then each flow runs (runner.ts) with a header line and a line per step as it finishes:
 * `✓ name (12 ms)`, or `✗ name (5 ms)` with the differing paths, expected beside actual.
 * A flow stops at its first unmet expectation; the next flow still runs. The exit code is
 * 0 when every flow passed, 1 when one did not (the failure line on stderr names them).
 *
 * Where the spec is silent (choices):
 * - every flow given runs even after one fails, so one run reports every broken flow (a CI
 *   log shows them all); the exit code is still 1;
 * - a flow's own `scenario` wins over --scenario, which applies to the flows without one:
 *   a flow's scenario is part of what it expects;
 * - with --json the result (`{passed, flows: [...]}`) is printed on stdout when the flows
 *   ran, failed or not, and a failure adds its one JSON line on stderr as for every
 *   command; nothing is printed as the steps run;
 * - --junit is written whether the flows passed or not, after the last one;
 * - --reset resets the sandbox before each flow, not once before the run: each flow then
 *   starts where it would against the embedded fixtures, whatever the one before it did;
 *   without --api-root it changes nothing (the embedded fixtures are always reset).
 *
 * @since 0.1.0
 */
import { existsSync, statSync } from "node:fs"
import { readFile, writeFile } from "node:fs/promises"
import { dirname, resolve } from "node:path"
import * as Result from "effect/Result"
import { ErrorCode, ExitCode, usageError } from "../../CliError.ts"
import { maskCardRuns } from "@outfitter/domain/payments/card-mask"
import { jsonText, textLines } from "../../output.ts"
import { localCommand } from "../../run.ts"
import { FlowFileError, type LoadedFlow, loadFlow, type ScenarioCatalogue } from "../../replay/load.ts"
import { flowHeader, jsonResult, junitXml, notRunLines, stepLines, summaryLine } from "../../replay/report.ts"
import { runFlows } from "../../replay/runner.ts"
import { replay } from "./replay.flags.ts"

/** The command's input. @category models */
export interface ReplayInput {
  readonly files: ReadonlyArray<string>
  readonly junit: string | undefined
  readonly apiRoot: string | undefined
  readonly timeout: number | undefined
  readonly scenario: string | undefined
  readonly reset: boolean
  readonly json: boolean
}

/** @category messages */
export const noFlowsMessage = "Name at least one flow file: outfitter replay <flow>..."

/** @category messages */
export const junitFolderMessage = (file: string) => `--junit ${file}: its folder does not exist`

/** The failure line of a replay with failed flows (exit 1). @category messages */
export const flowsFailedMessage = (failed: ReadonlyArray<string>, total: number) =>
  maskCardRuns(`${failed.length} of ${total} flow${total === 1 ? "" : "s"} failed: ${failed.join(", ")}`)

/** The fixtures' scenario catalogue, as the loader asks it. */
const fixturesCatalogue = async (): Promise<ScenarioCatalogue> => {
  const { findScenario } = await import("@outfitter/fixtures")
  return {
    find: (name) => Result.mapBoth(findScenario(name), { onSuccess: (scenario) => ({ member: scenario.member }), onFailure: (error) => error.message }),
  }
}

const readText = async (file: string): Promise<Result.Result<string, FlowFileError>> => {
  try {
    return Result.succeed(await readFile(file, "utf8"))
  } catch (error) {
    const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : ""
    return Result.fail(new FlowFileError({ file, problem: code === "ENOENT" ? "no such file" : code === "EISDIR" ? "a folder, not a flow file" : "cannot be read" }))
  }
}

/**
 * Every file read and checked, or the first problem as a usage error (exit 2).
 *
 * @category parsing
 */
export const loadFlows = async (files: ReadonlyArray<string>, scenario: string | undefined): Promise<ReadonlyArray<LoadedFlow>> => {
  const catalogue = await fixturesCatalogue()
  if (scenario !== undefined) {
    const found = catalogue.find(scenario)
    if (Result.isFailure(found)) throw usageError(found.failure)
  }
  const flows: Array<LoadedFlow> = []
  for (const file of files) {
    const loaded = Result.flatMap(await readText(file), (text) => loadFlow(file, text, catalogue, scenario))
    if (Result.isFailure(loaded)) throw usageError(loaded.failure.message)
    flows.push(loaded.success)
  }
  return flows
}

/** The command (run by program.ts). */
export const command = localCommand(replay, {
  parse: (flags, args, { global }): ReplayInput => {
    const files = (args as ReadonlyArray<string | ReadonlyArray<string>>).flat().filter((file) => file.trim() !== "")
    if (files.length === 0) throw usageError(noFlowsMessage, ErrorCode.Usage)
    const junit = flags.junit?.trim()
    if (junit !== undefined) {
      const folder = dirname(resolve(junit))
      if (junit === "" || !existsSync(folder) || !statSync(folder).isDirectory()) throw usageError(junitFolderMessage(flags.junit ?? ""), ErrorCode.Usage)
    }
    return { files, junit, apiRoot: global.apiRoot, timeout: global.timeout, scenario: global.scenario, reset: flags.reset === true, json: global.json }
  },
  serve: async (input, io) => {
    const flows = await loadFlows(input.files, input.scenario)
    const results = await runFlows(flows, { apiRoot: input.apiRoot, timeout: input.timeout, reset: input.reset }, input.json ? {} : {
      flowStarted: (flow) => io.stdout(textLines(flowHeader(flow))),
      stepFinished: (_flow, step) => io.stdout(textLines(stepLines(step))),
      flowFinished: (_flow, result) => {
        const notRun = notRunLines(result)
        if (notRun !== "") io.stdout(textLines(notRun))
      },
    })
    if (input.junit !== undefined) await writeFile(input.junit, junitXml(results), "utf8")
    io.stdout(input.json ? jsonText(jsonResult(results)) : textLines(summaryLine(results)))
    const failed = results.filter((result) => !result.passed).map((result) => result.name)
    if (failed.length > 0) {
      throw Object.assign(new Error(flowsFailedMessage(failed, results.length)), { exitCode: ExitCode.Failed, code: "unmet-expectation" })
    }
  },
})
