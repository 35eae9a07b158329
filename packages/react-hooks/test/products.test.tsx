import { storeAvailabilityKey, useProduct, useStoreAvailability } from "@outfitter/react-hooks"
import { waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderHookWithOutfitter } from "./support/outfitter.ts"


describe("useProduct", () => {
  it("waits without an id, then returns the product", async () => {
    const { result, rerender } = renderHookWithOutfitter(({ id }: { id: string | undefined }) => useProduct(id), { initialProps: { id: undefined as string | undefined },
    })
    expect(result.current.fetchStatus).toBe("idle")
    rerender({ id: "2345678" })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.popinsEligibility).toBe("notEligible")
  })

  it("fails with NotFound for an unknown product", async () => {
    const { result } = renderHookWithOutfitter(() => useProduct("1111111", { retry: false }))
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
    const { result, rerender } = renderHookWithOutfitter(
      ({ input }: { input: { storeNumber: string; shortSku: string } | undefined }) => useStoreAvailability(input),
      { initialProps: { input: undefined as { storeNumber: string; shortSku: string } | undefined } },
    )
    expect(result.current.fetchStatus).toBe("idle")
    rerender({ input: { storeNumber: "10042", shortSku: "10234567" } })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.[0]?.inventoryAvailability?.length).toBe(1)
  })

  it("fails at once (no retry) when the service fails", async () => {
    const { result } = renderHookWithOutfitter(() => useStoreAvailability({ storeNumber: "99500", shortSku: "10234567" }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?._tag).toBe("AjaxFailed")
  })
})
