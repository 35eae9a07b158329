import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { RememberedUserBlocked, SoftAuthenticationRequired } from "../../../src/session/Permissions.ts"
import {
  calendarDate,
  type CalendarDate,
  closesOnUpdateError,
  daysInMonth,
  genderBackground,
  isBirthdayError,
  isOldEnough,
  isPhoneError,
  PhoneError,
  minimumAge,
  nextPane,
  type OnboardingBackground,
  onboardingEvent,
  onboardingMessages,
  type OnboardingPane,
  onboardingPanes,
  onboardingPayloads,
  onboardingRegionForSite,
  type OnboardingRegion,
  presentPanes,
  isOnboardingDone,
  shouldOpenOnboarding,
  validateBirthday,
  validatePhone,
} from "../../../src/loyalty/onboarding/index.ts"
import { modelCommand } from "../../support/modelCommand.ts"

const today: CalendarDate = { year: 2026, month: 6, day: 15 }
const rules = (region: OnboardingRegion | undefined, visitorCountry?: string) => ({
  birthYearRequired: true,
  region,
  ...(visitorCountry === undefined ? {} : { visitorCountry }),
  today,
})
const pad = (n: number) => String(n).padStart(2, "0")
const birthday = (date: CalendarDate) => ({ year: String(date.year), month: pad(date.month), day: pad(date.day) })

describe("panes (§2)", () => {
  it("runs initial, gender, birthday, phone, appDownload, finish", () => {
    const panes = presentPanes({ phone: true })
    expect(panes).toEqual(["initial", "gender", "birthday", "phone", "appDownload", "finish"])
    expect(panes.map((pane) => nextPane(pane, panes))).toEqual(["gender", "birthday", "phone", "appDownload", "finish", undefined])
  })
  it("skips the phone pane when it is missing", () => {
    const panes = presentPanes({ phone: false })
    expect(panes).not.toContain("phone")
    expect(nextPane("birthday", panes)).toBe("appDownload")
    expect(nextPane("phone", panes)).toBeUndefined()
  })
})

describe("eligibility (§4, §6)", () => {
  it("opens only for onboarding 0 and the loyalty store equal to the current store", () => {
    expect(shouldOpenOnboarding({ onboarding: 0, loyaltyStoreId: "10051", currentStoreId: "10051" })).toBe(true)
    expect(shouldOpenOnboarding({ onboarding: 0, loyaltyStoreId: 10051, currentStoreId: "10051" })).toBe(true)
    expect(shouldOpenOnboarding({ onboarding: "0", loyaltyStoreId: "10051", currentStoreId: "10051" })).toBe(true)
    expect(shouldOpenOnboarding({ onboarding: 1, loyaltyStoreId: "10051", currentStoreId: "10051" })).toBe(false)
    expect(shouldOpenOnboarding({ onboarding: undefined, loyaltyStoreId: "10051", currentStoreId: "10051" })).toBe(false)
    expect(shouldOpenOnboarding({ onboarding: 0, loyaltyStoreId: "10052", currentStoreId: "10051" })).toBe(false)
    expect(shouldOpenOnboarding({ onboarding: 0, loyaltyStoreId: undefined, currentStoreId: "10051" })).toBe(false)
  })
  it("opens with the mock flag whatever else", () => {
    expect(shouldOpenOnboarding({ onboarding: 1, loyaltyStoreId: undefined, currentStoreId: "10051", mock: true })).toBe(true)
  })
})

describe("onboarding done (§4, the new-reward notification)", () => {
  it("is 1, as a number or a string; anything else is not done", () => {
    expect(isOnboardingDone(1)).toBe(true)
    expect(isOnboardingDone("1")).toBe(true)
    for (const value of [0, "0", undefined, null, "", 2, true]) expect(isOnboardingDone(value)).toBe(false)
  })
})

describe("gender and payloads (§4, §7)", () => {
  it("maps M, F, anything else to the background", () => {
    expect(genderBackground("M")).toBe("male")
    expect(genderBackground("F")).toBe("female")
    expect(genderBackground("O")).toBe("none")
    expect(genderBackground("")).toBe("none")
  })
  it("builds the user-update payloads", () => {
    expect(onboardingPayloads.close()).toEqual({ preference: { onboarding: 1 } })
    expect(onboardingPayloads.gender("F")).toEqual({ preference: { gender: "F", onboarding: 1 } })
    expect(onboardingPayloads.birthday({ year: "1990", month: "02", day: "28" })).toEqual({
      preference: { birthDay: "28", birthMonth: "02", birthYear: "1990" },
    })
    expect(onboardingPayloads.phone("6145550100")).toEqual({ primaryPhone: "6145550100", preference: {} })
  })
})

describe("regions (§5)", () => {
  it("maps every site and every region to its minimum age", () => {
    expect(["us", "ca", "uk", "eu", "wd", "cn", "am"].map((site) => minimumAge(onboardingRegionForSite(site as never)))).toEqual([
      14, 13, 16, 16, 14, 16, undefined,
    ])
    expect(minimumAge("apac", "TW")).toBe(20)
    expect(minimumAge("apac", "SG")).toBe(13)
    expect(minimumAge("apac", "JP")).toBe(18)
    expect(minimumAge("apac", "hk")).toBe(18)
    expect(minimumAge("apac", "AU")).toBeUndefined()
    expect(minimumAge("apac")).toBeUndefined()
    expect(minimumAge(undefined)).toBeUndefined()
  })

  const cases: ReadonlyArray<readonly [string, OnboardingRegion | undefined, string | undefined, number | undefined]> = [
    ["US", "us", undefined, 14],
    ["CA", "ca", undefined, 13],
    ["UK", "uk", undefined, 16],
    ["EU", "eu", undefined, 16],
    ["worldwide", "worldwide", undefined, 14],
    ["CN", "cn", undefined, 16],
    ["APAC TW", "apac", "TW", 20],
    ["APAC SG", "apac", "SG", 13],
    ["APAC JP", "apac", "JP", 18],
    ["APAC HK", "apac", "HK", 18],
  ]
  for (const [name, region, country, age] of cases) {
    it(`${name}: born on the minimum birthday is accepted, the day after is rejected (age ${age})`, () => {
      const minimum = { year: today.year - age!, month: today.month, day: today.day }
      const dayBefore = { ...minimum, day: minimum.day - 1 }
      const dayAfter = { ...minimum, day: minimum.day + 1 }
      expect(Result.isSuccess(validateBirthday(birthday(minimum), rules(region, country)))).toBe(true)
      expect(Result.isSuccess(validateBirthday(birthday(dayBefore), rules(region, country)))).toBe(true)
      const tooYoung = validateBirthday(birthday(dayAfter), rules(region, country))
      expect(Result.isFailure(tooYoung)).toBe(true)
      if (Result.isFailure(tooYoung)) expect(tooYoung.failure.summary).toBe(onboardingMessages.tooYoung(age!))
    })
  }
  it("has no age check when no region matches or for another APAC country", () => {
    expect(Result.isSuccess(validateBirthday({ year: "2026", month: "06", day: "15" }, rules(undefined)))).toBe(true)
    expect(Result.isSuccess(validateBirthday({ year: "2026", month: "06", day: "15" }, rules("apac", "AU")))).toBe(true)
  })
  it("a 29 February birthday comes of age on 1 March in a non-leap year", () => {
    expect(isOldEnough({ year: 2012, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 }, 14)).toBe(false)
    expect(isOldEnough({ year: 2012, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 }, 14)).toBe(true)
  })
})

describe("birthday fields (§5)", () => {
  it("nothing filled: nothing to send", () => {
    expect(validateBirthday({ year: "", month: "", day: " " }, rules("us"))).toEqual(Result.succeed(undefined))
  })
  it("any filled with the birth-year setting on: all three required, missing ones marked", () => {
    const result = validateBirthday({ year: "1990", month: "", day: "" }, rules("us"))
    expect(Result.isFailure(result) && Object.keys(result.failure.fields).sort()).toEqual(["day", "month"])
    const onlyDay = validateBirthday({ year: "", month: "", day: "01" }, rules("us"))
    expect(Result.isFailure(onlyDay) && Object.keys(onlyDay.failure.fields).sort()).toEqual(["month", "year"])
  })
  it("incomplete with the setting off: not required, nothing sent", () => {
    expect(validateBirthday({ year: "", month: "02", day: "" }, { ...rules("us"), birthYearRequired: false })).toEqual(
      Result.succeed(undefined),
    )
  })
  it("complete with the setting off is still checked", () => {
    expect(Result.isFailure(validateBirthday({ year: "1899", month: "01", day: "01" }, { ...rules("us"), birthYearRequired: false }))).toBe(true)
  })
  it("year 1900 is accepted, 1899 rejected; 4 digits only", () => {
    expect(validateBirthday({ year: "1900", month: "01", day: "01" }, rules("us"))).toEqual(
      Result.succeed({ year: "1900", month: "01", day: "01" }),
    )
    for (const year of ["1899", "199", "19900", "19a0"]) {
      const result = validateBirthday({ year, month: "01", day: "01" }, rules("us"))
      expect(Result.isFailure(result) && Object.keys(result.failure.fields)).toEqual(["year"])
    }
  })
  it("month 01–12 in 2 digits", () => {
    for (const month of ["00", "13", "1"]) {
      const result = validateBirthday({ year: "1990", month, day: "01" }, rules("us"))
      expect(Result.isFailure(result) && Object.keys(result.failure.fields)).toEqual(["month"])
    }
    expect(Result.isSuccess(validateBirthday({ year: "1990", month: "12", day: "01" }, rules("us")))).toBe(true)
  })
  it("the day must exist in the month (30/31, 28/29 February in common and leap years)", () => {
    const ok = (year: string, month: string, day: string) => Result.isSuccess(validateBirthday({ year, month, day }, rules("us")))
    expect(ok("1990", "04", "30")).toBe(true)
    expect(ok("1990", "04", "31")).toBe(false)
    expect(ok("1990", "01", "31")).toBe(true)
    expect(ok("1990", "01", "32")).toBe(false)
    expect(ok("1990", "02", "28")).toBe(true)
    expect(ok("1990", "02", "29")).toBe(false)
    expect(ok("2000", "02", "29")).toBe(true)
    expect(ok("1900", "02", "29")).toBe(false)
    expect(ok("1990", "02", "00")).toBe(false)
    expect(ok("1990", "02", "1")).toBe(false)
  })
  test.prop([fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 })])("daysInMonth agrees with the calendar", (y, m) => {
    const days = daysInMonth(y, m)
    expect(new Date(Date.UTC(y, m - 1, days)).getUTCMonth()).toBe(m - 1)
    expect(new Date(Date.UTC(y, m - 1, days + 1)).getUTCMonth()).not.toBe(m - 1)
  })
  test.prop([fc.string(), fc.string(), fc.string()])("never throws on any input", (year, month, day) => {
    const result = validateBirthday({ year, month, day }, rules("us"))
    expect(Result.isSuccess(result) || Result.isFailure(result)).toBe(true)
  })
})

describe("phone (§5)", () => {
  it("US site: exactly 10 digits", () => {
    expect(validatePhone("614555010", "us")._tag).toBe("Failure")
    expect(validatePhone("6145550100", "us")).toEqual(Result.succeed("6145550100"))
    expect(validatePhone("(614) 555-0100", "us")).toEqual(Result.succeed("6145550100"))
    expect(validatePhone("61455501001", "us")._tag).toBe("Failure")
  })
  it("other sites: 3 to 19 digits", () => {
    expect(validatePhone("12", "eu")._tag).toBe("Failure")
    expect(validatePhone("123", "eu")).toEqual(Result.succeed("123"))
    expect(validatePhone("1".repeat(19), "uk")).toEqual(Result.succeed("1".repeat(19)))
    expect(validatePhone("1".repeat(20), "uk")._tag).toBe("Failure")
  })
  it("rejects letters and empty input with the site's message", () => {
    const result = validatePhone("614-CALL-NOW", "us")
    // a tagged error class now (one error style): same tag and fields, and its guard
    expect(Result.isFailure(result) && result.failure).toEqual(new PhoneError({
      summary: onboardingMessages.phoneSummary,
      field: onboardingMessages.phoneUs,
    }))
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      _tag: "PhoneError",
      summary: onboardingMessages.phoneSummary,
      field: onboardingMessages.phoneUs,
    })
    expect(Result.isFailure(result) && isPhoneError(result.failure)).toBe(true)
    expect(Result.isFailure(result) && result.failure.message).toBe(onboardingMessages.phoneSummary)
    const empty = validatePhone("", "ca")
    expect(Result.isFailure(empty) && empty.failure.field).toBe(onboardingMessages.phoneOther)
  })
  test.prop([fc.stringMatching(/^\d{3,19}$/)])("any 3–19 digits pass outside the US", (digits) => {
    expect(validatePhone(digits, "wd")).toEqual(Result.succeed(digits))
  })
  test.prop([fc.string()])("never throws", (input) => {
    const result = validatePhone(input, "us")
    if (Result.isSuccess(result)) expect(result.success).toMatch(/^\d{10}$/)
  })
})

describe("auth-window error (§4)", () => {
  it("closes the modal only with the extended window on and a soft-authentication refusal", () => {
    const soft = new SoftAuthenticationRequired({ message: "x" })
    const blocked = new RememberedUserBlocked({ message: "x" })
    expect(closesOnUpdateError(soft, true)).toBe(true)
    expect(closesOnUpdateError(blocked, true)).toBe(true)
    expect(closesOnUpdateError(soft, false)).toBe(false)
    expect(closesOnUpdateError(new Error("boom"), true)).toBe(false)
    expect(closesOnUpdateError(undefined, true)).toBe(false)
  })
})

describe("onboarding errors are tagged classes with guards", () => {
  it("a birthday failure is a BirthdayError whose message is the summary", () => {
    const result = validateBirthday({ year: "1990", month: "13", day: "01" }, rules("us"))
    expect(Result.isFailure(result) && isBirthdayError(result.failure)).toBe(true)
    expect(Result.isFailure(result) && result.failure._tag).toBe("BirthdayError")
    expect(Result.isFailure(result) && result.failure.message).toBe(onboardingMessages.birthdaySummary)
    expect(isBirthdayError({ _tag: "BirthdayError" })).toBe(false)
    expect(isPhoneError(new Error("x"))).toBe(false)
  })
})

describe("values of the wrong type (never a TypeError)", () => {
  it("reads a phone flag or mock flag that is not true as off, and panes that are not a list as none", () => {
    expect(presentPanes(null as never)).not.toContain("phone")
    expect(presentPanes({ phone: "yes" } as never)).not.toContain("phone")
    expect(nextPane("gender", "initial,gender" as never)).toBeUndefined()
    expect(shouldOpenOnboarding(null as never)).toBe(false)
    expect(shouldOpenOnboarding({ onboarding: 0, loyaltyStoreId: { id: 1 }, currentStoreId: "[object Object]" } as never)).toBe(false)
  })
  it("has no age check for a region or site that is not one, and none for a country that is not text", () => {
    expect(minimumAge("constructor" as OnboardingRegion)).toBeUndefined()
    expect(minimumAge("apac", 5 as never)).toBeUndefined()
    expect(onboardingRegionForSite("toString" as never)).toBeUndefined()
  })
  it("proves no age from dates that are not dates", () => {
    expect(calendarDate("2026-01-01" as never)).toEqual({ year: Number.NaN, month: Number.NaN, day: Number.NaN })
    expect(isOldEnough({ year: 1990, month: 1, day: 1 }, null as never, 14)).toBe(false)
    expect(isOldEnough({ year: 1990, month: 1, day: 1 }, { year: 2026, month: 1, day: 1 }, "14" as never)).toBe(false)
  })
  it("reads birthday and phone fields that are not text as empty", () => {
    expect(validateBirthday(null as never, rules("us"))).toEqual(Result.succeed(undefined))
    expect(Result.isFailure(validateBirthday({ year: 1990, month: "01", day: "01" } as never, rules("us")))).toBe(true)
    const tooYoung = validateBirthday({ year: "1990", month: "01", day: "01" }, { birthYearRequired: true, region: "us", today: null } as never)
    expect(Result.isFailure(tooYoung) && tooYoung.failure.summary).toBe(onboardingMessages.tooYoung(14))
    expect(Result.isFailure(validatePhone(6145550100 as never, "us"))).toBe(true)
  })
})

describe("daysInMonth: values that are not numbers", () => {
  it("is NaN, never a throw", () => {
    expect(daysInMonth(JSON.parse('{"toString":[],"valueOf":{}}') as never, 2)).toBeNaN()
    expect(daysInMonth(2024, "2" as never)).toBeNaN()
  })
})

// ---------------------------------------------------------------------------------------
// Model-based: the panes (§2, §4) against a model written from the rules alone. The module's
// machine is `nextPane` over `presentPanes`; the page below drives it as the modal does, each
// pane's action checked by the pane's rule (§5) and answered by its payload (§7). An action
// of another pane leaves the page as it is.

interface OnboardingPage {
  pane: OnboardingPane
  background: OnboardingBackground | undefined
  sent: Array<unknown>
}

type OnboardingCommandInput =
  | { readonly _tag: "Next" }
  | { readonly _tag: "ChooseGender"; readonly gender: string; readonly background: OnboardingBackground }
  | { readonly _tag: "SubmitBirthday"; readonly fields: { year: string; month: string; day: string }; readonly outcome: "sent" | "empty" | "refused" }
  | { readonly _tag: "SubmitPhone"; readonly input: string; readonly digits: string | undefined }

const onboardingSite = "us" as const
const onboardingRules = { birthYearRequired: true, region: "us" as const, today }

/** The page: the module's rules, wired as the modal wires them. */
const driveOnboarding = (page: OnboardingPage, input: OnboardingCommandInput, present: ReadonlyArray<OnboardingPane>): OnboardingPage => {
  const advance = (changes: Partial<OnboardingPage>): OnboardingPage => {
    const next = nextPane(page.pane, present)
    return { ...page, ...changes, pane: next ?? page.pane }
  }
  switch (input._tag) {
    case "Next":
      return advance({})
    case "ChooseGender":
      if (page.pane !== "gender") return page
      return advance({ background: genderBackground(input.gender), sent: [...page.sent, onboardingPayloads.gender(input.gender)] })
    case "SubmitBirthday": {
      if (page.pane !== "birthday") return page
      const checked = validateBirthday(input.fields, onboardingRules)
      if (Result.isFailure(checked)) return page
      return advance({ sent: checked.success === undefined ? page.sent : [...page.sent, onboardingPayloads.birthday(checked.success)] })
    }
    case "SubmitPhone": {
      if (page.pane !== "phone") return page
      const checked = validatePhone(input.input, onboardingSite)
      return Result.isFailure(checked) ? page : advance({ sent: [...page.sent, onboardingPayloads.phone(checked.success)] })
    }
  }
}

interface OnboardingModel {
  readonly order: ReadonlyArray<OnboardingPane>
  pane: OnboardingPane
  background: OnboardingBackground | undefined
  sent: Array<unknown>
}

/** "Panes advance in order via a next action"; missing panes are skipped; finish is the last. */
const modelAdvance = (model: OnboardingModel) => {
  const at = model.order.indexOf(model.pane)
  if (at + 1 < model.order.length) model.pane = model.order[at + 1] as OnboardingPane
}

const onboardingModelStep = (model: OnboardingModel, input: OnboardingCommandInput): void => {
  switch (input._tag) {
    case "Next":
      return modelAdvance(model)
    case "ChooseGender": // "choosing gender sets onboarding 1 and advances"
      if (model.pane !== "gender") return
      model.background = input.background
      model.sent.push({ preference: { gender: input.gender, onboarding: 1 } })
      return modelAdvance(model)
    case "SubmitBirthday": // "submitting a valid birthday advances"; an empty one sends nothing and advances
      if (model.pane !== "birthday" || input.outcome === "refused") return
      if (input.outcome === "sent") {
        model.sent.push({ preference: { birthDay: input.fields.day, birthMonth: input.fields.month, birthYear: input.fields.year } })
      }
      return modelAdvance(model)
    case "SubmitPhone": // "submitting a valid phone advances"; the digits and an empty preference are sent
      if (model.pane !== "phone" || input.digits === undefined) return
      model.sent.push({ primaryPhone: input.digits, preference: {} })
      return modelAdvance(model)
  }
}

const onboardingReached = new Set<OnboardingPane>()

/** One step: the model and the real one take it, then must agree. */
const runOnboarding = (input: OnboardingCommandInput) => (model: OnboardingModel, real: { page: OnboardingPage; present: ReadonlyArray<OnboardingPane> }): void => {
  const before = real.page
  onboardingModelStep(model, input)
  real.page = driveOnboarding(before, input, real.present)
  onboardingReached.add(real.page.pane)
  expect(real.page, `${JSON.stringify(input)} on ${before.pane}`).toEqual({ pane: model.pane, background: model.background, sent: model.sent })
  // properties of the rules, independent of the model
  if (!model.order.includes("phone")) expect(real.page.pane).not.toBe("phone")
  expect(onboardingPanes.indexOf(real.page.pane)).toBeGreaterThanOrEqual(onboardingPanes.indexOf(before.pane))
}

const onboardingCommandArbitrary: fc.Arbitrary<OnboardingCommandInput> = fc.oneof(
  fc.constant({ _tag: "Next" } as const),
  fc.constantFrom(
    { _tag: "ChooseGender", gender: "M", background: "male" },
    { _tag: "ChooseGender", gender: "F", background: "female" },
    { _tag: "ChooseGender", gender: "O", background: "none" },
  ) as fc.Arbitrary<OnboardingCommandInput>,
  // today is 15 June 2026 and the us site asks 14 years: born on or before 15 June 2012
  fc.constantFrom(
    { _tag: "SubmitBirthday", fields: { year: "1990", month: "05", day: "20" }, outcome: "sent" },
    { _tag: "SubmitBirthday", fields: { year: "2012", month: "06", day: "15" }, outcome: "sent" },
    { _tag: "SubmitBirthday", fields: { year: "2012", month: "06", day: "16" }, outcome: "refused" },
    { _tag: "SubmitBirthday", fields: { year: "1990", month: "02", day: "30" }, outcome: "refused" },
    { _tag: "SubmitBirthday", fields: { year: "1899", month: "01", day: "01" }, outcome: "refused" },
    { _tag: "SubmitBirthday", fields: { year: "1990", month: "05", day: "" }, outcome: "refused" },
    { _tag: "SubmitBirthday", fields: { year: "", month: "", day: "" }, outcome: "empty" },
  ) as fc.Arbitrary<OnboardingCommandInput>,
  // the us site: exactly 10 digits, written with spaces, dashes, dots, parentheses or a leading "+"
  fc.constantFrom(
    { _tag: "SubmitPhone", input: "(614) 555-0100", digits: "6145550100" },
    { _tag: "SubmitPhone", input: "+1 614.555.010", digits: "1614555010" },
    { _tag: "SubmitPhone", input: "614555010", digits: undefined },
    { _tag: "SubmitPhone", input: "61455501000", digits: undefined },
    { _tag: "SubmitPhone", input: "614-555-01x0", digits: undefined },
    { _tag: "SubmitPhone", input: "", digits: undefined },
  ) as fc.Arbitrary<OnboardingCommandInput>,
)

describe("model-based: the onboarding panes against the rules (§2, §4)", () => {
  test.prop([fc.commands([onboardingCommandArbitrary.map((input) => modelCommand(JSON.stringify(input), runOnboarding(input)))], { maxCommands: 30, size: "max" }), fc.boolean()], {
    numRuns: 400,
  })("every sequence of actions agrees with the model", (commands, phone) => {
    const order = (["initial", "gender", "birthday", "phone", "appDownload", "finish"] as const).filter((pane) => phone || pane !== "phone")
    const model: OnboardingModel = { order, pane: "initial", background: undefined, sent: [] }
    const real = { page: { pane: "initial" as OnboardingPane, background: undefined, sent: [] }, present: presentPanes({ phone }) }
    fc.modelRun(() => ({ model, real }), commands)
  })

  it("the runs above reached every pane", () => {
    expect([...onboardingReached].sort()).toEqual([...onboardingPanes].sort())
  })
})

describe("onboardingEvent", () => {
  it.each(["onboarding_open", "onboarding_close", "onboarding_gender", "onboarding_birthday", "onboarding_phone"] as const)(
    "%s is an onboarding event of that name",
    (name) => {
      expect(onboardingEvent(name)).toEqual({ type: "onboarding", name })
    },
  )
})
