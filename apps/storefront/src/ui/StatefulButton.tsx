/**
 * The stateful button's face: its label for each state of the domain's button program
 * (initial, processing, success, failed). Processing keeps focus on the button
 * (aria-disabled rather than disabled) and marks it busy. Disabled until hydrated, as
 * every button of Form.tsx.
 */
import type { ButtonState } from "@outfitter/domain"
import type { ReactNode } from "react"
import { useHydrated } from "./useHydrated.ts"
import "./stateful-button.css"

export interface StatefulButtonProps {
  readonly state: ButtonState
  readonly labels?: Partial<Record<ButtonState, string>>
  readonly type?: "submit" | "button"
  readonly onClick?: () => void
  readonly children?: ReactNode
}

export const defaultButtonLabels: Record<ButtonState, string> = {
  initial: "Save",
  processing: "Saving…",
  success: "Saved",
  failed: "Not saved",
}

export const StatefulButton = ({ state, labels, type = "submit", onClick }: StatefulButtonProps) => {
  const isBusy = state !== "initial"
  const hydrated = useHydrated()
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
      {labels?.[state] ?? defaultButtonLabels[state]}
    </button>
  )
}
