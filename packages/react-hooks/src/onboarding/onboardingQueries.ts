/**
 * Onboarding as TanStack Query options and hooks (STYLE §4): the store settings the modal
 * reads (key ["onboarding", "settings"]) and whether it opens, from the loyalty info and
 * the domain's `shouldOpenOnboarding`. Updates go through the session's `useUpdateUser`.
 *
 * @since 0.1.0
 */
import { shouldOpenOnboarding, type StoreSettings } from "@outfitter/domain"
import { queryOptions, useQuery } from "@tanstack/react-query"
import * as Effect from "effect/Effect"
import { type RunClient, useRunClient } from "../OutfitterProvider.ts"
import { useLoyalty } from "../loyalty/index.ts"

/** @category keys */
export const onboardingSettingsKey = ["onboarding", "settings"] as const

/**
 * Query options for the store settings of the clients (they never change while mounted).
 *
 * @category query options
 */
export const onboardingSettingsQueryOptions = (run: RunClient) =>
  queryOptions<StoreSettings, never, StoreSettings, typeof onboardingSettingsKey>({
    queryKey: onboardingSettingsKey,
    queryFn: () => run((clients) => clients.Session.use((session) => Effect.succeed(session.settings))),
    staleTime: Infinity,
  })

/** @category hooks */
export const useOnboardingSettings = () => useQuery(onboardingSettingsQueryOptions(useRunClient()))

/** @category models */
export interface OnboardingState {
  /** The modal should open (hasOnboarding on, and the domain's eligibility rule). */
  readonly shouldOpen: boolean
  readonly settings: StoreSettings | undefined
  readonly isPending: boolean
}

/**
 * Whether the onboarding modal opens: loads the loyalty info (only when the hasOnboarding
 * and loyalty settings are on) and asks the domain. `mock` is the local mock flag of §4.
 *
 * @category hooks
 */
export const useOnboarding = (options: { readonly mock?: boolean } = {}): OnboardingState => {
  const settings = useOnboardingSettings().data
  const enabled = settings !== undefined && settings.hasOnboarding && settings.loyaltyEnabled
  const info = useLoyalty(enabled ? "info" : undefined)
  const payload = info.data?.response.payload
  const shouldOpen = enabled && (options.mock === true || (payload !== undefined &&
    shouldOpenOnboarding({
      onboarding: payload.preference?.["onboarding"],
      loyaltyStoreId: payload.custLoyaltyStoreId,
      currentStoreId: settings.storeId,
      ...(options.mock === undefined ? {} : { mock: options.mock }),
    })))
  return { shouldOpen, settings, isPending: settings === undefined || (enabled && info.isPending) }
}
