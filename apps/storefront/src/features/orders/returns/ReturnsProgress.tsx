/** The numbered steps of the flow, the current one marked (shown on the steps, not on the intro). */
import { returnsProgress, type ReturnsFlow, withThousandsIn } from "@outfitter/domain"
import { returnsText } from "../../../site/text/en/returns.ts"
import { useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"

export const ReturnsProgress = ({ flow }: { readonly flow: ReturnsFlow }) => {
  const text = useText(returnsText)
  const { locale } = useSite()
  const steps = returnsProgress(flow)
  const count = (value: number) => withThousandsIn(value, locale)
  return (
    <ol className="returns-progress" aria-label={text.progress.label}>
      {steps.map((step) => {
        // the step's place, read after its name ("Step 1 of 4, Complete"), in the page's language
        const place = (step.status === "complete" ? text.progress.stepComplete : text.progress.step)(count(step.step), count(steps.length))
        return (
          <li key={step.view} className={`is-${step.status}`} aria-current={step.status === "current" ? "step" : undefined}>
            <span className="returns-progress-number" aria-hidden="true">{step.status === "complete" ? "✓" : count(step.step)}</span>
            <span className="returns-progress-name">{text.steps[step.view]}</span>
            <span className="visually-hidden">{`, ${place}`}</span>
          </li>
        )
      })}
    </ol>
  )
}
