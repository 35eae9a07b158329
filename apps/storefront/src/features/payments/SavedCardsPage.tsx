/**
 * Saved payments page (platform §2, §4): the saved cards with edit, remove and make-default,
 * and the add/edit card modal. Every change runs behind the domain's stateful button
 * (processing at least 1.5 s, success 1 s, failed back to initial after 3 s); the page then
 * reloads, at the time the domain says (paymentReloadAfterButtonMs): 3 s after success
 * appeared for an add, an update or a removal, straight after the success display for
 * make default. A 401 or 403 reloads 3 s later through the provider's handler.
 *
 * The card rules are the domain's: how a card is shown (savedCardView), the country the
 * card rules read (cardCountryFor: the ship-to country, else the site's).
 */
import { cardCountryFor, type PaymentChange, paymentMessages, paymentReloadAfterButtonMs, type SavedCard, savedCardView } from "@outfitter/domain"
import { useRemoveCard, useSetDefaultCard, useStatefulButton, useStoreSettings, useUPref, useWallet } from "@outfitter/react-hooks"
import { useRef, useState } from "react"
import { paymentsText } from "../../site/text/en/payments.ts"
import { useSpecText, useText } from "../../site/text/useText.ts"
import { useSite } from "../../site/useSite.ts"
import { LiveRegion, useAnnouncer } from "../../ui/LiveRegion.tsx"
import { StatefulButton } from "../../ui/StatefulButton.tsx"
import { usePageTitle } from "../../ui/usePageTitle.ts"
import { useTimeout } from "../../ui/useTimeout.ts"
import { CardModal } from "./CardModal.tsx"
import "./payments.css"

export interface SavedCardsPageProps {
  /** What a successful change does when its time comes; the browser reload by default. */
  readonly reload?: () => void
}

const failureMessage = (error: unknown) => {
  const message = (error as { readonly message?: unknown } | undefined)?.message
  return typeof message === "string" && message !== "" ? message : paymentMessages.accountGenericError
}

interface CardRowProps {
  readonly card: SavedCard
  readonly isDefault: boolean
  readonly onEdit: () => void
  readonly onChanged: (change: PaymentChange) => void
  readonly onFailed: (message: string) => void
}

const CardRow = ({ card, isDefault, onEdit, onChanged, onFailed }: CardRowProps) => {
  const { cardBrandPatterns } = useStoreSettings()
  const text = useText(paymentsText).savedCards
  const spec = useSpecText()
  const removeButton = useStatefulButton()
  const defaultButton = useStatefulButton()
  const remove = useRemoveCard()
  const setDefault = useSetDefaultCard()
  const view = savedCardView(card, cardBrandPatterns)
  const change = async (kind: PaymentChange, button: typeof removeButton, action: () => Promise<void>) => {
    const outcome = await button.run(() =>
      action().catch((error: unknown) => {
        // shown with the failed state, not 3 s later when the button is back
        onFailed(failureMessage(error))
        throw error
      })
    )
    if (outcome.ok) onChanged(kind)
  }
  return (
    <li className="saved-card">
      <h3>{spec(view.title)}</h3>
      {view.expires === undefined ? null : <p>{text.expires(view.expires)}</p>}
      {isDefault ? <p className="saved-card-default">{text.defaultCard}</p> : null}
      <div className="saved-card-actions" role="group" aria-label={spec(view.title)}>
        <button type="button" className="button" onClick={onEdit}>{text.edit}</button>
        <StatefulButton
          type="button"
          state={removeButton.state}
          labels={text.remove}
          onClick={() => void change("remove", removeButton, () => remove.mutateAsync(card.savedPaymentId))}
        />
        {/* a default card has no make-default button, except while its own is still showing its states */}
        {isDefault && defaultButton.state === "initial" ? null : (
          <StatefulButton
            type="button"
            state={defaultButton.state}
            labels={text.makeDefault}
            onClick={() => void change("setDefault", defaultButton, () => setDefault.mutateAsync(card.savedPaymentId))}
          />
        )}
      </div>
    </li>
  )
}

/** The page with its reload injectable (tests pass a spy). */
export const SavedCardsView = ({ reload = () => window.location.reload() }: SavedCardsPageProps) => {
  const text = useText(paymentsText).savedCards
  const spec = useSpecText()
  usePageTitle(text.title)
  const { settings } = useSite()
  const { pref } = useUPref()
  const wallet = useWallet()
  const announcer = useAnnouncer()
  const reloadTimer = useTimeout()
  const [modal, setModal] = useState<{ readonly mode: "add" | "edit"; readonly card?: SavedCard } | undefined>(undefined)
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const addButton = useRef<HTMLButtonElement | null>(null)

  const changed = (change: PaymentChange) => {
    announcer.announce(text.changed[change])
    const delay = paymentReloadAfterButtonMs(change)
    if (delay > 0) reloadTimer.start(reload, delay)
    else reload()
  }
  const closeModal = () => {
    setModal(undefined)
    addButton.current?.focus()
  }

  return (
    <section className="saved-cards" aria-labelledby="saved-cards-title">
      <h1 id="saved-cards-title">{text.title}</h1>
      <LiveRegion message={announcer.message} />
      {failure === undefined ? null : <p role="alert">{failure}</p>}
      <button ref={addButton} type="button" className="button" onClick={() => setModal({ mode: "add" })}>{text.addCard}</button>
      {wallet.isPending ? <p>{text.loading}</p> : null}
      {wallet.isError ? <p role="alert">{spec(paymentMessages.accountGenericError)}</p> : null}
      {wallet.data !== undefined && wallet.data.payments.length === 0 ? <p>{text.none}</p> : null}
      {wallet.data !== undefined && wallet.data.payments.length > 0
        ? (
          <ul aria-label={text.list}>
            {wallet.data.payments.map((card) => (
              <CardRow
                key={card.savedPaymentId}
                card={card}
                isDefault={wallet.data.defaultSavedPaymentId === card.savedPaymentId}
                onEdit={() => setModal({ mode: "edit", card })}
                onChanged={changed}
                onFailed={(message) => {
                  setFailure(spec(message))
                  announcer.announce(spec(message))
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
          country={cardCountryFor(pref.shipTo, settings.country)}
          onClose={closeModal}
          onSucceeded={changed}
        />
      )}
    </section>
  )
}

/** The route's page. */
export const SavedCardsPage = () => <SavedCardsView />
