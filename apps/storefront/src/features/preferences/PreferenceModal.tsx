/**
 * A modal dialog for the country and language selections (the shared ModalDialog). When
 * the change fails the body is replaced with the generic error (platform §4, §8).
 */
import type { ReactNode } from "react"
import { accountText } from "../../site/text/en/account.ts"
import { useText } from "../../site/text/useText.ts"
import { ModalDialog, sharedModalClassNames } from "../../ui/ModalDialog.tsx"

export interface PreferenceModalProps {
  readonly title: string
  readonly onClose: () => void
  readonly failed?: boolean
  readonly children?: ReactNode
}

const classNames = sharedModalClassNames("preference-modal")

export const PreferenceModal = ({ title, onClose, failed = false, children }: PreferenceModalProps) => {
  const genericErrorText = useText(accountText).preferences.error
  return (
    <ModalDialog title={failed ? genericErrorText.heading : title} onClose={onClose} classNames={classNames}>
      {failed
        ? (
          <div className="preference-error" role="alert">
            <p>{genericErrorText.primary}</p>
            <p>{genericErrorText.secondary}</p>
          </div>
        )
        : children}
    </ModalDialog>
  )
}
