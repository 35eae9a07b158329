/**
 * `outfitter scenarios`: the fixtures' named scenarios, grouped by context, each with what
 * it does (the member it signs in and the instant its clock is fixed at, when it has
 * them). --json prints them as a list. Any command's `--scenario <name>` chooses one
 * (runtime.ts); the sandbox serves in one; the storefront takes `?scenario=`.
 *
 * @since 0.1.0
 */
import { jsonText, textLines } from "../output.ts"
import { localCommand } from "../run.ts"
import { scenarios } from "./scenarios.flags.ts"

/** One scenario as `--json` prints it. @category models */
export interface ScenarioListing {
  readonly name: string
  readonly context: string
  readonly description: string
  readonly member?: string
  readonly now?: string
}

/** The catalogue, as listings. @category getters */
export const scenarioListings = async (): Promise<ReadonlyArray<ScenarioListing>> => {
  const { scenarios } = await import("@outfitter/fixtures")
  return scenarios.map(({ context, description, member, name, now }) => ({
    name,
    context,
    description,
    ...(member === undefined ? {} : { member }),
    ...(now === undefined ? {} : { now }),
  }))
}

/**
 * The listings as text: a heading per context, then `  name  description` lines with the
 * names padded to one column.
 *
 * @category output
 */
export const scenariosText = (listings: ReadonlyArray<ScenarioListing>): string => {
  const width = Math.max(0, ...listings.map((listing) => listing.name.length))
  const contexts = [...new Set(listings.map((listing) => listing.context))]
  return contexts
    .flatMap((context) => [
      context,
      ...listings
        .filter((listing) => listing.context === context)
        .map((listing) => {
          const extras = [
            ...(listing.member === undefined ? [] : [`as member ${listing.member}`]),
            ...(listing.now === undefined ? [] : [`clock fixed at ${listing.now}`]),
          ]
          return `  ${listing.name.padEnd(width)}  ${listing.description}${extras.length === 0 ? "" : ` (${extras.join("; ")})`}`
        }),
    ])
    .join("\n") + "\n"
}

/** The command (run by program.ts). */
export const command = localCommand(scenarios, {
  parse: (_flags, _args, { global }) => ({ json: global.json }),
  serve: async ({ json }, io) => {
    const listings = await scenarioListings()
    io.stdout(json ? jsonText(listings) : textLines(scenariosText(listings)))
  },
})
