/**
 * loyalty/rewards: the rewards overview's rules.
 *
 * @since 0.1.0
 */
export * from "./CopyButton.ts"
export * from "./RewardsOverview.ts"
export * from "./WalletPassResponse.ts"
