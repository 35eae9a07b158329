/**
 * The one analytics stream (docs/architecture.md, "Analytics"): the spec's events are typed values
 * from the domain (the remembered-call error, FISModal:Error, the add-order and onboarding
 * events, …), published here by the pages and hooks that raise them. A host subscribes to
 * send them to its own analytics; nothing is sent anywhere by default.
 *
 * @since 0.1.0
 */

/** The shape every event value has. @category models */
export interface AnalyticsEvent {
  readonly type: string
  readonly name: string
}

/** @category models */
export type AnalyticsListener = (event: AnalyticsEvent) => void

const listeners = new Set<AnalyticsListener>()

/**
 * Publishes an event to every subscriber. A subscriber that throws does not stop the
 * others, and never reaches the page that published.
 *
 * @category actions
 */
export const publishAnalytics = (event: AnalyticsEvent): void => {
  for (const listener of Array.from(listeners)) { // a copy: a listener may unsubscribe itself
    try {
      listener(event)
    } catch {
      // a host's analytics failure must not break the page
    }
  }
}

/**
 * Subscribes to every event; returns the unsubscribe function.
 *
 * @example
 * import { subscribeAnalytics } from "@outfitter/react-hooks"
 * const stop = subscribeAnalytics((event) => console.info(event.name))
 * stop()
 * @category actions
 */
export const subscribeAnalytics = (listener: AnalyticsListener): (() => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
