/**
 * The open onboarding modal: its panes in order, each save through the user service, the
 * analytics events, and the close.
 */
import {
  closesOnUpdateError,
  genderBackground,
  type GenderChoice,
  genderChoices,
  genderCodes,
  nextPane,
  type OnboardingBackground,
  onboardingEvent,
  type OnboardingPane,
  onboardingPayloads,
  presentPanes,
} from "@outfitter/domain"
import { useUpdateUser } from "@outfitter/react-hooks"
import { type ReactNode, useEffect, useRef, useState } from "react"
import { loyaltyText } from "../../../site/text/en/loyalty.ts"
import { useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { emitAnalytics } from "../../../ui/analytics.ts"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { ModalDialog } from "../../../ui/ModalDialog.tsx"
import { BirthdayPane } from "./BirthdayPane.tsx"
import { PhonePane } from "./PhonePane.tsx"

const onboardingClassNames = { backdrop: "onboarding-backdrop", dialog: "onboarding-dialog", close: "onboarding-close modal-close" } as const

interface DialogProps {
  readonly phonePane: boolean
  readonly birthYearRequired: boolean
  readonly extendedAuthWindow: boolean
  readonly onClosed: () => void
}

export const OnboardingDialog = ({ phonePane, birthYearRequired, extendedAuthWindow, onClosed }: DialogProps) => {
  const { site } = useSite()
  const text = useText(loyaltyText).onboarding
  const genderLabels: Readonly<Record<GenderChoice, string>> = text.genders
  const paneTitles: Readonly<Record<OnboardingPane, string>> = text.titles
  const heading = useRef<HTMLHeadingElement>(null)
  const panes = presentPanes({ phone: phonePane })
  const [pane, setPane] = useState<OnboardingPane>("initial")
  const [background, setBackground] = useState<OnboardingBackground>("none")
  const update = useUpdateUser()
  const { message, announce } = useAnnouncer()

  useEffect(() => {
    emitAnalytics(onboardingEvent("onboarding_open"))
  }, [])
  useEffect(() => {
    heading.current?.focus()
  }, [pane])

  const advance = () => {
    const next = nextPane(pane, panes)
    if (next !== undefined) setPane(next)
  }

  const close = () => {
    emitAnalytics(onboardingEvent("onboarding_close"))
    update.mutate(onboardingPayloads.close())
    onClosed()
  }

  /** Saves, then advances; the auth-window error closes the modal. */
  const save = async (data: Readonly<Record<string, unknown>>): Promise<boolean> => {
    try {
      await update.mutateAsync(data)
      return true
    } catch (error) {
      if (closesOnUpdateError(error, extendedAuthWindow)) onClosed()
      else announce(text.saveFailed)
      return false
    }
  }

  const chooseGender = async (gender: string) => {
    setBackground(genderBackground(gender))
    emitAnalytics(onboardingEvent("onboarding_gender"))
    if (await save(onboardingPayloads.gender(gender))) advance()
  }

  let body: ReactNode
  switch (pane) {
    case "initial":
      body = (
        <>
          <p>{text.intro}</p>
          <div className="onboarding-actions">
            <button type="button" className="button" onClick={advance}>{text.getStarted}</button>
          </div>
        </>
      )
      break
    case "gender":
      body = (
        <>
          <p>{text.genderPrompt}</p>
          <div className="onboarding-actions" role="group" aria-label={text.genderLabel}>
            {genderChoices.map((choice) => (
              <button key={choice} type="button" className="button" disabled={update.isPending} onClick={() => void chooseGender(genderCodes[choice])}>
                {genderLabels[choice]}
              </button>
            ))}
            <button type="button" className="button-secondary" onClick={advance}>{text.skip}</button>
          </div>
        </>
      )
      break
    case "birthday":
      body = <BirthdayPane site={site} birthYearRequired={birthYearRequired} busy={update.isPending} onSkip={advance} announce={announce} onSave={async (data) => {
        emitAnalytics(onboardingEvent("onboarding_birthday"))
        if (data === undefined || await save(data)) advance()
      }} />
      break
    case "phone":
      body = <PhonePane site={site} busy={update.isPending} onSkip={advance} announce={announce} onSave={async (data) => {
        emitAnalytics(onboardingEvent("onboarding_phone"))
        if (await save(data)) advance()
      }} />
      break
    case "appDownload":
      body = (
        <>
          <p>{text.appDownload}</p>
          <ul>
            <li><a href="https://apps.apple.com/" target="_blank" rel="noreferrer">{text.appStore}</a></li>
            <li><a href="https://play.google.com/" target="_blank" rel="noreferrer">{text.googlePlay}</a></li>
          </ul>
          <div className="onboarding-actions">
            <button type="button" className="button" onClick={advance}>{text.next}</button>
          </div>
        </>
      )
      break
    case "finish":
      body = (
        <>
          <p>{text.finish}</p>
          <div className="onboarding-actions">
            <button type="button" className="button" onClick={close}>{text.startShopping}</button>
          </div>
        </>
      )
      break
  }

  return (
    <ModalDialog
      title={paneTitles[pane]}
      onClose={close}
      classNames={onboardingClassNames}
      dialogAttributes={{ id: "loyalty-onboarding", "data-pane": pane, "data-background": background }}
      headingRef={heading}
    >
      {body}
      <LiveRegion message={message} />
    </ModalDialog>
  )
}
