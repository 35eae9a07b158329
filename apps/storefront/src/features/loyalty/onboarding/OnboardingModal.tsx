/** The loyalty onboarding modal (loyalty-payments §2, §4). Rendered by the rewards page. */
export const OnboardingModal = (_props: { readonly onClosed?: () => void }) => null
