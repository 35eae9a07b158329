/**
 * The operations a flow step may call, by stable name (`stores.search`, `giftcard.balance`,
 * …): each one client call (or the same short program the matching `outfitter` command
 * runs), with its input decoded by a Schema of its own. A step's `input` is checked against
 * its operation's Schema before any flow runs (load.ts), so a typo in a field is a
 * flow-file error, not a failed call.
 *
 * What an operation answers is the client's value made plain JSON (a step's `success`
 * expectation is matched against it); what it fails with is the client's typed error
 * (`_tag`, `reason`, `errorKey`, `message`, …), seen through {@link failureView}. A rule
 * a step relies on is the domain's, reached through the client or a command's program:
 * the refund calculation is `outfitter returns calculate`'s, the points `outfitter loyalty
 * points`'s, the gift card balance `outfitter giftcard balance`'s (its polling included).
 *
 * Where the spec is silent (choices):
 * - status reads are single reads (`wallet.status`, `reauth.status`), never the page's
 *   polling loop, so a flow takes no longer than its calls; the two operations that poll are
 *   the ones whose client call is the poll: `giftcard.balance` (the help page's lookup,
 *   up to 3 more status reads 2 s apart) and `reauth.submit` (the submission and the
 *   status reads that follow it; an authorised or declined card settles at once);
 * - input refused by the domain's form rules before any call (a gift card number without
 *   its PIN) is the domain's InvalidParams (reason 3) with the rule's message and field,
 *   so a step can expect it as any other typed failure;
 * - an operation that acts for a signed-in customer (`needsMember`) needs the flow's
 *   `member` or its scenario's: checked when the flow is loaded.
 *
 * @since 0.1.0
 */
import { BankRefund, Enroll } from "@outfitter/clients/help"
import { pointsHistory, Points } from "@outfitter/clients/loyalty"
import { Reauthorisation, SavedCards } from "@outfitter/clients/payments"
import { OrderService, ReturnsService } from "@outfitter/clients/orders"
import { Preferences } from "@outfitter/clients/preferences"
import { PasswordService, SignIn } from "@outfitter/clients/session"
import { StoreLocator } from "@outfitter/clients/stores"
import { WalletPayment } from "@outfitter/clients/wallet"
import { InvalidParams, NotFound } from "@outfitter/domain/errors"
import { bankRefundCountries, standInCaptchaToken, validateGiftCardForm } from "@outfitter/domain/help"
import { addOrderOutcome, historyPage } from "@outfitter/domain/loyalty"
import { resendSuccessMessages, returnSubmissionBody, validateOrderNumber } from "@outfitter/domain/orders"
import { storeAvailabilityQuery } from "@outfitter/domain/stores"
import { defaultSiteCode, defaultSiteCountry } from "@outfitter/domain/site"
import { walletPrecreateBody } from "@outfitter/domain/wallet"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type { Clients } from "@outfitter/clients"
import { lookupBalance } from "../commands/giftcard/balance.ts"
import { acceptedKeys } from "../commands/loyalty/add-order.ts"
import { memberPoints } from "../commands/loyalty/points.ts"
import { readOrder } from "../commands/orders/details.ts"
import { storeAvailability } from "../commands/stores/availability.ts"
import { noStoreMessage } from "../commands/stores/get.ts"
import { paymentStatusView } from "../commands/payments/status.ts"
import { orderCancelRequest } from "../commands/orders/cancel.ts"
import { calculateRefund } from "../commands/returns/calculate.ts"
import { precreateProgram } from "../commands/wallet/precreate.ts"

/** What an operation runs with besides its input. @category models */
export interface OperationContext {
  /** The member the flow acts as (the flow's, else its scenario's), when there is one. */
  readonly member: string | undefined
}

/** One operation: its input's Schema, what it does and whether it needs a member. @category models */
export interface Operation<I = unknown> {
  /** One line for the operations table (flows/README.md) and the JSON Schema. */
  readonly description: string
  readonly input: Schema.Codec<I, unknown>
  /** Acts for a signed-in customer: the flow needs a member. */
  readonly needsMember?: boolean
  readonly run: (input: I, context: OperationContext) => Effect.Effect<unknown, unknown, Clients>
}

const operation = <S extends Schema.Top>(
  input: S,
  spec: Omit<Operation<S["Type"]>, "input">,
): Operation => ({ ...spec, input: input as unknown as Schema.Codec<unknown, unknown> }) as Operation

const text = Schema.String
const optionalText = Schema.optionalKey(Schema.String)
/** A value the command line would take as text: a number is accepted too and sent as written. */
const numeric = Schema.Union([Schema.String, Schema.Finite])
const optionalNumeric = Schema.optionalKey(numeric)
const asText = (value: string | number | undefined): string | undefined => (value === undefined ? undefined : String(value))

/** A form rule refused the input before any call: the domain's InvalidParams, reason 3. */
const refused = (message: string, field?: string) => Effect.fail(new InvalidParams({ message, ...(field === undefined ? {} : { field }) }))

const BillingInput = Schema.Struct({
  firstName: optionalText,
  lastName: optionalText,
  address1: optionalText,
  address2: optionalText,
  city: optionalText,
  state: optionalText,
  zipCode: optionalText,
  country: optionalText,
})

const ReturnItemInput = Schema.Struct({
  sku: numeric,
  reason: text,
  /** The reason's detail code, or a comment reason's comment. */
  detail: optionalText,
})

/** A flow's return items as the refund calculation takes them (`sku:reason:detail`). */
const returnItems = (items: ReadonlyArray<typeof ReturnItemInput.Type>) =>
  items.map((item) => {
    const sku = String(item.sku)
    return { spec: [sku, item.reason, ...(item.detail === undefined ? [] : [item.detail])].join(":"), sku, reasonId: item.reason, extra: item.detail }
  })

/**
 * Every operation, by name.
 *
 * @category operations
 */
export const operations: Readonly<Record<string, Operation>> = {
  "stores.search": operation(
    Schema.Struct({
      latitude: optionalNumeric,
      longitude: optionalNumeric,
      radius: optionalNumeric,
      radiusUOM: optionalText,
      brand: optionalText,
      maxItems: optionalNumeric,
      shortSku: optionalNumeric,
      country: optionalText,
      state: optionalText,
    }),
    {
      description: "store search (StoreLocator.search): the domain validates and clamps; answers {physicalStores, radius, search}",
      run: (input) =>
        StoreLocator.use((stores) =>
          stores.search({
            latitude: asText(input.latitude),
            longitude: asText(input.longitude),
            radius: asText(input.radius),
            radiusUOM: input.radiusUOM,
            brand: input.brand,
            maxItems: asText(input.maxItems),
            shortSku: asText(input.shortSku),
            country: input.country,
            state: input.state,
          })
        ),
    },
  ),
  "stores.get": operation(Schema.Struct({ storeId: numeric }), {
    description: "one store by number (StoreLocator.get)",
    run: (input) => StoreLocator.use((stores) => stores.get(String(input.storeId))),
  }),
  "session.signIn": operation(Schema.Struct({ email: text, password: text }), {
    description: "sign in with e-mail and password (SignIn.signIn); answers the user record",
    run: (input) => SignIn.use((signIn) => signIn.signIn({ email: input.email, password: input.password })),
  }),
  "cards.list": operation(Schema.Struct({}), {
    description: "the member's saved cards (SavedCards.list): {payments, defaultSavedPaymentId}",
    needsMember: true,
    run: () => SavedCards.use((cards) => cards.list()),
  }),
  "cards.add": operation(
    Schema.Struct({ cardNumber: text, expireMonth: text, expireYear: text, cvv: optionalText, country: Schema.optionalKey(text) }),
    {
      description: "add a card to the member's wallet (SavedCards.add: validated, encrypted, tokenised); country defaults to US",
      needsMember: true,
      run: (input) =>
        SavedCards.use((cards) =>
          cards.add({
            cardNumber: input.cardNumber,
            expireMonth: input.expireMonth,
            expireYear: input.expireYear,
            cvv: input.cvv,
            country: input.country ?? defaultSiteCountry,
          })
        ),
    },
  ),
  "loyalty.points": operation(Schema.Struct({}), {
    description: "the member's points, progress and tier (as outfitter loyalty points: {member, points, pointsText, percentage, tier})",
    needsMember: true,
    run: (_input, { member }) => memberPoints(member ?? ""),
  }),
  "loyalty.history": operation(Schema.Struct({ page: Schema.optionalKey(Schema.Int), pageSize: Schema.optionalKey(Schema.Int) }), {
    description: "a page of the member's points history, newest first ({page, pages, pageSize, total, entries}); page 1 and 5 records unless given",
    needsMember: true,
    run: (input) =>
      Effect.map(pointsHistory({ force: true }), (history) => historyPage(history.entries, input.page ?? 1, input.pageSize ?? 5)),
  }),
  "orders.details": operation(Schema.Struct({ orderNumber: numeric, email: text }), {
    description: "an order by number and e-mail (ReturnsService.details, with its retries)",
    run: (input) => ReturnsService.use((returns) => returns.details(String(input.orderNumber), input.email)),
  }),
  "orders.list": operation(Schema.Struct({}), {
    description: "the member's order history (OrderService.list), newest first",
    needsMember: true,
    run: () => OrderService.use((orders) => orders.list()),
  }),
  "orders.cancel": operation(
    Schema.Struct({ orderNumber: numeric, email: text, reason: optionalText, items: Schema.optionalKey(Schema.Array(numeric)) }),
    {
      description:
        "cancel an order, or some of its items by short sku (as outfitter orders cancel, without asking: the domain's cancelRequest, then ReturnsService.cancel with its attempts): {status}; no reason is the domain's InvalidParams; a reservation's reason is CANCEL",
      run: (input) => {
        const request = orderCancelRequest(String(input.orderNumber), input.email, (input.items ?? []).map(String), input.reason)
        if (Result.isFailure(request)) return refused(request.failure.message, "reason")
        return ReturnsService.use((returns) => returns.cancel(request.success.orderId, request.success.body))
      },
    },
  ),
  "orders.resend": operation(
    Schema.Struct({ orderNumber: numeric, inStore: Schema.optionalKey(Schema.Boolean), channel: optionalText }),
    {
      description:
        "send an order's confirmation (online) or e-receipt (inStore: true) again, as outfitter orders resend (OrderService.resendById): {orderNumber, kind, message}",
      needsMember: true,
      run: (input) => {
        const orderNumber = String(input.orderNumber)
        return Effect.map(
          OrderService.use((service) =>
            service.resendById(orderNumber, { inStore: input.inStore === true, ...(input.channel === undefined ? {} : { channel: input.channel }) })
          ),
          (kind) => ({ orderNumber, kind, message: resendSuccessMessages[kind] }),
        )
      },
    },
  ),
  "loyalty.addOrder": operation(Schema.Struct({ orderNumber: numeric }), {
    description:
      "add a past order's points, as outfitter loyalty add-order (Points.addOrder): every answered status is a success {orderNumber, status, key, message, accepted} (accepted: the command's exit 0); a failed call is the failure",
    needsMember: true,
    run: (input) => {
      const orderNumber = validateOrderNumber(input.orderNumber)
      if (Result.isFailure(orderNumber)) return Effect.fail(orderNumber.failure)
      return Effect.map(Points.use((points) => points.addOrder(orderNumber.success)), (status) => {
        const outcome = addOrderOutcome(status)
        return { orderNumber: orderNumber.success, status, key: outcome.key, message: outcome.message, accepted: acceptedKeys.includes(outcome.key) }
      })
    },
  }),
  "stores.availability": operation(Schema.Struct({ storeNumber: numeric, shortSku: numeric }), {
    description:
      "one store's availability of a sku, as outfitter stores availability (Products.storeAvailability): the store's entry; a store the answer leaves out is the failure NotFound",
    run: (input) => {
      const query = storeAvailabilityQuery({ storeNumber: asText(input.storeNumber), shortSku: asText(input.shortSku) })
      if (Result.isFailure(query)) return Effect.fail(query.failure)
      return Effect.flatMap(storeAvailability(query.success), (stores) => {
        const store = stores.find((entry) => Number(entry.storeNumber) === Number(query.success.storeNumber))
        return store === undefined ? Effect.fail(new NotFound({ message: noStoreMessage(query.success.storeNumber) })) : Effect.succeed(store)
      })
    },
  }),
  "returns.submit": operation(
    Schema.Struct({
      orderNumber: numeric,
      email: text,
      items: Schema.Array(ReturnItemInput),
      selfShip: Schema.optionalKey(Schema.Boolean),
      eGift: Schema.optionalKey(Schema.Boolean),
    }),
    {
      description:
        "submit a return as outfitter returns start does, without asking: the items checked and the refund calculated as returns.calculate does, then the submission (a guest session first, never retried): {orderNumber, returnOrderId}",
      needsMember: true,
      run: (input) =>
        Effect.gen(function*() {
          const orderNumber = String(input.orderNumber)
          const selfShip = input.selfShip === true
          const eGift = input.eGift === true
          const calculated = yield* calculateRefund({
            orderNumber,
            email: input.email,
            items: returnItems(input.items),
            exchanges: [],
            selfShip,
            eGift,
            site: defaultSiteCode,
          })
          const details = yield* readOrder(orderNumber, input.email)
          const body = returnSubmissionBody(details, { smartLabel: !selfShip, eGiftCard: eGift, items: calculated.items })
          if (Result.isFailure(body)) return yield* Effect.fail(body.failure)
          const submitted = yield* ReturnsService.use((returns) =>
            returns.submitAsVisitor(body.success, { orderNumber: details.orderNumber, email: input.email }, { signedIn: false })
          )
          return { orderNumber: details.orderNumber, returnOrderId: submitted.returnOrderId }
        }),
    },
  ),
  "preferences.options": operation(Schema.Struct({}), {
    description: "the countries, currencies and languages a visitor may choose (Preferences.options)",
    run: () => Preferences.use((preferences) => preferences.options()),
  }),
  "password.forgot": operation(Schema.Struct({ email: text }), {
    description: "ask for a password reset e-mail (PasswordService.forgot): {sent: true}; the domain checks the e-mail first",
    run: (input) => Effect.as(PasswordService.use((password) => password.forgot(input.email)), { sent: true }),
  }),
  "enroll.lookup": operation(Schema.Struct({ email: text }), {
    description: "fast enroll's account lookup by e-mail (Enroll.lookup)",
    run: (input) => Enroll.use((enroll) => enroll.lookup(input.email)),
  }),
  "returns.calculate": operation(
    Schema.Struct({
      orderNumber: numeric,
      email: text,
      items: Schema.Array(ReturnItemInput),
      exchanges: Schema.optionalKey(Schema.Array(Schema.Struct({ sku: numeric, newSku: numeric }))),
      selfShip: Schema.optionalKey(Schema.Boolean),
      eGift: Schema.optionalKey(Schema.Boolean),
    }),
    {
      description:
        "a return's refund (as outfitter returns calculate: {orderNumber, site, items, calculation, summary}); items by sku, reason code and detail",
      run: (input) =>
        calculateRefund({
          orderNumber: String(input.orderNumber),
          email: input.email,
          items: returnItems(input.items),
          exchanges: (input.exchanges ?? []).map((exchange) => ({
            spec: `${exchange.sku}:${exchange.newSku}`,
            sku: String(exchange.sku),
            newShortSku: String(exchange.newSku),
          })),
          selfShip: input.selfShip === true,
          eGift: input.eGift === true,
          site: defaultSiteCode,
        }),
    },
  ),
  "reauth.submit": operation(
    Schema.Struct({
      orderId: numeric,
      cardNumber: text,
      expireMonth: text,
      expireYear: text,
      cvv: text,
      billing: Schema.optionalKey(BillingInput),
      country: Schema.optionalKey(text),
    }),
    {
      description:
        "re-authorise a problem order's payment by card (Reauthorisation.details, then submitCard and the status reads that follow): {_tag: Authorized | ChallengeRequired | PaypalRedirect}",
      needsMember: true,
      run: (input) =>
        Reauthorisation.use((reauth) =>
          Effect.flatMap(reauth.details(String(input.orderId)), (order) =>
            reauth.submitCard(String(input.orderId), {
              order,
              form: {
                cardNumber: input.cardNumber,
                expireMonth: input.expireMonth,
                expireYear: input.expireYear,
                cvv: input.cvv,
                billing: input.billing ?? {},
              },
              country: input.country ?? defaultSiteCountry,
            }))
        ),
    },
  ),
  "reauth.status": operation(Schema.Struct({ payInstructionId: text, retry: Schema.optionalKey(Schema.Int) }), {
    description:
      "one read of a re-authorisation's status (as outfitter payments status: {payInstructionId, reAuthStatus, outcome, reason?, meaning, customerMessage?})",
    needsMember: true,
    run: (input) =>
      Reauthorisation.use((reauth) =>
        Effect.map(reauth.paymentStatus(input.payInstructionId, input.retry ?? 0), (reading) => paymentStatusView(input.payInstructionId, reading))
      ),
  }),
  "wallet.precreate": operation(
    Schema.Struct({
      orderId: numeric,
      country: text,
      device: text,
      payway: text,
      subPayway: text,
      email: optionalText,
      returnUrl: optionalText,
    }),
    {
      description:
        "a mobile-wallet payment code (as outfitter wallet precreate: {orderId, qrCode, redirectUrl, sn, clientSN, expires}; a mobile address the order page would refuse is the failure UnsafeRedirect)",
      run: (input) => {
        const body = walletPrecreateBody({
          orderId: String(input.orderId),
          country: input.country,
          device_id: input.device,
          payway: input.payway,
          subPayway: input.subPayway,
          email: input.email,
          returnUrl: input.returnUrl,
        })
        if (Result.isFailure(body)) return refused(body.failure.message)
        return precreateProgram(body.success)
      },
    },
  ),
  "wallet.status": operation(Schema.Struct({ orderId: numeric }), {
    description: "one read of an order's mobile-wallet payment status (WalletPayment.status: {orderId, status, reason})",
    run: (input) => WalletPayment.use((wallet) => wallet.status(String(input.orderId))),
  }),
  "giftcard.balance": operation(
    Schema.Struct({ country: text, cardNumber: text, pin: optionalText, captchaToken: optionalText }),
    {
      description:
        "a gift card's balance, checked and polled as the help page does (as outfitter giftcard balance: {lastFour, eCard, country, balance, currency, amount}); the stand-in captcha token unless given",
      run: (input) => {
        const checked = validateGiftCardForm({
          country: input.country,
          cardNumber: input.cardNumber,
          pin: input.pin ?? "",
          captcha: input.captchaToken ?? standInCaptchaToken,
        })
        if (Result.isFailure(checked)) {
          const [field, message] = Object.entries(checked.failure.fields)[0] ?? [undefined, checked.failure.form]
          return refused(message ?? checked.failure.form, field)
        }
        return lookupBalance(checked.success, undefined)
      },
    },
  ),
  "bankRefund.submit": operation(
    Schema.Struct({ country: Schema.Literals(bankRefundCountries), form: Schema.Record(Schema.String, Schema.String) }),
    {
      description: "bank refund details for a refund (BankRefund.submit), checked with the country's form rules; country CN, JP, HK or other",
      run: (input) => Effect.as(BankRefund.use((refunds) => refunds.submit(input.form, input.country)), { submitted: true }),
    },
  ),
}

/** Every operation's name, sorted. @category getters */
export const operationNames = (): ReadonlyArray<string> => Object.keys(operations).sort()

/**
 * A failure as a step's `failure` expectation is matched against: the error's tag, reason
 * code, error key, kind (a re-authorisation's), HTTP status and message, each when the
 * error has it.
 *
 * @category views
 */
export interface FailureView {
  readonly tag: string
  readonly reason?: number
  readonly key?: string
  readonly kind?: string
  readonly status?: number
  readonly message?: string
}

/**
 * The view of anything an operation failed with.
 *
 * @example
 * import { failureView } from "@outfitter/cli"
 * import { AjaxFailed } from "@outfitter/domain/errors"
 * failureView(new AjaxFailed({ message: "service unavailable", status: 500, errorKey: "SERVICE_UNAVAILABLE" }))
 * // => { tag: "AjaxFailed", reason: 2, key: "SERVICE_UNAVAILABLE", status: 500, message: "service unavailable" }
 * @category views
 */
export const failureView = (error: unknown): FailureView => {
  const fields = typeof error === "object" && error !== null ? (error as Record<string, unknown>) : {}
  const tag = typeof fields["_tag"] === "string" ? fields["_tag"] : error instanceof Error ? error.name : "Unknown"
  const pick = <K extends string, T>(key: K, value: unknown, guard: (value: unknown) => value is T) =>
    guard(value) ? ({ [key]: value } as { [P in K]: T }) : {}
  const isString = (value: unknown): value is string => typeof value === "string"
  const isNumber = (value: unknown): value is number => typeof value === "number"
  return {
    tag,
    ...pick("reason", fields["reason"], isNumber),
    ...pick("key", fields["errorKey"], isString),
    ...pick("kind", fields["kind"], isString),
    ...pick("status", fields["status"], isNumber),
    ...pick("message", fields["message"] ?? (error instanceof Error ? error.message : undefined), isString),
  }
}
