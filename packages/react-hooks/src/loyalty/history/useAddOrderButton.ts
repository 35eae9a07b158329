/**
 * The add-order button: the domain's `runAddOrderButton` (3 s minimum, 10 ms when the
 * call took longer, success for 4 s) over the Points client, with its state and last
 * outcome for React. A new submit while one runs is ignored (the button is busy).
 * Unmounting interrupts the call and the timers; the interrupted submit never settles.
 *
 * @since 0.1.0
 */
"use client"
import { Points } from "@outfitter/clients"
import { type AddOrderButtonState, type AddOrderOutcome, runAddOrderButton } from "@outfitter/domain"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { useCallback, useRef, useState } from "react"
import { useRunClient } from "../../OutfitterProvider.ts"
import { runUnlessAborted, useRunSignal } from "../../ui/useRunSignal.ts"

/** What the form shows. @category models */
export interface AddOrderButton {
  readonly state: AddOrderButtonState
  /** The last call's outcome (message, whether to clear the input). */
  readonly outcome: AddOrderOutcome | undefined
  /** Adds the (already length-checked) order number's points; resolves with the outcome. */
  readonly submit: (orderNumber: string) => Promise<AddOrderOutcome | undefined>
}

/**
 * The add-order button's state machine over the Points client.
 *
 * @example
 * ```tsx
 * import { parseOrderNumber } from "@outfitter/domain"
 * import { useAddOrderButton } from "@outfitter/react-hooks"
 * import * as Result from "effect/Result"
 * import { useState } from "react"
 *
 * export const AddOrderForm = () => {
 *   const button = useAddOrderButton()
 *   const [orderNumber, setOrderNumber] = useState("")
 *   const [lengthError, setLengthError] = useState<string>()
 *   const submit = async () => {
 *     // the length is checked first: a wrong one never reaches the service
 *     const typed = parseOrderNumber(orderNumber)
 *     setLengthError(Result.isFailure(typed) ? typed.failure.message : undefined)
 *     if (Result.isFailure(typed)) return
 *     const outcome = await button.submit(typed.success)
 *     if (outcome?.clearInput === true) setOrderNumber("")
 *   }
 *   return (
 *     <form onSubmit={(event) => { event.preventDefault(); void submit() }}>
 *       <input value={orderNumber} onChange={(event) => setOrderNumber(event.target.value)} />
 *       <button type="submit" disabled={button.state !== "initial"}>
 *         {button.state === "processing" ? "Adding…" : "Add points"}
 *       </button>
 *       <p role="status">{lengthError ?? button.outcome?.message}</p>
 *     </form>
 *   )
 * }
 * ```
 * @category hooks
 */
export const useAddOrderButton = (): AddOrderButton => {
  const run = useRunClient()
  const [state, setState] = useState<AddOrderButtonState>("initial")
  const [outcome, setOutcome] = useState<AddOrderOutcome | undefined>(undefined)
  const busy = useRef(false)
  const nextRun = useRunSignal()
  const submit = useCallback(async (orderNumber: string) => {
    if (busy.current) return undefined
    busy.current = true
    const call = Effect.tryPromise({
      try: (signal) => run(Points.layer, Points.use((points) => points.addOrder(orderNumber)), signal),
      catch: (error) => error,
    })
    const program = runAddOrderButton(
      call,
      (next) => Effect.sync(() => setState(next)),
      (result) => Effect.sync(() => setOutcome(result)),
    )
    // unmounting interrupts the program and its timers: then this never settles
    const exit = await runUnlessAborted(program, nextRun())
    busy.current = false
    return Exit.isSuccess(exit) ? exit.value : undefined
  }, [run, nextRun])
  return { state, outcome, submit }
}
