/** Refund method (RF3): the original payment, or an eGift card (not for an order paid externally). */
import { type RefundMethod, returnsRefusalMessages } from "@outfitter/domain"
import type { RefObject } from "react"
import { MethodStep } from "./MethodCards.tsx"
import { refundMethodCards, stepNames } from "./returnsText.ts"

export const RefundMethodStep = ({ headingRef, chosen, eGiftCardAvailable, onChoose }: {
  readonly headingRef: RefObject<HTMLHeadingElement | null>
  readonly chosen: RefundMethod
  readonly eGiftCardAvailable: boolean
  readonly onChoose: (method: RefundMethod) => void
}) => (
  <MethodStep
    headingRef={headingRef}
    title={stepNames.RF3}
    legend="How would you like your refund?"
    cards={refundMethodCards}
    chosen={chosen}
    unavailable={eGiftCardAvailable ? undefined : { method: "eGiftCard", why: returnsRefusalMessages.EGiftCardUnavailable }}
    onChoose={onChoose}
  />
)
