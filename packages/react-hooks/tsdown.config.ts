import { libraryBuild } from "../../scripts/release/build-config.ts"

// react is a peer dependency: external like the dependencies
export default libraryBuild({ entry: { index: "src/index.ts" }, platform: "neutral" })
