/** The points history records, the first batch then Load more, focus on the first new record. */
import { historyListClasses, historyListState, type PointsHistoryEntry, withThousandsIn } from "@outfitter/domain"
import { usePointsHistory, useStoreSettings } from "@outfitter/react-hooks"
import { type Ref, useEffect, useRef, useState } from "react"
import { loyaltyText } from "../../../site/text/en/loyalty.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"

/** One record; its points as the page's locale writes numbers. */
const HistoryRow = ({ entry, focusRef }: { readonly entry: PointsHistoryEntry; readonly focusRef?: Ref<HTMLLIElement> }) => {
  const { locale } = useSite()
  const text = useText(loyaltyText).history
  const spec = useSpecText()
  return (
    <li ref={focusRef} tabIndex={focusRef === undefined ? undefined : -1} className={`points-history__record is-${entry.displayClass}`}>
      <span className="points-history__date">{entry.createdAt}</span>
      <span className="points-history__text">{spec(entry.text)}</span>
      <span className="points-history__status">{text.statuses[entry.status]}</span>
      <span className="points-history__points">{entry.sign}{withThousandsIn(entry.points, locale)}</span>
    </li>
  )
}

export const HistoryList = () => {
  const { locale } = useSite()
  const text = useText(loyaltyText).history
  const settings = useStoreSettings()
  const history = usePointsHistory()
  const [clicks, setClicks] = useState(0)
  const firstNew = useRef<HTMLLIElement>(null)
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined)
  useEffect(() => {
    if (focusIndex !== undefined) firstNew.current?.focus()
  }, [focusIndex])

  if (history.isPending) return <p role="status">{text.loading}</p>
  if (history.isError) {
    return <p className={`points-history ${historyListClasses.ApiError}`}>{text.failed}</p>
  }
  const entries = history.data.entries
  const state = historyListState(entries.length, clicks, settings)
  if (state._tag !== "Records") {
    return <p className={`points-history ${historyListClasses.NoRecords}`}>{text.none}</p>
  }
  return (
    <>
      <ol className="points-history" aria-label={text.recordsLabel}>
        {entries.slice(0, state.shown).map((entry, index) => (
          <HistoryRow key={index} entry={entry} {...(index === focusIndex ? { focusRef: firstNew } : {})} />
        ))}
      </ol>
      <p className="points-history__count">{text.showing(withThousandsIn(state.shown, locale), withThousandsIn(state.total, locale))}</p>
      {state.canLoadMore && (
        <button
          type="button"
          className="points-history__more"
          onClick={() => {
            setFocusIndex(state.shown)
            setClicks((n) => n + 1)
          }}
        >
          {text.loadMore}
        </button>
      )}
    </>
  )
}
