/**
 * A store's product-context availability for a sku (platform §4 "Store card
 * availability", product page context): the store, the sku, the inventory status and
 * the one card message (with the US same-day-delivery subtext), all from the domain's
 * store card so the terminal shows what the product page shows.
 *
 * @since 0.1.0
 */
import type { StoreCard } from "@outfitter/domain/stores"
import { Box, Text } from "ink"
import { createElement as h, type ReactElement } from "react"

/** @category models */
export interface StoreAvailabilityProps {
  readonly card: StoreCard
  readonly shortSku: string
  readonly inventoryStatus: string | undefined
}

const labelWidth = 15
const missing = "-"

/**
 * The availability view, and the width it needs (pass it to renderView).
 *
 * @category views
 */
export const storeAvailabilityView = (props: StoreAvailabilityProps): { readonly view: ReactElement; readonly width: number } => {
  const { card } = props
  const rows: Array<readonly [string, string]> = [
    ["Sku", props.shortSku],
    ["Inventory", props.inventoryStatus ?? missing],
    ["Availability", card.messaging.status ?? missing],
  ]
  if (card.messaging.subtext !== undefined) rows.push(["", card.messaging.subtext])
  if (card.latestOrderAvailabilityDate !== undefined) rows.push(["Available from", card.latestOrderAvailabilityDate])
  const title = `${card.storeName} (store ${card.storeID})`
  const view = h(
    Box,
    { flexDirection: "column" },
    h(Text, { bold: true }, title),
    ...rows.map(([label, value], index) =>
      h(
        Box,
        { key: String(index), flexDirection: "row" },
        h(Box, { width: labelWidth, flexShrink: 0 }, h(Text, { dimColor: true }, label)),
        h(Text, {}, value),
      )
    ),
  )
  const width = Math.max(title.length, ...rows.map(([, value]) => labelWidth + value.length))
  return { view, width }
}
