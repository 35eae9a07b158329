/**
 * The flow's buttons: Back (on the steps), Continue or, on the review, Submit, and Cancel
 * return. Continue stays focusable while nothing is selected (marked disabled) so a press
 * says why.
 */
import { type ButtonState, canContinue, canSubmit, isReturnsStepView, type ReturnsAction, type ReturnsFlow, returnsRefusalMessages } from "@outfitter/domain"
import { returnsText } from "../../../site/text/en/returns.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"

export const ReturnsActions = ({ flow, dispatch, submitState, onBack, onSubmit, onCancel }: {
  readonly flow: ReturnsFlow
  readonly dispatch: (action: ReturnsAction) => void
  readonly submitState: ButtonState
  /** Back one step (through the browser's history when it can). */
  readonly onBack: () => void
  readonly onSubmit: () => void
  readonly onCancel: () => void
}) => {
  const text = useText(returnsText).actions
  const spec = useSpecText()
  const busy = flow.phase._tag !== "ready"
  const continueEnabled = canContinue(flow)
  return (
    <div className="returns-actions">
      {isReturnsStepView(flow.view) ? (
        <button type="button" aria-disabled={busy} onClick={() => !busy && onBack()}>
          {text.back}
        </button>
      ) : null}
      {flow.view === "RF4" ? (
        <button
          type="button"
          className={`primary stateful-button is-${submitState}`}
          aria-disabled={submitState !== "initial" || !canSubmit(flow)}
          aria-busy={submitState === "processing"}
          onClick={onSubmit}
        >
          {text.submit[submitState]}
        </button>
      ) : (
        <button
          type="button"
          className="primary"
          aria-disabled={!continueEnabled}
          aria-describedby={continueEnabled ? undefined : "returns-continue-hint"}
          onClick={() => dispatch({ _tag: "Continue" })}
        >
          {text.continue}
        </button>
      )}
      <button type="button" className="link-button" aria-disabled={busy} onClick={() => !busy && onCancel()}>
        {text.cancel}
      </button>
      {continueEnabled || flow.view === "RF0" || flow.view === "RF4"
        ? null
        : <p id="returns-continue-hint" className="muted">{spec(returnsRefusalMessages.NothingSelected)}</p>}
    </div>
  )
}
