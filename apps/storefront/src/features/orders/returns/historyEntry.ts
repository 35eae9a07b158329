/** The returns flow's history entries (the rules are in stepHistory.ts): what an entry keeps, and the flows' state while the page is open. */
import { initialReturnsView, returnsIntroHash, type ReturnsFlow, type ReturnsView, returnsViews } from "@outfitter/domain"

/** Where in `history.state` the flow keeps its entry. */
const stateKey = "outfitterReturns"

/** One step's history entry. */
export interface StepEntry {
  /** The flow the entry belongs to (a new id each time the flow starts afresh). */
  readonly flowId: string
  readonly view: ReturnsView
  /** How many entries this one is after the flow's first. */
  readonly depth: number
  /** Whether the flow's first entry was added on the order's own entry (the return button), not loaded with the hash. */
  readonly fromOrder: boolean
  /** The step of the entry before this one, when it is the flow's. */
  readonly previous: ReturnsView | undefined
}

/** The choices as an entry keeps them. */
export interface KeptChoices {
  readonly flow: ReturnsFlow
  readonly exchangeLabels: Readonly<Record<string, string>>
}

export interface StoredEntry extends StepEntry {
  readonly kept?: KeptChoices | undefined
}

/** Flows left on purpose or submitted, by id: their entries show the order. */
export const endedFlows = new Set<string>()
/** The choices of each order's running flow, kept while the page is open (Back past the intro keeps them). */
export const keptFlows = new Map<string, KeptChoices & { readonly flowId: string }>()

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

const stringRecord = (value: unknown): Readonly<Record<string, string>> =>
  isRecord(value) ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string")) : {}

/** The flow's entry in a history state, read field by field (a state is the browser's: anything may be there). */
export const storedEntryOf = (state: unknown): StoredEntry | undefined => {
  const entry = isRecord(state) ? state[stateKey] : undefined
  if (!isRecord(entry) || typeof entry["flowId"] !== "string") return undefined
  const isView = (value: unknown): value is ReturnsView => typeof value === "string" && (returnsViews as ReadonlyArray<string>).includes(value)
  const kept = isRecord(entry["kept"]) ? { flow: entry["kept"]["flow"] as ReturnsFlow, exchangeLabels: stringRecord(entry["kept"]["exchangeLabels"]) } : undefined
  return {
    flowId: entry["flowId"],
    view: isView(entry["view"]) ? entry["view"] : "RF0",
    depth: typeof entry["depth"] === "number" && Number.isInteger(entry["depth"]) && entry["depth"] >= 0 ? entry["depth"] : 0,
    fromOrder: entry["fromOrder"] === true,
    previous: isView(entry["previous"]) ? entry["previous"] : undefined,
    kept,
  }
}

export const withEntry = (state: unknown, entry: StoredEntry | undefined): Record<string, unknown> => ({ ...(isRecord(state) ? state : {}), [stateKey]: entry })

export const orderAddress = () => `${window.location.pathname}${window.location.search}`
export const flowAddress = () => `${orderAddress()}${returnsIntroHash}`
export const isFlowAddress = () => initialReturnsView(window.location.hash) === "RF0"
export const newFlowId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
