/**
 * Whether this render is past the hydration of a page built ahead: false in a server
 * render and in the render that hydrates its HTML, true in every other (a page rendered
 * in the browser renders true at once). What a page shows only once it is in the browser
 * (the visitor, a route's parameter in a shell) is decided by it, so the server's HTML and
 * the hydration agree, and React renders the rest right after (useSyncExternalStore's
 * server snapshot, then its browser snapshot).
 */
import { useSyncExternalStore } from "react"

const nothingChanges = () => () => {}

export const useHydrated = (): boolean => useSyncExternalStore(nothingChanges, () => true, () => false)
