/**
 * The onboarding modal's panes: when it opens, which panes are present and which comes
 * next, the background a gender choice shows, what each pane's user update sends, and when
 * an update error closes the modal. Rules: docs/rules/loyalty-payments.md#onboarding-modal (loyalty §2),
 * docs/rules/loyalty-payments.md#onboarding (§4), docs/rules/loyalty-payments.md#7-service-calls (§7 "User update").
 *
 * Where the spec is silent:
 * - the current store is the store settings' `storeId`; the loyalty store
 *   (`custLoyaltyStoreId`, string or number) is compared as a string;
 * - a gender other than M or F (for example "O", prefer not to say) hides the background;
 * - a phone flag or mock flag that is not `true` is off.
 *
 * @since 0.6.0
 */
import { fieldsOf, listOf } from "../../kernel/Untrusted.ts"
import { RememberedUserBlocked, SoftAuthenticationRequired } from "../../session/index.ts"
import type { Birthday } from "./Birthday.ts"

/**
 * The panes, in order (§2).
 *
 * @category constants
 */
export const onboardingPanes = ["initial", "gender", "birthday", "phone", "appDownload", "finish"] as const

/** @category models */
export type OnboardingPane = (typeof onboardingPanes)[number]

/**
 * The panes present on the page: every pane but phone always exists; phone only when the
 * page has it.
 *
 * @category constructors
 */
export const presentPanes = (options: { readonly phone: boolean }): ReadonlyArray<OnboardingPane> =>
  onboardingPanes.filter((pane) => pane !== "phone" || fieldsOf(options)["phone"] === true)

/**
 * The pane after `current` among the present ones, skipping missing ones; `undefined`
 * after the last (finish) or for a pane that is not present.
 *
 * @example
 * import { nextPane } from "@outfitter/domain"
 * nextPane("birthday", ["initial", "gender", "birthday", "appDownload", "finish"]) // => "appDownload"
 * @category transitions
 */
export const nextPane = (current: OnboardingPane, present: ReadonlyArray<OnboardingPane>): OnboardingPane | undefined => {
  const panes = listOf(present) as ReadonlyArray<OnboardingPane>
  const index = panes.indexOf(current)
  return index < 0 ? undefined : panes[index + 1]
}

/** What the modal needs to know to open. @category models */
export interface OnboardingEligibility {
  /** preference.onboarding of the loyalty info (0 or 1; anything else counts as done). */
  readonly onboarding: unknown
  readonly loyaltyStoreId: string | number | undefined
  readonly currentStoreId: string
  /** The local mock flag of §4. */
  readonly mock?: boolean
}

/**
 * Opens only when preference.onboarding is 0 and the loyalty store is the current store,
 * or when the mock flag is set (§4, §6). A string "0" counts as 0.
 *
 * @category rules
 */
export const shouldOpenOnboarding = (input: OnboardingEligibility): boolean => {
  const { mock, onboarding, loyaltyStoreId, currentStoreId } = fieldsOf(input)
  return mock === true ||
    ((onboarding === 0 || onboarding === "0") &&
      (typeof loyaltyStoreId === "string" || typeof loyaltyStoreId === "number") &&
      String(loyaltyStoreId) === currentStoreId)
}

/**
 * Whether a member has done onboarding: preference.onboarding is 1 (the number or the
 * string "1"), as the new-reward notification asks (§4).
 *
 * @category rules
 */
export const isOnboardingDone = (onboarding: unknown): boolean => onboarding === 1 || onboarding === "1"

/** The modal background after a gender choice (§4). @category models */
export type OnboardingBackground = "male" | "female" | "none"

/** @category rules */
export const genderBackground = (gender: string): OnboardingBackground =>
  gender === "M" ? "male" : gender === "F" ? "female" : "none"

/**
 * The user-update payloads (§7).
 *
 * @category payloads
 */
export const onboardingPayloads = {
  /** Closing the modal. */
  close: () => ({ preference: { onboarding: 1 } }) as const,
  /** Choosing a gender: gender and onboarding 1. */
  gender: (gender: string) => ({ preference: { gender, onboarding: 1 } }) as const,
  birthday: (birthday: Birthday) =>
    ({ preference: { birthDay: birthday.day, birthMonth: birthday.month, birthYear: birthday.year } }) as const,
  /** The phone, digits only, plus an empty preference. */
  phone: (digits: string) => ({ primaryPhone: digits, preference: {} }) as const,
}

/**
 * The auth-window error of §4: with the extended authentication window on, an update the
 * permission check refuses for a remembered user (soft re-authentication needed, or the
 * remembered user blocked) closes the modal. Other failures keep it open with a message.
 *
 * @category rules
 */
export const closesOnUpdateError = (error: unknown, extendedAuthWindow: boolean): boolean =>
  extendedAuthWindow && (error instanceof SoftAuthenticationRequired || error instanceof RememberedUserBlocked)
