/**
 * The storefront's side of the analytics stream (docs/architecture.md, "Analytics"): pages publish
 * the domain's typed event values through `emitAnalytics`, which is the hooks package's
 * `publishAnalytics`. As a host, the reference storefront forwards every event to window
 * as an `outfitter:analytics` CustomEvent, so a page script or a test can listen. Nothing
 * is sent anywhere.
 */
import { type AnalyticsEvent, publishAnalytics, subscribeAnalytics } from "@outfitter/react-hooks"

export type { AnalyticsEvent }

export const analyticsEventName = "outfitter:analytics"

export const emitAnalytics = (event: AnalyticsEvent): void => publishAnalytics(event)

if (typeof window !== "undefined") {
  subscribeAnalytics((event) => window.dispatchEvent(new CustomEvent(analyticsEventName, { detail: event })))
}
