/**
 * The saved cards as TanStack Query options, without React (STYLE §4). The key mirrors
 * the REST path: ["user", "wallet"], the prefix of every payments query.
 *
 * @since 0.7.0
 */
import { SavedCards, type WalletCallError } from "@outfitter/clients"
import type { Wallet } from "@outfitter/domain"
import { queryOptions } from "../queryOptions.ts"
import type { RunClient } from "../runClient.ts"

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
    queryFn: ({ signal }) => run(SavedCards.layer, SavedCards.use((cards) => cards.list()), signal),
    retry: false,
  })
