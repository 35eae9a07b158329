/** Return method (RF2): a prepaid label, or ship it yourself. */
import type { ReturnMethod } from "@outfitter/domain"
import type { RefObject } from "react"
import { MethodStep } from "./MethodCards.tsx"
import { returnMethodCards, stepNames } from "./returnsText.ts"

export const ReturnMethodStep = ({ headingRef, chosen, onChoose }: {
  readonly headingRef: RefObject<HTMLHeadingElement | null>
  readonly chosen: ReturnMethod
  readonly onChoose: (method: ReturnMethod) => void
}) => (
  <MethodStep
    headingRef={headingRef}
    title={stepNames.RF2}
    legend="How will you send your items back?"
    cards={returnMethodCards}
    chosen={chosen}
    unavailable={undefined}
    onChoose={onChoose}
  />
)
