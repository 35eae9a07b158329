/**
 * The balance check's state: the form's and button's states from the domain's
 * `giftCardStep`, the fields and their errors, the one form-level message (the domain's
 * `giftCardFailureView` after a failed lookup), the captcha's token and generation, what is
 * announced, and the check itself (`useGiftCardBalance`).
 */
import {
  type GiftCardEvent,
  giftCardFailureView,
  type GiftCardField,
  giftCardStep,
  giftCardTimings,
  initialGiftCardView,
  validateGiftCardForm,
} from "@outfitter/domain"
import { useGiftCardBalance } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { type FormEvent, useRef, useState } from "react"
import { helpText } from "../../../site/text/en/help.ts"
import { useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { scrollToTop } from "./scrollToTop.ts"

export interface GiftCardFields {
  readonly country: string
  readonly cardNumber: string
  readonly pin: string
}

const emptyFields: GiftCardFields = { country: "", cardNumber: "", pin: "" }

export const useGiftCardCheck = () => {
  const text = useText(helpText).giftCards.announce
  const { locale } = useSite()
  const lookup = useGiftCardBalance()
  const [view, setView] = useState(initialGiftCardView)
  const [fields, setFields] = useState<GiftCardFields>(emptyFields)
  const [captcha, setCaptcha] = useState("")
  const [captchaGeneration, setCaptchaGeneration] = useState(0)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<GiftCardField, string>>>({})
  const [formError, setFormError] = useState<string | undefined>(undefined)
  const [announcement, setAnnouncement] = useState("")
  const [lastFour, setLastFour] = useState("")
  const numberRef = useRef<HTMLInputElement>(null)

  const apply = (event: GiftCardEvent) => {
    setView((current) => {
      const step = giftCardStep(current, event)
      if (step.resetCaptcha) {
        setCaptcha("")
        setCaptchaGeneration((n) => n + 1)
      }
      if (step.resetFields) setFields(emptyFields)
      return step.view
    })
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = validateGiftCardForm({ ...fields, captcha })
    if (Result.isFailure(checked)) {
      setFieldErrors(checked.failure.fields)
      setFormError(checked.failure.form)
      setAnnouncement(checked.failure.form)
      apply("failed")
      return
    }
    setFieldErrors({})
    setFormError(undefined)
    setLastFour(checked.success.lastFour)
    apply("submitted")
    setAnnouncement(text.checking)
    scrollToTop(giftCardTimings.scrollToTopMs)
    lookup.mutate({ check: checked.success, locale }, {
      onSuccess: (found) => {
        apply("found")
        setAnnouncement(text.found(found.amount))
      },
      onError: (error) => {
        const failure = giftCardFailureView(error)
        setFieldErrors(failure.fields)
        setFormError(failure.form)
        setAnnouncement(failure.form)
        apply("failed")
      },
    })
  }

  const checkAnother = () => {
    lookup.reset()
    setFieldErrors({})
    setFormError(undefined)
    setLastFour("")
    apply("checkAnother")
    setAnnouncement(text.checkAnother)
    requestAnimationFrame(() => numberRef.current?.focus())
  }

  return {
    balance: lookup.data,
    /** The balance as the page's locale writes it (the hook is given the locale). */
    amount: lookup.data?.amount,
    view,
    fields,
    setFields,
    setCaptcha,
    captchaGeneration,
    fieldErrors,
    formError,
    announcement,
    lastFour,
    numberRef,
    submit,
    checkAnother,
  }
}

export type GiftCardCheck = ReturnType<typeof useGiftCardCheck>
