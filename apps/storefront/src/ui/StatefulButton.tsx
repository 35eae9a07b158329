/**
 * The stateful button's face: its label for each state of the domain's button program
 * (initial, processing, success, failed). Processing keeps focus on the button
 * (aria-disabled rather than disabled) and marks it busy. Disabled until hydrated, as
 * every button of Form.tsx.
 */
import type { ButtonState } from "@outfitter/domain"
import type { ReactNode } from "react"
import { shellText } from "../site/text/en/shell.ts"
import { useText } from "../site/text/useText.ts"
import { useHydrated } from "./useHydrated.ts"
import "./stateful-button.css"

export interface StatefulButtonProps {
  readonly state: ButtonState
  readonly labels?: Partial<Record<ButtonState, string>>
  readonly type?: "submit" | "button"
  readonly onClick?: () => void
  readonly children?: ReactNode
}

export const StatefulButton = ({ state, labels, type = "submit", onClick }: StatefulButtonProps) => {
  const isBusy = state !== "initial"
  const hydrated = useHydrated()
  const defaultLabels: Readonly<Record<ButtonState, string>> = useText(shellText).statefulButton
  return (
    <button
      type={type}
      disabled={!hydrated}
      className={`stateful-button is-${state}`}
      aria-disabled={isBusy}
      aria-busy={state === "processing"}
      onClick={(event) => {
        if (isBusy) {
          event.preventDefault()
          return
        }
        onClick?.()
      }}
    >
      {labels?.[state] ?? defaultLabels[state]}
    </button>
  )
}
