/**
 * The product page's preferred-store availability block (orders §2, §4, §8; platform §4
 * "Store card availability", product page context). Which block shows is the domain's
 * `preferredStoreBlock`; the card's one message is the store card's. A failed request
 * shows GLB_PREFERRED_STORE_ITEM_ERROR and hides the availability messages.
 */
import {
  type AvailabilityOutcome,
  type PhysicalStore,
  preferredStoreBlock,
  preferredStoreMessages,
  type Product,
  type SkuSelection,
  storeAvailabilityQuery,
} from "@outfitter/domain"
import { useStoreAvailability } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { useId } from "react"
import { storesText } from "../../../site/text/en/stores.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"

export interface PreferredStoreAvailabilityProps {
  readonly storeId: string | undefined
  readonly store: PhysicalStore | undefined
  readonly product: Product
  readonly selection: SkuSelection
  readonly onFindInStore: () => void
}

const useOutcome = (storeId: string | undefined, sku: string | undefined): AvailabilityOutcome => {
  const query = storeId === undefined || sku === undefined ? undefined : storeAvailabilityQuery({ storeNumber: storeId, shortSku: sku })
  const input = query !== undefined && Result.isSuccess(query) ? query.success : undefined
  const availability = useStoreAvailability(input)
  if (query !== undefined && Result.isFailure(query)) return { _tag: "Failed" }
  if (input === undefined) return { _tag: "Idle" }
  if (availability.isError) return { _tag: "Failed" }
  if (availability.data !== undefined) return { _tag: "Succeeded", physicalStores: availability.data }
  return { _tag: "Pending" }
}

export const PreferredStoreAvailability = ({ storeId, store, product, selection, onFindInStore }: PreferredStoreAvailabilityProps) => {
  const text = useText(storesText).preferredStore
  const spec = useSpecText()
  const headingId = useId()
  const outcome = useOutcome(storeId, selection.sku)
  const block = preferredStoreBlock({ storeId, store, product, selection, outcome })

  return (
    <section className="preferred-store" aria-labelledby={headingId} aria-busy={block._tag === "Pending"}>
      <h2 id={headingId}>{text.heading}</h2>
      {block._tag === "NoStore" ? <p className="muted">{spec(block.message)}</p> : null}
      {block._tag === "Pending" ? <p className="muted">{text.checking}</p> : null}
      {block._tag === "Failed"
        ? (
          <p className="alert" role="alert" data-message-key={block.messageKey}>
            {spec(block.message)}
          </p>
        )
        : null}
      {block._tag === "Card"
        ? (
          <div className="preferred-store-card" data-availability={block.card.messaging.statusKey}>
            <p className="preferred-store-name">
              <strong>{block.card.storeName}</strong>
              {block.card.storeCity === "" ? null : <span className="muted">, {block.card.storeCity}</span>}
            </p>
            <p className={block.card.isAvailableInStore ? "availability availability-yes" : "availability availability-no"}>
              {block.card.messaging.status === undefined ? undefined : spec(block.card.messaging.status)}
            </p>
            {block.card.messaging.subtext === undefined
              ? null
              : <p className="availability-subtext muted">{spec(block.card.messaging.subtext)}</p>}
          </div>
        )
        : null}
      <button type="button" className="button" aria-haspopup="dialog" onClick={onFindInStore}>
        {spec(preferredStoreMessages.FIND_IN_STORE)}
      </button>
    </section>
  )
}
