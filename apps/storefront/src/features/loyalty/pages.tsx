import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"

export const RewardsPage = () => <NotBuiltPage title="Rewards" covers="the rewards overview with onboarding" />
export const PointsHistoryPage = () => (
  <NotBuiltPage title="Points history" covers="points history and adding a past order's points" />
)
