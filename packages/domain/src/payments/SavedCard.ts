/**
 * Saved payment cards' rules (platform §3, §7): the card number types, the provider
 * tokens answer, and the payment card modal's rules (§4).
 *
 * Where the spec is silent:
 * - an approved provider token is sent as cardNumber with cardNumberType `tokenId`; any
 *   other answer falls back to the encrypted number with cardNumberType
 *   `encryptedCardNumber` (platform §3);
 * - the tokens Authorization header is `PublicKey {publicApiKey.key}`.
 *
 * The wire schemas (the card as read, the wallet, the add and update bodies, the provider
 * tokens exchange) live in SavedCardSchema.ts.
 *
 * @since 0.1.0
 */
import { uiTimings } from "../ui/Timing.ts"
import { houseCardBrand } from "./CardBrand.ts"
import type { ProviderTokenResponse } from "./SavedCardSchema.ts"

/** The cardNumberType values. @category constants */
export const cardNumberTypes = { encrypted: "encryptedCardNumber", token: "tokenId" } as const

/**
 * A token is accepted only if its state is 'approved', in any case (platform §5).
 *
 * @example
 * import { isTokenApproved } from "@outfitter/domain"
 * isTokenApproved({ State: "APPROVED", Id: "t" }) // => true
 * @category rules
 */
export const isTokenApproved = (response: ProviderTokenResponse): response is ProviderTokenResponse & { readonly Id: string } =>
  response.State.toLowerCase() === "approved" && typeof response.Id === "string" && response.Id.length > 0

/** The payment card modal's mode (platform §4). @category models */
export type CardModalMode = "add" | "edit"

/** What the modal shows. @category models */
export interface CardModalView {
  readonly isCardNumberDisabled: boolean
  readonly showsExpiry: boolean
  readonly showsUpdateButton: boolean
}

/**
 * The modal's rules (platform §4): in edit the number is disabled; for the house card the
 * update button and expiry are hidden.
 *
 * @category rules
 */
export const cardModalView = (mode: CardModalMode, cardBrand?: string): CardModalView => {
  const isHouseEdit = mode === "edit" && cardBrand === houseCardBrand
  return { isCardNumberDisabled: mode === "edit", showsExpiry: !isHouseEdit, showsUpdateButton: !isHouseEdit }
}

/** The page reloads this long after a payment change succeeds, or after a 401/403 (platform §4, §9). @category constants */
export const paymentReloadDelayMs: number = uiTimings.reloadAfterPaymentChangeMs
