/**
 * loyalty/onboarding: panes, eligibility, the birthday, calendar dates, minimum ages by
 * region, the phone, the messages, the events and the user-update payloads.
 *
 * @since 0.1.0
 */
export * from "./Birthday.ts"
export * from "./CalendarDate.ts"
export * from "./OnboardingEvents.ts"
export * from "./OnboardingMessages.ts"
export * from "./GenderChoices.ts"
export * from "./OnboardingPanes.ts"
export * from "./Phone.ts"
export * from "./RegionalAges.ts"
