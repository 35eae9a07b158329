/**
 * The rewards overview's hooks (STYLE §4): the wallet pass mutation, and the copy-link
 * button's state machine over the domain's timings. Points, info, promotions and the
 * switch are the loyalty hooks (useLoyalty, useSwitchAccount).
 *
 * @since 0.1.0
 */
"use client"
import { WalletPass, type WalletPassError, type WalletPassForm } from "@outfitter/clients"
import { type CopyState, runCopyButton } from "@outfitter/domain"
import { useMutation, type UseMutationOptions } from "@tanstack/react-query"
import * as Effect from "effect/Effect"
import { useCallback, useState } from "react"
import { useRunClient } from "../../OutfitterProvider.ts"
import { runUnlessAborted, useRunSignal } from "../../ui/useRunSignal.ts"

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
    mutationFn: (appleToken) => run(WalletPass.layer, WalletPass.use((wallet) => wallet.create(appleToken))),
  })
}

/**
 * The copy-link button (loyalty-payments §4): `copy(write)` runs the domain's
 * `runCopyButton` with `write` (resolving true when the text was copied): processing,
 * success or failed at 2 s, initial at 4 s; a write slower than that shows its result when
 * it answers. Clicks while not initial are ignored. Unmounting stops the timers.
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
    // written now, inside the click: a clipboard write needs the user's gesture
    const written = (async () => write())().catch(() => false)
    void runUnlessAborted(runCopyButton(Effect.promise(() => written), (next) => Effect.sync(() => setState(next))), signal)
  }, [state, nextRun])
  return { state, copy }
}
