/**
 * The onboarding modal's analytics events. Rules: docs/rules/loyalty-payments.md#onboarding (loyalty §4).
 *
 * @since 0.6.0
 */
/**
 * The onboarding analytics events.
 *
 * @category analytics
 */
export interface OnboardingEvent {
  readonly type: "onboarding"
  readonly name: "onboarding_open" | "onboarding_close" | "onboarding_gender" | "onboarding_birthday" | "onboarding_phone"
}

/** @category analytics */
export const onboardingEvent = (name: OnboardingEvent["name"]): OnboardingEvent => ({ type: "onboarding", name })
