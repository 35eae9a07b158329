/**
 * `outfitter stores search`: one flag per search parameter (platform §7), passed as
 * strings to the storelocator client, which validates and clamps them with the domain
 * (platform §5, §9). The CLI adds only the site's default unit when --radius comes
 * without --radius-uom.
 *
 * @since 0.1.0
 */
import { StoreLocator, type StoreSearchResult } from "@outfitter/clients"
import {
  defaultRadiusUnit,
  type RadiusUnit,
  type SiteCode,
  siteSettings,
  storeCard,
  type StoreSearchInput,
} from "@outfitter/domain"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { serviceError, usageError } from "../../CliError.ts"
import { serviceFailureMessage } from "../../failures.ts"
import { globalOptions } from "../../options.ts"
import { writeJson, writeText } from "../../output.ts"
import { runWithClients } from "../../runtime.ts"

/** The command's own flags, as commander hands them over (camel-cased). */
export interface SearchFlags {
  readonly latitude?: string | undefined
  readonly longitude?: string | undefined
  readonly radius?: string | undefined
  readonly radiusUom?: string | undefined
  readonly brand?: string | undefined
  readonly maxItems?: string | undefined
  readonly shortSku?: string | undefined
  readonly country?: string | undefined
  readonly state?: string | undefined
}

const isGiven = (value: string | undefined): value is string => value !== undefined && value.trim() !== ""

/**
 * The search input for the flags: values untouched (the domain validates them), plus the
 * site's unit when a radius has none (platform §5 "Default unit").
 *
 * @category parsing
 */
export const searchInput = (flags: SearchFlags, site: SiteCode): StoreSearchInput => ({
  latitude: flags.latitude,
  longitude: flags.longitude,
  radius: flags.radius,
  radiusUOM: isGiven(flags.radius) && !isGiven(flags.radiusUom)
    ? defaultRadiusUnit(siteSettings[site].isMetric)
    : flags.radiusUom,
  brand: flags.brand,
  maxItems: flags.maxItems,
  shortSku: flags.shortSku,
  country: flags.country,
  state: flags.state,
})

/**
 * The service behind the command: a store search through the storelocator client.
 *
 * @category services
 */
export const searchStores = (input: StoreSearchInput) =>
  Effect.gen(function*() {
    const locator = yield* StoreLocator
    return yield* locator.search(input)
  })

/**
 * The unit the radius and distances are in: the one searched with. A search without a
 * radius sends no unit (the domain accepts a unit only with a radius), and the service
 * then answers in miles.
 *
 * @category getters
 */
export const resultUnit = (result: Pick<StoreSearchResult, "search">): RadiusUnit => result.search.radiusUOM ?? "SMI"

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)

/** Runs the command (called by bin.js). */
export const run = async (_args: [], raw: Readonly<Record<string, unknown>>): Promise<void> => {
  const options = globalOptions(raw)
  const flags: SearchFlags = {
    latitude: text(raw["latitude"]),
    longitude: text(raw["longitude"]),
    radius: text(raw["radius"]),
    radiusUom: text(raw["radiusUom"]),
    brand: text(raw["brand"]),
    maxItems: text(raw["maxItems"]),
    shortSku: text(raw["shortSku"]),
    country: text(raw["country"]),
    state: text(raw["state"]),
  }
  const outcome = await runWithClients(searchStores(searchInput(flags, options.site)), options)
  if (Result.isFailure(outcome)) {
    const error = outcome.failure
    switch (error._tag) {
      case "InvalidParams":
        throw usageError(error.message)
      case "NotFound":
      case "AjaxFailed":
        throw serviceError(serviceFailureMessage("Store search failed", error, options.apiRoot))
    }
  }
  const result = outcome.success
  if (options.json) {
    writeJson({ physicalStores: result.physicalStores, radius: result.radius })
    return
  }
  const [{ storeTable }, { renderView }] = await Promise.all([
    import("../../views/StoreTable.ts"),
    import("../../views/render.ts"),
  ])
  const table = storeTable({
    stores: result.physicalStores.map((store) => storeCard(store, { kind: "finder" })),
    scope: result.search.latitude === undefined && result.search.country !== undefined
      ? { country: result.search.country }
      : { radius: result.radius, unit: resultUnit(result) },
    selectedStoreId: options.storeId,
  })
  writeText(renderView(table.view, table.width))
}
