/**
 * The how-it-works modal (loyalty-payments §2). Its words are ours (the spec names the
 * modal, not its text); it names the store's reward threshold.
 */
import { withThousands } from "@outfitter/domain"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"

export interface HowItWorksDialogProps {
  /** The store's reward threshold, in points. */
  readonly threshold: number
  readonly onClose: () => void
}

export const HowItWorksDialog = ({ threshold, onClose }: HowItWorksDialogProps) => (
  <AccountDialog title="How rewards work" onClose={onClose}>
    <div id="rewards-center__LoyaltyHowItWorks-modal">
      <ol>
        <li>Earn points on every purchase, online and in store. Add a past order's points from your points history.</li>
        <li>Watch the ring fill up as your points grow.</li>
        <li>At {withThousands(threshold)} points you earn a reward, which shows under My rewards.</li>
      </ol>
    </div>
  </AccountDialog>
)
