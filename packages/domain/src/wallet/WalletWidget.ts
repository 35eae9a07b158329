/**
 * The wallet QR widget as a state machine: a value ({@link WalletWidget}) and its
 * transition ({@link walletTransition}) to the next value or a typed refusal
 * ({@link WalletWidgetRefused}); no timer, no call (the program is WalletProgram.ts).
 * Rules: orders §4 "Wallet QR widget", §5 "Store availability, product and wallet widget",
 * §8.
 *
 * Where the spec is silent: the code stays on the widget in retry and error and is
 * replaced when a new one loads; the mobile destination is cleared on any other change, so
 * a redirect is asked for once; the mobile button on a QR-variant code is refused; the
 * texts are Outfitter's English but 'Payment Complete'.
 *
 * @since 0.3.0
 */
import * as Data from "effect/Data"
import * as Result from "effect/Result"
import { InvalidParams } from "../errors/index.ts"
import { fieldsOf, isRecord, stringOf } from "../kernel/Untrusted.ts"
import {
  type WalletDeviceId,
  type WalletDeviceKind,
  walletDeviceRequests,
  type WalletSubPayway,
  walletVariant,
  type WalletVariant,
} from "./WalletDevice.ts"
import { walletDeviceIdOf, walletSubPaywayOf } from "./WalletPrecreate.ts"
import type { WalletCode } from "./WalletStatus.ts"
import { walletNames, type WalletPayway } from "./WalletPayway.ts"

/**
 * The widget's states (orders §4).
 *
 * @category constants
 */
export const walletWidgetStates = [
  "initialized",
  "loading",
  "loaded",
  "processing",
  "completed",
  "error",
  "retry",
  "mobile_fetching",
] as const

/** @category models */
export type WalletWidgetState = (typeof walletWidgetStates)[number]

/**
 * The widget.
 *
 * @category models
 */
export interface WalletWidget {
  readonly state: WalletWidgetState
  readonly deviceId: WalletDeviceId
  readonly subPayway: WalletSubPayway
  /** The code shown (or, in retry and error, the last one). */
  readonly code: WalletCode | undefined
  /** When the code loaded, in the clock's milliseconds: its polling counts from here. */
  readonly loadedAt: number | undefined
  /** Where the page is to go now (the wallet's address), or null. */
  readonly mobileDestination: string | null
}

/**
 * Every event the widget takes.
 *
 * @category models
 */
export type WalletWidgetEvent =
  | { readonly _tag: "Start" }
  | { readonly _tag: "PaymentCompleted" }
  | { readonly _tag: "CodeLoaded"; readonly code: WalletCode; readonly at: number }
  | { readonly _tag: "CodeFailed" }
  | { readonly _tag: "PollFailed" }
  | { readonly _tag: "PollTimedOut" }
  | { readonly _tag: "PerceivedWaitElapsed" }
  | { readonly _tag: "Retry" }
  | { readonly _tag: "MobileTapped" }
  | { readonly _tag: "RedirectRefused" }

/**
 * An event the widget refused in its state; the widget is unchanged.
 *
 * @category errors
 */
export class WalletWidgetRefused extends Data.TaggedError("WalletWidgetRefused")<{
  /** The event's tag ("unknown" for a value that is no event). */
  readonly event: string
  /** The widget's state ("unknown" for a value that is no widget). */
  readonly state: string
  readonly message: string
}> {}

/**
 * The messages of the values a host sets (orders §5).
 *
 * @category constants
 */
export const walletSetterMessages = {
  deviceId: "The supplied device_id is invalid",
  subPayway: "The supplied subPayway is invalid",
  mobileDestination: "The mobile destination must be null or a non-empty string",
} as const

/**
 * The message of an invalid state, naming the value (at most 40 characters of it).
 *
 * @example
 * import { invalidWalletStateMessage } from "@outfitter/domain"
 * invalidWalletStateMessage("paid") // => "The supplied state 'paid' is invalid"
 * @category constructors
 */
export const invalidWalletStateMessage = (value: unknown): string => {
  const named = typeof value === "string" ? value : typeof value === "object" && value !== null ? "an object" : String(value)
  return `The supplied state '${named.slice(0, 40)}' is invalid`
}

const invalid = (message: string, field: string) => Result.fail(new InvalidParams({ message, field }))

/**
 * A device id a host sets, or 'The supplied device_id is invalid'.
 *
 * @category setters
 */
export const parseWalletDeviceId = (value: unknown): Result.Result<WalletDeviceId, InvalidParams> => {
  const id = walletDeviceIdOf(value)
  return id === undefined ? invalid(walletSetterMessages.deviceId, "device_id") : Result.succeed(id)
}

/**
 * A sub-payway a host sets, or 'The supplied subPayway is invalid'.
 *
 * @category setters
 */
export const parseWalletSubPayway = (value: unknown): Result.Result<WalletSubPayway, InvalidParams> => {
  const subPayway = walletSubPaywayOf(value)
  return subPayway === undefined ? invalid(walletSetterMessages.subPayway, "subPayway") : Result.succeed(subPayway)
}

/**
 * A state a host sets, or an error naming the value.
 *
 * @example
 * import { parseWalletWidgetState } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(parseWalletWidgetState("retry")) // => "retry"
 * Result.isFailure(parseWalletWidgetState("paid")) // => true
 * @category setters
 */
export const parseWalletWidgetState = (value: unknown): Result.Result<WalletWidgetState, InvalidParams> =>
  typeof value === "string" && (walletWidgetStates as ReadonlyArray<string>).includes(value)
    ? Result.succeed(value as WalletWidgetState)
    : invalid(invalidWalletStateMessage(value), "state")

/**
 * A mobile destination a host sets: null, or a non-empty string (kept as given).
 *
 * @category setters
 */
export const parseWalletMobileDestination = (value: unknown): Result.Result<string | null, InvalidParams> =>
  value === null || (typeof value === "string" && value !== "")
    ? Result.succeed(value)
    : invalid(walletSetterMessages.mobileDestination, "mobileDestination")

/**
 * What a widget is made from; each value is checked by its setter.
 *
 * @category models
 */
export interface WalletWidgetInput {
  readonly deviceId: unknown
  readonly subPayway: unknown
  /** initialized when absent. */
  readonly state?: unknown
  /** null when absent. */
  readonly mobileDestination?: unknown
}

/**
 * A widget, or InvalidParams naming the first value that is wrong (device id, sub-payway,
 * state, mobile destination, in that order). Total.
 *
 * @example
 * import { makeWalletWidget } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(makeWalletWidget({ deviceId: "DESKTOP", subPayway: "QRCODE" })).state // => "initialized"
 * const wrong = makeWalletWidget({ deviceId: "PHONE", subPayway: "QRCODE" })
 * Result.isFailure(wrong) && wrong.failure.message // => "The supplied device_id is invalid"
 * @category constructors
 */
export const makeWalletWidget = (input: WalletWidgetInput): Result.Result<WalletWidget, InvalidParams> => {
  const fields: Partial<WalletWidgetInput> = fieldsOf(input)
  const deviceId = parseWalletDeviceId(fields.deviceId)
  if (Result.isFailure(deviceId)) return Result.fail(deviceId.failure)
  const subPayway = parseWalletSubPayway(fields.subPayway)
  if (Result.isFailure(subPayway)) return Result.fail(subPayway.failure)
  const state = parseWalletWidgetState(fields.state ?? "initialized")
  if (Result.isFailure(state)) return Result.fail(state.failure)
  const mobileDestination = parseWalletMobileDestination(fields.mobileDestination ?? null)
  if (Result.isFailure(mobileDestination)) return Result.fail(mobileDestination.failure)
  return Result.succeed({
    state: state.success,
    deviceId: deviceId.success,
    subPayway: subPayway.success,
    code: undefined,
    loadedAt: undefined,
    mobileDestination: mobileDestination.success,
  })
}

/**
 * The widget a device kind starts with: initialized, with the kind's device id and
 * sub-payway (`walletDeviceRequests`), no code, no destination.
 *
 * @example
 * import { initialWalletWidget } from "@outfitter/domain"
 * initialWalletWidget("WECHAT").subPayway // => "WAP"
 * @category constructors
 */
export const initialWalletWidget = (kind: WalletDeviceKind): WalletWidget => {
  const { deviceId, subPayway } = walletDeviceRequests[typeof kind === "string" && Object.hasOwn(walletDeviceRequests, kind) ? kind : "DESKTOP"]
  return { state: "initialized", deviceId, subPayway, code: undefined, loadedAt: undefined, mobileDestination: null }
}

/**
 * How the widget offers its code: by its sub-payway.
 *
 * @category getters
 */
export const walletWidgetVariant = (widget: WalletWidget): WalletVariant => walletVariant(widget?.subPayway)

/**
 * Whether the widget has finished: completed accepts nothing more.
 *
 * @category predicates
 */
export const isWalletWidgetDone = (widget: WalletWidget): boolean => widget?.state === "completed"

const refusalMessage = (event: string, state: string) => `${event} does not apply while the widget is ${state}`

/**
 * Applies one event (the table in the module notes). Total: any event in any state answers
 * the next widget or a {@link WalletWidgetRefused}.
 *
 * @example
 * import { makeWalletWidget, walletTransition } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const widget = Result.getOrThrow(makeWalletWidget({ deviceId: "DESKTOP", subPayway: "QRCODE" }))
 * const loading = Result.getOrThrow(walletTransition(widget, { _tag: "Start" }))
 * loading.state // => "loading"
 * const loaded = Result.getOrThrow(walletTransition(loading, { _tag: "CodeLoaded", code: { qrCode: "weixin://pay/1", redirectUrl: undefined }, at: 0 }))
 * loaded.state // => "loaded"
 * Result.isFailure(walletTransition(loaded, { _tag: "Start" })) // => true
 * @category transitions
 */
export const walletTransition = (widget: WalletWidget, event: WalletWidgetEvent): Result.Result<WalletWidget, WalletWidgetRefused> => {
  // outside values: a tag and a state that are text, a CodeLoaded that brings a code
  const tag = stringOf(fieldsOf(event)._tag) ?? "unknown"
  const state = stringOf(fieldsOf(widget).state) ?? "unknown"
  const refuse = () => Result.fail(new WalletWidgetRefused({ event: tag, state, message: refusalMessage(tag, state) }))
  const loaded = event as Extract<WalletWidgetEvent, { readonly _tag: "CodeLoaded" }>
  if (tag === "CodeLoaded" && !(isRecord(loaded.code) && typeof loaded.code.qrCode === "string")) return refuse()
  const to = (next: WalletWidgetState, more: Partial<WalletWidget> = {}) =>
    Result.succeed<WalletWidget>({ ...widget, mobileDestination: null, ...more, state: next })
  const fetching = state === "loading" || state === "mobile_fetching"
  switch (tag) {
    case "Start":
      return state === "initialized" ? to("loading") : refuse()
    case "PaymentCompleted":
      return fetching || state === "loaded" ? to("processing") : refuse()
    case "CodeLoaded": {
      if (!fetching) return refuse()
      const destination = state === "mobile_fetching" ? loaded.code.redirectUrl ?? null : null
      return to("loaded", { code: loaded.code, loadedAt: loaded.at, mobileDestination: destination })
    }
    case "CodeFailed":
      return fetching ? to("error") : refuse()
    case "PollFailed":
      return state === "loaded" ? to("error") : refuse()
    case "PollTimedOut":
      return state === "loaded" ? to("retry") : refuse()
    case "PerceivedWaitElapsed":
      return state === "processing" ? to("completed") : refuse()
    case "Retry":
      return state === "error" || state === "retry" ? to("loading") : refuse()
    case "MobileTapped": {
      if (state === "retry") return to("mobile_fetching")
      const destination = widget.code?.redirectUrl
      return state === "loaded" && destination !== undefined ? to("loaded", { mobileDestination: destination }) : refuse()
    }
    case "RedirectRefused":
      return state === "loaded" ? to("error") : refuse()
    default:
      return refuse()
  }
}

/**
 * What the widget says in each state, for a wallet: the overlays (orders §4) and the
 * mobile button. 'Payment Complete' is the spec's; the rest is Outfitter's English.
 *
 * @example
 * import { walletWidgetTexts } from "@outfitter/domain"
 * walletWidgetTexts("ALIPAY").scan // => "Scan the code with Alipay to pay"
 * walletWidgetTexts("WECHATPAY").completed // => "Payment Complete"
 * @category messages
 */
export const walletWidgetTexts = (payway: WalletPayway) => {
  const { wallet, app } = payway === "ALIPAY" ? walletNames.ALIPAY : walletNames.WECHATPAY
  return {
    heading: `Pay with ${wallet}`,
    loading: "Getting your payment code…",
    scan: `Scan the code with ${app} to pay`,
    codeLabel: `${wallet} payment code`,
    mobileButton: `Pay with ${wallet}`,
    processing: "Confirming your payment…",
    completed: "Payment Complete",
    /** The general message: a failed code, a failed status, a refused redirect. */
    error: "Something went wrong with your payment code. Please try again.",
    ready: `Ready to pay with ${wallet}`,
    retry: "This payment code has expired.",
    retryButton: "Retry",
    mobileFetching: `Getting a new code and opening ${wallet}…`,
  } as const
}

/**
 * What the widget says in its state, for a live region or a terminal: loading (and
 * initialized), the code ready (scan it, or the button), processing, 'Payment Complete',
 * the general error, the code expired, a new code on its way to the wallet.
 *
 * @example
 * import { walletWidgetMessage } from "@outfitter/domain"
 * walletWidgetMessage("loaded", "qr", "WECHATPAY") // => "Scan the code with WeChat to pay"
 * walletWidgetMessage("loaded", "button", "ALIPAY") // => "Ready to pay with Alipay"
 * walletWidgetMessage("completed", "qr", "ALIPAY") // => "Payment Complete"
 * @category messages
 */
export const walletWidgetMessage = (state: WalletWidgetState, variant: WalletVariant, payway: WalletPayway): string => {
  const texts = walletWidgetTexts(payway)
  switch (state) {
    case "loaded":
      return variant === "qr" ? texts.scan : texts.ready
    case "processing":
      return texts.processing
    case "completed":
      return texts.completed
    case "error":
      return texts.error
    case "retry":
      return texts.retry
    case "mobile_fetching":
      return texts.mobileFetching
    default:
      return texts.loading
  }
}

/** @category analytics */
export interface WalletWidgetAnalyticsEvent {
  readonly type: "wallet"
  readonly name: "qrLoadedEvent" | "qrErrorEvent" | "qrRetryEvent" | "qrCompletedEvent"
  readonly payway: WalletPayway
}

const eventNames: Partial<Record<WalletWidgetState, WalletWidgetAnalyticsEvent["name"]>> = {
  loaded: "qrLoadedEvent",
  error: "qrErrorEvent",
  retry: "qrRetryEvent",
  completed: "qrCompletedEvent",
}

/**
 * The analytics event of a change (orders §4 "Events"): qrLoadedEvent on entering loaded,
 * qrErrorEvent error, qrRetryEvent retry, qrCompletedEvent completed; undefined for any
 * other change, or when the state did not change (a tap in loaded). No event carries the
 * order, the code or the customer.
 *
 * @example
 * import { walletWidgetEvent } from "@outfitter/domain"
 * walletWidgetEvent("loading", "loaded", "WECHATPAY")?.name // => "qrLoadedEvent"
 * walletWidgetEvent("loaded", "loaded", "WECHATPAY") // => undefined
 * @category analytics
 */
export const walletWidgetEvent = (
  from: WalletWidgetState,
  to: WalletWidgetState,
  payway: WalletPayway,
): WalletWidgetAnalyticsEvent | undefined => {
  const name = from === to || typeof to !== "string" || !Object.hasOwn(eventNames, to) ? undefined : eventNames[to]
  return name === undefined ? undefined : { type: "wallet", name, payway }
}
