/**
 * A picker and its submit button: a selection is required (platform §5). The typed text
 * is matched with the domain's `resolvePickerSelection` when nothing was clicked; no match
 * shows the required error on the field and announces it in a live region.
 */
import { type ButtonState, pickerLabel, type PickerItems, type PickerKind, resolvePickerSelection } from "@outfitter/domain"
import * as Result from "effect/Result"
import { useState } from "react"
import { useSpecText } from "../../site/text/useText.ts"
import { LiveRegion, useAnnouncer } from "../../ui/LiveRegion.tsx"
import { StatefulButton } from "../../ui/StatefulButton.tsx"
import { PickerField } from "./PickerField.tsx"

export interface PickerFormProps<K extends PickerKind> {
  readonly kind: K
  readonly label: string
  readonly items: ReadonlyArray<PickerItems[K]>
  readonly itemKey: (item: PickerItems[K]) => string
  readonly initial?: PickerItems[K] | undefined
  readonly state: ButtonState
  readonly submitLabel?: string
  readonly onConfirm: (item: PickerItems[K]) => void
  readonly autoFocus?: boolean
}

export const PickerForm = <K extends PickerKind>(props: PickerFormProps<K>) => {
  const { kind, label, items, itemKey, initial, state, submitLabel, onConfirm, autoFocus } = props
  const [text, setText] = useState(initial === undefined ? "" : pickerLabel(kind, initial))
  const [clicked, setClicked] = useState<PickerItems[K] | undefined>(initial)
  const [error, setError] = useState<string | undefined>(undefined)
  const announcer = useAnnouncer()
  const spec = useSpecText()
  return (
    <form
      className="picker-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (state !== "initial") return
        const result = resolvePickerSelection({ kind, items, text, clicked })
        if (Result.isFailure(result)) {
          setError(spec(result.failure.message))
          announcer.announce(spec(result.failure.message))
          return
        }
        setError(undefined)
        onConfirm(result.success)
      }}
    >
      <PickerField
        kind={kind}
        label={label}
        items={items}
        itemKey={itemKey}
        text={text}
        autoFocus={autoFocus ?? false}
        error={error}
        onTextChange={(next) => {
          setText(next)
          setError(undefined)
        }}
        onChoose={(item) => {
          setText(pickerLabel(kind, item))
          setClicked(item)
          setError(undefined)
        }}
      />
      <StatefulButton state={state} labels={submitLabel === undefined ? {} : { initial: submitLabel }} />
      <LiveRegion message={announcer.message} />
    </form>
  )
}
