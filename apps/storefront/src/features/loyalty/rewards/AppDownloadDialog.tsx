/** The app-download modal (loyalty-payments §4): the store links that have a target. */
import { rewardLinkTarget, type RewardLinkType } from "@outfitter/domain"
import { loyaltyText } from "../../../site/text/en/loyalty.ts"
import { useText } from "../../../site/text/useText.ts"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"

export interface AppDownloadDialogProps {
  readonly links: Readonly<Partial<Record<RewardLinkType, string>>>
  readonly onClose: () => void
}

export const AppDownloadDialog = ({ links, onClose }: AppDownloadDialogProps) => {
  const text = useText(loyaltyText).appDownload
  return (
    <AccountDialog title={text.title} onClose={onClose}>
      <div id="rewards-app-download">
        {(["appStore", "googlePlay"] as const).map((type) => {
          const target = rewardLinkTarget(links, type)
          return target === undefined ? null : <p key={type}><a href={target}>{text[type]}</a></p>
        })}
      </div>
    </AccountDialog>
  )
}
