/**
 * loyalty/rewards: the rewards hooks, the wallet pass and the copy-link button.
 *
 * @since 0.1.0
 */
export * from "./rewardsQueries.ts"
