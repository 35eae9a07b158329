/**
 * Each tarball as it would be published: publint and attw find nothing, and
 * `npm publish --dry-run` accepts it without a login.
 */
import { writeFile } from "node:fs/promises"
import { join } from "node:path"
import { beforeAll, describe, expect, inject, it } from "vitest"
import { describeRun, outsideEnv, releasePackages, repoRoot, run, workspaceEnv, workspacePackageJson } from "./run.ts"

const { workDir, tarballs } = inject("release")
const bin = (name: string) => join(repoRoot, "node_modules", ".bin", name)

/** An npm user config with nothing in it: no token, so the dry run proves no login is needed. */
const emptyNpmrc = join(workDir, "empty.npmrc")
beforeAll(async () => {
  await writeFile(emptyNpmrc, "")
})

/** The package.json inside a tarball, as npm would publish it. */
const packedManifest = async (tarball: string): Promise<PackedManifest> => {
  const listed = await run("tar", ["-xzOf", tarball, "package/package.json"], { cwd: workDir, env: outsideEnv(workDir) })
  expect(listed.code, describeRun(listed)).toBe(0)
  return JSON.parse(listed.stdout) as PackedManifest
}
interface PackedManifest {
  readonly exports: Readonly<Record<string, { readonly types: string; readonly import: string }>>
  readonly bin?: Readonly<Record<string, string>>
  readonly engines?: Readonly<Record<string, string>>
  readonly dependencies?: Readonly<Record<string, string>>
  readonly peerDependencies?: Readonly<Record<string, string>>
}

interface AttwProblem {
  readonly kind: string
  readonly entrypoint: string
  readonly resolutionKind: string
}
interface AttwReport {
  readonly analysis: { readonly packageName: string; readonly entrypoints: Readonly<Record<string, unknown>> }
  readonly problems: Readonly<Record<string, ReadonlyArray<AttwProblem>>>
}

describe.concurrent.each(releasePackages.map((pkg) => [pkg.name, pkg] as const))("%s tarball", (name, pkg) => {
  it("publint: all good, suggestions included, warnings as errors", async () => {
    const lint = await run(bin("publint"), ["run", tarballs[name], "--level", "suggestion", "--strict"], {
      cwd: workDir,
      env: workspaceEnv(),
    })
    expect(lint.code, describeRun(lint)).toBe(0)
    expect(lint.stdout, describeRun(lint)).toContain("All good!")
  })

  it("attw --profile esm-only: every export resolves, with its types, for node16 ESM and bundlers", async () => {
    const attw = await run(bin("attw"), [tarballs[name], "--profile", "esm-only", "--format", "json"], { cwd: workDir, env: workspaceEnv() })
    expect(attw.code, describeRun(attw)).toBe(0)
    const report = JSON.parse(attw.stdout) as AttwReport
    expect(report.analysis.packageName).toBe(name)
    expect(Object.keys(report.analysis.entrypoints).sort()).toEqual(Object.keys(workspacePackageJson(pkg).exports).sort())
    // The esm-only profile ignores two resolutions, and those are the only problems: the
    // packages are ESM only by design (an "import" condition and no "require", no "main"):
    // - node10: TypeScript's pre-exports resolution cannot see an exports map at all
    //   (NoResolution);
    // - node16-cjs: a require() from CommonJS gets no entry point (CJSResolvesToESM);
    //   consumer.test.ts shows Node's own ERR_PACKAGE_PATH_NOT_EXPORTED for it.
    const problems = Object.values(report.problems).flat()
    expect(problems.filter((problem) => problem.resolutionKind !== "node10" && problem.resolutionKind !== "node16-cjs")).toEqual([])
  })

  it("npm publish --dry-run accepts the tarball, logged out, with the flags changeset publish passes", async () => {
    // `changeset publish` runs `pnpm publish --access public --tag latest` (access from
    // .changeset/config.json, "latest" outside pre mode); pnpm 10 hands the tarball to npm.
    // Outside the workspace and with an empty user config no token can be involved: npm
    // reads the registry's entry for the name (a GET; a version already published fails
    // here) and writes nothing.
    const dryRun = await run(
      "npm",
      ["publish", "--dry-run", "--access", "public", "--tag", "latest", "--userconfig", emptyNpmrc, tarballs[name]],
      { cwd: workDir, env: outsideEnv(workDir) },
    )
    expect(dryRun.code, describeRun(dryRun)).toBe(0)
    const version = workspacePackageJson(pkg).version
    expect(dryRun.stdout, describeRun(dryRun)).toContain(`+ ${name}@${version}`)
    expect(dryRun.stderr).toContain("(dry-run)")
  })

  it("the tarball's package.json is the published one: dist exports, versions for workspace:*", async () => {
    const manifest = await packedManifest(tarballs[name])
    for (const [entry, target] of Object.entries(manifest.exports)) {
      expect(target.import, entry).toMatch(/^\.\/dist\/.+\.js$/)
      expect(target.types, entry).toMatch(/^\.\/dist\/.+\.d\.ts$/)
    }
    for (const path of Object.values(manifest.bin ?? {})) expect(path).toMatch(/^\.\/dist\/.+\.js$/)
    expect(Object.values(manifest.dependencies ?? {}).filter((range) => range.startsWith("workspace:"))).toEqual([])
  })

  it("the frameworks are peers of the libraries, never dependencies, and Node 22.12 is the floor", async () => {
    const manifest = await packedManifest(tarballs[name])
    expect(manifest.engines).toEqual({ node: ">=22.12" })
    // the CLI is an application: it pins what it runs with
    if (name === "@outfitter/cli") return
    const frameworks = ["react", "react-dom", "@tanstack/react-query", "effect", "msw"]
    expect(Object.keys(manifest.dependencies ?? {}).filter((dep) => frameworks.includes(dep))).toEqual([])
    for (const range of Object.values(manifest.peerDependencies ?? {})) expect(range).toMatch(/^\^\d+\.\d+\.\d+$/)
  })
})
