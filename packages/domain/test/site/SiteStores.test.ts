import { describe, expect, it } from "vitest"
import { siteCodes } from "../../src/site/Site.ts"
import { siteStores, siteStoreSettings } from "../../src/site/SiteStores.ts"
import { defaultStoreSettings, storeContextOf } from "../../src/site/StoreSettings.ts"
import { walletStatusCall } from "../../src/wallet/WalletCalls.ts"

describe("siteStores: each site's own store", () => {
  it("the US store keeps the default settings' ids", () => {
    expect(siteStores.us).toEqual({ storeId: defaultStoreSettings.storeId, catalogId: defaultStoreSettings.catalogId, storeContext: "" })
  })

  it("every site has a store, and no two sites share a store id or a wallet path", () => {
    expect(Object.keys(siteStores).sort()).toEqual([...siteCodes].sort())
    const ids = siteCodes.map((site) => siteStores[site].storeId)
    expect(new Set(ids).size).toBe(siteCodes.length)
    const contexts = siteCodes.map((site) => storeContextOf(siteStores[site]))
    expect(new Set(contexts).size).toBe(siteCodes.length)
  })

  it.each([
    ["us", "10051"],
    ["ca", "10052"],
    ["uk", "10053"],
    ["eu", "10054"],
    ["wd", "10055"],
    ["am", "10056"],
    ["cn", "10057"],
  ])("%s is store %s", (site, storeId) => {
    expect(siteStoreSettings(site).storeId).toBe(storeId)
  })

  it("the cn site's wallet calls name the cn store, not the US one", () => {
    const call = walletStatusCall("https://shop.example/api", storeContextOf(siteStoreSettings("cn")), "10000016009")
    expect(call).toMatchObject({ success: { url: "https://shop.example/api/wosai/10057/payment/status/10000016009" } })
  })

  it.each([undefined, null, "gb", "US", 7, {}])("%j is the default site's store", (site) => {
    expect(siteStoreSettings(site)).toEqual(siteStores.us)
  })
})
