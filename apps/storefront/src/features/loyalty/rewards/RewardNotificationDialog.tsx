/** The new-reward notification (loyalty-payments §5): the cash value and its expiry. */
import type { RewardNotification } from "@outfitter/domain"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"

export interface RewardNotificationDialogProps {
  readonly notification: RewardNotification
  readonly onClose: () => void
}

export const RewardNotificationDialog = ({ notification, onClose }: RewardNotificationDialogProps) => (
  <AccountDialog title="You have a new reward" onClose={onClose}>
    <div id="rewards-center__RewardsNotification-modal">
      <p>{notification.value} in rewards, expires {notification.expiry}</p>
    </div>
  </AccountDialog>
)
