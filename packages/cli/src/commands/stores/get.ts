/**
 * `outfitter stores get <id>`: one store (GET {apiRoot}/storelocator/{storeId}). The id
 * is parsed by the domain (platform §5 "By id"); when it is the --store-id store, the view
 * marks it as the selected one.
 *
 * @since 0.1.0
 */
import { StoreLocator } from "@outfitter/clients/stores"
import { siteSettings } from "@outfitter/domain/site"
import { defaultRadiusUnit, parseStoreId, storeCard } from "@outfitter/domain/stores"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { notFoundError, usageError } from "../../CliError.ts"
import { serviceCommand } from "../../run.ts"
import { storesGet } from "./get.flags.ts"

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

/** The command (run by program.ts). */
export const command = serviceCommand(storesGet, {
  what: "Store lookup failed",
  parse: (_flags, [requested]) => requested,
  clients: StoreLocator.layer,
  program: (requested) => getStore(requested),
  failure: (error, requested) => {
    switch (error._tag) {
      case "InvalidParams":
        return usageError(error.message)
      case "NotFound": {
        const parsed = parseStoreId(requested)
        return notFoundError(noStoreMessage(Result.isSuccess(parsed) ? String(parsed.success) : requested.trim()))
      }
      default:
        return undefined
    }
  },
  json: (store) => store,
  text: async (store, _requested, { global, columns }) => {
    const [{ storeDetail }, { renderView }] = await Promise.all([
      import("../../views/StoreDetail.ts"),
      import("../../views/render.ts"),
    ])
    const detail = storeDetail({
      store,
      card: storeCard(store, { kind: "finder" }),
      unit: defaultRadiusUnit(siteSettings[global.site].isMetric),
      isSelected: global.storeId !== undefined && Number(store.storeNumber) === global.storeId,
    })
    return renderView(detail.view, detail.width, columns)
  },
})
