/**
 * The texts of what only a fixtures build shows in place of a live service's widget (the
 * gift card's stand-in captcha), in English (complete). A section of their own, so a
 * production build, which has none of the stand-ins, has none of their words either.
 */
import { section } from "../catalogue.ts"

export const standInText = /*#__PURE__*/ section("standIn", {
  notARobot: "I am not a robot",
})
