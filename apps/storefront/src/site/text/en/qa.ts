/** The QA panel's texts (the embedded-fixtures build only), in English (complete). */
import { section } from "../catalogue.ts"

export const qaText = /*#__PURE__*/ section("qa", {
  tools: "QA tools",
  toggle: "QA",
  toggleLabel: "QA panel",
  heading: "QA panel",
  close: "Close",
  scenario: {
    heading: "Scenario",
    none: "No scenario: the plain fixtures.",
    choose: "Choose a scenario",
    noneOption: "No scenario (plain fixtures)",
    noneHint: "Every call answered by the seeded fixtures.",
    apply: "Apply",
    cleared: "Scenario cleared. Reloading…",
    applied: (name: string) => `Scenario ${name} applied. Reloading…`,
    /** The notice when the tab remembers a scenario the fixtures no longer know (the fixtures' message follows). */
    forgotten: (reason: string) => `The tab's scenario is no longer known. ${reason}`,
  },
  accounts: {
    heading: "Sign in as",
    loyaltyHeading: "Loyalty failures",
    signInFailed: (account: string, status: string) => `Signing in as ${account} failed (${status}).`,
    noAnswer: "no answer",
    signedIn: (account: string) => `Signed in as ${account}. Reloading…`,
    /** A loyalty member's button, who has no e-mail. */
    member: (id: string) => `Member ${id}`,
    /** What each account is for, as fixtures/README.md says it. */
    purposes: {
      registered: "member 5001, signed in: orders, cards, addresses, rewards and onboarding",
      remembered: "member 5002, session expired: welcome back, the problem-order banner",
      guest: "guest visitor 5003",
      generic: "generic visitor, no account",
      rememberedFails: "member 5005 whose remembered call fails",
      preferredStore: "member 5006 with preferred store 10001",
      removedStore: "member 5007: preferred store removed, PayPal failover",
      tokenExpired: "loyalty token expired (TOKEN_EXPIRED)",
      tokenInvalid: "loyalty token invalid (TOKEN_INVALID)",
      crossBorder: "cross-border loyalty member",
      noRecord: "no loyalty record",
      serverError: "loyalty service down (500)",
      malformed: "loyalty answers malformed",
      unauthorized: "loyalty calls unauthorised (401)",
    },
  },
  reset: {
    heading: "Reset",
    hint: "The fixtures back to their seed, no scenario, signed out, storage emptied.",
    button: "Reset everything",
    done: "Everything reset. Reloading…",
  },
})
