/**
 * Store settings and feature flags, with the defaults Outfitter ships: one typed object a
 * host gives the clients once. Each setting's rule is in the section that reads it.
 *
 * @since 0.1.0
 */
import { type CardBrandPattern, defaultCardBrandPatterns } from "./CardBrandSettings.ts"
import { textMemberOf } from "../kernel/Untrusted.ts"

/** @category models */
export interface StoreSettings {
  /** The commerce store id: the persistent cookie names it (platform §6). */
  readonly storeId: string
  readonly catalogId: string
  /** The site's language id (the langId query parameter of platform §2). */
  readonly langId: string
  /** Extended authentication window: remembered users may update after soft re-authentication. */
  readonly extendedAuthWindow: boolean
  /** Loyalty is enabled for this store ('Loyalty is not enabled for this store' otherwise). */
  readonly loyaltyEnabled: boolean
  /** The login-modal feature: the sign-in modal may open from query parameters. */
  readonly loginModal: boolean
  /** The currency feature: after a country change the currency follows the country. */
  readonly currencyFeature: boolean
  /** The site-experience feature: same effect as the currency feature on a country change. */
  readonly siteExperience: boolean
  /** The store-country feature: uPref also carries pc and sc. */
  readonly storeCountry: boolean
  /** The store's default currency, for a country that supports none (platform §4). */
  readonly defaultCurrency: string
  /** Force the China maps provider outside the cn site (platform §4 "Map provider"). */
  readonly forceChinaMaps: boolean
  /** Card brand patterns for saved cards (platform §5); see payments/CardBrand.ts. */
  readonly cardBrandPatterns: ReadonlyArray<CardBrandPattern>
  /** Card-number encryption retries after a failed attempt (platform §5 "configured number"). */
  readonly pxpRetryCount: number
  /** Time-out of the payment provider tokens call, in ms (platform §7 "timeout from config"). */
  readonly pxpTokenTimeoutMs: number
  /** The merchant id sent to the payment provider tokens call (platform §7). */
  readonly pxpMerchantId: string
  /** The payment provider tokens endpoint; empty means `{apiRoot}/pxp/tokens` (platform §7 names no path). */
  readonly pxpTokensUrl: string
  /** The order-history v2 flag (loyalty §7 "with flag"): resend and add-order go to {historyRootV2}. */
  readonly orderHistoryV2: boolean
  /** {historyRootV2} of loyalty §7; empty means `{apiRoot}/v2` (the spec names no default). */
  readonly historyRootV2: string
  /** The forgot-password endpoint (loyalty §7 "configured"); empty means `{apiRoot}/user/password/forgot`. */
  readonly forgotPasswordUrl: string
  /** Points history: records in the first batch (loyalty §4; the spec gives no default: 5). */
  readonly initialNumRecordsPointsHistory: number
  /** Points history: records each Load more adds (loyalty §4; the spec gives no default: 5). */
  readonly numRecordsPointsHistory: number
  /** Order history: orders on each page of the list (orders-returns-help §4 pagination helper; Outfitter ships 10). */
  readonly orderHistoryPageSize: number
  /** The hasOnboarding body flag: the onboarding modal may start (loyalty-payments §2). */
  readonly hasOnboarding: boolean
  /** The birth-year setting: birthday fields are required together once any is filled (loyalty-payments §5). */
  readonly loyaltyBirthYear: boolean
  /** The onboarding phone pane exists on the page (loyalty-payments §2 "only if the pane exists"). */
  readonly onboardingPhone: boolean
  /** The store's reward points threshold: the progress ring's goal (loyalty-payments §4, §9; the spec gives no value: 1000). */
  readonly rewardThreshold: number
  /** The welcome-offer setting: welcome offers show only when it and `loyaltyEnabled` are on (loyalty-payments §1). */
  readonly welcomeOffersEnabled: boolean
  /**
   * The one brand site that loads the coupon notification (loyalty-payments §2). The spec does
   * not say which; Outfitter ships "us". "" turns the notification off everywhere.
   */
  readonly couponNotificationSite: string
  /**
   * The store attribute hasOrderDetailsV3 (orders-returns-help §1, §7): the refund
   * calculation, the return submission and the order details go to the history API.
   */
  readonly hasOrderDetailsV3: boolean
  /** `{history root}` of the returns calls (orders-returns-help §7); "" means `historyRootV2`'s. */
  readonly historyRoot: string
  /** The flag ful-dre-2-0-ux: the new returns experience (the `optimized` parameter overrides it). */
  readonly returnsNewExperience: boolean
  /** The flag ful-dre-2-0-updated-reason-codes: an exchange's reason is fixed ('Exchange Reason', detail '00'). */
  readonly updatedReasonCodes: boolean
  /** The flag has-new-cancel-order-api-enabled: cancels go to `PUT {history root}/order/{id}/cancel`. */
  readonly newCancelOrderApi: boolean
  /**
   * The fraud-device service is in use (loyalty-payments §7): return submissions, cancels
   * and payment re-authorisations carry the device session id (`signifydSessionId`).
   */
  readonly fraudDeviceSession: boolean
  /**
   * The configured intervals (ms) after which a failed return-order details read is tried
   * again (orders-returns-help §7); after the last, the read fails with the max-retries
   * reason. The spec gives no values: Outfitter ships 1000, 2000, 4000.
   */
  readonly returnDetailsRetryIntervalsMs: ReadonlyArray<number>
  /**
   * hasPaypalEnabled (loyalty-payments §1): the payment re-authorisation page offers PayPal
   * beside the card.
   */
  readonly paypalEnabled: boolean
  /**
   * hasPaypalFailoverEnabled (loyalty-payments §1, §4 "Payment choice"): a PayPal failover
   * flag on the session or the account disables the card and selects PayPal.
   */
  readonly paypalFailoverEnabled: boolean
  /**
   * `{storeContext}` of the bag calls (loyalty-payments §7: `/api/bags/v3/{storeContext}/…`);
   * "" means the store id.
   */
  readonly storeContext: string
  /**
   * `{paymentServiceRoot}` of loyalty-payments §7 (the 3-D Secure status and the credit-card
   * status); "" means `{apiRoot}/payment-service`.
   */
  readonly paymentServiceRoot: string
  /**
   * The payment provider's 3-D Secure origins (loyalty-payments §4: three, integration, EU
   * and US): the only origins whose messages the 3-D Secure frame is believed from, and the
   * only ones its frame may load from. A host with the fixtures adds the fixtures' origin.
   */
  readonly paymentProviderOrigins: ReadonlyArray<string>
  /** The origins a PayPal redirect from a re-authorisation answer may go to (the spec names none). */
  readonly paypalRedirectOrigins: ReadonlyArray<string>
  /** 3-D Secure status polling: how many status calls at most (loyalty-payments §4 "configured"; Outfitter ships 10). */
  readonly threeDSPollAttempts: number
  /** 3-D Secure status polling: the wait between two status calls, in ms (Outfitter ships 2000). */
  readonly threeDSPollDelayMs: number
  /**
   * The wallet QR widget's timings (orders-returns-help §9, loyalty-payments §4 "configured
   * per instance"), in ms: completed shows this long after the payment is seen.
   */
  readonly walletPerceivedWaitMs: number
  /** Wallet: the pause between one status answer and the next read while a code is shown. */
  readonly walletPollingIntervalMs: number
  /** Wallet: the longest a code is polled; past it the widget offers a new code (retry). */
  readonly walletPollingTimeoutMs: number
  /** Wallet: how long a code is offered before the widget asks for a new one (retry). */
  readonly walletRetryTimeoutMs: number
  /** Wallet: the wait between two reads of the status check made before a code is created. */
  readonly walletStatusPrecreateRetryWaitMs: number
  /** Wallet: how many reads that status check makes at most (0: none, the code is created at once). */
  readonly walletStatusPrecreateAttempts: number
  /** Wallet: how often the widget looks whether the window has focus before it starts. */
  readonly walletFocusCheckMs: number
  /**
   * Wallet: the origins the mobile button may send the customer to (the wallets' payment
   * pages); a destination elsewhere is refused. The page's own origin is always allowed.
   */
  readonly walletRedirectOrigins: ReadonlyArray<string>
  /**
   * The session path of fast enroll's login (POST) and log-off (DELETE) (orders §7 "session
   * path (from config)"); "" means `{apiRoot}/session`. The user and user-exists calls use
   * the client endpoints `user` and `userExists`.
   */
  readonly sessionUrl: string
  /** Where the help contact form posts its message (orders §7 shows no call); "" means `{apiRoot}/help/contact`. */
  readonly contactUrl: string
  /** The help contact form's error when the send fails (orders §8 "the configured error message"). */
  readonly contactErrorMessage: string
  /** `{payments api}` of the gift card calls (orders §7); "" means `{apiRoot}/payments`. */
  readonly paymentsApiRoot: string
  /**
   * The reCAPTCHA site key of the gift card form. "" means no real captcha: a storefront
   * served by the fixtures shows their stand-in checkbox (only the fixtures accept its
   * token); any other says the balance check is not available and checks nothing.
   */
  readonly giftCardRecaptchaSiteKey: string
}

/**
 * The defaults: every optional feature off, loyalty on, the US store's ids.
 *
 * @category constants
 */
export const defaultStoreSettings: StoreSettings = {
  storeId: "10051",
  catalogId: "10551",
  langId: "-1",
  extendedAuthWindow: false,
  loyaltyEnabled: true,
  loginModal: false,
  currencyFeature: false,
  siteExperience: false,
  storeCountry: false,
  defaultCurrency: "USD",
  forceChinaMaps: false,
  cardBrandPatterns: defaultCardBrandPatterns,
  pxpRetryCount: 3,
  pxpTokenTimeoutMs: 10_000,
  pxpMerchantId: "OUTFITTER",
  pxpTokensUrl: "",
  orderHistoryV2: false,
  historyRootV2: "",
  forgotPasswordUrl: "",
  initialNumRecordsPointsHistory: 5,
  numRecordsPointsHistory: 5,
  orderHistoryPageSize: 10,
  hasOnboarding: true,
  loyaltyBirthYear: true,
  onboardingPhone: true,
  rewardThreshold: 1000,
  welcomeOffersEnabled: false,
  couponNotificationSite: "us",
  hasOrderDetailsV3: false,
  historyRoot: "",
  returnsNewExperience: true,
  updatedReasonCodes: false,
  newCancelOrderApi: false,
  fraudDeviceSession: false,
  returnDetailsRetryIntervalsMs: [1000, 2000, 4000],
  paypalEnabled: false,
  paypalFailoverEnabled: false,
  storeContext: "",
  paymentServiceRoot: "",
  paymentProviderOrigins: [
    "https://3ds.integration.payments.outfitter.example",
    "https://3ds.eu.payments.outfitter.example",
    "https://3ds.us.payments.outfitter.example",
  ],
  paypalRedirectOrigins: ["https://www.paypal.com", "https://www.sandbox.paypal.com"],
  threeDSPollAttempts: 10,
  threeDSPollDelayMs: 2000,
  walletPerceivedWaitMs: 500,
  walletPollingIntervalMs: 100,
  walletPollingTimeoutMs: 240_000,
  walletRetryTimeoutMs: 120_000,
  walletStatusPrecreateRetryWaitMs: 1000,
  walletStatusPrecreateAttempts: 1,
  walletFocusCheckMs: 100,
  walletRedirectOrigins: ["https://wx.tenpay.com", "https://mclient.alipay.com", "https://qr.alipay.com"],
  sessionUrl: "",
  contactUrl: "",
  contactErrorMessage: "Sorry, your message could not be sent. Please try again later.",
  paymentsApiRoot: "",
  giftCardRecaptchaSiteKey: "",
}

/**
 * Fills the defaults in. A host's settings come from outside, so an override that is not
 * a setting, or whose type is not its default's (text for a flag, a number for a list), is
 * left out and the default stays; overrides that are not an object change nothing.
 *
 * @category constructors
 */
export const makeStoreSettings = (overrides: Partial<StoreSettings> = {}): StoreSettings => ({
  ...defaultStoreSettings,
  ...Object.fromEntries(
    Object.entries(typeof overrides === "object" && overrides !== null ? overrides : {}).filter(([key, value]) =>
      Object.hasOwn(defaultStoreSettings, key) && sameKind(value, defaultStoreSettings[key as keyof StoreSettings])
    ),
  ),
})

/**
 * `{storeContext}` of a call's address (the bag calls of payment re-authorisation, the
 * wallet calls): the store setting `storeContext`, trimmed, else the store id. Total: a
 * setting that is not text is read as absent, so settings without either give "" (which
 * the calls refuse as an id).
 *
 * @example
 * import { storeContextOf } from "@outfitter/domain"
 * storeContextOf({ storeId: "10051", storeContext: "" }) // => "10051"
 * storeContextOf({ storeId: "10051", storeContext: " cn-store " }) // => "cn-store"
 * @category getters
 */
export const storeContextOf = (settings: { readonly storeId: unknown; readonly storeContext?: unknown }): string =>
  textMemberOf(settings, "storeContext").trim() || textMemberOf(settings, "storeId")

/** Whether an override has its default's type (both lists, or the same `typeof`). */
const sameKind = (value: unknown, fallback: unknown): boolean =>
  Array.isArray(fallback) ? Array.isArray(value) : typeof value === typeof fallback && !Array.isArray(value) && value !== null
