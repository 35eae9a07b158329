import { fastEnrollMessages } from "@outfitter/domain"
import { createdFastEnrollUsers, fastEnrollEmails, fastEnrollFixtureErrors, fastEnrollLogOffs, fastEnrollMember, fastEnrollPassword } from "@outfitter/fixtures"
import { type AnalyticsEvent, subscribeAnalytics, useFastEnroll, useGlobalSignonLinks } from "@outfitter/react-hooks"
import { act, renderHook, waitFor } from "@testing-library/react"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { outfitterWrapper } from "./support/outfitter.ts"

const events: Array<AnalyticsEvent> = []
const stop = subscribeAnalytics((event) => void events.push(event))
afterEach(() => {
  events.length = 0
})
afterAll(stop)

const names = () => events.map((event) => event.name)
const blank = { phone: "", optIns: [], password: "" }

describe("useFastEnroll (orders §4)", () => {
  it("logs off on load; an existing account goes to pane 3 with its details", async () => {
    const { result } = renderHook(() => useFastEnroll({ site: "us", campaignId: undefined }), { wrapper: outfitterWrapper() })
    await waitFor(() => expect(fastEnrollLogOffs()).toBe(1))
    await act(() => result.current.checkEmail(fastEnrollEmails.member))
    expect(result.current.flow).toMatchObject({ pane: "confirmation", existingUser: true, account: { userId: fastEnrollMember.userId } })
    expect(names()).toEqual(["fastEnroll:email", "fastEnroll:existing-user"])
  })

  it("an invalid e-mail answers the sign-in e-mail message and stays on pane 1", async () => {
    const { result } = renderHook(() => useFastEnroll({ site: "us", campaignId: undefined }), { wrapper: outfitterWrapper() })
    expect(await act(() => result.current.checkEmail("nope"))).toBe(fastEnrollMessages.invalidEmail)
    expect(result.current.flow.pane).toBe("email")
  })

  it("a new e-mail opens pane 2; submitting creates the account with the user object and the campaign id", async () => {
    const { result } = renderHook(() => useFastEnroll({ site: "us", campaignId: "spring26" }), { wrapper: outfitterWrapper() })
    await act(() => result.current.checkEmail(fastEnrollEmails.newcomer))
    expect(result.current.flow).toMatchObject({ pane: "account", accountPaneShown: true })
    expect(await act(() => result.current.submit({ ...blank, phone: "12" }))).toEqual({ phone: "Enter a 10-digit phone number." })
    await act(() => result.current.submit({ ...blank, phone: "614-555-0100", optIns: ["anf"] }))
    expect(result.current.flow).toMatchObject({ pane: "confirmation", existingUser: false })
    expect(createdFastEnrollUsers()).toEqual({
      [fastEnrollEmails.newcomer]: { email: fastEnrollEmails.newcomer, primaryPhone: "6145550100", emailOptions: { anf: "Y" }, fastEnrollCampaignId: "spring26" },
    })
    expect(names()).toEqual(["fastEnroll:email", "fastEnroll:new-user", "fastEnroll:created"])
  })

  it("a failed lookup is a new account; a refused create shows the first message on pane 2", async () => {
    const { result } = renderHook(() => useFastEnroll({ site: "us", campaignId: undefined }), { wrapper: outfitterWrapper() })
    await act(() => result.current.checkEmail(fastEnrollEmails.lookupFails))
    expect(result.current.flow.pane).toBe("account")
    result.current.back()
    await waitFor(() => expect(result.current.flow).toMatchObject({ pane: "email", accountPaneShown: false }))
    await act(() => result.current.checkEmail(fastEnrollEmails.createFails))
    await act(() => result.current.submit(blank))
    expect(result.current.flow).toMatchObject({ pane: "account", error: fastEnrollFixtureErrors.createFirst })
    expect(names()).toContain("fastEnroll:fail")
  })

  it("the login service: a missing password and EC_ERROR .2030 are tracked as password errors; the right one signs in", async () => {
    const { result } = renderHook(() => useFastEnroll({ site: "us", campaignId: undefined }), { wrapper: outfitterWrapper() })
    await act(() => result.current.checkEmail(fastEnrollEmails.lookupFails))
    act(() => result.current.chooseService("login"))
    expect(await act(() => result.current.submit(blank))).toEqual({ password: fastEnrollMessages.passwordRequired })
    await act(() => result.current.submit({ ...blank, password: "wrong-1" }))
    expect(result.current.flow).toMatchObject({ pane: "account", error: fastEnrollFixtureErrors.invalidPassword.errorMessage })
    expect(names()).toEqual(["fastEnroll:email", "fastEnroll:new-user", "fastEnroll:password-error", "fastEnroll:fail", "fastEnroll:password-error"])
    await act(() => result.current.submit({ ...blank, password: fastEnrollPassword }))
    expect(result.current.flow).toMatchObject({ pane: "confirmation", existingUser: false, account: { userId: "880002" } })
    expect(names().at(-1)).toBe("fastEnroll:signed-in")
  })
})

describe("useGlobalSignonLinks (orders §2)", () => {
  it("links the site's languages to the same address with the language replaced", async () => {
    const { result } = renderHook(() => useGlobalSignonLinks("/shop/eu-de/global-signon?x=1"), { wrapper: outfitterWrapper() })
    await waitFor(() => expect(result.current.length).toBeGreaterThan(1))
    expect(result.current.find((link) => link.language === "fr")?.href).toBe("/shop/eu-fr/global-signon?x=1")
    expect(result.current.find((link) => link.current)?.language).toBe("de")
  })
})
