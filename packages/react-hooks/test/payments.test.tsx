import { registeredVisitor } from "@outfitter/clients"
import { createFixtureFetch, respondWithFixtures } from "@outfitter/fixtures/node"
import { OutfitterProvider, useAddCard, useRemoveCard, useSetDefaultCard, useUpdateCard, useWallet, walletKey } from "@outfitter/react-hooks"
import { act, renderHook, waitFor } from "@testing-library/react"
import { createElement, type ReactNode } from "react"
import { describe, expect, it, vi } from "vitest"

const fixtures = createFixtureFetch()
/** The user is the activity cookie; set after construction (happy-dom drops a copied one). */
const withUser = (id: string): typeof globalThis.fetch => (input, init) => {
  const request = new Request(input, init)
  request.headers.set("cookie", `WC_USERACTIVITY_${id}=${id}%2C10051`)
  return respondWithFixtures(request)
}

const wrapperFor = (id: string, onUnauthorized = vi.fn()) => ({ children }: { children?: ReactNode }) =>
  createElement(
    OutfitterProvider,
    { config: { apiRoot: "http://fixtures.outfitter.test/api", fetch: withUser(id), visitor: () => registeredVisitor, onUnauthorized } },
    children,
  )

describe("payments hooks", () => {
  it("the wallet key mirrors the path", () => {
    expect(walletKey).toEqual(["user", "wallet"])
  })

  it("adds a card and the wallet shows it (the mutation invalidates the wallet)", async () => {
    const wrapper = wrapperFor("8101")
    const { result } = renderHook(() => ({ wallet: useWallet(), add: useAddCard() }), { wrapper })
    await waitFor(() => expect(result.current.wallet.data?.payments).toEqual([]))
    await act(() => result.current.add.mutateAsync({ cardNumber: "4111111111111111", expireMonth: "5", expireYear: "2030", cvv: "123", country: "US" }))
    await waitFor(() => expect(result.current.wallet.data?.payments.map((card) => card.cardLastFour)).toEqual(["1111"]))
  })

  it("a failed add is an error value with the first error entry", async () => {
    const { result } = renderHook(() => useAddCard(), { wrapper: wrapperFor("8102") })
    await act(async () => {
      await result.current
        .mutateAsync({ cardNumber: "4000000000000002", expireMonth: "5", expireYear: "2030", cvv: "123", country: "US" })
        .catch(() => undefined)
    })
    await waitFor(() => expect(result.current.error).toMatchObject({ _tag: "PaymentWriteFailure", errorKey: "GEO_FENCE" }))
  })

  it("updates, sets the default and removes", async () => {
    const { result } = renderHook(
      () => ({ wallet: useWallet(), update: useUpdateCard(), setDefault: useSetDefaultCard(), remove: useRemoveCard() }),
      { wrapper: wrapperFor("5001") },
    )
    await waitFor(() => expect(result.current.wallet.isSuccess).toBe(true))
    await act(() => result.current.update.mutateAsync({ id: "card-5001-1", expiry: { expireMonth: "2", expireYear: "2034" } }))
    await waitFor(() => expect(result.current.wallet.data?.payments[0]).toMatchObject({ expireMonth: "02", expireYear: "2034" }))
    await act(() => result.current.setDefault.mutateAsync("card-5001-2"))
    await waitFor(() => expect(result.current.wallet.data?.defaultSavedPaymentId).toBe("card-5001-2"))
    await act(() => result.current.remove.mutateAsync("card-5001-2"))
    await waitFor(() => expect(result.current.wallet.data?.payments.map((card) => card.savedPaymentId)).toEqual(["card-5001-1"]))
  })

  it("a 401 goes to the unauthorized handler", async () => {
    const onUnauthorized = vi.fn()
    const wrapper = ({ children }: { children?: ReactNode }) =>
      createElement(
        OutfitterProvider,
        { config: { apiRoot: "http://fixtures.outfitter.test/api", fetch: fixtures, visitor: () => registeredVisitor, onUnauthorized } },
        children,
      )
    renderHook(() => useWallet(), { wrapper })
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ _tag: "Unauthorized", status: 401 })))
  })
})
