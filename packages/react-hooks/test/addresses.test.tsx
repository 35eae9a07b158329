import { readCookie } from "@outfitter/domain"
import { respondWithFixtures } from "@outfitter/fixtures/node"
import {
  addressBookKey,
  type BrowserData,
  browserVisitor,
  OutfitterProvider,
  useAddressBook,
  useSaveAddress,
  useSetDefaultAddress,
  useSignIn,
} from "@outfitter/react-hooks"
import { QueryClient } from "@tanstack/react-query"
import { act, renderHook, waitFor } from "@testing-library/react"
import { createElement, type ReactNode } from "react"
import { describe, expect, it } from "vitest"

const storeId = "10051"

const memoryBrowser = () => {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]!.trim()
    if (name !== "") document.cookie = `${name}=; Max-Age=0; Path=/`
  }
  const items = new Map<string, string>()
  const data: BrowserData = {
    readCookies: () => document.cookie,
    writeCookie: (cookie) => void (document.cookie = cookie),
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  }
  const calls: Array<string> = []
  const unauthorized: Array<number> = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    if (document.cookie !== "") request.headers.set("cookie", document.cookie)
    calls.push(`${request.method} ${new URL(request.url).pathname}`)
    const response = await respondWithFixtures(request)
    for (const line of response.headers.getSetCookie()) document.cookie = line
    return response
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const config = {
    apiRoot: `${location.origin}/api`,
    fetch,
    visitor: browserVisitor(storeId, data),
    settings: { storeId },
    onUnauthorized: (error: { readonly status: number }) => void unauthorized.push(error.status),
  }
  const wrapper = ({ children }: { children?: ReactNode }) => createElement(OutfitterProvider, { config, queryClient }, children)
  return { data, calls, wrapper, queryClient, unauthorized }
}

const signInAs = async (b: ReturnType<typeof memoryBrowser>, email: string) => {
  const { result } = renderHook(() => useSignIn({ data: b.data }), { wrapper: b.wrapper })
  await act(() => result.current.mutateAsync({ email, password: "outfitter" }))
}

describe("address-book hooks", () => {
  it("useAddressBook reads the signed-in user's book under [user, addressBook]", async () => {
    const b = memoryBrowser()
    await signInAs(b, "registered@outfitter.test")
    expect(readCookie(document.cookie, "WC_USERACTIVITY_5001")).toBeDefined()
    const { result } = renderHook(() => useAddressBook(), { wrapper: b.wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.addresses.length).toBeGreaterThanOrEqual(4)
    expect(b.queryClient.getQueryData(addressBookKey)).toEqual(result.current.data)
    expect(b.calls).toContain("GET /api/user/addressBook/")
  })

  it("useSaveAddress adds, then the book is asked again", async () => {
    const b = memoryBrowser()
    await signInAs(b, "store@outfitter.test")
    const { result } = renderHook(() => ({ book: useAddressBook(), save: useSaveAddress() }), { wrapper: b.wrapper })
    await waitFor(() => expect(result.current.book.isSuccess).toBe(true))
    const before = result.current.book.data?.addresses.length ?? 0
    await act(() =>
      result.current.save.mutateAsync({
        form: { firstName: "Taylor", lastName: "Kim", addressLine1: "1 Bay St", city: "Toronto", country: "CA", region: "ON", postalCode: "m5j2n8" },
      })
    )
    await waitFor(() => expect(result.current.book.data?.addresses.length).toBe(before + 1))
    expect(result.current.book.data?.addresses.at(-1)?.postalCode).toBe("M5J 2N8")
  })

  it("useSetDefaultAddress: a missing id fails typed; a 401 goes to the unauthorized handler", async () => {
    const b = memoryBrowser()
    await signInAs(b, "registered@outfitter.test")
    const { result } = renderHook(() => useSetDefaultAddress(), { wrapper: b.wrapper })
    const failure = async (id: unknown) => {
      let caught: unknown
      await act(async () => {
        caught = await result.current.mutateAsync(id).then(() => undefined, (error: unknown) => error)
      })
      return caught
    }
    expect(await failure(undefined)).toMatchObject({ _tag: "AddressIdMissing", message: "address id cannot be undefined" })
    expect(await failure("9500")).toMatchObject({ _tag: "AjaxFailed", status: 500 })
    expect(b.unauthorized).toEqual([])
    expect(await failure("9401")).toMatchObject({ _tag: "Unauthorized", status: 401 })
    // every mounted provider (the sign-in's and this one) hears it
    await waitFor(() => expect(b.unauthorized).toContain(401))
    expect(new Set(b.unauthorized)).toEqual(new Set([401]))
    const ok = await act(() => result.current.mutateAsync("102"))
    expect(ok.defaultShipping).toBe("102")
  })
})
