import { libraryBuild } from "../../scripts/release/build-config.ts"

// bin.js and program.js are plain JavaScript. program.js loads each command with a literal
// `import("./commands/….ts")`, which the unbundled build rewrites to dist/commands/….js, so
// the built `outfitter --help` still loads commander alone. bin.js reads ../package.json,
// which holds for dist/bin.js as for src/bin.js.
export default libraryBuild({ entry: { index: "src/index.ts", bin: "src/bin.js" }, platform: "node" })
