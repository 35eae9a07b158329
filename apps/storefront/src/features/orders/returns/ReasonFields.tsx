/**
 * The reason inputs of the return reason modal and of the exchange quick view: a reason
 * select; for a reason with details, its detail radios (one required); for a reason with a
 * comment box, the comment with the live count of characters left (120 at most, counted
 * trimmed). What shows and whether the reason is complete is the domain's
 * `returnReasonForm`; this only lays it out.
 */
import {
  returnCommentMaxLength,
  type ReturnReasonCodeOption,
  type ReturnReasonForm,
  type ReturnReasonInput,
  reasonFieldErrors,
  returnReasonMessages,
  withThousandsIn,
} from "@outfitter/domain"
import { useId } from "react"
import { returnsText } from "../../../site/text/en/returns.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"

export interface ReasonFieldsProps {
  readonly options: ReadonlyArray<ReturnReasonCodeOption>
  readonly input: ReturnReasonInput
  readonly form: ReturnReasonForm
  readonly onChange: (next: ReturnReasonInput) => void
  /** Show the problem of an incomplete reason beside its input (after a save was tried). */
  readonly showProblems: boolean
}

export const ReasonFields = ({ options, input, form, onChange, showProblems }: ReasonFieldsProps) => {
  const id = useId()
  const text = useText(returnsText)
  const spec = useSpecText()
  const { locale } = useSite()
  const count = (value: number) => withThousandsIn(value, locale)
  const problem = showProblems ? form.problem : undefined
  const { reason: reasonError, detail: detailError } = reasonFieldErrors(problem)
  const tooLong = form.remaining < 0
  return (
    <div className="return-reason-fields">
      <div className="field">
        <label htmlFor={`${id}-reason`}>{text.reasonFields.reason}</label>
        <select
          id={`${id}-reason`}
          value={input.reasonId ?? ""}
          aria-invalid={reasonError !== undefined}
          aria-describedby={reasonError === undefined ? undefined : `${id}-reason-error`}
          onChange={(event) =>
            onChange({ reasonId: event.target.value === "" ? undefined : event.target.value, detailId: undefined, comment: input.comment })}
        >
          <option value="">{text.reasonFields.chooseReason}</option>
          {options.map((option) => <option key={option.id} value={option.id}>{option.text}</option>)}
        </select>
        {reasonError === undefined ? null : <p id={`${id}-reason-error`} className="field-error">{spec(reasonError)}</p>}
      </div>
      {form.details.length === 0 ? null : (
        <fieldset
          className="field return-reason-details"
          aria-invalid={detailError !== undefined}
          aria-describedby={detailError === undefined ? undefined : `${id}-detail-error`}
        >
          <legend>{form.reason?.labelText ?? text.reasonFields.details}</legend>
          {form.details.map((detail) => (
            <label key={detail.id} className="radio">
              <input
                type="radio"
                name={`${id}-detail`}
                value={detail.id}
                checked={input.detailId === detail.id}
                onChange={() => onChange({ ...input, detailId: detail.id })}
              />
              {detail.text}
            </label>
          ))}
          {detailError === undefined ? null : <p id={`${id}-detail-error`} className="field-error">{spec(detailError)}</p>}
        </fieldset>
      )}
      {!form.showsComment ? null : (
        <div className="field">
          <label htmlFor={`${id}-comment`}>{form.reason?.labelText ?? text.reasonFields.comments}</label>
          <textarea
            id={`${id}-comment`}
            rows={3}
            value={input.comment}
            aria-invalid={tooLong}
            aria-describedby={`${id}-remaining`}
            onChange={(event) => onChange({ ...input, comment: event.target.value })}
          />
          <p id={`${id}-remaining`} className={tooLong ? "field-error comment-count" : "muted comment-count"} aria-live="polite">
            {tooLong
              ? text.reasonFields.tooMany(count(-form.remaining), spec(returnReasonMessages.CommentTooLong))
              : text.reasonFields.left(count(form.remaining), count(returnCommentMaxLength))}
          </p>
        </div>
      )}
    </div>
  )
}
