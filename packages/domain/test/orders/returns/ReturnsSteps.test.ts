import { expect, it } from "vitest"
import { isReturnsStepView, returnsViews } from "../../../src/index.ts"

it("the four numbered views are steps; the details and the intro are not", () => {
  expect(returnsViews.filter(isReturnsStepView)).toEqual(["RF1", "RF2", "RF3", "RF4"])
  expect(isReturnsStepView("OD")).toBe(false)
  expect(isReturnsStepView("RF0")).toBe(false)
})
