import { contextEntries, libraryBuild } from "../../scripts/release/build-config.ts"

export default libraryBuild({
  entry: {
    index: "src/index.ts",
    base: "src/base.ts",
    ...contextEntries(["addresses", "help", "loyalty", "maps", "orders", "payments", "preferences", "session", "stores", "wallet"]),
  },
  platform: "neutral",
})
