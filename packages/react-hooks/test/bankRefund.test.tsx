import { bankRefundMagic, receivedBankRefunds } from "@outfitter/fixtures"
import { type AnalyticsEvent, type BrowserData, subscribeAnalytics, useBankRefundCountry, useSubmitBankRefund } from "@outfitter/react-hooks"
import { act, renderHook } from "@testing-library/react"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { outfitterWrapper } from "./support/outfitter.ts"

const form = {
  bankName: "Harbour Bank",
  bankBranchName: "Central",
  refundId: "RF-1",
  fullName: "Chan Tai Man",
  bankAccountNo: "012345678901",
  province: "Kowloon",
  city: "Mong Kok",
}

const cookies = (header: string): BrowserData => ({ readCookies: () => header, writeCookie: () => {}, getItem: () => null, setItem: () => {} })

const events: Array<AnalyticsEvent> = []
const stop = subscribeAnalytics((event) => void events.push(event))
afterEach(() => {
  events.length = 0
})

describe("useBankRefundCountry", () => {
  it.each([
    ["geoLocation=JP:13:100-0001", "AU", "JP"],
    ["other=1; geoLocation=HK::", "US", "HK"],
    ["", "CN", "CN"],
    ["geoLocation=US::", "CN", "other"],
  ])("cookies %j on a site in %s: %s", (header, site, country) => {
    const { result } = renderHook(() => useBankRefundCountry(site, cookies(header)))
    expect(result.current).toBe(country)
  })
})

describe("useSubmitBankRefund", () => {
  it("submits the details; nothing is tracked", async () => {
    const { result } = renderHook(() => useSubmitBankRefund(), { wrapper: outfitterWrapper() })
    await act(() => result.current.mutateAsync({ form, country: "HK" }))
    expect(receivedBankRefunds()).toEqual([form])
    expect(events).toEqual([])
  })

  it("a refusal is tracked with the service's message, and is not retried", async () => {
    const { result } = renderHook(() => useSubmitBankRefund(), { wrapper: outfitterWrapper() })
    const error = await act(() => result.current.mutateAsync({ form: { ...form, refundId: bankRefundMagic.refundIdFailsOnce }, country: "HK" }).catch((e) => e))
    expect(error).toMatchObject({ _tag: "AjaxFailed", status: 500 })
    expect(events).toEqual([{ type: "bank refund", name: "submitDetails:fail", message: "Your bank details could not be saved. Please try again." }])
    expect(receivedBankRefunds()).toEqual([])
    await act(() => result.current.mutateAsync({ form: { ...form, refundId: bankRefundMagic.refundIdFailsOnce }, country: "HK" }))
    expect(receivedBankRefunds()).toHaveLength(1)
  })

  it("an invalid form is refused before any request and not tracked", async () => {
    const { result } = renderHook(() => useSubmitBankRefund(), { wrapper: outfitterWrapper() })
    const error = await act(() => result.current.mutateAsync({ form: { ...form, city: "" }, country: "HK" }).catch((e) => e))
    expect(error).toMatchObject({ _tag: "InvalidParams", field: "city" })
    expect(events).toEqual([])
  })
})

afterAll(stop)
