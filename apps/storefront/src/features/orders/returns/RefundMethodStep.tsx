/** Refund method (RF3): the original payment, or an eGift card (not for an order paid externally). */
import { type RefundMethod, returnsRefusalMessages } from "@outfitter/domain"
import type { RefObject } from "react"
import { returnsText } from "../../../site/text/en/returns.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { methodCards, MethodStep, refundMethods } from "./MethodCards.tsx"

export const RefundMethodStep = ({ headingRef, chosen, eGiftCardAvailable, onChoose }: {
  readonly headingRef: RefObject<HTMLHeadingElement | null>
  readonly chosen: RefundMethod
  readonly eGiftCardAvailable: boolean
  readonly onChoose: (method: RefundMethod) => void
}) => {
  const text = useText(returnsText)
  const spec = useSpecText()
  return (
    <MethodStep
      headingRef={headingRef}
      title={text.steps.RF3}
      legend={text.refundMethod.legend}
      cards={methodCards(refundMethods, text.refundMethod)}
      chosen={chosen}
      unavailable={eGiftCardAvailable ? undefined : { method: "eGiftCard", why: spec(returnsRefusalMessages.EGiftCardUnavailable) }}
      onChoose={onChoose}
    />
  )
}
