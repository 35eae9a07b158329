import { onboardingMessages } from "@outfitter/domain"
import { browserVisitor, type OutfitterConfig, writeRememberedCopy } from "@outfitter/react-hooks"
import { QueryClient } from "@tanstack/react-query"
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { OnboardingModal } from "../src/features/loyalty/onboarding/OnboardingModal.tsx"
import { loyaltyText } from "../src/site/text/en/loyalty.ts"
import { recordingFetch, renderWithFixtures, signInAs } from "./support.tsx"

const { calls, fetch } = recordingFetch()
const userUpdates = () => calls.filter((call) => call.method === "PUT" && call.path === "/api/user").map((call) => JSON.parse(call.body))

const signIn = (email: string) => signInAs(email, fetch)

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })
let queryClient = newQueryClient()

/** Every query of the page has answered and React has rendered what they answered. */
const settled = async () => {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0))
  await act(async () => undefined)
}

const renderModal = (
  options: { readonly settings?: OutfitterConfig["settings"]; readonly onClosed?: () => void; readonly site?: string; readonly mock?: boolean } = {},
) => {
  queryClient = newQueryClient()
  return renderWithFixtures(
    <OnboardingModal {...(options.onClosed === undefined ? {} : { onClosed: options.onClosed })} {...(options.mock === undefined ? {} : { mock: options.mock })} />,
    { path: `/shop/${options.site ?? "us"}/account/rewards`, config: { fetch, visitor: browserVisitor("10051"), settings: options.settings ?? {} }, queryClient },
  )
}

const pad = (n: number) => String(n).padStart(2, "0")
/** The date `years` years before today, shifted by `days`. */
const birthdayFor = (years: number, days: number) => {
  const now = new Date()
  const date = new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + days)
  return { year: String(date.getFullYear()), month: pad(date.getMonth() + 1), day: pad(date.getDate()) }
}
const enterBirthday = (birthday: { year: string; month: string; day: string }) => {
  fireEvent.change(screen.getByLabelText("Birth month"), { target: { value: birthday.month } })
  fireEvent.change(screen.getByLabelText("Birth day"), { target: { value: birthday.day } })
  fireEvent.change(screen.getByLabelText("Birth year"), { target: { value: birthday.year } })
  fireEvent.click(screen.getByRole("button", { name: "Save birthday" }))
}

beforeEach(() => {
  calls.length = 0
})

describe("OnboardingModal", () => {
  it("runs every pane: gender, a too-young birthday rejected, a valid one and a phone saved, then closes", async () => {
    await signIn("registered@outfitter.test")
    const onClosed = vi.fn()
    renderModal({ onClosed })
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Outfitter Rewards" })
    expect(dialog.id).toBe("loyalty-onboarding")
    fireEvent.click(screen.getByRole("button", { name: "Get started" }))

    await screen.findByRole("heading", { name: "Tell us what you shop for" })
    fireEvent.click(screen.getByRole("button", { name: "Women's" }))
    await screen.findByRole("heading", { name: "When is your birthday?" })
    expect(dialog.dataset["background"]).toBe("female")
    expect(userUpdates()).toEqual([{ preference: { gender: "F", onboarding: 1 } }])

    enterBirthday(birthdayFor(14, 1))
    const summary = await screen.findByRole("alert")
    expect(summary.textContent).toBe(onboardingMessages.tooYoung(14))
    expect(screen.getByLabelText("Birth year").getAttribute("aria-invalid")).toBe("true")
    // the fields are marked and described by the summary; the message is not repeated under each
    expect(screen.getByLabelText("Birth year").getAttribute("aria-describedby")).toBe(summary.id)
    expect(within(screen.getByRole("form", { name: "Birthday" })).getAllByText(onboardingMessages.tooYoung(14))).toHaveLength(1)
    expect(userUpdates()).toHaveLength(1)

    const valid = birthdayFor(14, 0)
    enterBirthday(valid)
    await screen.findByRole("heading", { name: "Add your phone number" })
    expect(userUpdates()[1]).toEqual({ preference: { birthDay: valid.day, birthMonth: valid.month, birthYear: valid.year } })

    fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "614555010" } })
    fireEvent.click(screen.getByRole("button", { name: "Save phone" }))
    expect((await screen.findByRole("alert")).textContent).toBe(onboardingMessages.phoneSummary)
    expect(screen.getByText(onboardingMessages.phoneUs)).toBeTruthy()
    fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "(614) 555-0100" } })
    fireEvent.click(screen.getByRole("button", { name: "Save phone" }))
    await screen.findByRole("heading", { name: "Get the app" })
    expect(userUpdates()[2]).toEqual({ primaryPhone: "6145550100", preference: {} })

    fireEvent.click(screen.getByRole("button", { name: "Next" }))
    await screen.findByRole("heading", { name: "You're all set" })
    fireEvent.click(screen.getByRole("button", { name: "Start shopping" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(onClosed).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(userUpdates()[3]).toEqual({ preference: { onboarding: 1 } }))
  })

  it("Close sets onboarding 1 from any pane; skipping a missing phone pane", async () => {
    await signIn("registered@outfitter.test")
    renderModal({ settings: { onboardingPhone: false } })
    await screen.findByRole("dialog")
    fireEvent.click(screen.getByRole("button", { name: "Get started" }))
    fireEvent.click(await screen.findByRole("button", { name: "Skip" }))
    await screen.findByRole("heading", { name: "When is your birthday?" })
    fireEvent.click(screen.getByRole("button", { name: "Skip" }))
    await screen.findByRole("heading", { name: "Get the app" })
    fireEvent.click(screen.getByRole("button", { name: "Close" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    await waitFor(() => expect(userUpdates()).toEqual([{ preference: { onboarding: 1 } }]))
  })

  it("once closed it stays closed on the next visit: the save drops the cached loyalty info and the service keeps onboarding 1", async () => {
    await signIn("registered@outfitter.test")
    renderModal()
    await screen.findByRole("dialog", { name: "Welcome to Outfitter Rewards" })
    // the info carries the member's Apple wallet token: it is cached in memory, never in storage
    expect(sessionStorage.getItem("loyalty__info")).toBeNull()
    const infoCalls = () => calls.filter((call) => call.method === "GET" && call.path === "/api/loyalty/info").length
    expect(infoCalls()).toBe(1)
    fireEvent.click(screen.getByRole("button", { name: "Close" }))
    await waitFor(() => expect(userUpdates()).toEqual([{ preference: { onboarding: 1 } }]))
    // the save dropped the cached info, so it was asked again: the service keeps onboarding 1
    await waitFor(() => expect(infoCalls()).toBe(2))
    await settled()
    cleanup()
    // the next visit
    renderModal()
    await settled()
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(infoCalls()).toBeLessThanOrEqual(3)
  })

  it("the other genders: M sets the male background, anything else none; an empty birthday advances without a save", async () => {
    await signIn("registered@outfitter.test")
    renderModal()
    const dialog = await screen.findByRole("dialog")
    fireEvent.click(screen.getByRole("button", { name: "Get started" }))
    fireEvent.click(await screen.findByRole("button", { name: "Men's" }))
    await screen.findByRole("heading", { name: "When is your birthday?" })
    expect(dialog.dataset["background"]).toBe("male")
    fireEvent.click(screen.getByRole("button", { name: "Save birthday" }))
    await screen.findByRole("heading", { name: "Add your phone number" })
    expect(userUpdates()).toEqual([{ preference: { gender: "M", onboarding: 1 } }])
  })

  it("a partly filled birthday marks the missing fields", async () => {
    await signIn("registered@outfitter.test")
    renderModal()
    await screen.findByRole("dialog")
    fireEvent.click(screen.getByRole("button", { name: "Get started" }))
    fireEvent.click(await screen.findByRole("button", { name: "Both / prefer not to say" }))
    await screen.findByRole("heading", { name: "When is your birthday?" })
    expect(screen.getByRole("dialog").dataset["background"]).toBe("none")
    fireEvent.change(screen.getByLabelText("Birth year"), { target: { value: "1990" } })
    fireEvent.click(screen.getByRole("button", { name: "Save birthday" }))
    expect((await screen.findByRole("alert")).textContent).toBe(onboardingMessages.birthdaySummary)
    expect(screen.getByLabelText("Birth month").getAttribute("aria-invalid")).toBe("true")
    expect(screen.getByLabelText("Birth day").getAttribute("aria-invalid")).toBe("true")
    expect(screen.getByLabelText("Birth year").getAttribute("aria-invalid")).toBe("false")
  })

  it("does not open for a member whose onboarding is done, nor with hasOnboarding off", async () => {
    await signIn("remembered-fails@outfitter.test")
    renderModal()
    await waitFor(() => expect(calls.some((call) => call.path === "/api/loyalty/info")).toBe(true))
    await settled()
    expect(screen.queryByRole("dialog")).toBeNull()
    cleanup()
    calls.length = 0
    await signIn("registered@outfitter.test")
    calls.length = 0
    renderModal({ settings: { hasOnboarding: false } })
    await settled()
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(calls.some((call) => call.path === "/api/loyalty/info")).toBe(false)
  })

  it("the auth-window error closes the modal (remembered user, extended window on); without it a failed save stays with a message", async () => {
    await signIn("remembered@outfitter.test")
    writeRememberedCopy(true)
    renderModal({ settings: { extendedAuthWindow: false }, mock: true })
    await screen.findByRole("dialog")
    fireEvent.click(screen.getByRole("button", { name: "Get started" }))
    fireEvent.click(await screen.findByRole("button", { name: "Women's" }))
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(loyaltyText.en.onboarding.saveFailed))
    expect(screen.getByRole("heading", { name: "Tell us what you shop for" })).toBeTruthy()
    cleanup()
    const onClosed = vi.fn()
    renderModal({ settings: { extendedAuthWindow: true }, mock: true, onClosed })
    await screen.findByRole("dialog")
    fireEvent.click(screen.getByRole("button", { name: "Get started" }))
    fireEvent.click(await screen.findByRole("button", { name: "Women's" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(onClosed).toHaveBeenCalledTimes(1)
    expect(userUpdates()).toEqual([])
  })

  it("the phone rule follows the site: 3 to 19 digits outside the US", async () => {
    await signIn("registered@outfitter.test")
    renderModal({ site: "eu" })
    await screen.findByRole("dialog")
    fireEvent.click(screen.getByRole("button", { name: "Get started" }))
    fireEvent.click(await screen.findByRole("button", { name: "Skip" }))
    fireEvent.click(await screen.findByRole("button", { name: "Skip" }))
    await screen.findByRole("heading", { name: "Add your phone number" })
    fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "12" } })
    fireEvent.click(screen.getByRole("button", { name: "Save phone" }))
    expect(await screen.findByText(onboardingMessages.phoneOther)).toBeTruthy()
    fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "123" } })
    fireEvent.click(screen.getByRole("button", { name: "Save phone" }))
    await screen.findByRole("heading", { name: "Get the app" })
    expect(userUpdates()).toEqual([{ primaryPhone: "123", preference: {} }])
  })
})
