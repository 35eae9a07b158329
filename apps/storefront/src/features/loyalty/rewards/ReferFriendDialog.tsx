/**
 * The refer-a-friend modal (loyalty-payments §4): the referral link with a copy button
 * (announced, and the link selected when the copy fails), or its error variant when there
 * is no link; a missing link once the points have loaded is reported to analytics.
 */
import { rewardsAnalytics } from "@outfitter/domain"
import { useCopyButton } from "@outfitter/react-hooks"
import { useEffect, useRef } from "react"
import { loyaltyText } from "../../../site/text/en/loyalty.ts"
import { useText } from "../../../site/text/useText.ts"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"
import { emitAnalytics } from "../../../ui/analytics.ts"
import { StatefulButton } from "../../../ui/StatefulButton.tsx"

export interface ReferFriendDialogProps {
  /** The member's referral link; undefined when there is no code or no referral target. */
  readonly referral: string | undefined
  /** Whether the points (which carry the referral code) have been fetched. */
  readonly fetched: boolean
  readonly announce: (message: string) => void
  readonly onClose: () => void
}

export const ReferFriendDialog = ({ referral, fetched, announce, onClose }: ReferFriendDialogProps) => {
  const text = useText(loyaltyText).referFriend
  const copyButton = useCopyButton()
  const linkField = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (referral === undefined && fetched) emitAnalytics(rewardsAnalytics.referralFailed)
  }, [referral, fetched])
  useEffect(() => {
    if (copyButton.state === "failed") linkField.current?.select()
    if (copyButton.state === "success") announce(text.copied)
    if (copyButton.state === "failed") announce(text.copyFailed)
  }, [copyButton.state, announce, text])
  const copy = () =>
    copyButton.copy(async () => {
      if (referral === undefined || navigator.clipboard === undefined) return false
      await navigator.clipboard.writeText(referral)
      return true
    })
  return (
    <AccountDialog title={text.title} onClose={onClose}>
      {referral === undefined ? (
        <div className="referfriend-modal-container--error"><p>{text.unavailable}</p></div>
      ) : (
        <div className="referfriend-modal-container">
          <label htmlFor="rewards-referral-link">{text.linkLabel}</label>
          <input id="rewards-referral-link" ref={linkField} readOnly value={referral} />
          <StatefulButton type="button" state={copyButton.state} labels={text.copy} onClick={copy} />
        </div>
      )}
    </AccountDialog>
  )
}
