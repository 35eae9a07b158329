/**
 * The orders feature's face: the order history panels, which the points history shows
 * under its banner.
 */
export { OrderHistoryPanels } from "./OrderHistory.tsx"
