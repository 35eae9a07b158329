/**
 * The selected store: the selectedStore cookie, the uPref store slots and the local copy
 * of the store's details (platform §3, §4 "Saving a chosen store").
 *
 * The local copy is checked against the PhysicalStore schema before it is trusted. The
 * check is part of the hook's module, loaded with the page: an earlier version loaded it
 * after the first render, which only moved its cost behind a second round trip.
 *
 * @since 0.1.0
 */
"use client"
import {
  cookieString,
  decodeSelectedStoreCookie,
  decodeUPrefCookie,
  encodeSelectedStoreCookie,
  encodeUPrefCookie,
  localDataKeys,
  type PhysicalStore,
  readCookie,
  saveStoreToUPref,
  type SelectedStoreCookie,
  storeBrand,
  type StoreBrand,
} from "@outfitter/domain"
import { useCallback, useMemo, useSyncExternalStore } from "react"
import { type BrowserData, documentBrowserData } from "../browser/BrowserData.ts"
import { useRequestCookie } from "../browser/RequestCookies.ts"
import * as storeCodec from "./selectedStoreCodec.ts"

// BrowserData lives on the lowest floor (browser/); re-exported here for the old path
export { type BrowserData, documentBrowserData } from "../browser/BrowserData.ts"

/** @category models */
export interface SelectedStoreState {
  /** The cookie as decoded; undefined when absent or unreadable. */
  readonly cookie: SelectedStoreCookie | undefined
  /** The cached details of the selected store, when the local copy matches the cookie. */
  readonly store: PhysicalStore | undefined
  /**
   * Always false now that the check of the local copy loads with the hook; kept so code
   * that waited on it still compiles.
   */
  readonly pending: boolean
}

const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === localDataKeys.selectedStore) listener()
  }
  globalThis.addEventListener?.("storage", onStorage)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.("storage", onStorage)
  }
}

type StoreCodec = typeof storeCodec

/** No store saved: what a server render shows when the provider was given no cookies. */
const noStore: SelectedStoreState = { cookie: undefined, store: undefined, pending: false }

/**
 * The state a server render shows, and the browser's while it hydrates that HTML: the
 * selectedStore cookie of the request (the provider's `cookies`), without the details,
 * which only the browser's local storage holds. Never the last state read in the
 * browser: a part of the page hydrated after another part had read the saved store would
 * then render the store where the HTML has none.
 */
const serverSelectedStore = (raw: string | undefined): SelectedStoreState => {
  const cookie = decodeSelectedStoreCookie(raw)
  return cookie === undefined ? noStore : { cookie, store: undefined, pending: false }
}

let lastKey: string | undefined
let lastState: SelectedStoreState = noStore

/**
 * The check for the local copy. It is loaded with the hook, so this resolves at once;
 * kept for hosts that awaited it before reading the state.
 *
 * @category actions
 */
export const loadSelectedStoreCodec = (): Promise<StoreCodec | undefined> => Promise.resolve(storeCodec)

/** Stores chosen in this page, already decoded, by where they were saved. */
const chosen = new WeakMap<BrowserData, PhysicalStore>()

/**
 * Reads the current state; the same object comes back while nothing changed, as
 * useSyncExternalStore needs.
 *
 * @category getters
 */
export const readSelectedStore = (data: BrowserData = documentBrowserData): SelectedStoreState => {
  const rawCookie = readCookie(data.readCookies(), "selectedStore")
  const rawLocal = data.getItem(localDataKeys.selectedStore)
  const key = `${rawCookie ?? ""}\u0000${rawLocal ?? ""}`
  if (key === lastKey) return lastState
  const cookie = decodeSelectedStoreCookie(rawCookie)
  let store: PhysicalStore | undefined
  const justChosen = chosen.get(data)
  if (cookie?._tag === "Store" && justChosen?.storeNumber === cookie.storeId) {
    store = justChosen
  } else if (cookie?._tag === "Store" && rawLocal !== null) {
    try {
      const cached = storeCodec.decodeStore(JSON.parse(rawLocal))
      if (cached._tag === "Some" && cached.value.storeNumber === cookie.storeId) store = cached.value
    } catch {
      store = undefined
    }
  }
  lastKey = key
  lastState = { cookie, store, pending: false }
  return lastState
}

/**
 * Saves a chosen store: writes selectedStore (30 days), puts its id in the uPref slot
 * for its brand (365 days) and caches its details locally, all at once (the promise is
 * already settled; it stays for hosts that awaited it).
 *
 * @category actions
 */
export const saveSelectedStore = (
  store: PhysicalStore,
  options: { readonly pageBrand: StoreBrand; readonly isPreferred?: boolean },
  data: BrowserData = documentBrowserData,
): Promise<void> => {
  const brand = storeBrand(store)
  const cookie: SelectedStoreCookie = {
    _tag: "Store",
    storeId: store.storeNumber,
    ...(brand === undefined ? {} : { storeBrand: brand }),
    ...(store.mapLink === undefined ? {} : { mapLink: store.mapLink }),
  }
  data.writeCookie(cookieString("selectedStore", encodeSelectedStoreCookie(cookie)))
  const pref = decodeUPrefCookie(readCookie(data.readCookies(), "uPref"))
  const next = saveStoreToUPref(pref, { storeId: store.storeNumber, brand }, {
    isPreferred: options.isPreferred ?? false,
    pageBrand: options.pageBrand,
  })
  data.writeCookie(cookieString("uPref", encodeUPrefCookie(next)))
  chosen.set(data, store)
  data.setItem(localDataKeys.selectedStore, JSON.stringify(storeCodec.encodeStore(store)))
  notify()
  return Promise.resolve()
}

/**
 * The selected store and a way to choose one. `onSelected` runs after a store is saved,
 * where the old site refreshed the product page's store block or raised its
 * filters-store-selected event. On a server, and while the browser hydrates, `cookie` is
 * the request's selectedStore (the provider's `cookies`) and `store` is undefined: the
 * details are in the browser's local storage, read once the page has hydrated.
 *
 * @example
 * import { useSelectedStore } from "@outfitter/react-hooks"
 * // const { cookie, store, select } = useSelectedStore({ pageBrand: "acf" })
 * @category hooks
 */
export const useSelectedStore = (
  options: { readonly pageBrand: StoreBrand; readonly onSelected?: (store: PhysicalStore) => void; readonly data?: BrowserData },
) => {
  const data = options.data ?? documentBrowserData
  const raw = useRequestCookie("selectedStore")
  const serverState = useMemo(() => serverSelectedStore(raw), [raw])
  const state = useSyncExternalStore(subscribe, () => readSelectedStore(data), () => serverState)
  const { pageBrand, onSelected } = options
  const select = useCallback(
    (store: PhysicalStore, selectOptions: { readonly isPreferred?: boolean } = {}) => {
      void saveSelectedStore(store, { pageBrand, ...selectOptions }, data)
      onSelected?.(store)
    },
    [pageBrand, onSelected, data],
  )
  return { ...state, select }
}
