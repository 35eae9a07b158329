/** The flow's intro (RF0): what the flow asks, and the returns and exchanges policy in a modal. */
import { type RefObject, useState } from "react"
import { ModalDialog } from "../../../ui/ModalDialog.tsx"

export const IntroStep = ({ headingRef }: { readonly headingRef: RefObject<HTMLHeadingElement | null> }) => {
  const [policyOpen, setPolicyOpen] = useState(false)
  return (
    <div className="returns-step">
      <h3 ref={headingRef} tabIndex={-1}>Return or exchange items</h3>
      <p>
        Choose the items you'd like to send back, whether each is a return or an exchange for another size or colour,
        how you'll send them, and how you'd like your refund. You'll review everything before you submit.
      </p>
      <p>Items marked final sale can't be returned or exchanged.</p>
      <p>
        <button type="button" className="link-button" onClick={() => setPolicyOpen(true)}>
          Read our returns and exchanges policy
        </button>
      </p>
      {policyOpen ? <PolicyDialog onClose={() => setPolicyOpen(false)} /> : null}
    </div>
  )
}

const PolicyDialog = ({ onClose }: { readonly onClose: () => void }) => (
  <ModalDialog
    title="Returns and exchanges policy"
    onClose={onClose}
    classNames={{ backdrop: "modal-backdrop", dialog: "modal-dialog returns-modal", close: "modal-close" }}
  >
    <p>Items can be returned or exchanged unworn and unwashed, with their tags attached.</p>
    <p>An exchange is for another size or colour of the same item. If it is no longer sold, you can still return it for a refund.</p>
    <p>Final sale items can't be returned or exchanged.</p>
    <p>
      With a prepaid return label the label's cost is taken from your refund, unless your order has free returns. If you ship
      it yourself, the cost of sending it is yours.
    </p>
    <p>Refunds go back to your original payment, or to an eGift card when you choose one.</p>
  </ModalDialog>
)
