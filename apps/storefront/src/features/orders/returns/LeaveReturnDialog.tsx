/** Leaving the flow with items chosen asks first. */
import { ModalDialog } from "../../../ui/ModalDialog.tsx"

export const LeaveReturnDialog = ({ onLeave, onStay }: { readonly onLeave: () => void; readonly onStay: () => void }) => (
  <ModalDialog
    title="Leave your return?"
    onClose={onStay}
    classNames={{ backdrop: "modal-backdrop", dialog: "modal-dialog returns-modal", close: "modal-close" }}
  >
    <p>The items you chose won't be returned and your choices will be lost.</p>
    <div className="returns-modal-actions">
      <button type="button" className="primary" onClick={onLeave}>Leave return</button>
      <button type="button" onClick={onStay}>Keep going</button>
    </div>
  </ModalDialog>
)
