import { anonymousMember, memberOwnerKey, rememberedErrorEvent } from "@outfitter/domain"
import {
  browserVisitor,
  rememberedKey,
  useRemembered,
  useSignIn,
  useSignOut,
  useUpdateUser,
  useUser,
  useUserPreferredStore,
  useVisitor,
  userKey,
  visitorKey,
  writeRememberedCopy,
} from "@outfitter/react-hooks"
import { act, renderHook, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { documentBrowser, fixtureStoreId, signInAs } from "./support/outfitter.ts"

const storeId = fixtureStoreId

describe("browserVisitor", () => {
  it("decides from the cookies and the local isRemembered copy", () => {
    const b = documentBrowser()
    const visitor = browserVisitor(storeId, b.data)
    expect(visitor().kind).toBe("generic")
    b.cookies.set("userType", "R")
    b.cookies.set("WC_PERSISTENT", storeId)
    b.cookies.set("WC_USERACTIVITY_5001", "5001")
    expect(visitor().kind).toBe("registered")
    writeRememberedCopy(true, b.data)
    expect(b.items.get("isRemembered")).toBe("true")
    expect(visitor().kind).toBe("remembered")
    writeRememberedCopy(undefined, b.data)
    expect(visitor().kind).toBe("registered")
    expect(browserVisitor("10052", b.data)().kind).toBe("guest")
  })
})

describe("useRemembered", () => {
  it("a remembered user: Remembered, copied locally, and the visitor becomes remembered", async () => {
    const b = documentBrowser()
    await signInAs(b, "remembered@outfitter.test")
    const { result } = renderHook(() => ({ remembered: useRemembered({ data: b.data }), visitor: useVisitor() }), { wrapper: b.wrapper })
    await waitFor(() => expect(result.current.remembered.data?._tag).toBe("Remembered"))
    expect(b.items.get("isRemembered")).toBe("true")
    await waitFor(() => expect(result.current.visitor.data?.kind).toBe("remembered"))
  })

  it("a registered user: Error, the analytics event handed to onEvent, false copied", async () => {
    const b = documentBrowser()
    await signInAs(b, "registered@outfitter.test")
    const events: Array<unknown> = []
    const { result } = renderHook(() => useRemembered({ data: b.data, onEvent: (event) => events.push(event) }), { wrapper: b.wrapper })
    await waitFor(() => expect(result.current.data?._tag).toBe("Error"))
    expect(events).toEqual([rememberedErrorEvent])
    expect(b.items.get("isRemembered")).toBe("false")
  })

  it("a generic visitor: NotRemembered without a call", async () => {
    const b = documentBrowser()
    const { result } = renderHook(() => useRemembered({ data: b.data }), { wrapper: b.wrapper })
    await waitFor(() => expect(result.current.data?._tag).toBe("NotRemembered"))
    expect(b.calls()).toEqual([])
    expect(b.items.get("isRemembered")).toBe("false")
  })
})

describe("useUser, useUserPreferredStore, useUpdateUser", () => {
  it("reads the user and the preferred store, and refetches after an update", async () => {
    const b = documentBrowser()
    await signInAs(b, "store@outfitter.test")
    const { result } = renderHook(() => ({ user: useUser(), store: useUserPreferredStore(), update: useUpdateUser() }), {
      wrapper: b.wrapper,
    })
    await waitFor(() => expect(result.current.user.data?.firstName).toBe("Taylor"))
    await waitFor(() => expect(result.current.store.isSuccess).toBe(true))
    expect(result.current.store.data).toBe("10001")
    await act(() => result.current.update.mutateAsync({ firstName: "Tay" }))
    await waitFor(() => expect(result.current.user.data?.firstName).toBe("Tay"))
    await act(() => result.current.update.mutateAsync({ firstName: "Taylor" }))
    expect(b.calls().filter((call) => call === "GET /api/user").length).toBeGreaterThanOrEqual(2)
  })

  it("a generic visitor's user query fails with GenericUser", async () => {
    const b = documentBrowser()
    const { result } = renderHook(() => useUser(), { wrapper: b.wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?._tag).toBe("GenericUser")
  })
})

describe("useSignIn and useSignOut", () => {
  it("a bad password is InvalidParams on the password; signing out makes a generic visitor", async () => {
    const b = documentBrowser()
    const { result } = renderHook(() => ({ signIn: useSignIn({ data: b.data }), signOut: useSignOut({ data: b.data }), visitor: useVisitor() }), {
      wrapper: b.wrapper,
    })
    await act(async () => {
      await result.current.signIn.mutateAsync({ email: "registered@outfitter.test", password: "wrong" }).catch(() => undefined)
    })
    await waitFor(() => expect(result.current.signIn.error?._tag).toBe("InvalidParams"))
    await act(() => result.current.signIn.mutateAsync({ email: "registered@outfitter.test", password: "outfitter" }))
    await waitFor(() => expect(result.current.visitor.data?.kind).toBe("registered"))
    const member = b.items.get(memberOwnerKey)
    expect(member).toMatch(/^\d+$/)
    b.items.set("isRemembered", "true")
    await act(() => result.current.signOut.mutateAsync())
    await waitFor(() => expect(result.current.visitor.data?.kind).toBe("generic"))
    expect(b.items.get("isRemembered")).toBe("")
    // the owner marker no longer names the member who signed out
    expect(b.items.get(memberOwnerKey)).toBe(anonymousMember)
  })

  it("keys mirror the REST path", () => {
    expect(userKey).toEqual(["user"])
    expect(rememberedKey).toEqual(["user", "remembered"])
    expect(visitorKey).toEqual(["session", "visitor"])
  })
})
