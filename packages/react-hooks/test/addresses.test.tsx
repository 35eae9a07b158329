import { readCookie } from "@outfitter/domain"
import {
  addressBookKey,
  useAddressBook,
  useSaveAddress,
  useSetDefaultAddress,
} from "@outfitter/react-hooks"
import { QueryClient } from "@tanstack/react-query"
import { act, renderHook, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { documentBrowser, signInAs } from "./support/outfitter.ts"

/** The test's browser (test/support), sharing one query client and recording each refusal. */
const memoryBrowser = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const unauthorized: Array<number> = []
  const b = documentBrowser({ queryClient, onUnauthorized: (error) => void unauthorized.push(error.status) })
  return { ...b, queryClient, unauthorized }
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
    expect(b.calls()).toContain("GET /api/user/addressBook/")
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
