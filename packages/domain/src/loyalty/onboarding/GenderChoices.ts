/**
 * The gender pane's choices as the member's preference records them: men's (M), women's
 * (F), or both / not said (O).
 *
 * @since 0.6.0
 */

/** @category constants */
export const genderCodes = { men: "M", women: "F", other: "O" } as const

/** @category models */
export type GenderChoice = keyof typeof genderCodes

/** The choices in the order the pane offers them. @category constants */
export const genderChoices: ReadonlyArray<GenderChoice> = ["men", "women", "other"]
