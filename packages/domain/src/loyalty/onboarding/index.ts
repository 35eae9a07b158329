/**
 * loyalty/onboarding: panes, eligibility, the birthday, minimum-age and phone rules and
 * the user-update payloads.
 *
 * @since 0.1.0
 */
export * from "./Onboarding.ts"
