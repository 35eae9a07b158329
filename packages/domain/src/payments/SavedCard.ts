/**
 * Saved cards: what the add and provider-token calls send, how a saved card is shown, the
 * card modal, and when the page reloads after a change. Rules: platform §3 "Saved cards and
 * the payment provider", §4 "Card modal", §5, §7; loyalty §7. The schemas are
 * SavedCardSchema.ts.
 *
 * Where the spec is silent: the house card skips the tokens call and is sent encrypted;
 * the tokens call's Authorization is `PublicKey {publicApiKey.key}`; make default and
 * remove sit outside the modal and reload as platform §4 says; the house card's expiry is
 * never shown.
 *
 * @since 0.1.0
 */
import { memberOf, textMemberOf, textOf } from "../kernel/Untrusted.ts"
import { uiTimings } from "../ui/index.ts"
import { cardBrandName, isHouseCard } from "./CardBrand.ts"
import { encryptionType } from "./CardEncryption.ts"
import type { ValidNewCard } from "./CardForm.ts"
import type { AddCardBody, ProviderTokenRequest } from "./SavedCardSchema.ts"

/** The cardNumberType values. @category constants */
export const cardNumberTypes = { encrypted: "encryptedCardNumber", token: "singleUseToken" } as const

/** The tokens call's Authorization header scheme (platform §7 "public-key type"). @category constants */
export const providerTokenAuthorizationScheme = "PublicKey"

/**
 * A token is accepted only if its state is 'approved', in any case, and it has an id
 * (platform §5).
 *
 * @example
 * import { isTokenApproved } from "@outfitter/domain"
 * isTokenApproved({ State: "APPROVED", Id: "t" }) // => true
 * @category rules
 */
export const isTokenApproved = (response: unknown): response is { readonly State: string; readonly Id: string } =>
  textMemberOf(response, "State").toLowerCase() === "approved" && textMemberOf(response, "Id") !== ""

/**
 * Whether the tokens call is made for a card: not for the house card.
 *
 * @category rules
 */
export const requestsProviderToken = (card: ValidNewCard): boolean => memberOf(card, "isHouseCard") === false

/**
 * The provider tokens request for a card (platform §7): its expiry, its encrypted number,
 * the encryption key's id and the merchant id.
 *
 * @example
 * import { providerTokenRequest } from "@outfitter/domain"
 * declare const card: import("@outfitter/domain").ValidNewCard
 * providerTokenRequest(card, { encrypted: "…", encryptionId: "k1", merchantId: "M" }).encryptionDetails.encryptionType // => "rsaTwoFourZeroEight"
 * @category constructors
 */
export const providerTokenRequest = (
  card: ValidNewCard,
  sent: { readonly encrypted: string; readonly encryptionId: string; readonly merchantId: string },
): ProviderTokenRequest => ({
  details: {
    cardExpiryMonth: textMemberOf(card, "expireMonth"),
    cardExpiryYear: textMemberOf(card, "expireYear"),
    cardNumber: textMemberOf(sent, "encrypted"),
  },
  encryptionDetails: { encryptionType, encryptionId: textMemberOf(sent, "encryptionId") },
  merchantId: textMemberOf(sent, "merchantId"),
})

/**
 * The add call's body (platform §7): the approved token if there is one, else the
 * encrypted number; the brand's payment code; the expiry; last four; first six (not for
 * the house card).
 *
 * @example
 * import { addCardBody } from "@outfitter/domain"
 * declare const card: import("@outfitter/domain").ValidNewCard
 * addCardBody(card, { encrypted: "…", encryptionId: "k1", token: undefined }).cardNumberType // => "encryptedCardNumber"
 * @category constructors
 */
export const addCardBody = (
  card: ValidNewCard,
  sent: { readonly encrypted: string; readonly encryptionId: string; readonly token: string | undefined },
): AddCardBody => {
  const token = textMemberOf(sent, "token")
  const firstSix = textMemberOf(card, "cardFirstSix")
  return {
    cardNumber: token === "" ? textMemberOf(sent, "encrypted") : token,
    encryptionId: textMemberOf(sent, "encryptionId"),
    cardExpireYear: textMemberOf(card, "expireYear"),
    cardExpireMonth: textMemberOf(card, "expireMonth"),
    cardLastFour: textMemberOf(card, "cardLastFour"),
    ...(firstSix === "" || memberOf(card, "isHouseCard") === true ? {} : { cardFirstSix: firstSix }),
    cardBrand: textMemberOf(memberOf(card, "brand"), "code"),
    cardNumberType: token === "" ? cardNumberTypes.encrypted : cardNumberTypes.token,
  }
}

/** How a saved card is shown. @category models */
export interface SavedCardView {
  /** "Visa ending in 1111", "House card ending in 4321". */
  readonly title: string
  /** "MM/YYYY"; undefined for the house card or without an expiry. */
  readonly expires: string | undefined
  readonly isHouseCard: boolean
}

/**
 * How a saved card is shown: its name and last four, and its expiry (not for the house
 * card). The configured card types name a code's brand.
 *
 * @example
 * import { savedCardView } from "@outfitter/domain"
 * savedCardView({ cardBrand: "001", cardLastFour: "1111", expireMonth: "12", expireYear: "2030" }).title // => "Visa ending in 1111"
 * @category display
 */
export const savedCardView = (
  card: { readonly cardBrand: string; readonly cardLastFour: string; readonly expireMonth?: string | undefined; readonly expireYear?: string | undefined },
  patterns?: ReadonlyArray<unknown>,
): SavedCardView => {
  const brand = memberOf(card, "cardBrand")
  const house = isHouseCard(brand)
  const month = textMemberOf(card, "expireMonth")
  const year = textMemberOf(card, "expireYear")
  return {
    title: `${cardBrandName(brand, patterns)} ending in ${textMemberOf(card, "cardLastFour")}`,
    expires: house || month === "" || year === "" ? undefined : `${month}/${year}`,
    isHouseCard: house,
  }
}

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
 * update button and expiry are hidden. In add, the expiry follows the number being typed
 * (cardFieldsView).
 *
 * @example
 * import { cardModalView } from "@outfitter/domain"
 * cardModalView("edit", "anf").showsExpiry // => false
 * @category rules
 */
export const cardModalView = (mode: CardModalMode, cardBrand?: string): CardModalView => {
  const isEdit = mode === "edit"
  const isHouseEdit = isEdit && isHouseCard(cardBrand)
  return { isCardNumberDisabled: isEdit, showsExpiry: !isHouseEdit, showsUpdateButton: !isHouseEdit }
}

/** The page reloads this long after a payment change's success appears, or after a 401/403 (platform §4, §9). @category constants */
export const paymentReloadDelayMs: number = uiTimings.reloadAfterPaymentChangeMs

/** A change on the saved cards page. @category models */
export type PaymentChange = "add" | "update" | "remove" | "setDefault"

/**
 * How long after a change's success state appears the page reloads: 3 s for the modal's
 * add and update (platform §4, §9) and for a removal; for make default, the success
 * display (1 s), then the reload, as the address default does.
 *
 * @example
 * import { paymentReloadAfterSuccessMs } from "@outfitter/domain"
 * paymentReloadAfterSuccessMs("add") // => 3000
 * paymentReloadAfterSuccessMs("setDefault") // => 1000
 * @category rules
 */
export const paymentReloadAfterSuccessMs = (change: PaymentChange): number =>
  textOf(change) === "setDefault" ? uiTimings.buttonSuccessDisplayMs : paymentReloadDelayMs

/**
 * How long after the stateful button's program ends the page reloads: that program
 * (runStatefulButton) ends once success has shown for its display time (1 s), so this is
 * the rest of paymentReloadAfterSuccessMs: 2 s for add, update and remove, none for make
 * default.
 *
 * @example
 * import { paymentReloadAfterButtonMs } from "@outfitter/domain"
 * paymentReloadAfterButtonMs("add") // => 2000
 * @category rules
 */
export const paymentReloadAfterButtonMs = (change: PaymentChange): number =>
  Math.max(0, paymentReloadAfterSuccessMs(change) - uiTimings.buttonSuccessDisplayMs)
