/**
 * The store search results as a table: a headline ("12 stores within 25 miles"), then
 * one row per store (platform §3 store card: number, name, city, state or region, postal
 * code, phone, distance with one decimal, brand).
 *
 * @since 0.1.0
 */
import type { RadiusUnit, StoreCard } from "@outfitter/domain/stores"
import { Box, Text } from "ink"
import { createElement as h, type ReactElement } from "react"
import { formatDistance, resultsHeadline, type SearchScope } from "./units.ts"

/** @category models */
export interface StoreTableProps {
  readonly stores: ReadonlyArray<StoreCard>
  /** The radius the service used and its unit (and the postal code searched near), or the country of a search by country alone. */
  readonly scope: SearchScope
  /** The customer's selected store (--store-id), marked with a star. */
  readonly selectedStoreId?: number | undefined
}

interface Column {
  readonly header: string
  readonly cell: (store: StoreCard) => string
  readonly alignRight?: boolean
}

const gap = 2

const columnsFor = (
  unit: RadiusUnit,
  selectedStoreId: number | undefined,
  hasDistance: boolean,
): ReadonlyArray<Column> => [
  ...(selectedStoreId === undefined
    ? []
    : [{ header: "", cell: (store: StoreCard) => (Number(store.storeID) === selectedStoreId ? "*" : "") }]),
  { header: "Store", cell: (store) => store.storeID },
  { header: "Name", cell: (store) => store.storeName },
  { header: "City", cell: (store) => store.storeCity },
  { header: "State/Region", cell: (store) => store.storeStateOrProvince },
  { header: "Postal code", cell: (store) => store.storePostalCode },
  { header: "Phone", cell: (store) => store.storePhone },
  ...(hasDistance
    ? [{ header: "Distance", cell: (store: StoreCard) => formatDistance(store.distance, unit), alignRight: true }]
    : []),
  { header: "Brand", cell: (store) => store.storeBrand ?? "" },
]

/** Display width of a cell (code points; store data is plain text). */
const widthOf = (text: string) => [...text].length

/**
 * The table, and the width it needs (pass it to renderView).
 *
 * @category views
 */
export const storeTable = (props: StoreTableProps): { readonly view: ReactElement; readonly width: number } => {
  const unit = "unit" in props.scope ? props.scope.unit : "SMI"
  const hasDistance = props.stores.some((store) => store.distance !== undefined)
  const columns = columnsFor(unit, props.selectedStoreId, hasDistance)
  const widths = columns.map((column) =>
    Math.max(widthOf(column.header), ...props.stores.map((store) => widthOf(column.cell(store))))
  )
  const row = (key: string, cells: ReadonlyArray<string>, bold: boolean) =>
    h(
      Box,
      { key, flexDirection: "row" },
      ...cells.map((cell, index) => {
        const width = widths[index] ?? 0
        const isLast = index === cells.length - 1
        const padded = columns[index]?.alignRight === true ? cell.padStart(width) : cell
        return h(Box, { key: String(index), width: isLast ? width : width + gap, flexShrink: 0 }, h(Text, { bold, wrap: "truncate" }, padded))
      }),
    )

  const headlineText = resultsHeadline(props.stores.length, props.scope)
  const headline = h(Text, { bold: true }, headlineText)
  const selectedNote = props.selectedStoreId !== undefined &&
      props.stores.some((store) => Number(store.storeID) === props.selectedStoreId)
    ? h(Text, { dimColor: true }, "* your selected store")
    : null
  const view = props.stores.length === 0
    ? h(Box, { flexDirection: "column" }, headline)
    : h(
      Box,
      { flexDirection: "column" },
      headline,
      h(Text, null, " "),
      row("header", columns.map((column) => column.header), true),
      ...props.stores.map((store, index) => row(`store-${index}`, columns.map((column) => column.cell(store)), false)),
      selectedNote,
    )
  const width = widths.reduce((total, columnWidth) => total + columnWidth + gap, 0)
  return { view, width: Math.max(width, widthOf(headlineText)) }
}
