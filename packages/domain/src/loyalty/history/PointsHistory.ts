/**
 * Points history records and their batches. Rules: loyalty §3, §4 "Points history list",
 * §8 "Points history".
 *
 * Where the spec is silent: records arrive decoded (LoyaltySchemas.ts); a reward's
 * reference is its coupon number, else its transaction id; the texts "Purchase {id}",
 * "Return {id}", "Reward {coupon}" and the event labels are Outfitter's; the balance is
 * shown unsigned with en-US grouping (`withThousandsIn` writes another locale's), "-" for a return or a negative balance, an unreadable
 * one 0; batch sizes below 1 count as 1.
 *
 * @since 0.1.0
 */

import * as Predicate from "effect/Predicate"
import { fieldsOf, finiteOf, listOf, recordsOf } from "../../kernel/Untrusted.ts"
import type { LoyaltyEventDetail, LoyaltyHistoryRecord } from "../LoyaltySchemas.ts"

/** @category constants */
export const historyStatuses = ["pending", "rejected", "approved"] as const
/** @category models */
export type HistoryStatus = (typeof historyStatuses)[number]

/** @category constants */
export const annotatedEvents = {
  pointModification: "Point modification",
  appeasement: "Appeasement",
  gift: "Gift",
  referralEnroll: "Referral enroll",
} as const

/** @category constants */
export const priorityMessageMarker = "PRIORITY:"

/** What kind of event a record is. @category models */
export type HistoryEventKind = "purchase" | "return" | "reward" | "annotated" | "other"

/** The display class of a record (§3 "derived display class"). @category models */
export type HistoryDisplayClass = "positive" | "negative" | "pending" | "rejected"

/** One record, ready to show. @category models */
export interface PointsHistoryEntry {
  readonly status: HistoryStatus
  readonly kind: HistoryEventKind
  readonly eventType: string
  /** The transaction id or coupon number, when the event has one. */
  readonly reference: string | undefined
  readonly text: string
  readonly createdAt: string
  /** The points without a sign. */
  readonly points: number
  /** The points with thousands commas, without a sign. */
  readonly pointsText: string
  readonly sign: "+" | "-"
  readonly displayClass: HistoryDisplayClass
}

/** The status of a raw status value. @category parsing */
export const historyStatus = (value: unknown): HistoryStatus => {
  const n = Predicate.isString(value) ? Number(value.trim()) : value
  return n === 1 ? "rejected" : n === 2 ? "approved" : "pending"
}

/** Parses a balance: a number or a string with thousands commas; 0 when unreadable. @category parsing */
export const parseBalance = (value: unknown): number => {
  if (Predicate.isNumber(value)) return Number.isFinite(value) ? value : 0
  if (!Predicate.isString(value)) return 0
  const cleaned = value.replace(/,/g, "").trim()
  if (!/^[-+]?\d+(\.\d+)?$/.test(cleaned)) return 0
  return Number(cleaned)
}

/**
 * A number with en-US thousands commas, as `toLocaleString("en-US")` writes it; a value
 * that is not a number shows as 0. A whole number is grouped here, sparing a page the
 * first use of Intl (costly in the render that shows the points); anything else is Intl's
 * to write, and the tests hold the two to the same text. Another locale's grouping is
 * `withThousandsIn`'s.
 *
 * @example
 * import { withThousands } from "@outfitter/domain"
 * withThousands(1234) // => "1,234"
 * @category formatting
 */
export const withThousands = (value: number): string => {
  const n = typeof value === "number" ? value : 0
  // a sign is not a word character, so no comma goes after it
  return Number.isSafeInteger(n) && !Object.is(n, -0) ? `${n}`.replace(/\B(?=(\d{3})+$)/g, ",") : n.toLocaleString("en-US")
}

/**
 * A number grouped as a page's locale writes it (`toLocaleString(locale)`: "1.234" in
 * de-DE, "1,234" in es-US); en-US is `withThousands`'s, and so is a locale Intl does not
 * know. A function of its own, so what only formats en-US (the points history's texts, the
 * hooks) does not carry it.
 *
 * @example
 * import { withThousandsIn } from "@outfitter/domain"
 * withThousandsIn(1234, "de-DE") // => "1.234"
 * withThousandsIn(1234, "en-US") // => "1,234"
 * @category formatting
 */
export const withThousandsIn = (value: number, locale: string): string => {
  if (locale === "en-US") return withThousands(value)
  try {
    return (typeof value === "number" ? value : 0).toLocaleString(locale)
  } catch {
    return withThousands(value) // a locale Intl does not know
  }
}

/** A text trimmed, undefined when blank. */
const nonBlank = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim()
  return trimmed === "" ? undefined : trimmed
}

const labelled = (label: string, reference: string | undefined) => (reference === undefined ? label : `${label} ${reference}`)

/**
 * One decoded record as an entry. It is read the way a raw record is (a field of the wrong
 * type counts as absent, a record that is not an object has no fields), so a record that
 * did not come through the decoder gives an entry too.
 *
 * @example
 * import { historyEntry } from "@outfitter/domain"
 * historyEntry({ status: 2, eventType: "purchase", eventDetail: { transactionId: "123" }, pointBalance: "1,200" }).text // => "Purchase 123"
 * @category getters
 */
export const historyEntry = (record: LoyaltyHistoryRecord): PointsHistoryEntry => entryOf(historyRecord(record) ?? {})

/** A record whose fields have their types as an entry. */
const entryOf = (record: LoyaltyHistoryRecord): PointsHistoryEntry => {
  const status = historyStatus(record.status)
  const eventType = nonBlank(record.eventType) ?? ""
  const detail = record.eventDetail
  const transactionId = nonBlank(detail?.transactionId)
  const displayDetail = nonBlank(record.displayDetail)
  let kind: HistoryEventKind
  let reference: string | undefined
  let text: string
  if (eventType === "purchase" || eventType === "return") {
    kind = eventType
    reference = transactionId
    text = labelled(eventType === "purchase" ? "Purchase" : "Return", reference)
  } else if (eventType === "reward") {
    kind = "reward"
    reference = nonBlank(detail?.couponNumber) ?? transactionId
    text = labelled("Reward", reference)
  } else if (Object.hasOwn(annotatedEvents, eventType)) {
    kind = "annotated"
    reference = transactionId
    const label = annotatedEvents[eventType as keyof typeof annotatedEvents]
    text = displayDetail === undefined ? label : `${label}: ${displayDetail}`
  } else {
    kind = "other"
    reference = transactionId
    text = displayDetail ?? eventType
  }
  if (displayDetail?.startsWith(priorityMessageMarker) === true) {
    text = displayDetail.slice(priorityMessageMarker.length).trim()
  }
  const balance = parseBalance(record.pointBalance)
  const sign = kind === "return" || balance < 0 ? "-" : "+"
  const points = Math.abs(balance)
  const displayClass: HistoryDisplayClass = status === "rejected"
    ? "rejected"
    : status === "pending"
    ? "pending"
    : sign === "-"
    ? "negative"
    : "positive"
  return {
    status,
    kind,
    eventType,
    reference,
    text,
    createdAt: nonBlank(record.createdAt) ?? "",
    points,
    pointsText: withThousands(points),
    sign,
    displayClass,
  }
}

/**
 * Every decoded record as an entry, in order; entries that are not objects (and a list that
 * is not an array) are left out.
 *
 * @category getters
 */
export const historyEntries = (records: ReadonlyArray<LoyaltyHistoryRecord> | undefined): ReadonlyArray<PointsHistoryEntry> =>
  recordsOf(records).map(historyEntry)

/** An object that is not null and not an array: what a JSON object parses to. */
const isStruct = (value: unknown): value is { readonly [key: string]: unknown } =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A text field: a string, or a finite number read as its string; anything else is absent. */
const textField = (value: unknown): string | undefined =>
  Predicate.isString(value) ? value : Predicate.isNumber(value) && Number.isFinite(value) ? String(value) : undefined

/** A number or a string, as sent (a finite number only); anything else is absent. */
const numberOrTextField = (value: unknown): string | number | undefined =>
  Predicate.isString(value) || (Predicate.isNumber(value) && Number.isFinite(value)) ? value : undefined

/** Only the fields that are present, as the record's optional fields want them. */
const present = <A extends object>(fields: { readonly [K in keyof A]: A[K] | undefined }): A =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as A

/**
 * The fields of a raw record that an entry reads, as the history payload reads them
 * (LoyaltyHistoryRecord): each field of the wrong type is dropped, as if absent;
 * undefined when the record is not an object.
 */
const historyRecord = (raw: unknown): LoyaltyHistoryRecord | undefined => {
  if (!isStruct(raw)) return undefined
  const detail = raw["eventDetail"]
  return present<LoyaltyHistoryRecord>({
    status: numberOrTextField(raw["status"]),
    eventType: textField(raw["eventType"]),
    eventDetail: isStruct(detail)
      ? present<LoyaltyEventDetail>({
        transactionId: textField(detail["transactionId"]),
        couponNumber: textField(detail["couponNumber"]),
        tmnt: textField(detail["tmnt"]),
      })
      : undefined,
    displayDetail: textField(raw["displayDetail"]),
    createdAt: textField(raw["createdAt"]),
    pointBalance: numberOrTextField(raw["pointBalance"]),
  })
}

/**
 * One raw record (not decoded yet) as an entry; undefined when the record is not an
 * object. The clients decode records with the history payload; this is for a record
 * from anywhere else, read the same way (a field of the wrong type counts as absent).
 * Never throws.
 *
 * @example
 * import { parseHistoryRecord } from "@outfitter/domain"
 * parseHistoryRecord({ status: 2, eventType: "purchase", eventDetail: { transactionId: "123" }, pointBalance: "1,200" })?.text // => "Purchase 123"
 * @category parsing
 */
export const parseHistoryRecord = (raw: unknown): PointsHistoryEntry | undefined => {
  try {
    const record = historyRecord(raw)
    return record === undefined ? undefined : entryOf(record)
  } catch {
    // a member that throws when read (never so for parsed JSON)
    return undefined
  }
}

/**
 * Every readable raw record of a list, in order (see {@link parseHistoryRecord}); a list
 * that is not an array has none.
 *
 * @category parsing
 */
export const parseHistory = (records: ReadonlyArray<unknown> | undefined): ReadonlyArray<PointsHistoryEntry> =>
  listOf(records).flatMap((raw) => {
    const entry = parseHistoryRecord(raw)
    return entry === undefined ? [] : [entry]
  })

/** What the history list shows (§4, §8). @category models */
export type HistoryListState =
  | { readonly _tag: "ApiError" }
  | { readonly _tag: "NoRecords" }
  | { readonly _tag: "Records"; readonly shown: number; readonly total: number; readonly canLoadMore: boolean }

/** Batch sizes (store settings). @category models */
export interface HistoryBatches {
  readonly initialNumRecordsPointsHistory: number
  readonly numRecordsPointsHistory: number
}

const atLeastOne = (n: unknown) => (typeof n === "number" && Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1)

/**
 * How many records show after `loadMoreClicks` clicks of Load more, and whether the control
 * still shows. A total that is not a number above 0 has no records; clicks that are not a
 * finite number count as none, and batch sizes that are not numbers as 1.
 *
 * @category paging
 */
export const historyListState = (
  total: number,
  loadMoreClicks: number,
  batches: HistoryBatches,
): HistoryListState => {
  if (typeof total !== "number" || !(total > 0)) return { _tag: "NoRecords" }
  const sizes = fieldsOf(batches)
  const clicks = finiteOf(loadMoreClicks) ?? 0
  const wanted = atLeastOne(sizes["initialNumRecordsPointsHistory"]) +
    Math.max(0, Math.floor(clicks)) * atLeastOne(sizes["numRecordsPointsHistory"])
  const shown = Math.min(total, wanted)
  return { _tag: "Records", shown, total, canLoadMore: shown < total }
}

/** The display class the list takes for the api-error and no-records states (§8). @category constants */
export const historyListClasses = { ApiError: "api-error", NoRecords: "no-records" } as const

/**
 * One page of records (the CLI's --page / --page-size): page 1 is the first records. A list
 * that is not an array has no records; a page that is not a finite number is page 1.
 *
 * @category paging
 */
export const historyPage = <A>(given: ReadonlyArray<A>, page: number, pageSize: number) => {
  const entries = listOf(given) as ReadonlyArray<A>
  const size = atLeastOne(pageSize)
  const pages = Math.max(1, Math.ceil(entries.length / size))
  const current = Math.min(Math.max(1, Math.floor(finiteOf(page) ?? 1)), pages)
  return { page: current, pages, pageSize: size, total: entries.length, entries: entries.slice((current - 1) * size, current * size) }
}
