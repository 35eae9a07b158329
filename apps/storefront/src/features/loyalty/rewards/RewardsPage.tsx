import { NotBuiltPage } from "../../../ui/NotBuiltPage.tsx"

export const RewardsPage = () => <NotBuiltPage title="Rewards" covers="the rewards overview with onboarding" />
