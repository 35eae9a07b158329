/**
 * Saved cards' wire schemas: the card, the wallet, the add and update bodies, the provider
 * tokens exchange. Rules: platform §3 "Saved cards and the payment provider", §7.
 *
 * Where the spec is silent: GET {api}/user/wallet/ lists `{payments,
 * defaultSavedPaymentId}`; a card's id is `savedPaymentId`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { cardNumberTypes } from "./SavedCard.ts"

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

/**
 * POST {api}/user/wallet/ (platform §7): the expiry always (the house card sends its
 * placeholder), the first six never for the house card, cardBrand the payment code.
 *
 * @category schemas
 */
export const AddCardBody = /*#__PURE__*/ Schema.Struct({
  cardNumber: Schema.String,
  encryptionId: Schema.String,
  cardExpireYear: Schema.String,
  cardExpireMonth: Schema.String,
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
