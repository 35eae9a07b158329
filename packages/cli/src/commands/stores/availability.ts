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
import { Products } from "@outfitter/clients/stores"
import {
  productAvailability,
  productCardContext,
  storeAvailabilityQuery,
  storeCard,
  storeCardMessages,
} from "@outfitter/domain/stores"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { notFoundError, usageError } from "../../CliError.ts"
import { serviceCommand } from "../../run.ts"
import { noStoreMessage } from "./get.ts"
import { storesAvailability } from "./availability.flags.ts"

/** A product page's card context for the sku, with no product (its eligibility then reads as eligible). */
const cardContext = (shortSku: string) => productCardContext(undefined, { sku: shortSku, isSizeSelected: true, isSelectedSizeActive: true })

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

/** The command (run by program.ts). */
export const command = serviceCommand(storesAvailability, {
  what: "Store availability failed",
  parse: (flags) => {
    const query = storeAvailabilityQuery({ storeNumber: flags.store, shortSku: flags.sku })
    if (Result.isFailure(query)) throw usageError(query.failure.message)
    return query.success
  },
  clients: Products.layer,
  program: (query) =>
    storeAvailability(query).pipe(
      Effect.flatMap((stores) => {
        const store = stores.find((entry) => Number(entry.storeNumber) === Number(query.storeNumber))
        return store === undefined ? Effect.fail(notFoundError(noStoreMessage(query.storeNumber))) : Effect.succeed(store)
      }),
    ),
  failure: (error, query) => {
    switch (error._tag) {
      case "InvalidParams":
        return usageError(error.message)
      case "NotFound":
        return notFoundError(noStoreMessage(query.storeNumber))
      default:
        return undefined
    }
  },
  json: (store, { shortSku }) => {
    const context = cardContext(shortSku)
    const card = storeCard(store, context)
    const availability = productAvailability(store, context)
    return {
      storeNumber: card.storeID,
      storeName: card.storeName,
      shortSku,
      inventoryStatus: store.inventoryAvailability?.[0]?.inventoryStatus ?? null,
      availabilityDateTime: card.latestOrderAvailabilityDate ?? null,
      availability,
      message: storeCardMessages[availability],
      subtext: card.messaging.subtext ?? null,
    }
  },
  text: async (store, { shortSku }, { columns }) => {
    const [{ storeAvailabilityView }, { renderView }] = await Promise.all([
      import("../../views/StoreAvailability.ts"),
      import("../../views/render.ts"),
    ])
    const card = storeCard(store, cardContext(shortSku))
    const view = storeAvailabilityView({ card, shortSku, inventoryStatus: store.inventoryAvailability?.[0]?.inventoryStatus })
    return renderView(view.view, view.width, columns)
  },
})
