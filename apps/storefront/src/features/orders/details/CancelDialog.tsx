/**
 * The cancel modals of the order detail page (orders-returns-help §4 "Stateful buttons",
 * §5 "Cancel order or item", §7 "Cancellation", §8, §9): cancel the order, one item, a
 * reservation or a return. Each is a labelled modal (Escape and Close dismiss it, focus
 * stays inside) with a stateful button (initial, processing, success, fail), its outcome
 * written in the modal (success as a status, a failure as an alert).
 *
 * - order and item: a reason must be chosen before the button is enabled; processing, then
 *   success (the modal shows it, closes after `cancelSuccessModalCloseMs`, then the page
 *   reloads) or fail (the cancel error message; the button is back after
 *   `cancelResetAfterFailureMs`);
 * - reservation: no reason (the domain sends CANCEL); the button spins, the success text
 *   shows `reservationSuccessTextMs` after the click (or when the answer arrives, if later)
 *   and the page reloads `reservationReloadMs` after the click;
 * - return: the button shows processing `cancelReturnProcessingDelayMs` before the call;
 *   a failure is back to initial after `cancelResetAfterFailureMs`; success goes on to the
 *   address with returnSubmitted=false (`returnCancelledAddress`).
 *
 * Every failure (after the client's 3 attempts, or an answer 'Failure') is the same
 * message. A cancel whose answer was lost is settled by the client, which reads the order
 * again: shown cancelled, it is a success; when the order cannot be read either, the modal
 * says the cancel is not confirmed (`cancelUnknownMessage`) rather than that it failed, as
 * it may have happened. The labels and texts are Outfitter's (the spec gives none), from the
 * orders section of the catalogue (`cancel`) in the page's language; the reasons are the
 * domain's, shown through the translation's domain messages.
 */
import { type ButtonState, cancelNeedsReason, cancelReasons, canCancel, cancelRequest, cancelTimeline, isOutcomeUnknown } from "@outfitter/domain"
import { useCancelOrder } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { useId, useState } from "react"
import { ordersText } from "../../../site/text/en/orders.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { ModalDialog, sharedModalClassNames } from "../../../ui/ModalDialog.tsx"
import { useTimeout } from "../../../ui/useTimeout.ts"
import { type CancelSubject, labels, targetOf, texts, titleOf } from "./cancelSubject.ts"
import { useDelay } from "./useDelay.ts"

export type { CancelSubject } from "./cancelSubject.ts"

export interface CancelDialogProps {
  readonly subject: CancelSubject
  /** The e-mail the order was looked up with. */
  readonly email: string
  readonly onClose: () => void
  /** After a successful cancel, when the modal is done: the page closes it and reloads (for a return, at the new address). */
  readonly onCancelled: () => void
}

export const CancelDialog = ({ subject, email, onClose, onCancelled }: CancelDialogProps) => {
  const cancel = useCancelOrder()
  const text = useText(ordersText).cancel
  const spec = useSpecText()
  const [reason, setReason] = useState("")
  const [state, setState] = useState<ButtonState>("initial")
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const reset = useTimeout()
  const done = useTimeout()
  const delay = useDelay()
  const reasonId = useId()
  const hintId = useId()
  const needsReason = cancelNeedsReason(subject.kind)
  const timeline = cancelTimeline(subject.kind)
  const ready = !needsReason || canCancel(reason)

  const fail = (message: string) => {
    setState("failed")
    setFailure(message)
    reset.start(() => setState("initial"), timeline.resetAfterFailureMs)
  }

  const confirm = async () => {
    if (state !== "initial" || !ready) return
    const request = cancelRequest(subject.orderNumber, email, targetOf(subject, reason))
    if (Result.isFailure(request)) return
    setFailure(undefined)
    setState("processing")
    const send = () => cancel.mutateAsync({ orderId: request.success.orderId, body: request.success.body })
    try {
      if (timeline.callAfterMs > 0) await delay(timeline.callAfterMs)
      await (timeline.successNotBeforeMs > 0 ? Promise.all([send(), delay(timeline.successNotBeforeMs)]) : send())
      setState("success")
      if (timeline.doneAfterSuccessMs > 0) done.start(onCancelled, timeline.doneAfterSuccessMs)
      else onCancelled()
    } catch (error) {
      fail(isOutcomeUnknown(error) ? text.unknown : text.error)
    }
  }

  const busy = state !== "initial"
  return (
    <ModalDialog
      title={titleOf(subject, text)}
      onClose={onClose}
      classNames={sharedModalClassNames("order-cancel-dialog")}
    >
      <form
        className="order-cancel-dialog__form"
        onSubmit={(event) => {
          event.preventDefault()
          void confirm()
        }}
      >
        {needsReason
          ? (
            <div className="order-cancel-dialog__field">
              <label htmlFor={reasonId}>{text.reason}</label>
              <select
                id={reasonId}
                value={reason}
                aria-describedby={ready ? undefined : hintId}
                onChange={(event) => setReason(event.target.value)}
              >
                <option value="">{text.chooseReason}</option>
                {cancelReasons.map((option) => <option key={option.code} value={option.code}>{spec(option.text)}</option>)}
              </select>
              {ready ? null : <p id={hintId} className="order-cancel-dialog__hint">{text.reasonHint}</p>}
            </div>
          )
          : <p>{subject.kind === "reservation" ? text.reservationNote : text.returnNote}</p>}
        <button
          type="submit"
          className={`stateful-button is-${state}`}
          disabled={!ready}
          aria-disabled={busy}
          aria-busy={state === "processing"}
          onClick={(event) => {
            if (busy) event.preventDefault()
          }}
        >
          {state === "processing" ? <span className="order-spinner" aria-hidden="true" /> : null}
          {labels(subject.kind, text)[state]}
        </button>
        <p role="alert" className="order-cancel-dialog__error">{failure ?? ""}</p>
        <p role="status" className="order-cancel-dialog__outcome">{state === "success" ? texts(text)[subject.kind].success : ""}</p>
      </form>
    </ModalDialog>
  )
}
