/**
 * An uncontrolled number field's input handler: what is typed or pasted is cut down to what
 * the domain's rule for that kind of number keeps (`numberFieldInput`), so every field of a
 * kind accepts the same characters.
 */
import { numberFieldInput, type NumberFieldKind } from "@outfitter/domain"
import type { FormEvent } from "react"

export const keepNumberInput = (kind: NumberFieldKind) => (event: FormEvent<HTMLInputElement>): void => {
  const input = event.currentTarget
  const kept = numberFieldInput(kind, input.value)
  if (kept !== input.value) input.value = kept
}
