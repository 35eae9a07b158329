/** The numbered steps of the flow, the current one marked (shown on the steps, not on the intro). */
import { returnsProgress, type ReturnsFlow } from "@outfitter/domain"
import { stepNames } from "./returnsText.ts"

export const ReturnsProgress = ({ flow }: { readonly flow: ReturnsFlow }) => (
  <ol className="returns-progress" aria-label="Return progress">
    {returnsProgress(flow).map((step) => (
      <li key={step.view} className={`is-${step.status}`} aria-current={step.status === "current" ? "step" : undefined}>
        <span className="returns-progress-number" aria-hidden="true">{step.status === "complete" ? "✓" : step.step}</span>
        <span className="returns-progress-name">{stepNames[step.view]}</span>
        <span className="visually-hidden">{`, ${step.label}`}</span>
      </li>
    ))}
  </ol>
)
