/**
 * One store in full (platform §3): name, address lines, city, region, postal code,
 * country, phone, hours (hours-Week1/2), brand, store message, map link and distance.
 * Every value comes from the domain's store card, so the terminal shows what a page shows.
 *
 * @since 0.1.0
 */
import type { PhysicalStore, RadiusUnit, StoreCard } from "@outfitter/domain/stores"
import { Box, Text } from "ink"
import { createElement as h, type ReactElement } from "react"
import { formatDistance } from "./units.ts"

/** @category models */
export interface StoreDetailProps {
  readonly store: PhysicalStore
  readonly card: StoreCard
  /** The unit distances are in (the site's default). */
  readonly unit: RadiusUnit
  readonly isSelected?: boolean
}

const labelWidth = 13
const missing = "-"

/**
 * The opening hours on one line, the weeks and the days within them separated by a comma
 * and a space: "Mon-Fri 10:00-21:00, Sat 10:00-22:00, Sun Closed". The card's storeHours
 * joins the two weeks with a bare comma (platform §3), which reads as a typo here.
 *
 * @category formatting
 */
export const hoursText = (card: Pick<StoreCard, "storeHoursByWeek">): string => {
  const parts = card.storeHoursByWeek.flatMap((week) => week.split(",")).map((part) => part.trim()).filter((part) => part !== "")
  return parts.length === 0 ? missing : parts.join(", ")
}

/**
 * The detail view, and the width it needs (pass it to renderView).
 *
 * @category views
 */
export const storeDetail = (props: StoreDetailProps): { readonly view: ReactElement; readonly width: number } => {
  const { card, store } = props
  const addressLines = store.addressLine.filter((line) => line.trim() !== "")
  const rows: Array<readonly [string, ReadonlyArray<string>]> = [
    ["Address", addressLines.length === 0 ? [missing] : addressLines],
    ["City", [card.storeCity || missing]],
    ["Region", [card.storeStateOrProvince || missing]],
    ["Postal code", [card.storePostalCode || missing]],
    ["Country", [card.storeCountry || missing]],
    ["Phone", [card.storePhone || missing]],
    ["Hours", [hoursText(card)]],
    ["Brand", [card.storeBrand ?? missing]],
  ]
  if (card.storeMessage !== undefined) rows.push(["Message", [card.storeMessage]])
  rows.push(["Map", [card.mapLink]])
  if (card.distance !== undefined) rows.push(["Distance", [formatDistance(card.distance, props.unit)]])

  const title = `${card.storeName} (store ${card.storeID})${props.isSelected === true ? " *" : ""}`
  const view = h(
    Box,
    { flexDirection: "column" },
    h(Text, { bold: true }, title),
    ...rows.map(([label, values]) =>
      h(
        Box,
        { key: label, flexDirection: "row" },
        h(Box, { width: labelWidth, flexShrink: 0 }, h(Text, { dimColor: true }, label)),
        h(Box, { flexDirection: "column" }, ...values.map((value, index) => h(Text, { key: String(index) }, value))),
      )
    ),
  )
  const width = Math.max(
    [...title].length,
    ...rows.flatMap(([, values]) => values.map((value) => labelWidth + [...value].length)),
  )
  return { view, width }
}
