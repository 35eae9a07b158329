/**
 * The exchange quick view: the new size or colour for one item and the reason. With the
 * updated reason codes the reason is fixed ("Exchange Reason") and only the size is asked
 * for. Saving without a size or a reason shows the domain's message for what is missing;
 * an item whose size is no longer sold shows the unavailable notice instead of the choice.
 * A valid save takes at least the exchange save delay (1 s), asks for the refund with this
 * exchange in the selection, and on failure shows the error with the button failed, back
 * to Save after 3 s.
 */
import {
  exchangeAvailability,
  exchangeMissing,
  type ExchangeInvalid,
  fixedExchangeReason,
  itemImageSizes,
  orderTimings,
  type ReturnReasonCodeOption,
  type ReturnReasonInput,
  returnReasonForm,
  saveExchange,
  type SavedReturnItem,
} from "@outfitter/domain"
import { useProduct, useStatefulButton } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { useId, useMemo, useState } from "react"
import { returnsText } from "../../../site/text/en/returns.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { ModalDialog, sharedModalClassNames } from "../../../ui/ModalDialog.tsx"
import { ReasonFields } from "./ReasonFields.tsx"
import { ModalItem, type ReturnLine, SaveActions } from "./returnLines.tsx"

const exchangeButtonTimings = {
  processingMinimumMs: orderTimings.exchangeSaveDelayMs,
  successDisplayMs: 0,
  resetAfterFailureMs: orderTimings.returnSubmitResetAfterFailureMs,
}

export interface ExchangeModalProps {
  readonly line: ReturnLine
  readonly options: ReadonlyArray<ReturnReasonCodeOption> | undefined
  readonly reasonsFailed: boolean
  readonly updatedReasonCodes: boolean
  readonly saved: SavedReturnItem | undefined
  readonly onSave: (saved: SavedReturnItem) => Promise<void>
  /** The choice is saved; the label names the new size and colour for the customer. */
  readonly onSaved: (saved: SavedReturnItem, label: string) => void
  readonly onCancel: () => void
  readonly announce: (message: string) => void
}

export const ExchangeModal = (props: ExchangeModalProps) => {
  const { line, options, reasonsFailed, updatedReasonCodes, saved, onSave, onSaved, onCancel, announce } = props
  const text = useText(returnsText)
  const spec = useSpecText()
  const id = useId()
  const product = useProduct(line.productId)
  const [newShortSku, setNewShortSku] = useState<string | undefined>(saved?.kind === "exchange" ? saved.newShortSku : undefined)
  const [reason, setReason] = useState<ReturnReasonInput>(() =>
    saved?.kind === "exchange" && !updatedReasonCodes
      ? { reasonId: saved.reason.returnReasonCode, detailId: saved.reason.returnReasonDetailCode ?? undefined, comment: saved.reason.returnReasonComments }
      : { reasonId: undefined, detailId: undefined, comment: "" }
  )
  const [invalid, setInvalid] = useState<ExchangeInvalid | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const button = useStatefulButton(exchangeButtonTimings)

  const skus = useMemo(() => product.data?.colours.flatMap((colour) => colour.sizes.map((size) => size.shortSku)) ?? [], [product.data])
  const availability = product.data === undefined ? undefined : line.exchangeable ? exchangeAvailability(line.shortSku, skus) : exchangeAvailability(undefined, [])
  const skuLabel = (sku: string): string => {
    for (const colour of product.data?.colours ?? []) {
      const size = colour.sizes.find((entry) => entry.shortSku === sku)
      if (size !== undefined) return `${colour.name}, ${size.size}`
    }
    return sku
  }
  const reasonForm = returnReasonForm(options ?? [], reason)
  const { size: sizeMissing, reason: reasonMissing } = exchangeMissing(invalid)

  const save = async () => {
    if (button.state !== "initial") return
    const result = saveExchange(options ?? [], { reason, newShortSku, updatedReasonCodes })
    if (Result.isFailure(result)) {
      setInvalid(result.failure)
      return announce(spec(result.failure.message))
    }
    setInvalid(undefined)
    setError(undefined)
    const outcome = await button.run(() => onSave(result.success))
    if (outcome.ok) return onSaved(result.success, skuLabel(result.success.newShortSku))
    setError(text.itemModal.calculationFailed)
    announce(text.itemModal.calculationFailed)
  }

  const body = () => {
    if (product.isError) return <p role="alert">{text.exchangeModal.sizesFailed}</p>
    if (availability === undefined || product.data === undefined) return <p>{text.exchangeModal.loadingSizes}</p>
    if (availability._tag === "NoLongerAvailable") {
      return (
        <div role="alert" className="exchange-unavailable">
          <p><strong>{spec(availability.message)}</strong></p>
          <p>{spec(availability.help)}</p>
        </div>
      )
    }
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <fieldset
          className="field exchange-sizes"
          aria-invalid={sizeMissing}
          aria-describedby={invalid === undefined ? undefined : `${id}-invalid`}
        >
          <legend>{text.exchangeModal.legend}</legend>
          {product.data.colours.flatMap((colour) =>
            colour.sizes.map((size) => (
              <label key={size.shortSku} className={size.active ? "radio" : "radio is-unavailable"}>
                <input
                  type="radio"
                  name={`${id}-sku`}
                  value={size.shortSku}
                  disabled={!size.active}
                  checked={newShortSku === size.shortSku}
                  onChange={() => setNewShortSku(size.shortSku)}
                />
                {`${colour.name}, ${size.size}`}
                {size.active ? null : <span className="muted"> {text.exchangeModal.soldOut}</span>}
                {size.shortSku === line.shortSku ? <span className="muted"> {text.exchangeModal.yourSize}</span> : null}
              </label>
            ))
          )}
        </fieldset>
        {updatedReasonCodes
          ? <p className="exchange-fixed-reason">{text.exchangeModal.fixedReason(spec(fixedExchangeReason.reasonText))}</p>
          : options === undefined
          ? <p role={reasonsFailed ? "alert" : undefined}>{reasonsFailed ? text.exchangeModal.reasonsFailed : text.exchangeModal.loadingReasons}</p>
          : <ReasonFields options={options} input={reason} form={reasonForm} onChange={setReason} showProblems={reasonMissing} />}
        {invalid === undefined ? null : <p id={`${id}-invalid`} role="alert" className="form-error">{spec(invalid.message)}</p>}
        <SaveActions error={error} removes={saved !== undefined} state={button.state} label={text.exchangeModal.save[button.state]} canSave onCancel={onCancel} />
      </form>
    )
  }

  return (
    <ModalDialog
      title={text.exchangeModal.title(line.name)}
      onClose={onCancel}
      classNames={sharedModalClassNames("returns-modal")}
    >
      <ModalItem line={line} imageSize={itemImageSizes.exchangeModal} />
      {body()}
      {availability?._tag === "NoLongerAvailable"
        ? (
          <div className="returns-modal-actions">
            <button type="button" onClick={onCancel}>{text.itemModal.cancel}</button>
          </div>
        )
        : null}
    </ModalDialog>
  )
}
