/**
 * `outfitter stores get <id>`: one store (GET {apiRoot}/storelocator/{storeId}). The id
 * is parsed by the domain (platform §5 "By id"); when it is the --store-id store, the view
 * marks it as the selected one.
 *
 * @since 0.1.0
 */
import { StoreLocator } from "@outfitter/clients"
import { defaultRadiusUnit, parseStoreId, siteSettings, storeCard } from "@outfitter/domain"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { notFoundError, usageError } from "../../CliError.ts"
import { failureFor } from "../../failures.ts"
import { globalOptions } from "../../options.ts"
import { writeJson, writeText } from "../../output.ts"
import { runWithClients } from "../../runtime.ts"

/**
 * The service behind the command: one store through the storelocator client.
 *
 * @category services
 */
export const getStore = (storeId: unknown) =>
  Effect.gen(function*() {
    const locator = yield* StoreLocator
    return yield* locator.get(storeId)
  })

/**
 * The message for a store that does not exist.
 *
 * @category formatting
 */
export const noStoreMessage = (id: string): string => `No store with id ${id}`

/** Runs the command (called by bin.js). */
export const run = async ([requested]: [string], raw: Readonly<Record<string, unknown>>): Promise<void> => {
  const options = globalOptions(raw)

  const outcome = await runWithClients(getStore(requested), options)
  if (Result.isFailure(outcome)) {
    const error = outcome.failure
    switch (error._tag) {
      case "InvalidParams":
        throw usageError(error.message)
      case "NotFound": {
        const parsed = parseStoreId(requested)
        throw notFoundError(noStoreMessage(Result.isSuccess(parsed) ? String(parsed.success) : requested.trim()))
      }
      case "AjaxFailed":
      case "Timeout":
        throw failureFor(error, { command: "stores get", what: "Store lookup failed", apiRoot: options.apiRoot })
    }
  }
  const store = outcome.success
  if (options.json) {
    writeJson(store)
    return
  }
  const [{ storeDetail }, { renderView }] = await Promise.all([
    import("../../views/StoreDetail.ts"),
    import("../../views/render.ts"),
  ])
  const detail = storeDetail({
    store,
    card: storeCard(store, { kind: "finder" }),
    unit: defaultRadiusUnit(siteSettings[options.site].isMetric),
    isSelected: options.storeId !== undefined && Number(store.storeNumber) === options.storeId,
  })
  writeText(renderView(detail.view, detail.width))
}
