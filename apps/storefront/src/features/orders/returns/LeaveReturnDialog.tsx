/** Leaving the flow with items chosen asks first. */
import { returnsText } from "../../../site/text/en/returns.ts"
import { useText } from "../../../site/text/useText.ts"
import { ModalDialog, sharedModalClassNames } from "../../../ui/ModalDialog.tsx"

export const LeaveReturnDialog = ({ onLeave, onStay }: { readonly onLeave: () => void; readonly onStay: () => void }) => {
  const text = useText(returnsText).leave
  return (
    <ModalDialog
      title={text.title}
      onClose={onStay}
      classNames={sharedModalClassNames("returns-modal")}
    >
      <p>{text.body}</p>
      <div className="returns-modal-actions">
        <button type="button" className="primary" onClick={onLeave}>{text.leave}</button>
        <button type="button" onClick={onStay}>{text.stay}</button>
      </div>
    </ModalDialog>
  )
}
