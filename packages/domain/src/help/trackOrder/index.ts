/**
 * Track order: the help page's order-number and e-mail form and its start-return hand-off.
 *
 * @since 0.6.0
 */
export * from "./TrackOrder.ts"
