import { NotBuiltPage } from "../../../ui/NotBuiltPage.tsx"

export const PointsHistoryPage = () => (
  <NotBuiltPage title="Points history" covers="points history and adding a past order's points" />
)
