/**
 * The storefront's analytics stream (ARCHITECTURE "Analytics"): the spec's events are
 * typed values dispatched on window as `outfitter:analytics` CustomEvents; a host that
 * wants them listens. Nothing is sent anywhere.
 */
import type { FindInStoreErrorEvent, RememberedErrorEvent } from "@outfitter/domain"

export const analyticsEventName = "outfitter:analytics"

/**
 * The shape every event has: the domain's typed event values (RememberedErrorEvent,
 * FindInStoreErrorEvent, and each context's own) all extend it.
 */
export interface AnalyticsEventBase {
  readonly type: string
  readonly name: string
}

/** Every event the storefront emits. */
export type AnalyticsEvent = RememberedErrorEvent | FindInStoreErrorEvent | AnalyticsEventBase

export const emitAnalytics = (event: AnalyticsEvent): void => {
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(analyticsEventName, { detail: event }))
}
