/**
 * The my-ID modal (loyalty-payments §4): the member's barcode and add to wallet, which
 * posts the pass with the Apple token and then submits the wallet form (`userInfoToken`
 * to the target the wallet client answers with).
 */
import { useWalletPass } from "@outfitter/react-hooks"
import { useEffect, useRef } from "react"
import { loyaltyText } from "../../../site/text/en/loyalty.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"

export interface MyIdDialogProps {
  /** The member's barcode, a base64 PNG. */
  readonly barcode: string | undefined
  /** The wallet pass credential; never shown or logged. */
  readonly appleToken: string | undefined
  readonly announce: (message: string) => void
  readonly onClose: () => void
}

export const MyIdDialog = ({ barcode, appleToken, announce, onClose }: MyIdDialogProps) => {
  const text = useText(loyaltyText).myId
  const spec = useSpecText()
  const wallet = useWalletPass({ onError: (error) => announce(spec(error.message)) })
  const walletForm = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (wallet.data !== undefined) walletForm.current?.submit()
  }, [wallet.data])
  return (
    <AccountDialog title={text.title} onClose={onClose}>
      <div id="rewards-my-id">
        {barcode === undefined ? <p>{text.unavailable}</p> : (
          <img className="rewards-barcode" src={`data:image/png;base64,${barcode}`} alt={text.barcode} />
        )}
        <button type="button" className="button" onClick={() => wallet.mutate(appleToken)}>{text.addToWallet}</button>
        {wallet.isError && <p className="rewards-error" role="alert">{spec(wallet.error.message)}</p>}
        <form ref={walletForm} method="post" action={wallet.data?.action} hidden>
          <input type="hidden" name="userInfoToken" value={wallet.data?.userInfoToken ?? ""} />
        </form>
      </div>
    </AccountDialog>
  )
}
