import { encodeUPrefCookie } from "@outfitter/domain"
import {
  type BrowserData,
  preferenceOptionsKey,
  readUPref,
  useChangeLanguageCurrency,
  useChangePreference,
  usePreferenceOptions,
  useStatefulButton,
  useUPref,
  writeLanguageFix,
} from "@outfitter/react-hooks"
import { act, renderHook, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { hydrateOver, renderHookWithOutfitter } from "./support/outfitter.ts"


const memoryCookies = (): BrowserData & { cookies: Map<string, string>; written: Array<string> } => {
  const cookies = new Map<string, string>()
  const written: Array<string> = []
  return {
    cookies,
    written,
    readCookies: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    writeCookie: (cookie) => {
      written.push(cookie)
      const [pair] = cookie.split(";")
      const index = pair!.indexOf("=")
      cookies.set(pair!.slice(0, index), pair!.slice(index + 1))
    },
    getItem: () => null,
    setItem: () => undefined,
  }
}

describe("usePreferenceOptions", () => {
  it("loads the options under a key that mirrors the path", async () => {
    const { result } = renderHookWithOutfitter(() => usePreferenceOptions())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.countries.some((country) => country.countryCode === "AE")).toBe(true)
    expect(preferenceOptionsKey(false)).toEqual(["user", "preferences", "options", { transfer: false }])
  })
})

describe("preference mutations", () => {
  it("posts a country change and returns the service's answer", async () => {
    const { result } = renderHookWithOutfitter(() => useChangePreference())
    let answer: unknown
    await act(async () => {
      answer = await result.current.mutateAsync({ country: "JP" })
    })
    expect(answer).toEqual({ transferBag: true, url: "/shop/wd-ja", country: "JP", language: "ja" })
  })
  it("surfaces a failed language/currency change as the tagged error", async () => {
    const { result } = renderHookWithOutfitter(() => useChangeLanguageCurrency())
    await act(async () => {
      await result.current.mutateAsync({ country: "CA", currency: "XXX", url: "/shop/ca" }).catch(() => undefined)
    })
    await waitFor(() => expect(result.current.error?._tag).toBe("AjaxFailed"))
  })
})

describe("useUPref", () => {
  it("reads and writes the cookie, keeping other slots", () => {
    const data = memoryCookies()
    data.cookies.set("uPref", encodeUPrefCookie({ psid: "10042", shipTo: "US" }))
    const { result } = renderHook(() => useUPref(data))
    expect(result.current.pref).toEqual({ psid: "10042", shipTo: "US" })
    act(() => result.current.write({ ...result.current.pref, shipTo: "CA", cur: "CAD" }))
    expect(result.current.pref).toEqual({ psid: "10042", shipTo: "CA", cur: "CAD" })
    expect(readUPref(data)).toBe(result.current.pref)
    expect(data.written[0]).toContain("Max-Age=31536000; Path=/")
  })
  it("hydrates HTML rendered with no uPref, though the page read the cookie first, then shows it", async () => {
    const data = memoryCookies()
    data.cookies.set("uPref", encodeUPrefCookie({ shipTo: "AE" }))
    const ShipTo = () => <p>{useUPref(data).pref.shipTo ?? "default"}</p>
    // a part of the page hydrated earlier has read the cookie
    expect(readUPref(data).shipTo).toBe("AE")
    // the server's HTML: a server has no cookies, so the default
    const { container, mismatches } = hydrateOver("<p>default</p>", <ShipTo />)
    await waitFor(() => expect(container.textContent).toBe("AE"))
    expect(mismatches).toEqual([])
  })
  it("writes languageFix on the parent domain", () => {
    const data = memoryCookies()
    writeLanguageFix("fr", "www.brand.example", data)
    expect(data.written).toEqual(["languageFix=fr; Max-Age=7776000; Path=/; Domain=.brand.example; SameSite=Lax"])
  })
})

describe("useStatefulButton", () => {
  afterEach(() => void vi.useRealTimers())

  it("goes processing → success after at least 1.5 s and resolves after 1 s of success", async () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useStatefulButton())
    let settled: unknown
    act(() => void result.current.run(() => Promise.resolve(7)).then((value) => (settled = value)))
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)))
    expect(result.current.state).toBe("processing")
    await act(async () => void (await vi.advanceTimersByTimeAsync(1498)))
    expect(result.current.state).toBe("processing")
    await act(async () => void (await vi.advanceTimersByTimeAsync(2)))
    expect(result.current.state).toBe("success")
    expect(settled).toBeUndefined()
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)))
    expect(settled).toEqual({ ok: true, value: 7 })
  })

  it("shows failed, then initial 3 s later, and resolves with the error", async () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useStatefulButton())
    let settled: unknown
    const boom = new Error("boom")
    act(() => void result.current.run(() => Promise.reject(boom)).then((value) => (settled = value)))
    await act(async () => void (await vi.advanceTimersByTimeAsync(1500)))
    expect(result.current.state).toBe("failed")
    await act(async () => void (await vi.advanceTimersByTimeAsync(3000)))
    expect(result.current.state).toBe("initial")
    expect(settled).toEqual({ ok: false, error: boom })
  })
})
