/** The loyalty pages (loyalty-payments §2–§9). */
import { loyaltyQueryOptions, orderHistoryQueryOptions, pointsHistoryQueryOptions } from "@outfitter/react-hooks"
import { memberQueries } from "../../app/routeData.ts"
export { PointsHistoryPage } from "./history/PointsHistoryPage.tsx"
export { RewardsPage } from "./rewards/RewardsPage.tsx"

/**
 * The rewards route's data (routeData.ts): what RewardsPage asks for when loyalty is on,
 * the member info, the rewards and (with welcome offers) the promotions.
 */
export const prefetchRewards = memberQueries(({ run, settings, loyaltyCache }) =>
  !settings.loyaltyEnabled
    ? []
    : [
      loyaltyQueryOptions(run, "info", {}, loyaltyCache),
      loyaltyQueryOptions(run, "rewards", {}, loyaltyCache),
      ...(settings.welcomeOffersEnabled ? [loyaltyQueryOptions(run, "promotions", {}, loyaltyCache)] : []),
    ]
)

/** The points history route's data: the order history its banner reads and the points history. */
export const prefetchPointsHistory = memberQueries(({ run, loyaltyCache }) => [
  orderHistoryQueryOptions(run),
  pointsHistoryQueryOptions(run, loyaltyCache),
])
