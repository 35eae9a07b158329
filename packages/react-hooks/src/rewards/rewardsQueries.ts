/**
 * The rewards overview's hooks (STYLE §4): the wallet pass mutation, and the copy-link
 * button's state machine over the domain's timings. Points, info, promotions and the
 * switch are the loyalty hooks (useLoyalty, useSwitchAccount).
 *
 * @since 0.1.0
 */
import type { WalletPassError, WalletPassForm } from "@outfitter/clients"
import { type CopyState, rewardsTimings } from "@outfitter/domain"
import { useMutation, type UseMutationOptions } from "@tanstack/react-query"
import * as Effect from "effect/Effect"
import { useCallback, useState } from "react"
import { useRunClient } from "../OutfitterProvider.ts"
import { runUnlessAborted, useRunSignal } from "../ui/useRunSignal.ts"

/**
 * POST the wallet pass with the member's apple token; succeeds with the wallet form (action, userInfoToken).
 *
 * @category hooks
 */
export const useWalletPass = (
  config: Omit<UseMutationOptions<WalletPassForm, WalletPassError, string | undefined>, "mutationFn"> = {},
) => {
  const run = useRunClient()
  return useMutation({
    ...config,
    mutationFn: (appleToken) => run((clients) => clients.WalletPass.use((wallet) => wallet.create(appleToken))),
  })
}

/**
 * The copy-link button (loyalty-payments §4): `copy(write)` goes to processing, runs
 * `write` (resolving true when the text was copied), shows success or failed at 2 s and
 * returns to initial at 4 s. Clicks while not initial are ignored. A write slower than
 * that shows its result when it answers, and initial follows it. Unmounting stops the
 * timers.
 *
 * @category hooks
 */
export const useCopyButton = () => {
  const [state, setState] = useState<CopyState>("initial")
  const nextRun = useRunSignal()
  const copy = useCallback((write: () => Promise<boolean>) => {
    if (state !== "initial") return
    const signal = nextRun()
    if (signal.aborted) return
    setState("processing")
    // written now, inside the click: a clipboard write needs the user's gesture
    const written = (async () => write())().catch(() => false)
    const show = (next: CopyState) => Effect.sync(() => setState(next))
    const result = Effect.all([Effect.promise(() => written), Effect.sleep(rewardsTimings.copyResultMs)], { concurrency: 2 }).pipe(
      Effect.flatMap(([copied]) => show(copied ? "success" : "failed")),
    )
    const program = Effect.all([result, Effect.sleep(rewardsTimings.copyResetMs)], { concurrency: 2 }).pipe(
      Effect.andThen(show("initial")),
    )
    void runUnlessAborted(program, signal)
  }, [state, nextRun])
  return { state, copy }
}
