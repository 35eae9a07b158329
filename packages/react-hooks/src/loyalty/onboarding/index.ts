/**
 * loyalty/onboarding: the onboarding hooks.
 *
 * @since 0.1.0
 */
export * from "./onboardingQueries.ts"
