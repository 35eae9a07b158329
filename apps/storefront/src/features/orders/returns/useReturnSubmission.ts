/**
 * Submitting the return from the review: the domain's body and flags, the stateful button,
 * a failure said (a lost answer as not confirmed), then the return order's page.
 */
import {
  buttonTimings,
  canSubmit,
  isOutcomeUnknown,
  orderTimings,
  type OrderDetails,
  type ReturnItem,
  type ReturnsAction,
  type ReturnsFlow,
  returnsRefusalMessages,
  returnSubmissionBody,
  returnSubmissionFlags,
  returnSubmittedAddress,
} from "@outfitter/domain"
import { useStatefulButton, useSubmitReturn } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { useRef, useState } from "react"
import { useParams } from "wouter"
import { returnsText } from "../../../site/text/en/returns.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"

const submitTimings = { ...buttonTimings, resetAfterFailureMs: orderTimings.returnSubmitResetAfterFailureMs }

export interface ReturnSubmissionInput {
  readonly details: OrderDetails
  readonly email: string
  readonly signedIn: boolean
  readonly flow: ReturnsFlow
  readonly items: ReadonlyArray<ReturnItem>
  readonly dispatch: (action: ReturnsAction) => void
  readonly announce: (message: string) => void
  readonly navigateTo: ((address: string) => void) | undefined
}

export const useReturnSubmission = ({ details, email, signedIn, flow, items, dispatch, announce, navigateTo }: ReturnSubmissionInput) => {
  const { site } = useSite()
  const text = useText(returnsText).submission
  const spec = useSpecText()
  const params = useParams<{ site?: string }>()
  const submitReturn = useSubmitReturn()
  const button = useStatefulButton(submitTimings)
  const [error, setError] = useState<string | undefined>(undefined)
  const submitting = useRef(false)

  const submit = async () => {
    if (submitting.current || button.state !== "initial") return
    if (!canSubmit(flow)) return dispatch({ _tag: "Submit" })
    const flags = returnSubmissionFlags(flow)
    const body = returnSubmissionBody(details, { ...flags, items })
    if (Result.isFailure(body)) return announce(spec(returnsRefusalMessages.NothingSelected))
    submitting.current = true
    setError(undefined)
    dispatch({ _tag: "Submit" })
    const outcome = await button.run(async () => {
      try {
        // a lost answer is settled by the client, which reads this order again for its return
        const origin = { orderNumber: details.orderNumber, email }
        const response = await submitReturn.mutateAsync({ body: body.success, signedIn, origin })
        dispatch({ _tag: "SubmitSucceeded", returnOrderId: response.returnOrderId })
        announce(text.submitted)
        return response
      } catch (failure) {
        dispatch({ _tag: "SubmitFailed" })
        const said = isOutcomeUnknown(failure) ? text.unknown : text.failed
        setError(said)
        announce(said)
        throw failure
      }
    })
    submitting.current = false
    if (!outcome.ok) return
    const displayPath = `/shop/${params.site ?? site}/account/orders/${encodeURIComponent(outcome.value.returnOrderId)}`
    const address = returnSubmittedAddress(displayPath, details, outcome.value.returnOrderId)
    ;(navigateTo ?? ((to: string) => window.location.assign(to)))(address)
  }

  return { submit, state: button.state, error }
}
