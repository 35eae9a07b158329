/**
 * The storefront's analytics stream (ARCHITECTURE "Analytics"): the spec's events are
 * typed values dispatched on window as `outfitter:analytics` CustomEvents; a host that
 * wants them listens. Nothing is sent anywhere.
 */
import type { FindInStoreErrorEvent, RememberedErrorEvent } from "@outfitter/domain"

export const analyticsEventName = "outfitter:analytics"

/** Every event the storefront emits. */
export type AnalyticsEvent = RememberedErrorEvent | FindInStoreErrorEvent

export const emitAnalytics = (event: AnalyticsEvent): void => {
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(analyticsEventName, { detail: event }))
}
