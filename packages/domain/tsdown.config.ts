import { contextEntries, libraryBuild } from "../../scripts/release/build-config.ts"

export default libraryBuild({
  entry: {
    index: "src/index.ts",
    ...contextEntries(["addresses", "cookies", "errors", "help", "loyalty", "maps", "orders", "payments", "preferences", "session", "site", "stores", "ui", "wallet"]),
    // rules a command needs on every call path, without the rest of their context
    "session/password/index": "src/session/password/index.ts",
    "session/Permissions": "src/session/Permissions.ts",
    "errors/CallTimeout": "src/errors/CallTimeout.ts",
    "payments/CardMask": "src/payments/CardMask.ts",
    "payments/PaymentMethodName": "src/payments/PaymentMethodName.ts",
    "site/DefaultSite": "src/site/DefaultSite.ts",
    "stores/StoreId": "src/stores/StoreId.ts",
    "wallet/WalletPayway": "src/wallet/WalletPayway.ts",
  },
  platform: "neutral",
})
