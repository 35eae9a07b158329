/**
 * Saved payment cards (platform §3, §7): the card as read, the wallet, the add and
 * update bodies, the provider tokens exchange, and the payment card modal's rules (§4).
 *
 * Where the spec is silent:
 * - the list of cards comes from GET {api}/user/wallet/ as {payments, defaultSavedPaymentId};
 * - a card is read with `savedPaymentId` as its id;
 * - an approved provider token is sent as cardNumber with cardNumberType `tokenId`; any
 *   other answer falls back to the encrypted number with cardNumberType
 *   `encryptedCardNumber` (platform §3);
 * - the tokens Authorization header is `PublicKey {publicApiKey.key}`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { uiTimings } from "../ui/Timing.ts"
import { houseCardBrand } from "./CardBrand.ts"

/** @category schemas */
export const SavedCard = /*#__PURE__*/ Schema.Struct({
  savedPaymentId: Schema.String,
  cardBrand: Schema.String,
  cardLastFour: Schema.String,
  cardFirstSix: Schema.optional(Schema.String),
  expireMonth: Schema.optional(Schema.String),
  expireYear: Schema.optional(Schema.String),
})
export type SavedCard = typeof SavedCard.Type

/** @category schemas */
export const Wallet = /*#__PURE__*/ Schema.Struct({
  payments: Schema.Array(SavedCard),
  defaultSavedPaymentId: Schema.optional(Schema.String),
})
export type Wallet = typeof Wallet.Type

/** The cardNumberType values. @category constants */
export const cardNumberTypes = { encrypted: "encryptedCardNumber", token: "tokenId" } as const

/** POST {api}/user/wallet/ (platform §7). @category schemas */
export const AddCardBody = /*#__PURE__*/ Schema.Struct({
  cardNumber: Schema.String,
  encryptionId: Schema.String,
  cardExpireYear: Schema.optional(Schema.String),
  cardExpireMonth: Schema.optional(Schema.String),
  cardLastFour: Schema.String,
  cardFirstSix: Schema.optional(Schema.String),
  cardBrand: Schema.String,
  cardNumberType: Schema.Literals([cardNumberTypes.encrypted, cardNumberTypes.token]),
})
export type AddCardBody = typeof AddCardBody.Type

/** PUT {api}/user/wallet/payments/{id}: the expiry. @category schemas */
export const UpdateCardBody = /*#__PURE__*/ Schema.Struct({ cardExpireMonth: Schema.String, cardExpireYear: Schema.String })
export type UpdateCardBody = typeof UpdateCardBody.Type

/** PUT {api}/user/wallet/: the default card. @category schemas */
export const SetDefaultCardBody = /*#__PURE__*/ Schema.Struct({ defaultSavedPaymentId: Schema.String })

/** The provider tokens request (platform §7). @category schemas */
export const ProviderTokenRequest = /*#__PURE__*/ Schema.Struct({
  details: Schema.Struct({ cardExpiryMonth: Schema.String, cardExpiryYear: Schema.String, cardNumber: Schema.String }),
  encryptionDetails: Schema.Struct({ encryptionType: Schema.Literal("rsaTwoFourZeroEight"), encryptionId: Schema.String }),
  merchantId: Schema.String,
})
export type ProviderTokenRequest = typeof ProviderTokenRequest.Type

/** The provider tokens response: State and Id. @category schemas */
export const ProviderTokenResponse = /*#__PURE__*/ Schema.Struct({ State: Schema.String, Id: Schema.optional(Schema.String) })
export type ProviderTokenResponse = typeof ProviderTokenResponse.Type

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
