/**
 * A page in its own chunk that can be loaded ahead of its first render. `preload()`
 * starts the import (once) and resolves with the component; a page rendered before its
 * chunk has arrived suspends until it has (React's `use`), and one rendered after renders
 * at once. So the code that matches a route (main.tsx on start, the router on a visit) can
 * start the chunk before React renders anything, and a server render waits for it.
 */
import { type ComponentType, type ReactNode, use } from "react"

export interface LazyPage<P extends object> {
  (props: P): ReactNode
  /** Loads the page's chunk; the same promise every time. */
  readonly preload: () => Promise<ComponentType<P>>
}

export const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> => {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // a failed chunk (a deploy replaced it, the network dropped) is asked again next time
        pending = undefined
        throw error
      },
    ))
  const Page = (props: P) => {
    const Component = loaded ?? use(preload())
    return <Component {...props} />
  }
  return Object.assign(Page, { preload })
}
