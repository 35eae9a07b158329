/**
 * The selected store: the selectedStore cookie, the uPref store slots and the local copy
 * of the store's details (platform §3, §4 "Saving a chosen store").
 *
 * The local copy is checked against the PhysicalStore schema before it is trusted. That
 * check is loaded after the first render (see `loadSelectedStoreCodec`); until it arrives
 * the state says `pending`, so a page waits rather than looking the store up again.
 *
 * @since 0.1.0
 */
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
import { useCallback, useSyncExternalStore } from "react"
import { type BrowserData, documentBrowserData } from "../browser/BrowserData.ts"

// BrowserData lives on the lowest floor (browser/); re-exported here for the old path
export { type BrowserData, documentBrowserData } from "../browser/BrowserData.ts"

/** @category models */
export interface SelectedStoreState {
  /** The cookie as decoded; undefined when absent or unreadable. */
  readonly cookie: SelectedStoreCookie | undefined
  /** The cached details of the selected store, when the local copy matches the cookie. */
  readonly store: PhysicalStore | undefined
  /** True while the local copy is waiting for its check to load; `store` is then undefined. */
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

type StoreCodec = typeof import("./selectedStoreCodec.ts")

let codec: StoreCodec | undefined
let codecFailed = false
let codecLoad: Promise<StoreCodec | undefined> | undefined

let lastKey: string | undefined
let lastState: SelectedStoreState = { cookie: undefined, store: undefined, pending: false }

/**
 * Loads the check for the local copy; every reader is notified when it arrives. If it
 * cannot be loaded the local copy is not used, and pages look the store up by its id.
 *
 * @category actions
 */
export const loadSelectedStoreCodec = (): Promise<StoreCodec | undefined> =>
  codecLoad ??= import("./selectedStoreCodec.ts").then(
    (loaded) => {
      codec = loaded
      return loaded
    },
    () => {
      codecFailed = true
      return undefined
    },
  ).finally(() => {
    lastKey = undefined
    notify()
  })

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
  let pending = false
  const justChosen = chosen.get(data)
  if (cookie?._tag === "Store" && justChosen?.storeNumber === cookie.storeId) {
    store = justChosen
  } else if (cookie?._tag === "Store" && rawLocal !== null && !codecFailed) {
    if (codec === undefined) {
      pending = true
      void loadSelectedStoreCodec()
    } else {
      try {
        const cached = codec.decodeStore(JSON.parse(rawLocal))
        if (cached._tag === "Some" && cached.value.storeNumber === cookie.storeId) store = cached.value
      } catch {
        store = undefined
      }
    }
  }
  lastKey = key
  lastState = { cookie, store, pending }
  return lastState
}

/**
 * Saves a chosen store: writes selectedStore (30 days), puts its id in the uPref slot
 * for its brand (365 days) and caches its details locally. The cookies are written at
 * once; the local copy as soon as its encoder is loaded (the returned promise).
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
  notify()
  return loadSelectedStoreCodec().then((loaded) => {
    if (loaded !== undefined) data.setItem(localDataKeys.selectedStore, JSON.stringify(loaded.encodeStore(store)))
  })
}

/**
 * The selected store and a way to choose one. `onSelected` runs after a store is saved,
 * where the old site refreshed the product page's store block or raised its
 * filters-store-selected event.
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
  const state = useSyncExternalStore(subscribe, () => readSelectedStore(data), () => lastState)
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
