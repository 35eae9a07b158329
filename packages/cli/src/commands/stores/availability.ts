/**
 * `outfitter stores availability --sku S --store N`: the product-context availability of
 * one store for one sku (orders §7 GET {apiRoot}/product/item/availability/stores;
 * platform §4 "Store card availability", product page context).
 *
 * The store number and sku are validated by the domain (`storeAvailabilityQuery`); a bad
 * or missing value is invalid input (exit 2, the domain's message). With no product, the
 * product eligibility attributes are absent, which the card reads as eligible. A store
 * the service leaves out of its answer is "No store with id N" (exit 1).
 *
 * @since 0.1.0
 */
import { Products } from "@outfitter/clients"
import {
  productAvailability,
  productCardContext,
  storeAvailabilityQuery,
  storeCard,
  storeCardMessages,
} from "@outfitter/domain"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { notFoundError, usageError } from "../../CliError.ts"
import { failureFor } from "../../failures.ts"
import { globalOptions } from "../../options.ts"
import { writeJson, writeText } from "../../output.ts"
import { runWithClients } from "../../runtime.ts"

/**
 * The service behind the command: the stores' availability through the products client.
 *
 * @category services
 */
export const storeAvailability = (input: { readonly storeNumber: unknown; readonly shortSku: unknown }) =>
  Effect.gen(function*() {
    const products = yield* Products
    return yield* products.storeAvailability(input)
  })

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)

/** Runs the command (called by bin.js). */
export const run = async (_args: [], raw: Readonly<Record<string, unknown>>): Promise<void> => {
  const options = globalOptions(raw)
  const query = storeAvailabilityQuery({ storeNumber: text(raw["store"]), shortSku: text(raw["sku"]) })
  if (Result.isFailure(query)) throw usageError(query.failure.message)
  const { storeNumber, shortSku } = query.success
  const noStore = `No store with id ${storeNumber}`

  const outcome = await runWithClients(storeAvailability(query.success), options)
  if (Result.isFailure(outcome)) {
    const error = outcome.failure
    switch (error._tag) {
      case "InvalidParams":
        throw usageError(error.message)
      case "NotFound":
        throw notFoundError(noStore)
      case "AjaxFailed":
      case "Timeout":
        throw failureFor(error, { command: "stores availability", what: "Store availability failed", apiRoot: options.apiRoot })
    }
  }
  const store = outcome.success.find((entry) => Number(entry.storeNumber) === Number(storeNumber))
  if (store === undefined) throw notFoundError(noStore)
  const context = productCardContext(undefined, { sku: shortSku, isSizeSelected: true, isSelectedSizeActive: true })
  const card = storeCard(store, context)
  const inventoryStatus = store.inventoryAvailability?.[0]?.inventoryStatus
  if (options.json) {
    const availability = productAvailability(store, context)
    writeJson({
      storeNumber: card.storeID,
      storeName: card.storeName,
      shortSku,
      inventoryStatus: inventoryStatus ?? null,
      availabilityDateTime: card.latestOrderAvailabilityDate ?? null,
      availability,
      message: storeCardMessages[availability],
      subtext: card.messaging.subtext ?? null,
    })
    return
  }
  const [{ storeAvailabilityView }, { renderView }] = await Promise.all([
    import("../../views/StoreAvailability.ts"),
    import("../../views/render.ts"),
  ])
  const view = storeAvailabilityView({ card, shortSku, inventoryStatus })
  writeText(renderView(view.view, view.width))
}
