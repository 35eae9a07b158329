/**
 * Where a card number or CVV can still be found: a deep walk over everything reachable
 * from a value (own members, enumerable or not, symbols, Map and Set entries, what a
 * `Redacted` holds, as any code with Effect can open it; getters are not called), and the
 * places a page could leave them (storage, cookies, the URL, the RegExp statics, the
 * console).
 */
import { redactedTextOf } from "@outfitter/domain"
import type { QueryClient } from "@tanstack/react-query"
import * as Redacted from "effect/Redacted"
import { getHeapSnapshot } from "node:v8"
import { vi } from "vitest"

export interface CardSecrets {
  /** The digits of the number; found with or without spaces and dashes. */
  readonly number: string
  /** Found as a string equal to it (a CVV is too short to look for inside other text). */
  readonly cvv: string
}

const leaks = (text: string, secrets: CardSecrets) => text.replace(/[\s-]/g, "").includes(secrets.number) || text.trim() === secrets.cvv

/** The paths under `root` whose string holds the number or is the CVV. */
export const findCardData = (root: unknown, secrets: CardSecrets, rootName = "root"): Array<string> => {
  const found: Array<string> = []
  const seen = new WeakSet<object>()
  const pending: Array<[unknown, string]> = [[root, rootName]]
  while (pending.length > 0) {
    const [value, path] = pending.pop()!
    if (typeof value === "string") {
      if (leaks(value, secrets)) found.push(path)
      continue
    }
    if ((typeof value !== "object" && typeof value !== "function") || value === null || seen.has(value)) continue
    seen.add(value)
    if (Redacted.isRedacted(value)) pending.push([redactedTextOf(value), `${path}<redacted>`])
    if (value instanceof Map) for (const [key, entry] of value) pending.push([key, `${path}<key>`], [entry, `${path}<${String(key)}>`])
    if (value instanceof Set) for (const entry of value) pending.push([entry, `${path}<entry>`])
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Reflect.getOwnPropertyDescriptor(value, key)
      if (descriptor !== undefined && "value" in descriptor) pending.push([descriptor.value, `${path}.${String(key)}`])
    }
  }
  return found
}

/** Every mutation and query of the client, as the caches hold them. */
export const cacheContents = (client: QueryClient) => ({
  mutations: client.getMutationCache().getAll().map((mutation) => ({
    mutation,
    state: mutation.state,
    variables: mutation.state.variables,
    error: mutation.state.error,
    options: mutation.options,
  })),
  queries: client.getQueryCache().getAll().map((query) => ({ query, state: query.state, options: query.options })),
})

const serialise = (value: unknown) => {
  const seen = new WeakSet<object>()
  return JSON.stringify(value, (_, member: unknown) => {
    if (typeof member === "object" && member !== null) {
      if (seen.has(member)) return "[seen]"
      seen.add(member)
    }
    return member
  })
}

/** The caches' mutations and queries hold neither, serialised or walked. */
export const expectCachesWithoutCardData = (client: QueryClient, secrets: CardSecrets): void => {
  const contents = cacheContents(client)
  const json = serialise(contents) ?? ""
  if (json.replace(/[\s-]/g, "").includes(secrets.number) || json.includes(`"${secrets.cvv}"`)) {
    throw new Error(`card data in the serialised caches: ${json}`)
  }
  const found = findCardData(contents, secrets, "caches")
  if (found.length > 0) throw new Error(`card data in the caches at ${found.join(", ")}`)
}

/** The RegExp statics any script can read: the last successful match's input and parts. */
export const regExpStatics = (): Readonly<Record<string, string>> => {
  const legacy = RegExp as unknown as Record<string, string>
  const names = ["input", "lastMatch", "leftContext", "rightContext", "lastParen", "$1", "$2", "$3", "$4", "$5", "$6", "$7", "$8", "$9"]
  return Object.fromEntries(names.map((name) => [name, legacy[name] ?? ""]))
}

/** Storage, cookies, the URL and the RegExp statics of the page. */
export const expectPageWithoutCardData = (secrets: CardSecrets): void => {
  const places = {
    regExp: regExpStatics(),
    localStorage: JSON.stringify({ ...localStorage }),
    sessionStorage: JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
    url: window.location.href,
    history: serialise(window.history.state) ?? "",
  }
  const found = findCardData(places, secrets, "page")
  if (found.length > 0) throw new Error(`card data in ${found.join(", ")}`)
}

/** Spies on every console method; `expectNone` checks nothing logged held card data. */
export const watchConsole = () => {
  const methods = ["log", "info", "warn", "error", "debug", "trace"] as const
  const spies = methods.map((method) => vi.spyOn(console, method))
  return {
    expectNone: (secrets: CardSecrets) => {
      const found = findCardData(spies.map((spy) => spy.mock.calls), secrets, "console")
      if (found.length > 0) throw new Error(`card data logged at ${found.join(", ")}`)
    },
  }
}

/**
 * Which of the needles a string in this process's heap contains, after a full garbage
 * collection (a V8 heap snapshot): what anything still reachable holds, including what
 * JavaScript cannot walk (closures' contexts, the frames an error's stack keeps). The
 * needles are made only after the snapshot, so the search cannot find itself.
 */
export const heapHolds = async (makeNeedles: () => ReadonlyArray<string>): Promise<Array<string>> => {
  const chunks: Array<Buffer> = []
  for await (const chunk of getHeapSnapshot()) chunks.push(chunk as Buffer)
  const snapshot = Buffer.concat(chunks).toString("utf8")
  return makeNeedles().filter((needle) => snapshot.includes(needle))
}
