/**
 * Puts the QA panel on the page in a React root of its own (beside the app's, never inside
 * it, so a prerendered page's hydration never meets it). `showQaPanel` imports this module
 * dynamically once the embedded fixtures answer and the app is interactive: the panel is
 * a chunk of its own, off the page's critical path, and a build against a live API root
 * has neither it nor the fixtures.
 */
import { createRoot } from "react-dom/client"
import { qaText } from "../../site/text/en/qa.ts"
import { QaPanel } from "./QaPanel.tsx"
import type { QaTools, ScenarioOutcome } from "./startScenario.ts"

export const mountQaPanel = (outcome: ScenarioOutcome, tools: QaTools): void => {
  const host = document.createElement("div")
  host.id = "outfitter-qa"
  document.body.append(host)
  // a tester's tool, in English whatever the page's language
  const notice = outcome.forgotten === true && outcome.notice !== undefined ? qaText.en.scenario.forgotten(outcome.notice) : outcome.notice
  createRoot(host).render(<QaPanel notice={notice} tools={tools} />)
}
