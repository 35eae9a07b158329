import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"

export const AccountOverviewPage = () => (
  <NotBuiltPage title="My account" covers="the account overview and the change-preferred-store modal" />
)
