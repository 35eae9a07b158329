/**
 * The card-data check of a rendered React tree (the rest of the kit is the fixtures':
 * `@outfitter/fixtures/testing`): the state and props of every component under a root,
 * walked fiber by fiber, so a test can show a page keeps a typed card only while its form
 * needs it.
 */
import { type CardSecrets, findCardData } from "@outfitter/fixtures/testing"

interface Fiber {
  readonly child: Fiber | null
  readonly sibling: Fiber | null
  readonly memoizedState: unknown
  readonly memoizedProps: unknown
  readonly type: unknown
}

const rootFiberOf = (container: Element): Fiber => {
  const key = Object.keys(container).find((name) => name.startsWith("__reactContainer$"))
  if (key === undefined) throw new Error("not a React root container")
  return (container as unknown as Record<string, Fiber>)[key]!
}

const nameOf = (fiber: Fiber) => (typeof fiber.type === "function" ? fiber.type.name : typeof fiber.type === "string" ? fiber.type : "fiber")

/** The paths in the state and props of every component under the React root rendered into `container` that hold the card. */
export const cardDataInTree = (container: Element, secrets: CardSecrets): Array<string> => {
  const seen = new WeakSet<object>()
  const found: Array<string> = []
  const fibers: Array<Fiber> = [rootFiberOf(container)]
  for (let fiber = fibers.pop(); fiber !== undefined; fiber = fibers.pop()) {
    found.push(...findCardData({ state: fiber.memoizedState, props: fiber.memoizedProps }, secrets, nameOf(fiber), seen))
    if (fiber.child !== null) fibers.push(fiber.child)
    if (fiber.sibling !== null) fibers.push(fiber.sibling)
  }
  return found
}
