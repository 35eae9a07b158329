import { expect, it } from "vitest"
import { genderBackground, genderChoices, genderCodes, onboardingPayloads } from "../../../src/index.ts"

it("men's, women's, then both: M, F, O, and the background each gives", () => {
  expect(genderChoices.map((choice) => genderCodes[choice])).toEqual(["M", "F", "O"])
  expect(genderChoices.map((choice) => genderBackground(genderCodes[choice]))).toEqual(["male", "female", "none"])
  expect(onboardingPayloads.gender(genderCodes.women)).toEqual({ preference: { gender: "F", onboarding: 1 } })
})
