/**
 * A hook used outside <OutfitterProvider> fails with one sentence that names the hook (the
 * one the component called, read from the stack) and the fix, never with TanStack's "No QueryClient set" or an error from inside React or
 * Effect. Every `use…` export of the package is rendered without a provider: it either
 * works (the hooks that need none, listed here) or throws exactly that sentence, so a new
 * hook is covered the day it is exported.
 */
import * as hooks from "@outfitter/react-hooks"
import { renderHook } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

/** The sentence, as the package words it. */
const outsideProvider = (hook: string) =>
  `${hook} must be inside <OutfitterProvider>: wrap your app (or the client component that uses it) in <OutfitterProvider config={...}> from @outfitter/react-hooks.`

/** The hooks that need no provider, with arguments they work with. */
const providerFree: Readonly<Record<string, ReadonlyArray<unknown>>> = {
  useBankRefundCountry: ["US"],
  useCopyButton: [],
  useLoyaltyCache: [],
  useReturnsFlow: [{ itemIds: [] }],
  useSelectedStore: [{ pageBrand: "acf" }],
  useStatefulButton: [],
  useUPref: [],
}

/** Arguments for the others: the provider check comes first, but they get plausible ones. */
const argumentsOf: Readonly<Record<string, ReadonlyArray<unknown>>> = {
  useFastEnroll: [{ site: "us", campaignId: undefined }],
  useGlobalSignonLinks: ["https://www.example.com/shop/us"],
  useHelpCountry: ["us"],
  useMarketingContent: [["help-hours"]],
  useResendConfirmation: [{ orderId: "10000001001" }],
  useStaticMap: [{ latitude: 39.96, longitude: -82.99 }, { site: "us" }],
  useThreeDSecureMessages: [{ enabled: false, onInteractionRequired: () => undefined }],
  useWalletWidget: [{ orderId: "10000016102", payway: "WECHATPAY", country: "CN" }],
  useGeocode: ["43215", "US"],
  useSignedMapUrl: ["https://maps.example.com/static"],
  useStore: ["10001"],
  useOrderDetails: ["10000001001", "avery@example.com"],
  useReauthDetails: ["10000003002"],
}

const hookNames = Object.keys(hooks).filter((name) => /^use[A-Z]/.test(name)).sort()

describe("a hook outside <OutfitterProvider>", () => {
  // React reports a render error on the console as well as throwing it
  beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => undefined))
  afterEach(() => void vi.restoreAllMocks())

  it.each(hookNames.filter((name) => !(name in providerFree)))("%s fails with one sentence naming it and the fix", (name) => {
    const hook = hooks[name as keyof typeof hooks] as (...args: Array<unknown>) => unknown
    const args = argumentsOf[name] ?? []
    expect(() => renderHook(() => hook(...args))).toThrowError(new Error(outsideProvider(name)))
  })

  it("the hooks that need no provider work without one", () => {
    for (const [name, args] of Object.entries(providerFree)) {
      const hook = hooks[name as keyof typeof hooks] as (...args: Array<unknown>) => unknown
      expect(() => renderHook(() => hook(...args)), name).not.toThrow()
    }
  })

  it("without names on the stack (a minified build), the sentence names no hook; a name given to useRunClient is used", () => {
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    try {
      expect(() => renderHook(() => hooks.useStoreSearch(undefined))).toThrowError(new Error(outsideProvider("An Outfitter hook")))
    } finally {
      Error.stackTraceLimit = limit
    }
    expect(() => renderHook(() => hooks.useRunClient("useMyOrders"))).toThrowError(new Error(outsideProvider("useMyOrders")))
  })

  it("covers the package's hooks: the provider-free ones exist, and most hooks need the provider", () => {
    expect(hookNames).toEqual(expect.arrayContaining(Object.keys(providerFree)))
    expect(hookNames).toEqual(expect.arrayContaining(["useStoreSearch", "useOrderHistory", "useSignIn", "useAddCard"]))
    expect(hookNames.length - Object.keys(providerFree).length).toBeGreaterThan(40)
  })
})
