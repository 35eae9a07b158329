import { registeredVisitor } from "@outfitter/clients"
import { useAddCard, useRemoveCard, useSetDefaultCard, useUpdateCard, useWallet, walletKey } from "@outfitter/react-hooks"
import { QueryClient } from "@tanstack/react-query"
import { act, renderHook, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { openCardEntry, sealCardEntry } from "../src/payments/SealedCardEntry.ts"
import { http, HttpResponse } from "msw"
import { memberFetch, outfitterWrapper } from "./support/outfitter.ts"
import { cardDataInCaches, cardDataInPage, type CookieJarFetchOptions, findCardData, heapHolds, watchConsole } from "@outfitter/fixtures/testing"

/** The member's session cookies on every request (test/support's memberFetch). */
const wrapperFor = (id: string, onUnauthorized = vi.fn(), queryClient?: QueryClient, options: Omit<CookieJarFetchOptions, "cookies"> = {}) =>
  outfitterWrapper({
    config: { fetch: memberFetch(id, options).fetch, visitor: () => registeredVisitor, onUnauthorized },
    ...(queryClient === undefined ? {} : { queryClient }),
  })

afterEach(() => {
  vi.restoreAllMocks()
})

describe("payments hooks", () => {
  it("the wallet key mirrors the path", () => {
    expect(walletKey).toEqual(["user", "wallet"])
  })

  it("adds a card and the wallet shows it (the mutation invalidates the wallet)", async () => {
    const queryClient = new QueryClient()
    const console = watchConsole()
    const wrapper = wrapperFor("8101", vi.fn(), queryClient)
    const { result, unmount } = renderHook(() => ({ wallet: useWallet(), add: useAddCard() }), { wrapper })
    await waitFor(() => expect(result.current.wallet.data?.payments).toEqual([]))
    await act(() => result.current.add.mutateAsync({ cardNumber: "4111 1111 1111 1111", expireMonth: "5", expireYear: "2030", cvv: "739", country: "US" }))
    await waitFor(() => expect(result.current.wallet.data?.payments.map((card) => card.cardLastFour)).toEqual(["1111"]))
    // the number and CVV lived only inside the request: not in the caches, the hook or the page
    const secrets = { number: "4111111111111111", cvv: "739" }
    expect(result.current.add.variables).toEqual({ _tag: "SealedCardEntry", country: "US" })
    expect(findCardData(result.current.add, secrets)).toEqual([])
    expect(cardDataInCaches(queryClient, secrets)).toEqual([])
    unmount()
    expect(cardDataInCaches(queryClient, secrets)).toEqual([])
    expect(cardDataInPage(secrets)).toEqual([])
    expect(console.found(secrets)).toEqual([])
  })

  it("a failed add is an error value with the first error entry", async () => {
    const queryClient = new QueryClient()
    const console = watchConsole()
    const { result } = renderHook(() => useAddCard(), { wrapper: wrapperFor("8102", vi.fn(), queryClient) })
    await act(async () => {
      await result.current
        .mutateAsync({ cardNumber: "4000000000000002", expireMonth: "5", expireYear: "2030", cvv: "739", country: "US" })
        .catch(() => undefined)
    })
    await waitFor(() => expect(result.current.error).toMatchObject({ _tag: "PaymentWriteFailure", errorKey: "GEO_FENCE" }))
    const secrets = { number: "4000000000000002", cvv: "739" }
    expect(findCardData(result.current, secrets)).toEqual([])
    expect(cardDataInCaches(queryClient, secrets)).toEqual([])
    expect(cardDataInPage(secrets)).toEqual([])
    expect(console.found(secrets)).toEqual([])
  })

  it("an add refused before any request (an invalid form) leaves no card data either", async () => {
    const queryClient = new QueryClient()
    const { result } = renderHook(() => useAddCard(), { wrapper: wrapperFor("8103", vi.fn(), queryClient) })
    await act(async () => {
      await result.current
        .mutateAsync({ cardNumber: "4111 1111 1111 1112", expireMonth: "", expireYear: "2030", cvv: "739", country: "US" })
        .catch(() => undefined)
    })
    await waitFor(() => expect(result.current.error?._tag).toBe("CardFormInvalid"))
    const secrets = { number: "4111111111111112", cvv: "739" }
    expect(findCardData(result.current, secrets)).toEqual([])
    expect(cardDataInCaches(queryClient, secrets)).toEqual([])
  })

  it("a failed add leaves the number nowhere in the heap: not in the cached error, nor in the closures its stack frames keep", async () => {
    // every add is declined, so a number no fixture knows can go the whole way: encrypted, tokenised, POSTed
    const declineAll = http.post("*/api/user/wallet/", () =>
      HttpResponse.json({ error: [{ errorCode: "400", errorKey: "CARD_DECLINED", errorMessage: "Card declined" }] }, { status: 400 }))
    const queryClient = new QueryClient()
    const wrapper = wrapperFor("8105", vi.fn(), queryClient, { extraHandlers: [declineAll] })
    const { result } = renderHook(() => useAddCard(), { wrapper })
    await act(async () => {
      // built here, held by nothing of the test's: only what the code under test keeps survives
      await result.current
        .mutateAsync({ cardNumber: Array.from({ length: 4 }, () => "4242").join(" "), expireMonth: "5", expireYear: "2030", cvv: "739", country: "US" })
        .catch(() => undefined)
    })
    await waitFor(() => expect(result.current.error).toMatchObject({ _tag: "PaymentWriteFailure", errorKey: "CARD_DECLINED" }))
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1)
    expect(await heapHolds(() => ["4242".repeat(4), Array.from({ length: 4 }, () => "4242").join(" ")])).toEqual([])
    // a heap snapshot of the test process: about 1.5 s alone, several times that beside the rest of the suite
  }, 60_000)

  it("callbacks get the sealed entry, never the card; the entry is sent once", async () => {
    const onMutate = vi.fn()
    const onSettled = vi.fn()
    const { result } = renderHook(() => useAddCard({ onMutate, onSettled }), { wrapper: wrapperFor("8104") })
    await act(() => result.current.mutateAsync({ cardNumber: "5555555555554444", expireMonth: "5", expireYear: "2030", cvv: "739", country: "US" }))
    const secrets = { number: "5555555555554444", cvv: "739" }
    expect(onMutate.mock.calls[0]?.[0]).toEqual({ _tag: "SealedCardEntry", country: "US" })
    expect(findCardData([onMutate.mock.calls, onSettled.mock.calls], secrets)).toEqual([])
    expect(JSON.stringify(onSettled.mock.calls[0]?.[2])).toBe(`{"_tag":"SealedCardEntry","country":"US"}`)
  })

  it("a sealed entry shows nothing of the card and opens once", () => {
    const typed = { cardNumber: "5555555555554444", expireMonth: "5", expireYear: "2030", cvv: "739", country: "US" }
    const entry = sealCardEntry(typed)
    expect(findCardData(entry, { number: "5555555555554444", cvv: "739" })).toEqual([])
    expect(Object.isFrozen(entry)).toBe(true)
    expect(openCardEntry(entry)).toEqual(typed)
    expect(openCardEntry(entry)).toBeUndefined()
  })

  it("update refetches the wallet; make default and remove do not: the page reloads after them", async () => {
    const member = memberFetch("5001")
    const wrapper = outfitterWrapper({ config: { fetch: member.fetch, visitor: () => registeredVisitor, onUnauthorized: vi.fn() } })
    const { result } = renderHook(
      () => ({ wallet: useWallet(), update: useUpdateCard(), setDefault: useSetDefaultCard(), remove: useRemoveCard() }),
      { wrapper },
    )
    const walletReads = () => member.calls().filter((call) => call === "GET /api/user/wallet/").length
    await waitFor(() => expect(result.current.wallet.isSuccess).toBe(true))
    await act(() => result.current.update.mutateAsync({ id: "card-5001-1", expiry: { expireMonth: "2", expireYear: "2034" } }))
    await waitFor(() => expect(result.current.wallet.data?.payments[0]).toMatchObject({ expireMonth: "02", expireYear: "2034" }))
    expect(walletReads()).toBe(2)
    await act(() => result.current.setDefault.mutateAsync("card-5001-2"))
    expect(member.calls().at(-1)).toBe("PUT /api/user/wallet/")
    // the row keeps showing what it showed, so its button can show success before the reload
    expect(result.current.wallet.data?.defaultSavedPaymentId).toBe("card-5001-1")
    await act(() => result.current.remove.mutateAsync("card-5001-2"))
    expect(member.calls().at(-1)).toBe("DELETE /api/user/wallet/payments/card-5001-2")
    expect(result.current.wallet.data?.payments.map((card) => card.savedPaymentId)).toEqual(["card-5001-1", "card-5001-2"])
    expect(walletReads()).toBe(2)
    // what the reload reads
    await act(() => result.current.wallet.refetch())
    await waitFor(() => expect(result.current.wallet.data?.payments.map((card) => card.savedPaymentId)).toEqual(["card-5001-1"]))
  })

  it("a 401 goes to the unauthorized handler", async () => {
    const onUnauthorized = vi.fn()
    // no session cookies: the fixtures refuse the wallet
    const wrapper = outfitterWrapper({ config: { visitor: () => registeredVisitor, onUnauthorized } })
    renderHook(() => useWallet(), { wrapper })
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ _tag: "Unauthorized", status: 401 })))
  })
})
