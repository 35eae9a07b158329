/**
 * A modal dialog of the account area (the change-preferred-store modal, the address and
 * billing-country modals, the rewards modals): the shared ModalDialog in the account
 * area's width.
 */
import type { ReactNode } from "react"
import { ModalDialog, sharedModalClassNames } from "./ModalDialog.tsx"
import "./account.css"

export interface AccountDialogProps {
  readonly title: string
  readonly onClose: () => void
  readonly children?: ReactNode
}

const classNames = sharedModalClassNames("account-dialog")

export const AccountDialog = ({ title, onClose, children }: AccountDialogProps) => (
  <ModalDialog title={title} onClose={onClose} classNames={classNames}>
    {children}
  </ModalDialog>
)
