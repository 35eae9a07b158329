/** The points history records, the first batch then Load more, focus on the first new record. */
import { historyListClasses, historyListState, type PointsHistoryEntry } from "@outfitter/domain"
import { usePointsHistory, useStoreSettings } from "@outfitter/react-hooks"
import { type Ref, useEffect, useRef, useState } from "react"

const statusLabels = { pending: "Pending", rejected: "Rejected", approved: "Approved" } as const

const HistoryRow = ({ entry, focusRef }: { readonly entry: PointsHistoryEntry; readonly focusRef?: Ref<HTMLLIElement> }) => (
  <li ref={focusRef} tabIndex={focusRef === undefined ? undefined : -1} className={`points-history__record is-${entry.displayClass}`}>
    <span className="points-history__date">{entry.createdAt}</span>
    <span className="points-history__text">{entry.text}</span>
    <span className="points-history__status">{statusLabels[entry.status]}</span>
    <span className="points-history__points">{entry.sign}{entry.pointsText}</span>
  </li>
)

export const HistoryList = () => {
  const settings = useStoreSettings()
  const history = usePointsHistory()
  const [clicks, setClicks] = useState(0)
  const firstNew = useRef<HTMLLIElement>(null)
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined)
  useEffect(() => {
    if (focusIndex !== undefined) firstNew.current?.focus()
  }, [focusIndex])

  if (history.isPending) return <p role="status">Loading your points history…</p>
  if (history.isError) {
    return <p className={`points-history ${historyListClasses.ApiError}`}>We couldn't load your points history. Please try again later.</p>
  }
  const entries = history.data.entries
  const state = historyListState(entries.length, clicks, settings)
  if (state._tag !== "Records") {
    return <p className={`points-history ${historyListClasses.NoRecords}`}>You have no points history yet.</p>
  }
  return (
    <>
      <ol className="points-history" aria-label="Points history records">
        {entries.slice(0, state.shown).map((entry, index) => (
          <HistoryRow key={index} entry={entry} {...(index === focusIndex ? { focusRef: firstNew } : {})} />
        ))}
      </ol>
      <p className="points-history__count">Showing {state.shown} of {state.total}</p>
      {state.canLoadMore && (
        <button
          type="button"
          className="points-history__more"
          onClick={() => {
            setFocusIndex(state.shown)
            setClicks((n) => n + 1)
          }}
        >
          Load more
        </button>
      )}
    </>
  )
}
