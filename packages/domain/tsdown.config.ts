import { contextEntries, libraryBuild } from "../../scripts/release/build-config.ts"

export default libraryBuild({
  entry: {
    index: "src/index.ts",
    ...contextEntries(["addresses", "cookies", "errors", "help", "loyalty", "maps", "orders", "payments", "preferences", "session", "site", "stores", "ui", "wallet"]),
  },
  platform: "neutral",
})
