/** The app-download modal (loyalty-payments §4): the store links that have a target. */
import { rewardLinkTarget, type RewardLinkType } from "@outfitter/domain"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"

export interface AppDownloadDialogProps {
  readonly links: Readonly<Partial<Record<RewardLinkType, string>>>
  readonly onClose: () => void
}

export const AppDownloadDialog = ({ links, onClose }: AppDownloadDialogProps) => (
  <AccountDialog title="Get the app" onClose={onClose}>
    <div id="rewards-app-download">
      {(["appStore", "googlePlay"] as const).map((type) => {
        const target = rewardLinkTarget(links, type)
        return target === undefined ? null : <p key={type}><a href={target}>{type === "appStore" ? "App Store" : "Google Play"}</a></p>
      })}
    </div>
  </AccountDialog>
)
