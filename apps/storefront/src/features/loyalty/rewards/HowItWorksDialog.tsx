/**
 * The how-it-works modal (loyalty-payments §2). Its words are ours (the spec names the
 * modal, not its text); it names the store's reward threshold, as the page's locale writes
 * numbers.
 */
import { withThousandsIn } from "@outfitter/domain"
import { loyaltyText } from "../../../site/text/en/loyalty.ts"
import { useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"

export interface HowItWorksDialogProps {
  /** The store's reward threshold, in points. */
  readonly threshold: number
  readonly onClose: () => void
}

export const HowItWorksDialog = ({ threshold, onClose }: HowItWorksDialogProps) => {
  const { locale } = useSite()
  const text = useText(loyaltyText).howItWorks
  return (
    <AccountDialog title={text.title} onClose={onClose}>
      <div id="rewards-center__LoyaltyHowItWorks-modal">
        <ol>
          <li>{text.earn}</li>
          <li>{text.ring}</li>
          <li>{text.reward(withThousandsIn(threshold, locale))}</li>
        </ol>
      </div>
    </AccountDialog>
  )
}
