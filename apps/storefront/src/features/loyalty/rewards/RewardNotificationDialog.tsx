/** The new-reward notification (loyalty-payments §5): the cash value and its expiry. */
import type { RewardNotification } from "@outfitter/domain"
import { loyaltyText } from "../../../site/text/en/loyalty.ts"
import { useText } from "../../../site/text/useText.ts"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"

export interface RewardNotificationDialogProps {
  readonly notification: RewardNotification
  readonly onClose: () => void
}

export const RewardNotificationDialog = ({ notification, onClose }: RewardNotificationDialogProps) => {
  const text = useText(loyaltyText).notification
  return (
    <AccountDialog title={text.title} onClose={onClose}>
      <div id="rewards-center__RewardsNotification-modal">
        <p>{text.body(notification.value, notification.expiry)}</p>
      </div>
    </AccountDialog>
  )
}
