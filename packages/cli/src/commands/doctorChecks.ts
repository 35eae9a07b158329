/**
 * What `outfitter doctor` checks: every read-only call the CLI's commands make, each
 * through the client the command uses (so the answer is decoded with the clients' own
 * schemas), the ids each needs, and how a check's end is read as an outcome.
 *
 * Nothing here changes state: the cancel, resend, add-order, return submission and wallet
 * precreate calls are left out. The gift card balance check POSTs the check, as the help
 * page's look-up does; it reads a balance and changes nothing.
 *
 * @since 0.8.0
 */
import type { Clients } from "@outfitter/clients"
import { type ClientBase, contractMismatchOf } from "@outfitter/clients/base"
import { GiftCards } from "@outfitter/clients/help"
import { Loyalty } from "@outfitter/clients/loyalty"
import { Maps } from "@outfitter/clients/maps"
import { OrderService, ReturnsService } from "@outfitter/clients/orders"
import { Reauthorisation } from "@outfitter/clients/payments"
import { StoreLocator, Products } from "@outfitter/clients/stores"
import { WalletPayment } from "@outfitter/clients/wallet"
import { type GiftCardCheck, giftCardCheckUrl } from "@outfitter/domain/help"
import { orderDetailsCall, type OrderCallRoots, returnReasonsCall } from "@outfitter/domain/orders"
import { makeStoreSettings, siteSettings, type SiteCode, siteStoreSettings } from "@outfitter/domain/site"
import { walletStatusCall, walletStoreContext } from "@outfitter/domain/wallet"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { loginCommand } from "../memberSession.ts"

/** How a check ended. @category models */
export type DoctorOutcome = "ok" | "differs" | "unreachable" | "refused" | "skipped"

/** One line of the report. @category models */
export interface DoctorResult {
  readonly name: string
  readonly method: string
  /** The path under the API root, with the ids sent. */
  readonly path: string
  readonly outcome: DoctorOutcome
  readonly detail: string
  /** For an answer that did not decode: the path of the first field that did not. */
  readonly field?: string
  /** …and what the contract expects there. */
  readonly expected?: string
}

/** The ids the checks send; undefined: not given (the check is skipped). @category models */
export interface DoctorIds {
  readonly postalCode: string | undefined
  readonly store: string | undefined
  readonly sku: string | undefined
  readonly order: string | undefined
  readonly email: string | undefined
  readonly payment: string | undefined
  readonly walletOrder: string | undefined
  /** The gift card check, validated by the domain's form rule; undefined when not given. */
  readonly giftCard: GiftCardCheck | undefined
}

/**
 * The seeded ids of the embedded fixtures and the sandbox, used when a flag is not given
 * there (the gift card: the fixtures' `usd` test card, with the stand-in captcha).
 *
 * @category constants
 */
export const fixtureIds = {
  postalCode: "43215",
  store: "10036",
  sku: "10234567",
  order: "10000016001",
  email: "registered@outfitter.test",
  member: "5001",
  payment: "PI-10000018001-authorised",
  walletOrder: "10000016009",
  giftCard: "usd",
} as const

/** Where the checks run: the site, the API root and what its calls need. @category models */
export interface DoctorContext {
  readonly site: SiteCode
  /** undefined: the embedded fixtures. */
  readonly apiRoot: string | undefined
  readonly ids: DoctorIds
}

/** A check: its name, its call, what it needs and its program. @category models */
export interface DoctorCheck {
  readonly name: string
  /** Whether it acts as the signed-in member. */
  readonly member: boolean
  readonly method: "GET" | "POST"
  /** The path under the API root, with the ids it sends (placeholders for those missing). */
  readonly path: (context: DoctorContext) => string
  /** The flags to give when an id it needs is missing; undefined when it has them all. */
  readonly missing: (ids: DoctorIds) => string | undefined
  /** The calls; what they answer is only decoded, a short note of it is the detail. */
  readonly run: (context: DoctorContext) => Effect.Effect<string, unknown, Clients | ClientBase>
}

const settingsOf = (site: SiteCode) => makeStoreSettings(siteStoreSettings(site))

const orderRoots = (site: SiteCode): { readonly roots: OrderCallRoots; readonly switches: { readonly hasOrderDetailsV3: boolean; readonly newCancelOrderApi: boolean } } => {
  const settings = settingsOf(site)
  return {
    roots: { apiRoot: "", historyRoot: settings.historyRoot, historyRootV2: settings.historyRootV2 },
    switches: { hasOrderDetailsV3: settings.hasOrderDetailsV3, newCancelOrderApi: settings.newCancelOrderApi },
  }
}

/** A URL's path and query as the check shows it, without the e-mail's value. */
const shown = (url: string): string => url.replace(/([?&]email=)[^&]*/, "$1…")

const needs = (pairs: ReadonlyArray<readonly [unknown, string]>): string | undefined => {
  const flags = pairs.filter(([value]) => value === undefined).map(([, flag]) => flag)
  return flags.length === 0 ? undefined : flags.join(" and ")
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`

/**
 * Every check, in the order the report lists them.
 *
 * @category constants
 */
export const doctorChecks: ReadonlyArray<DoctorCheck> = [
  {
    name: "stores search",
    member: false,
    method: "GET",
    path: () => "/storelocator/search",
    missing: () => undefined,
    // any point does: the check is whether the answer decodes
    run: () =>
      StoreLocator.use((stores) => stores.search({ latitude: "39.9612", longitude: "-82.9988", radius: "25", radiusUOM: "SMI" })).pipe(
        Effect.map((result) => count(result.physicalStores.length, "store")),
      ),
  },
  {
    name: "postal code geocode",
    member: false,
    method: "GET",
    path: () => "/maps/geocode",
    missing: (ids) => needs([[ids.postalCode, "--postal-code"]]),
    run: ({ ids, site }) =>
      Maps.use((maps) => maps.lookUpPostalCode(ids.postalCode ?? "", siteSettings[site].country)).pipe(
        Effect.map((place) => (place === undefined ? "no such postal code" : "")),
      ),
  },
  {
    name: "stores get",
    member: false,
    method: "GET",
    path: ({ ids }) => `/storelocator/${ids.store ?? "{store}"}`,
    missing: (ids) => needs([[ids.store, "--store"]]),
    run: ({ ids }) => Effect.as(StoreLocator.use((stores) => stores.get(ids.store)), ""),
  },
  {
    name: "stores availability",
    member: false,
    method: "GET",
    path: () => "/product/item/availability/stores",
    missing: (ids) => needs([[ids.store, "--store"], [ids.sku, "--sku"]]),
    run: ({ ids }) =>
      Products.use((products) => products.storeAvailability({ storeNumber: ids.store, shortSku: ids.sku })).pipe(
        Effect.map((stores) => count(stores.length, "store")),
      ),
  },
  {
    name: "orders show",
    member: false,
    method: "GET",
    path: ({ ids, site }) => {
      const { roots, switches } = orderRoots(site)
      const placeholder = "10000000000"
      const call = orderDetailsCall(roots, switches, ids.order ?? placeholder, ids.email ?? "")
      return Result.isSuccess(call) ? shown(call.success.url).replace(`/${placeholder}?`, "/{order}?") : "/user/order/return/{order}"
    },
    missing: (ids) => needs([[ids.order, "--order"], [ids.email, "--email"]]),
    run: ({ ids }) => Effect.as(ReturnsService.use((returns) => returns.details(ids.order ?? "", ids.email ?? "")), ""),
  },
  {
    name: "return reasons",
    member: false,
    method: "GET",
    path: ({ site }) => {
      const { roots, switches } = orderRoots(site)
      return returnReasonsCall(roots, switches).url
    },
    missing: () => undefined,
    run: () => Effect.as(ReturnsService.use((returns) => returns.reasons()), ""),
  },
  {
    name: "wallet status",
    member: false,
    method: "GET",
    path: ({ ids, site }) => {
      const placeholder = "10000000000"
      const call = walletStatusCall("", walletStoreContext(settingsOf(site)), ids.walletOrder ?? placeholder)
      return Result.isSuccess(call) ? call.success.url.replace(`/${placeholder}`, "/{order}") : "/wosai/{store}/payment/status/{order}"
    },
    missing: (ids) => needs([[ids.walletOrder, "--wallet-order"]]),
    run: ({ ids }) => WalletPayment.use((wallet) => wallet.status(ids.walletOrder ?? "")).pipe(Effect.map((status) => status.status)),
  },
  {
    name: "giftcard balance",
    member: false,
    method: "POST",
    path: ({ site }) => {
      const roots = { apiRoot: "", paymentsApiRoot: settingsOf(site).paymentsApiRoot }
      return `${giftCardCheckUrl(roots)}, then GET ${giftCardCheckUrl(roots).replace(/\/check$/, "/status/{lookup}")}`
    },
    missing: (ids) => (ids.giftCard === undefined ? "--gift-card-number - (the number on stdin), --gift-card-pin and --captcha-token" : undefined),
    run: ({ ids: { giftCard } }) => (giftCard === undefined ? Effect.succeed("") : Effect.as(GiftCards.use((cards) => cards.lookup(giftCard)), "")),
  },
  {
    name: "orders history",
    member: true,
    method: "GET",
    path: () => "/user/orders",
    missing: () => undefined,
    run: () => OrderService.use((orders) => orders.list()).pipe(Effect.map((orders) => count(orders.length, "order"))),
  },
  ...(["info", "rewards", "history"] as const).map((endpoint): DoctorCheck => ({
    name: `loyalty ${endpoint}`,
    member: true,
    method: "GET",
    path: () => `/loyalty/${endpoint}`,
    missing: () => undefined,
    run: () => Loyalty.use((loyalty) => loyalty.get(endpoint, { force: true })).pipe(Effect.map((result) => `status ${result.response.status}`)),
  })),
  {
    name: "payments status",
    member: true,
    method: "GET",
    path: ({ ids }) => `/user/order/payment/${ids.payment ?? "{payment}"}`,
    missing: (ids) => needs([[ids.payment, "--payment"]]),
    run: ({ ids }) => Reauthorisation.use((reauth) => reauth.paymentStatus(ids.payment ?? "", 0)).pipe(Effect.map((reading) => reading.reAuthStatus)),
  },
]

const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined

const textField = (value: unknown, key: string): string | undefined => {
  const found = fieldOf(value, key)
  return typeof found === "string" && found !== "" ? found : undefined
}

/** The innermost message of an ErrorCause chain, with the ones above it: "fetch failed (connect ECONNREFUSED …)". */
const causeText = (cause: unknown, depth = 3): string | undefined => {
  if (typeof cause !== "object" || cause === null || depth <= 0) return undefined
  const message = textField(cause, "message")
  const inner = causeText(fieldOf(cause, "cause"), depth - 1)
  if (message === undefined) return inner
  return inner === undefined ? message : `${message} (${inner})`
}

/** What the outcome of a failure says, for the report. @category models */
export type FailureOutcome = Pick<DoctorResult, "outcome" | "detail" | "field" | "expected">

/**
 * How a check's failure reads: the first field that did not decode (differs); no
 * connection, no answer in time or HTTP 5xx (unreachable, with the cause); HTTP 401 or 403
 * (refused: how to sign in); any other answer (differs, with what it said). Total: takes
 * any value.
 *
 * @category mapping
 */
export const failureOutcome = (error: unknown, context: Pick<DoctorContext, "apiRoot" | "site">): FailureOutcome => {
  const mismatch = contractMismatchOf(error)
  if (mismatch !== undefined) {
    return { outcome: "differs", detail: `${mismatch.path}: ${mismatch.expected}`, field: mismatch.path, expected: mismatch.expected }
  }
  const tag = textField(error, "_tag")
  if (tag === "MaxRetries") return failureOutcome(fieldOf(error, "last"), context)
  const status = fieldOf(error, "status")
  const httpStatus = typeof status === "number" ? status : undefined
  const message = textField(error, "message") ?? (error instanceof Error ? error.message : String(error))
  if (tag === "Unauthorized" || httpStatus === 401 || httpStatus === 403) {
    const signIn = context.apiRoot === undefined ? "" : `: sign in with ${loginCommand(context.apiRoot, context.site)}`
    return { outcome: "refused", detail: `HTTP ${httpStatus ?? "401"}, the session was refused${signIn}` }
  }
  if (tag === "Timeout" || tag === "GiftCardTimedOut") return { outcome: "unreachable", detail: message }
  const cause = causeText(fieldOf(error, "cause"))
  if ((tag === "AjaxFailed" || tag === "ReauthFailed") && (httpStatus === undefined || httpStatus >= 500)) {
    const what = httpStatus === undefined ? "" : `HTTP ${httpStatus}: `
    return { outcome: "unreachable", detail: `${what}${cause ?? textField(error, "detail") ?? message}` }
  }
  if (tag === "NotFound" || httpStatus === 404) return { outcome: "differs", detail: `HTTP 404: ${message} (is the id one this back end knows?)` }
  if (tag === "GiftCardRefused") return { outcome: "differs", detail: `the card was refused: ${textField(error, "errorKey") ?? message}` }
  return { outcome: "differs", detail: `${httpStatus === undefined ? "" : `HTTP ${httpStatus}: `}${tag === undefined ? "" : `${tag}: `}${message}` }
}
