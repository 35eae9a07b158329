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
import { useCallback, useEffect, useRef, useState } from "react"
import { useRunClient } from "../OutfitterProvider.ts"

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
 * returns to initial at 4 s. Clicks while not initial are ignored.
 *
 * @category hooks
 */
export const useCopyButton = () => {
  const [state, setState] = useState<CopyState>("initial")
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([])
  useEffect(() => () => timers.current.forEach(clearTimeout), [])
  const copy = useCallback((write: () => Promise<boolean>) => {
    if (state !== "initial") return
    setState("processing")
    const copied = write().catch(() => false)
    timers.current.push(setTimeout(() => {
      void copied.then((ok) => setState(ok ? "success" : "failed"))
    }, rewardsTimings.copyResultMs))
    timers.current.push(setTimeout(() => setState("initial"), rewardsTimings.copyResetMs))
  }, [state])
  return { state, copy }
}
