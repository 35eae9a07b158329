import { defineConfig } from "tsdown"
import { libraryBuild } from "../../scripts/release/build-config.ts"

/**
 * Two builds into dist/:
 *
 * - the library (`@outfitter/cli`'s one export, src/index.ts), unbundled like every other
 *   package: dist/ mirrors src/ and every dependency stays an import;
 * - the `outfitter` binary, one bundle: dist/bin.js and its chunks under dist/bin/, with
 *   commander, Effect, the workspace packages and the fixtures (MSW and its seeded data)
 *   inside it. Ink and React stay imports: Ink and the views must share one React.
 *
 * Why the binary is a bundle: Node resolves, reads and links every module of an ES module
 * graph one by one, and `effect/Schema` alone reaches about 140 of Effect's modules. An
 * `outfitter orders show` against a service loads about 220 modules unbundled, and that
 * loading was half of its 230 ms; bundled it runs in about half the time (scripts/bench.ts
 * prints both). The bundle keeps each command's `load` (a dynamic import) as a chunk of its
 * own, so `outfitter --help` still evaluates commander and the declarations and nothing
 * else, and bin.ts still reads ../package.json, which holds for dist/bin.js as for
 * src/bin.ts.
 */
/** The modules `outfitter --help` evaluates (a test in scripts/release checks the bundle). */
const helpTimeModules =
  /[\\/]node_modules[\\/]commander[\\/]|[\\/]cli[\\/]src[\\/](program|manifest|declare|exitCodes|flagParsers|globalFlags|help|output|plainText|writeFailure|commands[\\/](memberFlags|orderFlags|.*\.flags))\.ts$|[\\/]domain[\\/]src[\\/](payments[\\/]CardMask|site[\\/](DefaultSite|Site)|errors[\\/]CallTimeout)\.ts$/

export default [
  libraryBuild({ entry: { index: "src/index.ts" }, platform: "node" }),
  defineConfig({
    entry: { bin: "src/bin.ts" },
    format: "esm",
    platform: "node",
    fixedExtension: false,
    dts: false,
    // no source maps: they came to 5.7 MB and took the packed tarball from 0.8 to 2.1 MB
    // (it was 0.3 MB unbundled); the bundle is not minified, and a comment above each
    // module names its source file
    sourcemap: false,
    deps: {
      alwaysBundle: (id) => !/^(ink|react)(\/|$)/.test(id),
      // the build fails if the bundle would import anything else (node built-ins aside)
      onlyImport: ["ink", "react"],
      onlyBundle: false,
    },
    outputOptions: {
      chunkFileNames: "bin/[name]-[hash].js",
      // what `--help` evaluates, in one chunk rather than one per shared module: the
      // program, the declarations, commander and the light domain rules they use
      codeSplitting: { groups: [{ name: "program", test: helpTimeModules }] },
    },
    report: false,
  }),
]
