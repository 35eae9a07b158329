import { libraryBuild } from "../../scripts/release/build-config.ts"

export default libraryBuild({ entry: { index: "src/index.ts" }, platform: "neutral" })
