/** The flow's intro (RF0): what the flow asks, and the returns and exchanges policy in a modal. */
import { type RefObject, useState } from "react"
import { returnsText } from "../../../site/text/en/returns.ts"
import { useText } from "../../../site/text/useText.ts"
import { ModalDialog, sharedModalClassNames } from "../../../ui/ModalDialog.tsx"

export const IntroStep = ({ headingRef }: { readonly headingRef: RefObject<HTMLHeadingElement | null> }) => {
  const text = useText(returnsText).intro
  const [policyOpen, setPolicyOpen] = useState(false)
  return (
    <div className="returns-step">
      <h3 ref={headingRef} tabIndex={-1}>{text.heading}</h3>
      <p>{text.body}</p>
      <p>{text.finalSale}</p>
      <p>
        <button type="button" className="link-button" onClick={() => setPolicyOpen(true)}>
          {text.policyLink}
        </button>
      </p>
      {policyOpen ? <PolicyDialog onClose={() => setPolicyOpen(false)} /> : null}
    </div>
  )
}

const PolicyDialog = ({ onClose }: { readonly onClose: () => void }) => {
  const text = useText(returnsText).policy
  return (
    <ModalDialog
      title={text.title}
      onClose={onClose}
      classNames={sharedModalClassNames("returns-modal")}
    >
      <p>{text.condition}</p>
      <p>{text.exchange}</p>
      <p>{text.finalSale}</p>
      <p>{text.shipping}</p>
      <p>{text.refunds}</p>
    </ModalDialog>
  )
}
