import { InvalidParams, missingAuthorizationMessage } from "@outfitter/domain"
import { useCopyButton, useWalletPass } from "@outfitter/react-hooks"
import { act, renderHook, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { fixtureApiRoot, renderHookWithOutfitter } from "./support/outfitter.ts"

const apiRoot = fixtureApiRoot

describe("useWalletPass", () => {
  it("answers the wallet form: its target and the userInfoToken", async () => {
    const { result } = renderHookWithOutfitter(() => useWalletPass())
    act(() => result.current.mutate("abc"))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toEqual({ action: `${apiRoot}/wallet/pass/download`, userInfoToken: "uit-abc" })
  })
  it("is refused without a token", async () => {
    const { result } = renderHookWithOutfitter(() => useWalletPass())
    act(() => result.current.mutate(undefined))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(InvalidParams)
    expect(result.current.error?.message).toBe(missingAuthorizationMessage)
  })
})

describe("useCopyButton (processing, result at 2 s, initial at 4 s)", () => {
  afterEach(() => vi.useRealTimers())
  it.each([[true, "success"], [false, "failed"]] as const)("copied %s → %s", async (copied, shown) => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useCopyButton())
    act(() => result.current.copy(() => Promise.resolve(copied)))
    expect(result.current.state).toBe("processing")
    await act(async () => { await vi.advanceTimersByTimeAsync(1999) })
    expect(result.current.state).toBe("processing")
    // a second click while busy is ignored
    act(() => result.current.copy(() => Promise.resolve(!copied)))
    await act(async () => { await vi.advanceTimersByTimeAsync(1) })
    expect(result.current.state).toBe(shown)
    await act(async () => { await vi.advanceTimersByTimeAsync(1999) })
    expect(result.current.state).toBe(shown)
    await act(async () => { await vi.advanceTimersByTimeAsync(1) })
    expect(result.current.state).toBe("initial")
  })
  it("a throwing write is a failure", async () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useCopyButton())
    act(() => result.current.copy(() => Promise.reject(new Error("denied"))))
    await act(async () => { await vi.advanceTimersByTimeAsync(2000) })
    expect(result.current.state).toBe("failed")
  })
})
