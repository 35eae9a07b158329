/**
 * The re-authorisation page's payment choice. Rules: loyalty §4 "Payment choice,
 * re-authorisation status, 3-D Secure".
 *
 * Where the spec is silent: PayPal is offered when the store has it on; failover applies
 * only with the store's failover feature on, and then offers PayPal even where it is off;
 * the card is chosen unless PayPal is asked for and offered, or failover applies.
 *
 * @since 0.3.0
 */
import { memberOf } from "../../kernel/Untrusted.ts"

/** The two ways to pay. @category models */
export type ReauthMethod = "card" | "paypal"

/** What the choice depends on. @category models */
export interface PaymentChoiceInput {
  /** The store offers PayPal (hasPaypalEnabled). */
  readonly paypalEnabled: boolean
  /** The store uses PayPal failover (hasPaypalFailoverEnabled). */
  readonly paypalFailoverEnabled: boolean
  /** The session's failover flag. */
  readonly sessionFailover: boolean
  /** The account's failover flag. */
  readonly accountFailover: boolean
  /** What the customer picked, if anything. */
  readonly requested?: ReauthMethod | undefined
}

/** The choice as the page shows it. @category models */
export interface PaymentChoice {
  readonly selected: ReauthMethod
  /** The card option is disabled (failover). */
  readonly cardDisabled: boolean
  /** The PayPal option is offered. */
  readonly paypalOffered: boolean
  /** Failover applies: the page says why the card cannot be used. */
  readonly failover: boolean
}

/**
 * The payment choice.
 *
 * @example
 * import { paymentChoice } from "@outfitter/domain"
 * paymentChoice({ paypalEnabled: true, paypalFailoverEnabled: true, sessionFailover: false, accountFailover: true, requested: "card" })
 * // => { selected: "paypal", cardDisabled: true, paypalOffered: true, failover: true }
 * paymentChoice({ paypalEnabled: false, paypalFailoverEnabled: false, sessionFailover: true, accountFailover: false, requested: "paypal" })
 * // => { selected: "card", cardDisabled: false, paypalOffered: false, failover: false }
 * @category rules
 */
export const paymentChoice = (input: PaymentChoiceInput): PaymentChoice => {
  // a flag is on only when it is exactly true: a missing or malformed flag is off
  const isOn = (flag: string) => memberOf(input, flag) === true
  const failover = isOn("paypalFailoverEnabled") && (isOn("sessionFailover") || isOn("accountFailover"))
  const paypalOffered = isOn("paypalEnabled") || failover
  const selected: ReauthMethod = failover || (memberOf(input, "requested") === "paypal" && paypalOffered) ? "paypal" : "card"
  return { selected, cardDisabled: failover, paypalOffered, failover }
}
