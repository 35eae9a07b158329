/**
 * Onboarding as hooks (STYLE §4): whether the modal opens, from the provider's store
 * settings, the loyalty info and the domain's `shouldOpenOnboarding`. Updates go through the session's `useUpdateUser`.
 *
 * @since 0.1.0
 */
"use client"
import { shouldOpenOnboarding, type StoreSettings } from "@outfitter/domain"
import { useStoreSettings } from "../../OutfitterProvider.ts"
import { useLoyalty } from "../loyaltyQueries.ts"

/** @category models */
export interface OnboardingState {
  /** The modal should open (hasOnboarding on, and the domain's eligibility rule). */
  readonly shouldOpen: boolean
  readonly settings: StoreSettings
  readonly isPending: boolean
}

/**
 * Whether the onboarding modal opens: loads the loyalty info (only when the hasOnboarding
 * and loyalty settings are on) and asks the domain. `mock` is the local mock flag of §4.
 *
 * @category hooks
 */
export const useOnboarding = (options: { readonly mock?: boolean } = {}): OnboardingState => {
  const settings = useStoreSettings()
  const enabled = settings.hasOnboarding && settings.loyaltyEnabled
  const info = useLoyalty(enabled ? "info" : undefined)
  const payload = info.data?.response.payload
  const shouldOpen = enabled && (options.mock === true || (payload !== undefined &&
    shouldOpenOnboarding({
      onboarding: payload.preference?.["onboarding"],
      loyaltyStoreId: payload.custLoyaltyStoreId,
      currentStoreId: settings.storeId,
      ...(options.mock === undefined ? {} : { mock: options.mock }),
    })))
  return { shouldOpen, settings, isPending: enabled && info.isPending }
}
