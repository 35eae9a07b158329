import { decodeUPrefCookie, readCookie } from "@outfitter/domain"
import {
  type BrowserData,
  loadSelectedStoreCodec,
  readSelectedStore,
  storeSearchKey,
  useSelectedStore,
  useStore,
  useStoreSearch,
} from "@outfitter/react-hooks"
import { act, renderHook, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { hydrateOver, physicalStore, renderHookWithOutfitter } from "./support/outfitter.ts"


/** A cookie jar and local storage that behave like the browser's, in memory. */
const memoryBrowserData = (): BrowserData & { cookies: Map<string, string>; items: Map<string, string> } => {
  const cookies = new Map<string, string>()
  const items = new Map<string, string>()
  return {
    cookies,
    items,
    readCookies: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    writeCookie: (cookie) => {
      const [pair] = cookie.split(";")
      const index = pair!.indexOf("=")
      cookies.set(pair!.slice(0, index), pair!.slice(index + 1))
    },
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  }
}

describe("useStoreSearch", () => {
  it("waits without input, then returns the stores and the radius used", async () => {
    const { result, rerender } = renderHookWithOutfitter(
      ({ input }: { input: Parameters<typeof useStoreSearch>[0] }) => useStoreSearch(input),
      { initialProps: { input: undefined as Parameters<typeof useStoreSearch>[0] } },
    )
    expect(result.current.fetchStatus).toBe("idle")
    rerender({ input: { latitude: 39.9612, longitude: -82.9988, radius: 900, radiusUOM: "SMI" } })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.radius).toBe(500)
    expect(result.current.data?.physicalStores.length).toBeGreaterThan(0)
  })

  it("surfaces the domain's InvalidParams as the query error", async () => {
    const { result } = renderHookWithOutfitter(() => useStoreSearch({ latitude: 1, longitude: 2, maxItems: "lots" }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?._tag).toBe("InvalidParams")
    expect(result.current.error?.message).toBe("maxItems must be a number")
  })

  it("keys a search by the clamped query, so equivalent inputs share a cache entry", () => {
    expect(storeSearchKey({ latitude: 1, longitude: 2, radius: 900, radiusUOM: "SMI" }))
      .toEqual(storeSearchKey({ latitude: "1", longitude: "2", radius: 501, radiusUOM: "smi" }))
  })
})

describe("useStore", () => {
  it("looks one store up, and reports NotFound for an unknown id", async () => {
    const found = renderHookWithOutfitter(() => useStore("10001"))
    await waitFor(() => expect(found.result.current.isSuccess).toBe(true))
    expect(found.result.current.data?.storeNumber).toBe("10001")
    const missing = renderHookWithOutfitter(() => useStore(98765))
    await waitFor(() => expect(missing.result.current.isError).toBe(true))
    expect(missing.result.current.error?._tag).toBe("NotFound")
  })
})

const store = (storeNumber: string, brand: string) => physicalStore(storeNumber, brand)

describe("useSelectedStore", () => {
  it("serves the local copy on the first render: its check loads with the hook, never pending", () => {
    const data = memoryBrowserData()
    data.cookies.set("selectedStore", "10042")
    data.items.set("selectedStore", JSON.stringify(store("10042", "ACF")))
    const { result } = renderHook(() => useSelectedStore({ pageBrand: "acf", data }))
    expect(result.current.pending).toBe(false)
    expect(result.current.store?.name).toBe("Store 10042")
  })

  it("does not serve a local copy of another store than the cookie names, nor an unreadable one", () => {
    const other = memoryBrowserData()
    other.cookies.set("selectedStore", "10042")
    other.items.set("selectedStore", JSON.stringify(store("10001", "ACF")))
    expect(renderHook(() => useSelectedStore({ pageBrand: "acf", data: other })).result.current.store).toBeUndefined()
    const broken = memoryBrowserData()
    broken.cookies.set("selectedStore", "10042")
    broken.items.set("selectedStore", "{not json")
    expect(renderHook(() => useSelectedStore({ pageBrand: "acf", data: broken })).result.current.store).toBeUndefined()
  })

  it("writes selectedStore and the uPref slot for the store's brand, and caches the details", async () => {
    const data = memoryBrowserData()
    const { result } = renderHook(() => useSelectedStore({ pageBrand: "acf", data }))
    expect(result.current.cookie).toBeUndefined()
    act(() => result.current.select(store("10042", "ACF")))
    expect(result.current.cookie).toEqual({ _tag: "Store", storeId: "10042", storeBrand: "acf" })
    expect(result.current.store?.name).toBe("Store 10042")
    expect(decodeUPrefCookie(readCookie(data.readCookies(), "uPref"))).toEqual({ psid: "10042" })
    act(() => result.current.select(store("10077", "KID")))
    expect(decodeUPrefCookie(readCookie(data.readCookies(), "uPref"))).toEqual({ psid: "10042", ssid: "10077" })
    await waitFor(() => expect(JSON.parse(data.items.get("selectedStore") ?? "{}").storeNumber).toBe("10077"))
  })

  it("keeps a filled slot when the store comes from the profile", () => {
    const data = memoryBrowserData()
    const { result } = renderHook(() => useSelectedStore({ pageBrand: "acf", data }))
    act(() => result.current.select(store("10042", "ACF")))
    act(() => result.current.select(store("10050", "HOL"), { isPreferred: true }))
    expect(decodeUPrefCookie(readCookie(data.readCookies(), "uPref")).psid).toBe("10042")
    expect(result.current.cookie?._tag === "Store" && result.current.cookie.storeId).toBe("10050")
  })

  it("hydrates HTML rendered with no store saved, though the page read the saved store first, then shows it", async () => {
    const data = memoryBrowserData()
    data.cookies.set("selectedStore", "10042")
    data.items.set("selectedStore", JSON.stringify(store("10042", "ACF")))
    const StoreName = () => <p>{useSelectedStore({ pageBrand: "acf", data }).store?.name ?? "no store"}</p>
    // a part of the page hydrated earlier (the header) has read the saved store
    expect(readSelectedStore(data).store?.name).toBe("Store 10042")
    // the server's HTML: a server has no cookies and no local storage, so no store
    const { container, mismatches } = hydrateOver("<p>no store</p>", <StoreName />)
    await waitFor(() => expect(container.textContent).toBe("Store 10042"))
    expect(mismatches).toEqual([])
  })

  it("ignores a local copy that belongs to another store, and an unreadable cookie", async () => {
    await loadSelectedStoreCodec()
    const data = memoryBrowserData()
    data.cookies.set("selectedStore", "10001")
    data.items.set("selectedStore", JSON.stringify(store("10002", "ACF")))
    expect(readSelectedStore(data)).toEqual({ cookie: { _tag: "Store", storeId: "10001" }, store: undefined, pending: false })
    data.cookies.set("selectedStore", "%7Bnot-json")
    expect(readSelectedStore(data).cookie).toBeUndefined()
  })
})
