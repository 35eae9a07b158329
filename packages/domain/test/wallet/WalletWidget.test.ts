import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import type { WalletCode } from "../../src/wallet/WalletStatus.ts"
import {
  initialWalletWidget,
  invalidWalletStateMessage,
  isWalletWidgetDone,
  makeWalletWidget,
  parseWalletDeviceId,
  parseWalletMobileDestination,
  parseWalletSubPayway,
  parseWalletWidgetState,
  type WalletWidget,
  type WalletWidgetEvent,
  walletSetterMessages,
  walletTransition,
  walletWidgetEvent,
  walletWidgetMessage,
  type WalletWidgetState,
  walletWidgetStates,
  walletWidgetTexts,
  walletWidgetVariant,
} from "../../src/wallet/WalletWidget.ts"
import { modelCommand } from "../support/modelCommand.ts"

const qrCode: WalletCode = { qrCode: "weixin://wxpay/bizpayurl?pr=first", redirectUrl: undefined }
const buttonCode: WalletCode = { qrCode: "weixin://wxpay/bizpayurl?pr=button", redirectUrl: "https://wx.tenpay.com/pay?p=1" }

const desktop = Result.getOrThrow(makeWalletWidget({ deviceId: "DESKTOP", subPayway: "QRCODE" }))
const phone = Result.getOrThrow(makeWalletWidget({ deviceId: "MBROWSER", subPayway: "H5" }))

const step = (widget: WalletWidget, event: WalletWidgetEvent) => Result.getOrThrow(walletTransition(widget, event))
const inState = (state: WalletWidgetState, base: WalletWidget = phone, code: WalletCode = buttonCode): WalletWidget => ({
  ...base,
  state,
  code: state === "initialized" || state === "loading" ? undefined : code,
  loadedAt: state === "initialized" || state === "loading" ? undefined : 0,
})

const events: ReadonlyArray<WalletWidgetEvent> = [
  { _tag: "Start" },
  { _tag: "PaymentCompleted" },
  { _tag: "CodeLoaded", code: buttonCode, at: 5 },
  { _tag: "CodeFailed" },
  { _tag: "PollFailed" },
  { _tag: "PollTimedOut" },
  { _tag: "PerceivedWaitElapsed" },
  { _tag: "Retry" },
  { _tag: "MobileTapped" },
  { _tag: "RedirectRefused" },
]

/** The whole table: every state and event, the state it leads to or "refused". */
const table: Readonly<Record<WalletWidgetState, Partial<Record<WalletWidgetEvent["_tag"], WalletWidgetState>>>> = {
  initialized: { Start: "loading" },
  loading: { PaymentCompleted: "processing", CodeLoaded: "loaded", CodeFailed: "error" },
  loaded: { PaymentCompleted: "processing", PollFailed: "error", PollTimedOut: "retry", MobileTapped: "loaded", RedirectRefused: "error" },
  processing: { PerceivedWaitElapsed: "completed" },
  completed: {},
  error: { Retry: "loading" },
  retry: { Retry: "loading", MobileTapped: "mobile_fetching" },
  mobile_fetching: { PaymentCompleted: "processing", CodeLoaded: "loaded", CodeFailed: "error" },
}

describe("the machine (orders §4): every state against every event", () => {
  for (const state of walletWidgetStates) {
    for (const event of events) {
      const expected = table[state][event._tag]
      it(`${state} + ${event._tag} → ${expected ?? "refused"}`, () => {
        const result = walletTransition(inState(state), event)
        if (expected === undefined) {
          expect(Result.isFailure(result)).toBe(true)
          if (Result.isFailure(result)) {
            expect(result.failure).toMatchObject({ _tag: "WalletWidgetRefused", event: event._tag, state })
            expect(result.failure.message).toBe(`${event._tag} does not apply while the widget is ${state}`)
          }
        } else {
          expect(Result.isSuccess(result) && result.success.state).toBe(expected)
        }
      })
    }
  }

  it("has the spec's eight states", () => {
    expect(walletWidgetStates).toEqual(["initialized", "loading", "loaded", "processing", "completed", "error", "retry", "mobile_fetching"])
  })

  it("a code loaded is kept with the time it loaded; from loading there is nowhere to go yet", () => {
    const loaded = step(step(desktop, { _tag: "Start" }), { _tag: "CodeLoaded", code: qrCode, at: 1234 })
    expect(loaded).toMatchObject({ state: "loaded", code: qrCode, loadedAt: 1234, mobileDestination: null })
  })

  it("the mobile button in loaded asks for its address; in retry it fetches a code, then asks for the new one's", () => {
    const loaded = inState("loaded")
    expect(step(loaded, { _tag: "MobileTapped" })).toMatchObject({ state: "loaded", mobileDestination: buttonCode.redirectUrl })
    const fetching = step(inState("retry"), { _tag: "MobileTapped" })
    expect(fetching).toMatchObject({ state: "mobile_fetching", mobileDestination: null })
    const fresh = { ...buttonCode, redirectUrl: "https://wx.tenpay.com/pay?p=2" }
    expect(step(fetching, { _tag: "CodeLoaded", code: fresh, at: 9 })).toMatchObject({ state: "loaded", code: fresh, mobileDestination: fresh.redirectUrl })
  })

  it("a code loaded from loading asks for no redirect", () => {
    expect(step(inState("loading"), { _tag: "CodeLoaded", code: buttonCode, at: 1 }).mobileDestination).toBeNull()
  })

  it("the mobile button on a QR-variant code (no address) is refused", () => {
    expect(Result.isFailure(walletTransition(inState("loaded", desktop, qrCode), { _tag: "MobileTapped" }))).toBe(true)
  })

  it("any other change clears the mobile destination, so a redirect is asked for once", () => {
    const asked = step(inState("loaded"), { _tag: "MobileTapped" })
    expect(step(asked, { _tag: "PollTimedOut" }).mobileDestination).toBeNull()
    expect(step(asked, { _tag: "PaymentCompleted" }).mobileDestination).toBeNull()
  })

  it("the code stays on the widget in retry and error, under the overlay", () => {
    expect(step(inState("loaded"), { _tag: "PollTimedOut" }).code).toEqual(buttonCode)
    expect(step(inState("loaded"), { _tag: "PollFailed" }).code).toEqual(buttonCode)
  })

  it("completed is done", () => {
    expect(isWalletWidgetDone(inState("completed"))).toBe(true)
    expect(walletWidgetStates.filter((state) => isWalletWidgetDone(inState(state)))).toEqual(["completed"])
  })

  it.each([["DESKTOP", "DESKTOP", "QRCODE"], ["MOBILE", "MBROWSER", "H5"], ["WECHAT", "WECHATAPP", "WAP"]] as const)(
    "a %s widget starts initialized with %s and %s",
    (kind, deviceId, subPayway) => {
      expect(initialWalletWidget(kind)).toEqual({ state: "initialized", deviceId, subPayway, code: undefined, loadedAt: undefined, mobileDestination: null })
    },
  )

  it("the variant follows the sub-payway", () => {
    expect(walletWidgetVariant(desktop)).toBe("qr")
    expect(walletWidgetVariant(phone)).toBe("button")
  })
})

describe("the values a host sets (orders §5) are typed errors, never throws", () => {
  it.each(["DESKTOP", "MBROWSER", "WECHATAPP"])("device id %s", (id) => {
    expect(Result.getOrThrow(parseWalletDeviceId(id))).toBe(id)
  })
  it.each(["desktop", "PHONE", "", 3, null, undefined])("device id %j: 'The supplied device_id is invalid'", (id) => {
    const parsed = parseWalletDeviceId(id)
    expect(Result.isFailure(parsed) && parsed.failure).toMatchObject({ _tag: "InvalidParams", message: "The supplied device_id is invalid", field: "device_id" })
  })

  it.each(["APP", "H5", "QRCODE", "WAP"])("sub-payway %s", (subPayway) => {
    expect(Result.getOrThrow(parseWalletSubPayway(subPayway))).toBe(subPayway)
  })
  it.each(["qrcode", "BARCODE", "", {}, undefined])("sub-payway %j: 'The supplied subPayway is invalid'", (subPayway) => {
    const parsed = parseWalletSubPayway(subPayway)
    expect(Result.isFailure(parsed) && parsed.failure.message).toBe("The supplied subPayway is invalid")
  })

  it.each(walletWidgetStates)("state %s", (state) => {
    expect(Result.getOrThrow(parseWalletWidgetState(state))).toBe(state)
  })
  it.each([
    ["paid", "The supplied state 'paid' is invalid"],
    ["LOADED", "The supplied state 'LOADED' is invalid"],
    [" loaded", "The supplied state ' loaded' is invalid"],
    [7, "The supplied state '7' is invalid"],
    [null, "The supplied state 'null' is invalid"],
    [{ state: "loaded" }, "The supplied state 'an object' is invalid"],
    ["x".repeat(60), `The supplied state '${"x".repeat(40)}' is invalid`],
  ])("state %j names the value", (state, message) => {
    const parsed = parseWalletWidgetState(state)
    expect(Result.isFailure(parsed) && parsed.failure.message).toBe(message)
    expect(invalidWalletStateMessage(state)).toBe(message)
  })

  it.each([[null, null], ["https://wx.tenpay.com/x", "https://wx.tenpay.com/x"], [" ", " "]] as const)("mobile destination %j", (value, kept) => {
    expect(Result.getOrThrow(parseWalletMobileDestination(value))).toBe(kept)
  })
  it.each(["", undefined, 0, false, {}])("mobile destination %j: null or a non-empty string", (value) => {
    const parsed = parseWalletMobileDestination(value)
    expect(Result.isFailure(parsed) && parsed.failure.message).toBe(walletSetterMessages.mobileDestination)
  })

  it("a widget is made from checked values, the first wrong one named", () => {
    expect(Result.getOrThrow(makeWalletWidget({ deviceId: "WECHATAPP", subPayway: "WAP", state: "retry", mobileDestination: "https://x" })))
      .toEqual({ state: "retry", deviceId: "WECHATAPP", subPayway: "WAP", code: undefined, loadedAt: undefined, mobileDestination: "https://x" })
    const wrong = (input: Parameters<typeof makeWalletWidget>[0]) => {
      const made = makeWalletWidget(input)
      return Result.isFailure(made) ? made.failure.message : undefined
    }
    expect(wrong({ deviceId: "X", subPayway: "Y", state: "Z" })).toBe("The supplied device_id is invalid")
    expect(wrong({ deviceId: "DESKTOP", subPayway: "Y", state: "Z" })).toBe("The supplied subPayway is invalid")
    expect(wrong({ deviceId: "DESKTOP", subPayway: "QRCODE", state: "Z" })).toBe("The supplied state 'Z' is invalid")
    expect(wrong({ deviceId: "DESKTOP", subPayway: "QRCODE", mobileDestination: "" })).toBe(walletSetterMessages.mobileDestination)
  })

  test.prop([fc.anything(), fc.anything(), fc.anything(), fc.anything()])("any values make a widget or a typed error", (deviceId, subPayway, state, mobileDestination) => {
    const made = makeWalletWidget({ deviceId, subPayway, state, mobileDestination })
    if (Result.isFailure(made)) expect(made.failure._tag).toBe("InvalidParams")
    else expect(walletWidgetStates).toContain(made.success.state)
  })
})

describe("what the widget says and reports", () => {
  it("'Payment Complete', and each wallet named", () => {
    expect(walletWidgetTexts("WECHATPAY")).toMatchObject({ completed: "Payment Complete", scan: "Scan the code with WeChat to pay", mobileButton: "Pay with WeChat Pay" })
    expect(walletWidgetTexts("ALIPAY")).toMatchObject({ heading: "Pay with Alipay", codeLabel: "Alipay payment code" })
  })

  it.each([
    ["initialized", "qr", "Getting your payment code…"],
    ["loading", "qr", "Getting your payment code…"],
    ["loaded", "qr", "Scan the code with WeChat to pay"],
    ["loaded", "button", "Ready to pay with WeChat Pay"],
    ["processing", "qr", "Confirming your payment…"],
    ["completed", "button", "Payment Complete"],
    ["error", "qr", "Something went wrong with your payment code. Please try again."],
    ["retry", "qr", "This payment code has expired."],
    ["mobile_fetching", "button", "Getting a new code and opening WeChat Pay…"],
  ] as const)("in %s (%s variant) it says %j", (state, variant, message) => {
    expect(walletWidgetMessage(state, variant, "WECHATPAY")).toBe(message)
  })

  it.each([
    ["loading", "loaded", "qrLoadedEvent"],
    ["mobile_fetching", "loaded", "qrLoadedEvent"],
    ["loading", "error", "qrErrorEvent"],
    ["loaded", "error", "qrErrorEvent"],
    ["loaded", "retry", "qrRetryEvent"],
    ["processing", "completed", "qrCompletedEvent"],
  ] as const)("%s → %s raises %s", (from, to, name) => {
    expect(walletWidgetEvent(from, to, "ALIPAY")).toEqual({ type: "wallet", name, payway: "ALIPAY" })
  })

  it.each([["initialized", "loading"], ["loaded", "processing"], ["loaded", "loaded"], ["retry", "mobile_fetching"]] as const)(
    "%s → %s raises nothing",
    (from, to) => {
      expect(walletWidgetEvent(from, to, "WECHATPAY")).toBeUndefined()
    },
  )
})

// ---------------------------------------------------------------------------------------
// Model-based: the machine against a model written from the spec's sentences alone.

interface Model {
  state: WalletWidgetState
  hasCode: boolean
  codeHasAddress: boolean
  /** A redirect the widget asked for and no change has cleared yet. */
  redirectAsked: boolean
}

/** The spec's sentences as a model: whether the event applies, and what it does. */
const modelStep = (model: Model, event: WalletWidgetEvent): boolean => {
  const s = model.state
  const fetching = s === "loading" || s === "mobile_fetching"
  const to = (state: WalletWidgetState) => {
    model.state = state
    model.redirectAsked = false
    return true
  }
  switch (event._tag) {
    case "Start":
      return s === "initialized" && to("loading")
    case "PaymentCompleted": // "if the status says completed, the state goes to processing"
      return (fetching || s === "loaded") && to("processing")
    case "CodeLoaded": {
      if (!fetching) return false
      const redirect = s === "mobile_fetching" && event.code.redirectUrl !== undefined // "then redirects … when loaded"
      to("loaded")
      model.hasCode = true
      model.codeHasAddress = event.code.redirectUrl !== undefined
      model.redirectAsked = redirect
      return true
    }
    case "CodeFailed": // "failure gives error"
      return fetching && to("error")
    case "PollFailed":
    case "RedirectRefused":
      return s === "loaded" && to("error")
    case "PollTimedOut": // "QR polling ends in retry on time-out"
      return s === "loaded" && to("retry")
    case "PerceivedWaitElapsed": // "completed fires after a perceived wait"
      return s === "processing" && to("completed")
    case "Retry":
      return (s === "error" || s === "retry") && to("loading")
    case "MobileTapped":
      if (s === "retry") return to("mobile_fetching") // "in retry fetches a new code"
      if (s !== "loaded" || !model.codeHasAddress) return false
      model.redirectAsked = true // "in loaded it redirects directly"
      return true
  }
}

/** One step: the model and the real one take it, then must agree. */
const runEvent = (event: WalletWidgetEvent) => (model: Model, real: { widget: WalletWidget }): void => {
  const before = real.widget
  const accepted = modelStep(model, event)
  const result = walletTransition(before, event)
  expect(Result.isSuccess(result), `${event._tag} in ${before.state}`).toBe(accepted)
  if (Result.isSuccess(result)) real.widget = result.success
  else expect(result.failure.state).toBe(before.state)
  const widget = real.widget
  reached.add(widget.state)
  // the widget agrees with the model
  expect(widget.state).toBe(model.state)
  expect(widget.code !== undefined).toBe(model.hasCode)
  expect(widget.mobileDestination !== null).toBe(model.redirectAsked)
  // properties of the spec, independent of the model
  if (widget.mobileDestination !== null) expect(widget.mobileDestination).toBe(widget.code?.redirectUrl)
  if (widget.state === "loaded") expect(widget.code).toBeDefined()
  if (before.state === "completed") expect(widget).toBe(before)
}

const reached = new Set<WalletWidgetState>()

const eventArbitrary: fc.Arbitrary<WalletWidgetEvent> = fc.oneof(
  fc.constantFrom(...events.filter((event) => event._tag !== "CodeLoaded")),
  fc.record({
    _tag: fc.constant("CodeLoaded" as const),
    code: fc.constantFrom(qrCode, buttonCode),
    at: fc.nat(),
  }),
)

describe("model-based: the QR widget machine against the spec's sentences", () => {
  test.prop([fc.commands([eventArbitrary.map((event) => modelCommand(event._tag, runEvent(event)))], { maxCommands: 40, size: "max" }), fc.constantFrom(desktop, phone)], {
    numRuns: 400,
  })("every sequence of events agrees with the model", (commands, start) => {
    const model: Model = { state: "initialized", hasCode: false, codeHasAddress: false, redirectAsked: false }
    fc.modelRun(() => ({ model, real: { widget: start } }), commands)
  })

  it("the runs above reached every state", () => {
    expect([...reached].sort()).toEqual([...walletWidgetStates].sort())
  })
})
