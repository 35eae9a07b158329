/**
 * The saved-cards query and mutations as TanStack Query options and hooks (STYLE §4).
 * Keys mirror the REST path: ["user", "wallet"]. Every mutation invalidates the wallet.
 * Thin: validation, encryption and the failure rules live in domain and the client.
 *
 * @since 0.1.0
 */
import type { CardWriteError, NewCardInput, WalletCallError } from "@outfitter/clients"
import type { CardFormInput, SavedCard, Wallet } from "@outfitter/domain"
import {
  queryOptions,
  useMutation,
  type UseMutationOptions,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from "@tanstack/react-query"
import { type RunClient, useRunClient } from "../OutfitterProvider.ts"

/** The wallet's key, the prefix of every payments query. @category keys */
export const walletKey = ["user", "wallet"] as const

/**
 * Query options for the saved cards.
 *
 * @example
 * import { walletQueryOptions } from "@outfitter/react-hooks"
 * declare const run: import("@outfitter/react-hooks").RunClient
 * walletQueryOptions(run).queryKey // => ["user", "wallet"]
 * @category query options
 */
export const walletQueryOptions = (run: RunClient) =>
  queryOptions<Wallet, WalletCallError, Wallet, typeof walletKey>({
    queryKey: walletKey,
    queryFn: ({ signal }) => run((clients) => clients.SavedCards.use((cards) => cards.list()), signal),
    retry: false,
  })

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

/** Add a card: validate, encrypt, tokenise, POST. @category hooks */
export const useAddCard = (config: Omit<UseMutationOptions<SavedCard, CardWriteError, NewCardInput>, "mutationFn"> = {}) =>
  useInvalidatingMutation<SavedCard, CardWriteError, NewCardInput>(
    (run, input) => run((clients) => clients.SavedCards.use((cards) => cards.add(input))),
    config,
  )

/** Update a card's expiry. @category hooks */
export const useUpdateCard = (
  config: Omit<UseMutationOptions<void, CardWriteError, { readonly id: string; readonly expiry: CardFormInput }>, "mutationFn"> = {},
) =>
  useInvalidatingMutation<void, CardWriteError, { readonly id: string; readonly expiry: CardFormInput }>(
    (run, { id, expiry }) => run((clients) => clients.SavedCards.use((cards) => cards.update(id, expiry))),
    config,
  )

/** Remove a card. @category hooks */
export const useRemoveCard = (config: Omit<UseMutationOptions<void, WalletCallError, string>, "mutationFn"> = {}) =>
  useInvalidatingMutation<void, WalletCallError, string>(
    (run, id) => run((clients) => clients.SavedCards.use((cards) => cards.remove(id))),
    config,
  )

/** Make a card the default. @category hooks */
export const useSetDefaultCard = (config: Omit<UseMutationOptions<void, WalletCallError, string>, "mutationFn"> = {}) =>
  useInvalidatingMutation<void, WalletCallError, string>(
    (run, id) => run((clients) => clients.SavedCards.use((cards) => cards.setDefault(id))),
    config,
  )
