/** Return method (RF2): a prepaid label, or ship it yourself. */
import type { ReturnMethod } from "@outfitter/domain"
import type { RefObject } from "react"
import { returnsText } from "../../../site/text/en/returns.ts"
import { useText } from "../../../site/text/useText.ts"
import { methodCards, MethodStep, returnMethods } from "./MethodCards.tsx"

export const ReturnMethodStep = ({ headingRef, chosen, onChoose }: {
  readonly headingRef: RefObject<HTMLHeadingElement | null>
  readonly chosen: ReturnMethod
  readonly onChoose: (method: ReturnMethod) => void
}) => {
  const text = useText(returnsText)
  return (
    <MethodStep
      headingRef={headingRef}
      title={text.steps.RF2}
      legend={text.returnMethod.legend}
      cards={methodCards(returnMethods, text.returnMethod)}
      chosen={chosen}
      unavailable={undefined}
      onChoose={onChoose}
    />
  )
}
