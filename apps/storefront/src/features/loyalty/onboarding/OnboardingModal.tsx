/**
 * The loyalty onboarding modal (loyalty-payments §2 "Onboarding modal", §4 "Onboarding",
 * §5, §7). Rendered by the rewards page; it renders nothing unless the domain's rule says
 * it opens (preference.onboarding 0, loyalty store = current store, hasOnboarding on).
 *
 * Panes: initial, gender, birthday, phone (when the store settings' `onboardingPhone` is
 * on), appDownload, finish. Every rule is the domain's (loyalty/onboarding); saves go
 * through the user service (`useUpdateUser`). Choices where the spec is silent:
 * - gender, birthday and phone panes may be skipped (the spec's "next action");
 * - a failed save (other than the auth-window error, which closes the modal) keeps the
 *   pane with a message in the live region; a failed close still closes;
 * - the age check uses the site's region (wd is worldwide; no Asia-Pacific site exists).
 */
import { useOnboarding } from "@outfitter/react-hooks"
import { useEffect, useState } from "react"
import { OnboardingDialog } from "./OnboardingDialog.tsx"
import "./onboarding.css"

export interface OnboardingModalProps {
  readonly onClosed?: () => void
  /** The local mock flag of §4: open whatever the loyalty info says. */
  readonly mock?: boolean
}

export const OnboardingModal = ({ onClosed, mock }: OnboardingModalProps) => {
  const onboarding = useOnboarding(mock === undefined ? {} : { mock })
  const [closed, setClosed] = useState(false)
  // once open, the modal stays open until it is closed: a save (gender sets onboarding 1)
  // refreshes the loyalty info, which then says the modal would not open any more
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    if (onboarding.shouldOpen) setOpened(true)
  }, [onboarding.shouldOpen])
  if (closed || !(opened || onboarding.shouldOpen)) return null
  return (
    <OnboardingDialog
      phonePane={onboarding.settings.onboardingPhone}
      birthYearRequired={onboarding.settings.loyaltyBirthYear}
      extendedAuthWindow={onboarding.settings.extendedAuthWindow}
      onClosed={() => {
        setClosed(true)
        onClosed?.()
      }}
    />
  )
}
