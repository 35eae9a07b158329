/**
 * The return reason modal: why one item goes back. Save is enabled only when the reason is
 * complete (the domain's `returnReasonForm`); saving asks for the refund of the selection
 * with this item in it, and a failed calculation keeps the modal open with the error and
 * the button back to Save. Cancelling an item saved before removes it from the return
 * (the section's CancelItem).
 */
import {
  itemImageSizes,
  type ReturnReasonCodeOption,
  type ReturnReasonInput,
  returnReasonForm,
  saveReturnReason,
  type SavedReturnItem,
} from "@outfitter/domain"
import { useStatefulButton } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { useState } from "react"
import { returnsText } from "../../../site/text/en/returns.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { ModalDialog, sharedModalClassNames } from "../../../ui/ModalDialog.tsx"
import { ReasonFields } from "./ReasonFields.tsx"
import { ModalItem, type ReturnLine, SaveActions } from "./returnLines.tsx"

const noDelays = { processingMinimumMs: 0, successDisplayMs: 0, resetAfterFailureMs: 0 }

export interface ReturnReasonModalProps {
  readonly line: ReturnLine
  readonly options: ReadonlyArray<ReturnReasonCodeOption> | undefined
  readonly reasonsFailed: boolean
  /** The reason saved before, when the item is already in the return. */
  readonly saved: SavedReturnItem | undefined
  /** Asks for the refund with this choice in the selection; rejects when it cannot be calculated. */
  readonly onSave: (saved: SavedReturnItem) => Promise<void>
  readonly onSaved: (saved: SavedReturnItem) => void
  readonly onCancel: () => void
  readonly announce: (message: string) => void
}

export const ReturnReasonModal = ({ line, options, reasonsFailed, saved, onSave, onSaved, onCancel, announce }: ReturnReasonModalProps) => {
  const text = useText(returnsText)
  const spec = useSpecText()
  const [input, setInput] = useState<ReturnReasonInput>(() =>
    saved?.kind === "return"
      ? { reasonId: saved.reason.returnReasonCode, detailId: saved.reason.returnReasonDetailCode ?? undefined, comment: saved.reason.returnReasonComments }
      : { reasonId: undefined, detailId: undefined, comment: "" }
  )
  const [error, setError] = useState<string | undefined>(undefined)
  const button = useStatefulButton(noDelays)
  const form = returnReasonForm(options ?? [], input)

  const save = async () => {
    if (button.state !== "initial") return
    const result = saveReturnReason(options ?? [], input)
    if (Result.isFailure(result)) return announce(spec(result.failure.message))
    const choice: SavedReturnItem = { kind: "return", reason: result.success }
    setError(undefined)
    const outcome = await button.run(() => onSave(choice))
    if (outcome.ok) return onSaved(choice)
    setError(text.itemModal.calculationFailed)
    announce(text.itemModal.calculationFailed)
  }

  return (
    <ModalDialog
      title={text.reasonModal.title(line.name)}
      onClose={onCancel}
      classNames={sharedModalClassNames("returns-modal")}
    >
      <ModalItem line={line} imageSize={itemImageSizes.reasonModal} />
      {options === undefined
        ? <p role={reasonsFailed ? "alert" : undefined}>{reasonsFailed ? text.reasonModal.reasonsFailed : text.reasonModal.loadingReasons}</p>
        : (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              void save()
            }}
          >
            <ReasonFields options={options} input={input} form={form} onChange={setInput} showProblems={false} />
            <SaveActions
              error={error}
              removes={saved !== undefined}
              state={button.state}
              label={button.state === "processing" ? text.reasonModal.saving : text.reasonModal.save}
              canSave={form.canSave}
              onCancel={onCancel}
            />
          </form>
        )}
    </ModalDialog>
  )
}
