import { libraryBuild } from "../../scripts/release/build-config.ts"

// react is a peer dependency: external like the dependencies. `./server` is the React-free
// entry; server.browser is what it resolves to in a browser bundle (it throws).
export default libraryBuild({
  entry: { index: "src/index.ts", server: "src/server.ts", "server.browser": "src/server.browser.ts" },
  platform: "neutral",
})
