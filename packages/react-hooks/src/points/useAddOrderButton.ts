/**
 * The add-order button: the domain's `runAddOrderButton` (3 s minimum, 10 ms when the
 * call took longer, success for 4 s) over the Points client, with its state and last
 * outcome for React. A new submit while one runs is ignored (the button is busy).
 *
 * @since 0.1.0
 */
import { type AddOrderButtonState, type AddOrderOutcome, runAddOrderButton } from "@outfitter/domain"
import * as Effect from "effect/Effect"
import { useCallback, useEffect, useRef, useState } from "react"
import { useRunClient } from "../OutfitterProvider.ts"

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
 * @category hooks
 */
export const useAddOrderButton = (): AddOrderButton => {
  const run = useRunClient()
  const [state, setState] = useState<AddOrderButtonState>("initial")
  const [outcome, setOutcome] = useState<AddOrderOutcome | undefined>(undefined)
  const controller = useRef<AbortController | undefined>(undefined)
  const busy = useRef(false)
  useEffect(() => () => controller.current?.abort(), [])
  const submit = useCallback(async (orderNumber: string) => {
    if (busy.current) return undefined
    busy.current = true
    const current = new AbortController()
    controller.current = current
    const call = Effect.tryPromise({
      try: (signal) => run((clients) => clients.Points.use((points) => points.addOrder(orderNumber)), signal),
      catch: (error) => error,
    })
    const program = runAddOrderButton(
      call,
      (next) => Effect.sync(() => setState(next)),
      (result) => Effect.sync(() => setOutcome(result)),
    )
    try {
      return await Effect.runPromise(program, { signal: current.signal })
    } catch {
      return undefined
    } finally {
      busy.current = false
    }
  }, [run])
  return { state, outcome, submit }
}
