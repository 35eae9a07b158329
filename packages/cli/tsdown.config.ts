import { defineConfig } from "tsdown"
import { libraryBuild } from "../../scripts/release/build-config.ts"

/**
 * The published package is the `outfitter` binary, one bundle with no runtime dependencies:
 * `npm install --global` of the tarball needs nothing from a registry. Two builds into dist/:
 *
 * - the bundle: dist/bin.js and the library entry dist/index.js (`@outfitter/cli`'s one
 *   export), their chunks under dist/bin/, with commander, Effect, Ink, React, yaml, the
 *   workspace packages and the fixtures (MSW and its seeded data) all inside. The two
 *   entries share their chunks, so the library adds little to the tarball;
 * - the library's declarations only, one file (dist/index.d.ts), with its JavaScript left
 *   out: the workspace packages' types are inlined, as their code is in the bundle, so the
 *   declarations import nothing but Effect's (`effect`, which a TypeScript script that uses
 *   the library installs itself; a release test type-checks one). They come from the
 *   repository's tsconfig.cli-declarations.json, a project over the CLI's, domain's and
 *   clients' sources that maps the workspace names to those sources: resolved through
 *   node_modules, another package's source counts as a library's and gets no declarations.
 *
 * Why a bundle: Node resolves, reads and links every module of an ES module graph one by
 * one, and `effect/Schema` alone reaches about 140 of Effect's modules; bundled, a command
 * loads a few chunks (scripts/bench.ts prints both). The bundle keeps each command's `load`
 * (a dynamic import) as a chunk of its own, so `outfitter --help` still evaluates commander
 * and the declarations and nothing else, and bin.ts still reads ../package.json, which holds
 * for dist/bin.js as for src/bin.ts. bin.ts checks the Node version before it imports any
 * chunk (nodeVersion.ts).
 */
/** The modules `outfitter --help` evaluates (a test in scripts/release checks the bundle). */
const helpTimeModules =
  /[\\/]node_modules[\\/]commander[\\/]|[\\/]cli[\\/]src[\\/](program|manifest|declare|exitCodes|flagParsers|globalFlags|help|output|plainText|writeFailure|commands[\\/](memberFlags|orderFlags|.*\.flags))\.ts$|[\\/]domain[\\/]src[\\/](payments[\\/]CardMask|site[\\/](DefaultSite|Site)|errors[\\/]CallTimeout)\.ts$/

export default [
  // the library's declarations; its JavaScript is the bundle's dist/index.js. Only Effect
  // stays an import of them; the workspace packages are inlined.
  {
    ...libraryBuild({ entry: { index: "src/index.ts" }, platform: "node" }),
    dts: { emitDtsOnly: true, tsconfig: "../../tsconfig.cli-declarations.json" },
    sourcemap: false,
    unbundle: false,
    deps: { neverBundle: [/^effect(\/|$)/] },
  },
  defineConfig({
    entry: { bin: "src/bin.ts", index: "src/index.ts" },
    format: "esm",
    platform: "node",
    fixedExtension: false,
    dts: false,
    // no source maps: they came to 5.7 MB and took the packed tarball from 0.8 to 2.1 MB
    // (it was 0.3 MB unbundled); the bundle is not minified, and a comment above each
    // module names its source file
    sourcemap: false,
    deps: {
      // Ink imports react-devtools-core only under DEV=true and only when it resolves (it is
      // an optional tool a developer installs), so it stays an import
      alwaysBundle: (id) => !/^react-devtools-core(\/|$)/.test(id),
      // the build fails if the bundle would import anything else (node built-ins aside)
      onlyImport: ["react-devtools-core"],
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
