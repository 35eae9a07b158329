/**
 * Saved payments page (platform §2): the saved cards with edit, remove and make-default,
 * and the add/edit card modal. Every save goes through the domain's stateful button; the
 * page reloads 3 s after a successful payment change (platform §4, §9).
 */
import { houseCardBrand, paymentMessages, paymentReloadDelayMs, type SavedCard } from "@outfitter/domain"
import { useRemoveCard, useSetDefaultCard, useStatefulButton, useWallet } from "@outfitter/react-hooks"
import { useRef, useState } from "react"
import { useSite } from "../../site/useSite.ts"
import { LiveRegion, useAnnouncer } from "../../ui/LiveRegion.tsx"
import { StatefulButton } from "../../ui/StatefulButton.tsx"
import { usePageTitle } from "../../ui/usePageTitle.ts"
import { useTimeout } from "../../ui/useTimeout.ts"
import { CardModal } from "./CardModal.tsx"
import "./payments.css"

export interface SavedCardsPageProps {
  /** What a successful change does after 3 s; the browser reload by default. */
  readonly reload?: () => void
}

const brandName = (card: SavedCard) => (card.cardBrand.toLowerCase() === houseCardBrand ? "House card" : card.cardBrand)

/** Reloads 3 s after the last change; not once the page is gone. */
const useReloadLater = (reload: () => void) => {
  const timer = useTimeout()
  return () => timer.start(reload, paymentReloadDelayMs)
}

const CardRow = (
  { card, isDefault, onEdit, onChanged, onFailed }: {
    readonly card: SavedCard
    readonly isDefault: boolean
    readonly onEdit: () => void
    readonly onChanged: (message: string) => void
    readonly onFailed: (message: string) => void
  },
) => {
  const removeButton = useStatefulButton()
  const defaultButton = useStatefulButton()
  const remove = useRemoveCard()
  const setDefault = useSetDefaultCard()
  const name = `${brandName(card)} ending in ${card.cardLastFour}`
  const failureMessage = (error: unknown) => (error as { readonly message?: string }).message ?? paymentMessages.accountGenericError
  return (
    <li className="saved-card">
      <h3>{name}</h3>
      {card.expireMonth !== undefined && card.expireYear !== undefined
        ? <p>Expires {card.expireMonth}/{card.expireYear}</p>
        : null}
      {isDefault ? <p className="saved-card-default">Default card</p> : null}
      <div className="saved-card-actions" role="group" aria-label={name}>
        <button type="button" onClick={onEdit}>Edit</button>
        <StatefulButton
          type="button"
          state={removeButton.state}
          labels={{ initial: "Remove", processing: "Removing…", success: "Removed", failed: "Not removed" }}
          onClick={() =>
            void removeButton.run(() => remove.mutateAsync(card.savedPaymentId).then(() => onChanged("Card removed"), (error: unknown) => {
              onFailed(failureMessage(error))
              throw error
            }))}
        />
        {isDefault ? null : (
          <StatefulButton
            type="button"
            state={defaultButton.state}
            labels={{ initial: "Make default", processing: "Saving…", success: "Default saved", failed: "Not saved" }}
            onClick={() =>
              void defaultButton.run(() =>
                setDefault.mutateAsync(card.savedPaymentId).then(() => onChanged("Default card saved"), (error: unknown) => {
                  onFailed(failureMessage(error))
                  throw error
                })
              )}
          />
        )}
      </div>
    </li>
  )
}

/** The page with its reload injectable (tests pass a spy). */
export const SavedCardsView = ({ reload = () => window.location.reload() }: SavedCardsPageProps) => {
  usePageTitle("Saved payment cards")
  const { settings } = useSite()
  const wallet = useWallet()
  const announcer = useAnnouncer()
  const reloadLater = useReloadLater(reload)
  const [modal, setModal] = useState<{ readonly mode: "add" | "edit"; readonly card?: SavedCard } | undefined>(undefined)
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const addButton = useRef<HTMLButtonElement | null>(null)

  const changed = (message: string) => {
    announcer.announce(message)
    reloadLater()
  }
  const closeModal = () => {
    setModal(undefined)
    addButton.current?.focus()
  }

  return (
    <section className="saved-cards" aria-labelledby="saved-cards-title">
      <h1 id="saved-cards-title">Saved payment cards</h1>
      <LiveRegion message={announcer.message} />
      {failure === undefined ? null : <p role="alert">{failure}</p>}
      <button ref={addButton} type="button" onClick={() => setModal({ mode: "add" })}>Add a card</button>
      {wallet.isPending ? <p>Loading your cards…</p> : null}
      {wallet.isError ? <p role="alert">{paymentMessages.accountGenericError}</p> : null}
      {wallet.data !== undefined && wallet.data.payments.length === 0 ? <p>You have no saved cards.</p> : null}
      {wallet.data !== undefined && wallet.data.payments.length > 0
        ? (
          <ul aria-label="Saved cards">
            {wallet.data.payments.map((card) => (
              <CardRow
                key={card.savedPaymentId}
                card={card}
                isDefault={wallet.data.defaultSavedPaymentId === card.savedPaymentId}
                onEdit={() => setModal({ mode: "edit", card })}
                onChanged={changed}
                onFailed={(message) => {
                  setFailure(message)
                  announcer.announce(message)
                }}
              />
            ))}
          </ul>
        )
        : null}
      {modal === undefined ? null : (
        <CardModal
          mode={modal.mode}
          card={modal.card}
          country={settings.country}
          onClose={closeModal}
          onSucceeded={changed}
        />
      )}
    </section>
  )
}

/** The route's page. */
export const SavedCardsPage = () => <SavedCardsView />
