/**
 * The switch-account modal (loyalty-payments §8): accept (initial → processing, back to
 * initial when the switch fails, announced) or decline; a switch that succeeds closes the
 * modal and reloads the page. The outcome is handled in the mutation's own options, so a
 * switch answered after the modal was closed still reloads (and a failure is announced).
 */
import { useSwitchAccount } from "@outfitter/react-hooks"
import { useState } from "react"
import { loyaltyText } from "../../../site/text/en/loyalty.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"
import { StatefulButton } from "../../../ui/StatefulButton.tsx"

export interface SwitchAccountDialogProps {
  readonly reload: () => void
  readonly announce: (message: string) => void
  readonly onClose: () => void
}

export const SwitchAccountDialog = ({ reload, announce, onClose }: SwitchAccountDialogProps) => {
  const text = useText(loyaltyText).switchAccount
  const spec = useSpecText()
  const [acceptState, setAcceptState] = useState<"initial" | "processing">("initial")
  const switchAccount = useSwitchAccount({
    onSuccess: () => {
      onClose()
      reload()
    },
    onError: (error) => {
      setAcceptState("initial")
      announce(spec(error.message))
    },
  })
  const choose = (choice: "accept" | "decline") => {
    if (choice === "accept") setAcceptState("processing")
    switchAccount.mutate(choice)
  }
  return (
    <AccountDialog title={text.title} onClose={onClose}>
      <div id="switchAccountModal">
        <p>{text.question}</p>
        <StatefulButton type="button" state={acceptState} labels={text.accept} onClick={() => choose("accept")} />
        <button type="button" className="button" onClick={() => choose("decline")}>{text.decline}</button>
      </div>
    </AccountDialog>
  )
}
