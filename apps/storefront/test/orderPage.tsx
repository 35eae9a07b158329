/** The order detail page as the account routes show it, over the fixtures, for a test. */
import { browserVisitor } from "@outfitter/react-hooks"
import { Route } from "wouter"
import { OrderDetailView } from "../src/features/orders/details/OrderDetailView.tsx"
import { AccountLayout } from "../src/features/session/AccountNavigation.tsx"
import { renderWithFixtures } from "./support.tsx"

/** Renders the order page at `path` (under /shop/:site), with the given client settings. */
export const renderOrderPage = (path: string, settings: Record<string, unknown> = {}): ReturnType<typeof renderWithFixtures> =>
  renderWithFixtures(
    <Route path="/account/orders/:orderNumber">
      <AccountLayout>
        <OrderDetailView />
      </AccountLayout>
    </Route>,
    { path, config: { visitor: browserVisitor("10051"), onUnauthorized: () => undefined, settings } },
  )
