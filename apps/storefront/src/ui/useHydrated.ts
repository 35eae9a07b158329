/**
 * Whether the component calling it is hydrated: false in the HTML built ahead and in the
 * render that hydrates it, true once React has it (and at once in a render in the browser).
 * React's own way to tell the server's render from the browser's: the server snapshot is
 * the HTML's, and React renders again with the browser's right after hydrating.
 */
import { useSyncExternalStore } from "react"

const subscribe = () => () => undefined

export const useHydrated = (): boolean => useSyncExternalStore(subscribe, () => true, () => false)
