import { createFixtureFetch } from "@outfitter/fixtures/node"
import { OutfitterProvider, storeAvailabilityKey, useProduct, useStoreAvailability } from "@outfitter/react-hooks"
import { renderHook, waitFor } from "@testing-library/react"
import { createElement, type ReactNode } from "react"
import { describe, expect, it } from "vitest"

const config = { apiRoot: "http://fixtures.outfitter.invalid/api", fetch: createFixtureFetch() }
const wrapper = ({ children }: { children?: ReactNode }) => createElement(OutfitterProvider, { config }, children)

describe("useProduct", () => {
  it("waits without an id, then returns the product", async () => {
    const { result, rerender } = renderHook(({ id }: { id: string | undefined }) => useProduct(id), {
      wrapper,
      initialProps: { id: undefined as string | undefined },
    })
    expect(result.current.fetchStatus).toBe("idle")
    rerender({ id: "2345678" })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.popinsEligibility).toBe("notEligible")
  })

  it("fails with NotFound for an unknown product", async () => {
    const { result } = renderHook(() => useProduct("1111111", { retry: false }), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?._tag).toBe("NotFound")
  })
})

describe("useStoreAvailability", () => {
  it("keys on the store number and sku", () => {
    expect(storeAvailabilityKey({ storeNumber: "10042", shortSku: "1" })).toEqual([
      "product",
      "item",
      "availability",
      "stores",
      { storeNumber: "10042", shortSku: "1" },
    ])
  })

  it("waits without input, then returns the store with inventory", async () => {
    const { result, rerender } = renderHook(
      ({ input }: { input: { storeNumber: string; shortSku: string } | undefined }) => useStoreAvailability(input),
      { wrapper, initialProps: { input: undefined as { storeNumber: string; shortSku: string } | undefined } },
    )
    expect(result.current.fetchStatus).toBe("idle")
    rerender({ input: { storeNumber: "10042", shortSku: "10234567" } })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.[0]?.inventoryAvailability?.length).toBe(1)
  })

  it("fails at once (no retry) when the service fails", async () => {
    const { result } = renderHook(() => useStoreAvailability({ storeNumber: "99500", shortSku: "10234567" }), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?._tag).toBe("AjaxFailed")
  })
})
