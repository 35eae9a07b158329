/** The loyalty pages (loyalty-payments §2–§9). */
export { PointsHistoryPage } from "./history/PointsHistoryPage.tsx"
export { RewardsPage } from "./rewards/RewardsPage.tsx"
