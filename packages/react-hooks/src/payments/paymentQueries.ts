/**
 * The saved-cards query and mutations as hooks, over the wallet's query options
 * (paymentQueryOptions.ts, STYLE §4). Adding and updating a card refetch the
 * wallet (the list behind the card modal shows the change). Making a card the default and
 * removing one invalidate nothing: the page reloads after their success (platform §4, §9;
 * the domain's paymentReloadAfterSuccessMs), and a refetch meanwhile would take the row,
 * and its button with the success state, away before it has shown (as the address
 * default does). A host that does not reload invalidates `walletKey` in `onSuccess`.
 * Thin: validation, encryption and the failure rules live in domain and the client.
 *
 * @since 0.1.0
 */
"use client"
import { type CardWriteError, type NewCardInput, SavedCards, type WalletCallError } from "@outfitter/clients"
import { type CardFormInput, CardFormInvalid, paymentMessages, type SavedCard, type Wallet } from "@outfitter/domain"
import {
  type DistributiveOmit,
  type MutateOptions,
  useMutation,
  type UseMutationOptions,
  type UseMutationResult,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from "@tanstack/react-query"
import * as Effect from "effect/Effect"
import { useCallback } from "react"
import { useRunClient } from "../OutfitterProvider.ts"
import type { RunClient } from "../runClient.ts"
import { walletKey, walletQueryOptions } from "./paymentQueryOptions.ts"
import { openCardEntry, type SealedCardEntry, sealCardEntry } from "./SealedCardEntry.ts"

export type { SealedCardEntry } from "./SealedCardEntry.ts"

/** The saved cards. @category hooks */
export const useWallet = (config: Omit<UseQueryOptions<Wallet, WalletCallError, Wallet, any>, "queryKey" | "queryFn"> = {}) => {
  const run = useRunClient()
  return useQuery({ ...walletQueryOptions(run), ...config })
}

const useInvalidatingMutation = <A, E, V>(
  mutationFn: (run: RunClient, variables: V) => Promise<A>,
  config: Omit<UseMutationOptions<A, E, V>, "mutationFn">,
) => {
  const run = useRunClient()
  const queryClient = useQueryClient()
  return useMutation<A, E, V>({
    ...config,
    mutationFn: (variables: V) => mutationFn(run, variables),
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: walletKey })
      return config.onSettled?.(...args)
    },
  })
}

/**
 * What `useAddCard` accepts as options: the mutation's, less what a sealed entry rules
 * out (it is sent once, at once: no retry, no waiting for the network).
 *
 * @category models
 */
export type AddCardOptions = Omit<
  UseMutationOptions<SavedCard, CardWriteError, SealedCardEntry>,
  "mutationFn" | "retry" | "retryDelay" | "networkMode"
>

/**
 * The add-card mutation: TanStack's result, whose `mutate` and `mutateAsync` take what
 * the form typed (NewCardInput) and seal it before TanStack sees it; `variables` and the
 * callbacks' variables are the SealedCardEntry.
 *
 * @category models
 */
export type AddCardMutation =
  & DistributiveOmit<UseMutationResult<SavedCard, CardWriteError, SealedCardEntry>, "mutate" | "mutateAsync">
  & {
    readonly mutate: (input: NewCardInput, options?: MutateOptions<SavedCard, CardWriteError, SealedCardEntry>) => void
    readonly mutateAsync: (input: NewCardInput, options?: MutateOptions<SavedCard, CardWriteError, SealedCardEntry>) => Promise<SavedCard>
  }

/** An entry already opened: its number is gone, so the shopper must type the card again. */
const entryAlreadySent = () =>
  new CardFormInvalid({ message: paymentMessages.invalidSummary, fields: { cardNumber: paymentMessages.invalidCardNumber } })

/**
 * Add a card: validate, encrypt, tokenise, POST (SavedCards.add).
 *
 * Card data (platform §5: the number leaves the browser only encrypted): call
 * `mutate`/`mutateAsync` with what the form typed, as before; the hook seals it
 * (SealedCardEntry) before TanStack Query sees it, and the card number and CVV are taken
 * out only inside the request that encrypts them. So neither is ever in the mutation
 * cache, the query cache, the hook's `variables`, a callback's variables or an error,
 * after success or failure. The number is still in the form's own state while the modal
 * is open: clear it when the modal closes (unmounting it does).
 *
 * A sealed entry is sent once and at once: `retry` is off and `networkMode` is "always"
 * (offline, the request fails at once instead of waiting with the entry in the cache);
 * to try again, the shopper submits the form again.
 *
 * @example
 * ```tsx
 * import { useAddCard } from "@outfitter/react-hooks"
 *
 * export const AddCardButton = ({ cardNumber, cvv }: { readonly cardNumber: string; readonly cvv: string }) => {
 *   const add = useAddCard()
 *   return (
 *     <button type="button" onClick={() => add.mutate({ cardNumber, cvv, expireMonth: "05", expireYear: "2031", country: "US" })}>
 *       Add card
 *     </button>
 *   )
 * }
 * ```
 * @category hooks
 */
export const useAddCard = (config: AddCardOptions = {}): AddCardMutation => {
  const mutation = useInvalidatingMutation<SavedCard, CardWriteError, SealedCardEntry>(
    // The typed fields are opened in the innermost call and handed straight to add: no
    // closure here ever holds them. A closure that did would outlive the request: errors
    // raised on the way keep the functions of their stack frames, with whatever those
    // closures hold, for as long as the error lives (in the mutation cache, until gcTime).
    // Emptied in any case once the request settles, even one that never reached add.
    (run, entry) =>
      run(
        SavedCards.layer,
        SavedCards.use((cards) => {
          const input = openCardEntry(entry)
          return input === undefined ? Effect.fail(entryAlreadySent()) : cards.add(input)
        })
      ).finally(() => void openCardEntry(entry)),
    { ...config, retry: false, networkMode: "always" },
  )
  const { mutate, mutateAsync } = mutation
  const sealedMutate = useCallback<AddCardMutation["mutate"]>((input, options) => mutate(sealCardEntry(input), options), [mutate])
  const sealedMutateAsync = useCallback<AddCardMutation["mutateAsync"]>(
    (input, options) => mutateAsync(sealCardEntry(input), options),
    [mutateAsync],
  )
  return { ...mutation, mutate: sealedMutate, mutateAsync: sealedMutateAsync }
}

/** Update a card's expiry. @category hooks */
export const useUpdateCard = (
  config: Omit<UseMutationOptions<void, CardWriteError, { readonly id: string; readonly expiry: CardFormInput }>, "mutationFn"> = {},
) =>
  useInvalidatingMutation<void, CardWriteError, { readonly id: string; readonly expiry: CardFormInput }>(
    (run, { id, expiry }) => run(SavedCards.layer, SavedCards.use((cards) => cards.update(id, expiry))),
    config,
  )

/** A wallet write the page reloads after: nothing is invalidated. */
const useReloadedMutation = <V>(
  mutationFn: (run: RunClient, variables: V) => Promise<void>,
  config: Omit<UseMutationOptions<void, WalletCallError, V>, "mutationFn">,
) => {
  const run = useRunClient()
  return useMutation<void, WalletCallError, V>({ ...config, mutationFn: (variables: V) => mutationFn(run, variables) })
}

/** Remove a card; the page reloads after it succeeds, so the wallet is not refetched. @category hooks */
export const useRemoveCard = (config: Omit<UseMutationOptions<void, WalletCallError, string>, "mutationFn"> = {}) =>
  useReloadedMutation<string>((run, id) => run(SavedCards.layer, SavedCards.use((cards) => cards.remove(id))), config)

/** Make a card the default; the page reloads after it succeeds, so the wallet is not refetched. @category hooks */
export const useSetDefaultCard = (config: Omit<UseMutationOptions<void, WalletCallError, string>, "mutationFn"> = {}) =>
  useReloadedMutation<string>((run, id) => run(SavedCards.layer, SavedCards.use((cards) => cards.setDefault(id))), config)
