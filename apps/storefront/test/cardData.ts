/**
 * Where a typed card number or CVV could outlive the card modal: the React tree's state
 * and props (the modal's included, while it is mounted), TanStack Query's caches, the
 * DOM, storage, cookies, the URL and the console.
 */
import type { QueryClient } from "@tanstack/react-query"
import { vi } from "vitest"

export interface CardSecrets {
  /** The digits; found with or without the spaces the modal groups them with. */
  readonly number: string
  /** Found as a whole string (too short to look for inside other text). */
  readonly cvv: string
}

const holds = (text: string, secrets: CardSecrets) => text.replace(/[\s-]/g, "").includes(secrets.number) || text.trim() === secrets.cvv

const isFiber = (value: object) => "memoizedState" in value && "stateNode" in value && "return" in value

/**
 * Every string reachable from `root` through own members (enumerable or not, symbols
 * too; getters are not called), Map and Set entries, that holds the number or is the
 * CVV. DOM nodes and fibers are not entered: the tree is walked fiber by fiber.
 */
const pathsHolding = (root: unknown, secrets: CardSecrets, name: string, seen: WeakSet<object>): Array<string> => {
  const stack: Array<readonly [unknown, string]> = [[root, name]]
  const paths: Array<string> = []
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [value, path] = next
    if (typeof value === "string" && holds(value, secrets)) paths.push(path)
    if ((typeof value === "object" || typeof value === "function") && value !== null && !seen.has(value)) {
      seen.add(value)
      if (value instanceof Node || value === window || isFiber(value)) continue
      const entries = value instanceof Map ? [...value] : value instanceof Set ? [...value].map((entry) => [entry, entry]) : []
      entries.forEach(([key, entry], index) => stack.push([key, `${path}<${index}>`], [entry, `${path}<${index}>`]))
      for (const key of Reflect.ownKeys(value)) {
        const member = Reflect.getOwnPropertyDescriptor(value, key)
        if (member !== undefined && "value" in member) stack.push([member.value, `${path}.${String(key)}`])
      }
    }
  }
  return paths
}

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

const nameOf = (fiber: Fiber) =>
  typeof fiber.type === "function" ? fiber.type.name : typeof fiber.type === "string" ? fiber.type : "fiber"

/** The state and props of every component under the React root rendered into `container`. */
export const cardDataInTree = (container: Element, secrets: CardSecrets): Array<string> => {
  const seen = new WeakSet<object>()
  const found: Array<string> = []
  const fibers: Array<Fiber> = [rootFiberOf(container)]
  for (let fiber = fibers.pop(); fiber !== undefined; fiber = fibers.pop()) {
    found.push(...pathsHolding({ state: fiber.memoizedState, props: fiber.memoizedProps }, secrets, nameOf(fiber), seen))
    if (fiber.child !== null) fibers.push(fiber.child)
    if (fiber.sibling !== null) fibers.push(fiber.sibling)
  }
  return found
}

/** The mutation and query caches: serialised with JSON.stringify, and walked. */
export const cardDataInCaches = (client: QueryClient, secrets: CardSecrets): Array<string> => {
  const caches = {
    mutations: client.getMutationCache().getAll().map((mutation) => ({ mutation, state: mutation.state, options: mutation.options })),
    queries: client.getQueryCache().getAll().map((query) => ({ query, state: query.state, options: query.options })),
  }
  const serialised = new WeakSet<object>()
  const json = JSON.stringify(caches, (_, member: unknown) => {
    if (typeof member !== "object" || member === null) return member
    if (serialised.has(member)) return "[cycle]"
    serialised.add(member)
    return member
  })
  const inJson = json.replace(/\s/g, "").includes(secrets.number) || json.includes(`"${secrets.cvv}"`) ? ["caches (serialised)"] : []
  return [...inJson, ...pathsHolding(caches, secrets, "caches", new WeakSet())]
}

/** The document's text and every field's value, storage, cookies and the URL. */
export const cardDataInPage = (secrets: CardSecrets): Array<string> => {
  const fields = [...document.querySelectorAll("input, select, textarea")].map((field) => (field as HTMLInputElement).value)
  const places = {
    text: document.body.textContent ?? "",
    html: document.body.innerHTML,
    fields,
    localStorage: JSON.stringify({ ...localStorage }),
    sessionStorage: JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
    url: window.location.href,
  }
  return pathsHolding(places, secrets, "page", new WeakSet())
}

/** Spies on the console; `found` lists the calls that held card data. */
export const watchConsole = () => {
  const spies = (["log", "info", "warn", "error", "debug", "trace"] as const).map((method) => vi.spyOn(console, method))
  return { found: (secrets: CardSecrets) => pathsHolding(spies.map((spy) => spy.mock.calls), secrets, "console", new WeakSet()) }
}
