/**
 * The switch-account modal (loyalty-payments §8): accept (initial → processing, back to
 * initial when the switch fails, announced) or decline; a switch that succeeds closes the
 * modal and reloads the page. The outcome is handled in the mutation's own options, so a
 * switch answered after the modal was closed still reloads (and a failure is announced).
 */
import { useSwitchAccount } from "@outfitter/react-hooks"
import { useState } from "react"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"
import { StatefulButton } from "../../../ui/StatefulButton.tsx"

const acceptLabels = { initial: "Accept", processing: "Switching…", success: "Switched", failed: "Not switched" } as const

export interface SwitchAccountDialogProps {
  readonly reload: () => void
  readonly announce: (message: string) => void
  readonly onClose: () => void
}

export const SwitchAccountDialog = ({ reload, announce, onClose }: SwitchAccountDialogProps) => {
  const [acceptState, setAcceptState] = useState<"initial" | "processing">("initial")
  const switchAccount = useSwitchAccount({
    onSuccess: () => {
      onClose()
      reload()
    },
    onError: (error) => {
      setAcceptState("initial")
      announce(error.message)
    },
  })
  const choose = (choice: "accept" | "decline") => {
    if (choice === "accept") setAcceptState("processing")
    switchAccount.mutate(choice)
  }
  return (
    <AccountDialog title="Switch account" onClose={onClose}>
      <div id="switchAccountModal">
        <p>Use this account for your rewards?</p>
        <StatefulButton type="button" state={acceptState} labels={acceptLabels} onClick={() => choose("accept")} />
        <button type="button" className="button" onClick={() => choose("decline")}>Decline</button>
      </div>
    </AccountDialog>
  )
}
