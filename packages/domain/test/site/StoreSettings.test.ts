import { describe, expect, it } from "vitest"
import { defaultStoreSettings, makeStoreSettings, storeContextOf, type StoreSettings } from "../../src/site/StoreSettings.ts"

describe("makeStoreSettings: a host's settings come from outside", () => {
  it("takes overrides of the right type and keeps the defaults for the rest", () => {
    const settings = makeStoreSettings({ loyaltyEnabled: false, defaultCurrency: "EUR", returnDetailsRetryIntervalsMs: [5] })
    expect(settings).toEqual({ ...defaultStoreSettings, loyaltyEnabled: false, defaultCurrency: "EUR", returnDetailsRetryIntervalsMs: [5] })
  })

  it("leaves out an undefined override, as before", () => {
    expect(makeStoreSettings({ defaultCurrency: undefined } as unknown as Partial<StoreSettings>)).toEqual(defaultStoreSettings)
  })

  it("leaves out an override whose type is not its default's, and a key that is not a setting", () => {
    const overrides = {
      loyaltyEnabled: "yes",
      defaultCurrency: null,
      pxpRetryCount: "3",
      returnDetailsRetryIntervalsMs: 1000,
      paymentProviderOrigins: { 0: "https://x.example" },
      notASetting: true,
    } as unknown as Partial<StoreSettings>
    expect(makeStoreSettings(overrides)).toEqual(defaultStoreSettings)
  })

  it.each([null, "x", 7, []])("changes nothing for overrides %j that are not an object", (overrides) => {
    expect(makeStoreSettings(overrides as unknown as Partial<StoreSettings>)).toEqual(defaultStoreSettings)
  })
})

describe("storeContextOf: {storeContext} of the bag and wallet calls", () => {
  it.each([
    [{ storeId: "10051", storeContext: "" }, "10051"],
    [{ storeId: "10051", storeContext: "  " }, "10051"],
    [{ storeId: "10051", storeContext: " anf-us " }, "anf-us"],
    [{ storeId: "10051" }, "10051"],
    [{ storeId: "10051", storeContext: 7 }, "10051"],
    [{ storeId: 10051, storeContext: "" }, ""],
    [null, ""],
  ])("%j is %j", (settings, context) => {
    expect(storeContextOf(settings as never)).toBe(context)
  })

  it("the defaults name the store by its id", () => {
    expect(storeContextOf(defaultStoreSettings)).toBe(defaultStoreSettings.storeId)
  })
})
