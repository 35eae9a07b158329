/**
 * The one tsdown configuration of the five publishable packages; each package's
 * tsdown.config.ts names its entries (one per export of its package.json) and its platform.
 *
 * ESM only, with declarations, source maps and declaration maps, unbundled: dist/ mirrors
 * src/ file for file, so a dynamic `import("./commands/….ts")` stays a separate module
 * (rewritten to `./commands/….js`) and every dependency and peer dependency (effect, react,
 * msw, commander, ink, @outfitter/*) stays an import, never bundled: a frontend team's
 * bundler sees one Effect, one React. scripts/release checks both on the built packages.
 * The one bundle of the release is the `outfitter` executable (packages/cli's second build,
 * dist/bin.js and dist/bin/), which no one imports: see packages/cli/tsdown.config.ts.
 */
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { defineConfig, type UserConfig } from "tsdown"

// the workspace's TypeScript 7 (its exports map hides bin/tsc; the package.json names it)
const typescriptManifest = createRequire(import.meta.url).resolve("typescript/package.json")
const tsc = join(dirname(typescriptManifest), (JSON.parse(readFileSync(typescriptManifest, "utf8")) as { bin: { tsc: string } }).bin.tsc)

/**
 * `tsc -b` of the package's project, which first builds the projects it references. The
 * declarations come from `tsc -p` of the package (tsdown's tsgo generator, with --noCheck),
 * which reads another workspace package's types from that project's output (dist-types/):
 * missing, as in a fresh clone, every type from it silently vanishes from the emitted .d.ts
 * files. Cheap when everything is up to date. Under `pnpm -r` a package is built after the
 * packages it depends on, whose own builds have left their projects up to date, so two
 * builds running side by side never write the same project's output.
 */
const typecheckProject = (packageDir: string) => {
  execFileSync(process.execPath, [tsc, "-b", join(packageDir, "tsconfig.json")], { cwd: packageDir, stdio: "inherit" })
}

export interface LibraryBuild {
  /** output name (without extension) → source file, one per export of package.json */
  readonly entry: Readonly<Record<string, string>>
  /** "node" for packages that use node built-ins (the CLI, the fixtures' /node and /sandbox) */
  readonly platform: "neutral" | "node"
}

/** One entry per bounded context: `{ "orders/index": "src/orders/index.ts", … }` (a package's `./orders` export). */
export const contextEntries = (contexts: ReadonlyArray<string>): Readonly<Record<string, string>> =>
  Object.fromEntries(contexts.map((context) => [`${context}/index`, `src/${context}/index.ts`]))

export const libraryBuild = ({ entry, platform }: LibraryBuild): UserConfig =>
  defineConfig({
    entry: { ...entry },
    format: "esm",
    platform,
    // .js and .d.ts whatever the platform ("node" alone would give .mjs): every package is
    // "type": "module" and its publishConfig names dist/….js
    fixedExtension: false,
    // declaration maps too: the packages ship src/, so "go to definition" lands in the
    // TypeScript source (without them tsdown 0.23.1 still leaves a sourceMappingURL comment
    // in the .d.ts files, pointing at .d.ts.map files it never writes)
    dts: { sourcemap: true },
    sourcemap: true,
    unbundle: true,
    // one line per package instead of a size table of a hundred-odd unbundled files
    report: false,
    // unbundled, each module keeps its "use client" directive (react-hooks' React modules; the
    // release tests read them in dist/), so rolldown's warning that it may not is noise
    inputOptions: (options) => ({
      ...options,
      onLog: (level, log, handler) => {
        if (log.code === "MODULE_LEVEL_DIRECTIVE" && log.message.includes('"use client"')) return
        if (options.onLog === undefined) handler(level, log)
        else options.onLog(level, log, handler)
      },
    }),
    hooks: { "build:prepare": (context) => typecheckProject(context.options.cwd) },
  })
