import { OutfitterProvider, useUser } from "@outfitter/react-hooks"
import { renderHook, waitFor } from "@testing-library/react"
import { createElement, type ReactNode } from "react"
import { describe, expect, it } from "vitest"

describe("OutfitterProvider: a 401 or 403 anywhere goes to one handler (platform §6, §8)", () => {
  for (const status of [401, 403] as const) {
    it(`sends a query's Unauthorized (${status}) to onUnauthorized`, async () => {
      const seen: Array<number> = []
      const config = {
        apiRoot: "http://service.outfitter.invalid/api",
        // the service refuses everything with this status
        fetch: async () => new Response(JSON.stringify({ error: [] }), { status, headers: { "content-type": "application/json" } }),
        onUnauthorized: (error: { readonly status: number }) => void seen.push(error.status),
      }
      const wrapper = ({ children }: { children?: ReactNode }) => createElement(OutfitterProvider, { config }, children)
      const { result } = renderHook(() => useUser(), { wrapper })
      await waitFor(() => expect(result.current.isError).toBe(true))
      expect(result.current.error?._tag).toBe("Unauthorized")
      expect(seen).toEqual([status])
    })
  }

  it("leaves other failures alone", async () => {
    const seen: Array<number> = []
    const config = {
      apiRoot: "http://service.outfitter.invalid/api",
      fetch: async () => new Response("{}", { status: 500 }),
      onUnauthorized: (error: { readonly status: number }) => void seen.push(error.status),
    }
    const wrapper = ({ children }: { children?: ReactNode }) => createElement(OutfitterProvider, { config }, children)
    const { result } = renderHook(() => useUser(), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?._tag).not.toBe("Unauthorized")
    expect(seen).toEqual([])
  })
})
