import { libraryBuild } from "../../scripts/release/build-config.ts"

export default libraryBuild({
  entry: {
    index: "src/index.ts",
    "addresses/index": "src/addresses/index.ts",
    "cookies/index": "src/cookies/index.ts",
    "errors/index": "src/errors/index.ts",
    "help/index": "src/help/index.ts",
    "loyalty/index": "src/loyalty/index.ts",
    "maps/index": "src/maps/index.ts",
    "orders/index": "src/orders/index.ts",
    "payments/index": "src/payments/index.ts",
    "preferences/index": "src/preferences/index.ts",
    "session/index": "src/session/index.ts",
    "site/index": "src/site/index.ts",
    "stores/index": "src/stores/index.ts",
    "ui/index": "src/ui/index.ts",
    "wallet/index": "src/wallet/index.ts",
  },
  platform: "neutral",
})
