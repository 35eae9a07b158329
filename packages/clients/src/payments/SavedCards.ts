/**
 * The saved-cards client (platform §3–8): the payment provider config
 * (GET {api}/config/pxp/), client-side encryption of the card number, the provider tokens
 * call, and the wallet (GET/PUT/DELETE {api}/user/wallet/payments/{id}, PUT and POST
 * {api}/user/wallet/).
 *
 * Every write asks the domain's `authorize("sensitive.write")` first; a remembered visitor
 * who must re-authenticate gets `SoftAuthenticationRequired` ('Unauthorized user, soft
 * authentication') and nothing is sent. A 401 or 403 is the domain's `Unauthorized` (the
 * provider reloads the page).
 *
 * Card data: the number is only ever held in `Redacted`, sent encrypted (or as a provider
 * token), and never put into an error, a URL or a log; the CVV is validated and dropped
 * (the spec's add call has no CVV).
 *
 * The rules are the domain's: the form's checks (validateNewCard), the bodies of the
 * tokens and add calls with the brand's payment code (providerTokenRequest, addCardBody),
 * which cards get a token (requestsProviderToken) and which token is approved
 * (isTokenApproved); this client only makes the calls.
 *
 * Where the spec is silent:
 * - the list of cards is GET {api}/user/wallet/ ({payments, defaultSavedPaymentId});
 * - the config call failing in any way, or answering with an invalid config, is
 *   PXP_CONFIG_FAILURE; so is a public key that is not RSA-2048 with exponent 65537, or
 *   that carries private members (domain's validatePxpRsaKey), checked before the key
 *   reaches WebCrypto: the customer sees the account message, and the process goes on;
 * - the provider tokens call failing, timing out or answering anything but 'approved'
 *   falls back to the encrypted number (cardNumberType encryptedCardNumber); an approved
 *   token is sent as cardNumber with cardNumberType `singleUseToken` (loyalty §7);
 * - the house card (its expiry a placeholder) skips the tokens call and is sent encrypted;
 * - the tokens endpoint is StoreSettings.pxpTokensUrl, default `{apiRoot}/pxp/tokens`.
 *
 * @since 0.1.0
 */
import { AjaxFailed } from "@outfitter/domain/errors"
import {
  AddCardBody,
  addCardBody,
  type CardFormInput,
  type CardFormInvalid,
  encryptCardNumber,
  isTokenApproved,
  PaymentErrorBody,
  type PaymentWriteFailure,
  paymentWriteFailure,
  providerTokenAuthorizationScheme,
  ProviderTokenRequest,
  providerTokenRequest,
  ProviderTokenResponse,
  PxpConfigFailure,
  type PxpEncryptFailure,
  paymentMessages,
  requestsProviderToken,
  SavedCard,
  SetDefaultCardBody,
  UpdateCardBody,
  validateExpiry,
  validateNewCard,
  type ValidNewCard,
  validatePxpConfig,
  type ValidPxpConfig,
  Wallet,
} from "@outfitter/domain/payments"
import { type PermissionError, permissionMessages, SoftAuthenticationRequired, Unauthorized } from "@outfitter/domain/session"
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Schema from "effect/Schema"
import { ApiConfig } from "../config/ApiConfig.ts"
import {
  decodeAuthorizedJsonResponse,
  decodeJsonResponse,
  rejectUnauthorized,
  type ServiceCallError,
} from "../http/ServiceResponse.ts"
import { Session } from "../session/Session.ts"
import { Http, type HttpError, type HttpResponse, jsonBody } from "../http/Http.ts"

/** The errors of a read, remove or set-default. @category models */
export type WalletCallError = ServiceCallError | Unauthorized | PermissionError

/** The errors of an add or update. @category models */
export type CardWriteError =
  | WalletCallError
  | CardFormInvalid
  | PxpConfigFailure
  | PxpEncryptFailure
  | PaymentWriteFailure

/** What the add form sends: the typed fields and the shopper's country. @category models */
export interface NewCardInput extends CardFormInput {
  readonly country: string
}

/** @category models */
export interface SavedCardsShape {
  /** GET {api}/user/wallet/: the cards and the default. */
  readonly list: () => Effect.Effect<Wallet, WalletCallError>
  /** GET {api}/user/wallet/payments/{id}. */
  readonly get: (id: string) => Effect.Effect<SavedCard, WalletCallError>
  /** GET {api}/config/pxp/, checked: PXP_CONFIG_FAILURE unless both keys exist unexpired and the encryption key is RSA-2048 with exponent 65537. */
  readonly config: () => Effect.Effect<ValidPxpConfig, PxpConfigFailure>
  /** Validate, encrypt, tokenise and POST {api}/user/wallet/. */
  readonly add: (input: NewCardInput) => Effect.Effect<SavedCard, CardWriteError>
  /** PUT {api}/user/wallet/payments/{id} with the expiry. */
  readonly update: (id: string, expiry: CardFormInput) => Effect.Effect<void, CardWriteError>
  /** DELETE {api}/user/wallet/payments/{id}. */
  readonly remove: (id: string) => Effect.Effect<void, WalletCallError>
  /** PUT {api}/user/wallet/ {defaultSavedPaymentId}. */
  readonly setDefault: (id: string) => Effect.Effect<void, WalletCallError>
}

type Exchange = Effect.Effect<HttpResponse, HttpError>

const answered = rejectUnauthorized
const decodeWallet = decodeAuthorizedJsonResponse

const decodeErrorBody = Schema.decodeUnknownEffect(PaymentErrorBody)

/** An add/update answer: 2xx decoded, 401/403 Unauthorized, otherwise the first error entry. */
const decodeWrite = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) => (exchange: Exchange) =>
  answered(exchange).pipe(
    Effect.flatMap((response): Effect.Effect<S["Type"], AjaxFailed | PaymentWriteFailure | ServiceCallError> =>
      response.status >= 200 && response.status < 300
        ? decodeJsonResponse(schema)(Effect.succeed(response))
        : response.json.pipe(
          Effect.flatMap(decodeErrorBody),
          Effect.option,
          Effect.flatMap((body) => Effect.fail(paymentWriteFailure(response.status, Option.getOrUndefined(body)))),
        )
    ),
  )

const encodeToken = Schema.encodeSync(ProviderTokenRequest)
const encodeAdd = Schema.encodeSync(AddCardBody)

const make = Effect.gen(function*() {
  const client = yield* Http
  const { apiRoot } = yield* ApiConfig
  const session = yield* Session
  const settings = session.settings
  const walletUrl = `${apiRoot}/user/wallet/`
  const cardUrl = (id: string) => `${apiRoot}/user/wallet/payments/${encodeURIComponent(id)}`
  const tokensUrl = settings.pxpTokensUrl === "" ? `${apiRoot}/pxp/tokens` : settings.pxpTokensUrl

  const authorizeWrite = Effect.fn("SavedCards.authorizeWrite")(function*() {
    const authorization = yield* session.authorize("sensitive.write")
    if (authorization === "softReauthentication") {
      return yield* Effect.fail(new SoftAuthenticationRequired({ message: permissionMessages.softAuthentication }))
    }
  })

  const configFailure = () => new PxpConfigFailure({ message: paymentMessages.accountGenericError })

  const config: SavedCardsShape["config"] = Effect.fn("SavedCards.config")(function*() {
    // read as sent: validatePxpConfig decodes it and checks the key on the members sent
    // (a private member the schema would drop still refuses it) before any WebCrypto call
    const body = yield* client.get(`${apiRoot}/config/pxp/`, { acceptJson: true }).pipe(
      decodeJsonResponse(Schema.Unknown),
      Effect.mapError(configFailure),
    )
    const now = yield* Clock.currentTimeMillis
    return yield* Effect.fromResult(validatePxpConfig(body, now))
  })

  /** The provider token, or none (then the encrypted number is sent). */
  const providerToken = (
    pxp: ValidPxpConfig,
    card: ValidNewCard,
    encrypted: Redacted.Redacted<string>,
  ): Effect.Effect<Option.Option<string>> =>
    client.post(tokensUrl, {
      headers: { Authorization: `${providerTokenAuthorizationScheme} ${pxp.apiKey}` },
      body: jsonBody(encodeToken(
        providerTokenRequest(card, {
          encrypted: Redacted.value(encrypted),
          encryptionId: pxp.encryptionId,
          merchantId: settings.pxpMerchantId,
        }),
      )),
      acceptJson: true,
    }).pipe(
      decodeJsonResponse(ProviderTokenResponse),
      Effect.timeoutOption(settings.pxpTokenTimeoutMs),
      Effect.map(Option.flatMap((response) => (isTokenApproved(response) ? Option.some(response.Id) : Option.none()))),
      Effect.orElseSucceed(() => Option.none<string>()),
    )

  const add: SavedCardsShape["add"] = Effect.fn("SavedCards.add")(function*(input) {
    const card = yield* Effect.fromResult(validateNewCard(input, { country: input.country, patterns: settings.cardBrandPatterns }))
    yield* authorizeWrite()
    const pxp = yield* config()
    const encrypted = yield* encryptCardNumber(card.cardNumber, pxp.rsa, settings.pxpRetryCount)
    const token = requestsProviderToken(card) ? yield* providerToken(pxp, card, encrypted) : Option.none<string>()
    const body = encodeAdd(addCardBody(card, {
      encrypted: Redacted.value(encrypted),
      encryptionId: pxp.encryptionId,
      token: Option.getOrUndefined(token),
    }))
    return yield* client.post(walletUrl, { body: jsonBody(body), acceptJson: true }).pipe(decodeWrite(SavedCard))
  })

  const update: SavedCardsShape["update"] = Effect.fn("SavedCards.update")(function*(id, input) {
    const expiry = yield* Effect.fromResult(validateExpiry(input))
    yield* authorizeWrite()
    const body = Schema.encodeSync(UpdateCardBody)({ cardExpireMonth: expiry.expireMonth, cardExpireYear: expiry.expireYear })
    yield* client.put(cardUrl(id), { body: jsonBody(body), acceptJson: true }).pipe(decodeWrite(Schema.Unknown))
  })

  const list: SavedCardsShape["list"] = Effect.fn("SavedCards.list")(function*() {
    yield* session.authorize("user.read")
    return yield* client.get(walletUrl, { acceptJson: true }).pipe(decodeWallet(Wallet))
  })

  const get: SavedCardsShape["get"] = Effect.fn("SavedCards.get")(function*(id) {
    yield* session.authorize("user.read")
    return yield* client.get(cardUrl(id), { acceptJson: true }).pipe(decodeWallet(SavedCard))
  })

  const remove: SavedCardsShape["remove"] = Effect.fn("SavedCards.remove")(function*(id) {
    yield* authorizeWrite()
    yield* client.del(cardUrl(id), { acceptJson: true }).pipe(decodeWallet(Schema.Unknown))
  })

  const setDefault: SavedCardsShape["setDefault"] = Effect.fn("SavedCards.setDefault")(function*(id) {
    yield* authorizeWrite()
    const body = Schema.encodeSync(SetDefaultCardBody)({ defaultSavedPaymentId: id })
    yield* client.put(walletUrl, { body: jsonBody(body), acceptJson: true }).pipe(decodeWallet(Schema.Unknown))
  })

  return { list, get, config, add, update, remove, setDefault } satisfies SavedCardsShape
})

/**
 * The saved-cards client.
 *
 * @example
 * import { SavedCards } from "@outfitter/clients"
 * const cards = SavedCards.use((wallet) => wallet.list())
 * @category services
 */
export class SavedCards extends Context.Service<SavedCards, SavedCardsShape>()("outfitter/SavedCards") {
  /** Real HTTP; needs an HttpClient, the ApiConfig and the Session. */
  static readonly layer = Layer.effect(SavedCards)(make)
}
