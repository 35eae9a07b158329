/**
 * One order's details, its cancellations and the returns flow (orders-returns-help §3–§9)
 * in React: queries and mutations over the clients' ReturnsService, and the flow's state
 * kept by the domain's machine (`returnsTransition`), not by components.
 *
 * The queries' options and keys are in orderQueryOptions.ts.
 *
 * - `useSubmitReturn` submits through the client's `submitAsVisitor` (a guest session first
 *   for a visitor who is not signed in), adds the fraud-device id when the store uses that service
 *   (`fraudDeviceSession`; the id is kept 24 h in session storage and forgotten once the
 *   return is confirmed), and is never retried: a retry must not create a second return.
 *   A submission while one is in flight is refused, so a double click sends one. A failed
 *   submission raises the 'online returns' error event, a failed calculation
 *   `calculateRefund:fail` (the analytics stream, `subscribeAnalytics`). A submission whose
 *   answer was lost is settled by the client, which reads the order (`origin`) again: its
 *   return found is a success, an order that cannot tell is OutcomeUnknown. A submission
 *   made (or an OutcomeUnknown) marks the order's views and the order history stale
 *   (`invalidateOrder`), read again when next shown: the page keeps its confirmation.
 * - `useCancelOrder` sends a cancel (order, items, reservation or return) built by the
 *   domain's `cancelRequest`, with the client's 3 attempts (a lost answer settled by
 *   reading the order again); on success, or an OutcomeUnknown, the order's details and
 *   the order history are refetched.
 *
 * @since 0.2.0
 */
"use client"
import { type ReturnsCallError, ReturnsService, type ReturnSubmissionOrigin } from "@outfitter/clients"
import {
  calculateRefundFailEvent,
  type CancelBody,
  type CancelResponse,
  clearFraudSessionId,
  type OrderDetails,
  type OutcomeUnknown,
  type RefundCalculation,
  type RefundCalculationRequest,
  type ReturnReasonCodeOptions,
  type ReturnsAction,
  type ReturnsFlow,
  returnsFlow,
  type ReturnsFlowInput,
  type ReturnsRefused,
  returnsTransition,
  returnSubmitFailEvent,
  type ReturnSubmissionBody,
  type ReturnSubmissionResponse,
} from "@outfitter/domain"
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from "@tanstack/react-query"
import * as Result from "effect/Result"
import { useCallback, useReducer, useRef } from "react"
import { publishAnalytics } from "../analytics.ts"
import { useRunClient, useStoreSettings } from "../OutfitterProvider.ts"
import { sessionStore, withBrowserFraudId } from "../session/fraudDevice.ts"
import { invalidateOrder } from "./orderInvalidation.ts"
import { orderKeys } from "./orderKeys.ts"
import { type OrderDetailsError, orderDetailsQueryOptions, orderHistoryKey, returnReasonsQueryOptions } from "./orderQueryOptions.ts"

type CallerOptions<T, E> = Omit<UseQueryOptions<T, E, T, any>, "queryKey" | "queryFn">

/** An order's details; waits while the number or the e-mail is empty. @category hooks */
export const useOrderDetails = (orderNumber: string, email: string, config: CallerOptions<OrderDetails, OrderDetailsError> = {}) =>
  useQuery({
    ...orderDetailsQueryOptions(useRunClient(), orderNumber, email),
    ...config,
    enabled: orderNumber !== "" && email !== "" && (config.enabled ?? true),
  })

/** The return reason codes (asked once per page). @category hooks */
export const useReturnReasons = (config: CallerOptions<ReturnReasonCodeOptions, ReturnsCallError> = {}) =>
  useQuery({ ...returnReasonsQueryOptions(useRunClient()), ...config })

/** The refund calculation for a selection; a mutation (each selection is its own answer). A failure raises `calculateRefund:fail`. @category hooks */
export const useRefundCalculation = () => {
  const run = useRunClient()
  return useMutation<RefundCalculation, ReturnsCallError, { readonly orderNumber: string; readonly request: RefundCalculationRequest }>({
    mutationFn: ({ orderNumber, request }) =>
      run(ReturnsService.layer, ReturnsService.use((returns) => returns.calculate(orderNumber, request))),
    retry: false,
    onError: () => publishAnalytics(calculateRefundFailEvent()),
  })
}

/** A submission refused because one is already on its way (a double click). @category models */
export class SubmissionInFlight extends Error {
  readonly _tag = "SubmissionInFlight"
  constructor() {
    super("A return is already being submitted")
  }
}

/** What a return submission is given. @category models */
export interface SubmitReturnInput {
  readonly body: ReturnSubmissionBody
  /** Whether the visitor is signed in; a guest gets a guest session first. */
  readonly signedIn: boolean
  /** The order the return is made from and its e-mail: read again if the answer is lost. */
  readonly origin: ReturnSubmissionOrigin
}

/**
 * Submits a return (see the module's notes): a guest session first for a guest, the
 * fraud-device id when the store uses it, never retried, one at a time.
 *
 * @category hooks
 */
export const useSubmitReturn = () => {
  const run = useRunClient()
  const settings = useStoreSettings()
  const queryClient = useQueryClient()
  const inFlight = useRef(false)
  // the order returned from now has a return: its views and the history are stale
  const returnedFrom = (input: SubmitReturnInput) => invalidateOrder(queryClient, input.origin.orderNumber, { keepShown: true })
  return useMutation<ReturnSubmissionResponse, ReturnsCallError | OutcomeUnknown | SubmissionInFlight, SubmitReturnInput>({
    retry: false,
    mutationFn: async ({ body, signedIn, origin }) => {
      if (inFlight.current) throw new SubmissionInFlight()
      inFlight.current = true
      try {
        const storage = sessionStore()
        const sent = withBrowserFraudId(body, settings.fraudDeviceSession, storage)
        const response = await run(ReturnsService.layer, ReturnsService.use((returns) => returns.submitAsVisitor(sent, origin, { signedIn })))
        clearFraudSessionId(storage)
        return response
      } finally {
        inFlight.current = false
      }
    },
    onSuccess: (_answer, input) => returnedFrom(input),
    onError: (error, input) => {
      if (error instanceof SubmissionInFlight) return
      publishAnalytics(returnSubmitFailEvent(error))
      // the service may have made the return
      if (error._tag === "OutcomeUnknown") return returnedFrom(input)
    },
  })
}

/** What a cancel is given: the order (or return order) number, the body from `cancelRequest`, and the order's e-mail for the refetch. @category models */
export interface CancelOrderInput {
  readonly orderId: string
  readonly body: CancelBody
}

/**
 * Cancels an order, items, a reservation or a return; on success the details and the
 * order history are refetched. The fraud-device id is added when the store uses it.
 *
 * @category hooks
 */
export const useCancelOrder = () => {
  const run = useRunClient()
  const settings = useStoreSettings()
  const queryClient = useQueryClient()
  const refetch = async () => {
    await queryClient.invalidateQueries({ queryKey: orderKeys.all })
    await queryClient.invalidateQueries({ queryKey: orderHistoryKey })
  }
  return useMutation<CancelResponse, ReturnsCallError | OutcomeUnknown, CancelOrderInput>({
    retry: false,
    mutationFn: ({ orderId, body }) => {
      const sent = withBrowserFraudId(body, settings.fraudDeviceSession, sessionStore())
      return run(ReturnsService.layer, ReturnsService.use((returns) => returns.cancel(orderId, sent)))
    },
    onSuccess: refetch,
    // the service may have cancelled: the page shows the order as it now is
    onError: (error) => (error._tag === "OutcomeUnknown" ? refetch() : undefined),
  })
}

/** The returns flow's state and its last refusal, if the last action was refused. @category models */
export interface ReturnsFlowState {
  readonly flow: ReturnsFlow
  readonly refused: ReturnsRefused | undefined
}

const reduce = (state: ReturnsFlowState, action: ReturnsAction | { readonly _tag: "Reset"; readonly flow: ReturnsFlow }): ReturnsFlowState => {
  if (action._tag === "Reset") return { flow: action.flow, refused: undefined }
  const next = returnsTransition(state.flow, action)
  return Result.isSuccess(next) ? { flow: next.success, refused: undefined } : { flow: state.flow, refused: next.failure }
}

/**
 * The returns flow of one order, kept by the domain's machine: `dispatch` an action
 * (`Start`, `Continue`, `Toggle`, `SaveItem`…); a refused action leaves the flow as it was
 * and is in `refused` (with the domain's message) until the next one.
 *
 * @category hooks
 */
export const useReturnsFlow = (input: ReturnsFlowInput) => {
  const [state, dispatchAction] = useReducer(reduce, input, (first) => ({ flow: returnsFlow(first), refused: undefined }))
  const dispatch = useCallback((action: ReturnsAction) => dispatchAction(action), [])
  const reset = useCallback((next: ReturnsFlowInput) => dispatchAction({ _tag: "Reset", flow: returnsFlow(next) }), [])
  return { ...state, dispatch, reset }
}
