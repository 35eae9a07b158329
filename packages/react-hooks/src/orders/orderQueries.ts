/**
 * Order history and the resend button (loyalty §4, §7): the history as a hook over its
 * query options (orderQueryOptions.ts). The resend hook runs the domain's `runResendButton` (Sending;
 * success after 1 s and back after 4 s; failed back after 2 s) and ignores clicks while
 * the button is not in its initial state.
 *
 * @since 0.1.0
 */
"use client"
import { type OrderCallError, OrderService } from "@outfitter/clients"
import { type ButtonState, type OrderSummary, type ResendKind, runResendButton } from "@outfitter/domain"
import { useQuery, type UseQueryOptions } from "@tanstack/react-query"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { useCallback, useRef, useState } from "react"
import { useRunClient } from "../OutfitterProvider.ts"
import { runUnlessAborted, useRunSignal } from "../ui/useRunSignal.ts"
import { orderHistoryQueryOptions } from "./orderQueryOptions.ts"

/** The signed-in user's orders. @category hooks */
export const useOrderHistory = (
  config: Omit<UseQueryOptions<ReadonlyArray<OrderSummary>, OrderCallError, ReadonlyArray<OrderSummary>, any>, "queryKey" | "queryFn"> = {},
) => useQuery({ ...orderHistoryQueryOptions(useRunClient()), ...config })

/** @category models */
export type ResendOutcome = { readonly ok: true; readonly kind: ResendKind } | { readonly ok: false; readonly error: unknown }

/**
 * One order's resend button: its state and a `resend` that resolves with the outcome
 * once the call has answered (the state keeps running its timers). A click while busy
 * resolves undefined and sends nothing. Unmounting interrupts the call and the timers;
 * a `resend` whose call had not answered by then never settles.
 *
 * @category hooks
 */
export const useResendConfirmation = (order: OrderSummary) => {
  const run = useRunClient()
  const [state, setState] = useState<ButtonState>("initial")
  const busy = useRef(false)
  const nextRun = useRunSignal()
  const resend = useCallback((): Promise<ResendOutcome | undefined> => {
    if (busy.current) return Promise.resolve(undefined)
    busy.current = true
    return new Promise<ResendOutcome>((resolve) => {
      const action = Effect.tryPromise({
        try: (signal) => run(OrderService.layer, OrderService.use((service) => service.resend(order)), signal),
        catch: (error) => error,
      })
      const program = runResendButton(
        action.pipe(
          Effect.tap((kind) => Effect.sync(() => resolve({ ok: true, kind }))),
          Effect.tapError((error) => Effect.sync(() => resolve({ ok: false, error }))),
        ),
        (next) =>
          Effect.sync(() => {
            if (next === "initial") busy.current = false
            setState(next)
          }),
      )
      // unmounting interrupts the program: then the promise never settles
      void runUnlessAborted(program, nextRun()).then((exit) => {
        // the program fails only on a defect: the click failed and the button is free again
        if (Exit.isFailure(exit)) {
          busy.current = false
          resolve({ ok: false, error: Cause.squash(exit.cause) })
        }
      })
    })
  }, [run, order, nextRun])
  return { state, resend }
}
