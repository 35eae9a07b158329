import { libraryBuild } from "../../scripts/release/build-config.ts"

export default libraryBuild({
  entry: { index: "src/index.ts", "stores/index": "src/stores/index.ts", "cookies/index": "src/cookies/index.ts" },
  platform: "neutral",
})
