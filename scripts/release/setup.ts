/**
 * Global setup of the release project: builds the five packages once (the root `build`
 * script, as `pnpm release` runs it) and packs each with `pnpm pack`, so that a fresh clone
 * passes with `vitest run` alone. Every release test reads the tarballs from here.
 */
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { TestProject } from "vitest/node"
import { type PackageName, pnpm, type ReleaseContext, releasePackages, repoRoot, run, succeeded, workspaceEnv } from "./run.ts"

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

const buildAndPack = async (workDir: string): Promise<ReleaseContext> => {
  const env = workspaceEnv()
  const build = succeeded(await run(pnpm[0], [pnpm[1], "run", "build"], { cwd: repoRoot, env }))

  const packDir = join(workDir, "packs")
  await mkdir(packDir)
  const packStarted = performance.now()
  // one after another: pnpm pack writes each tarball's name last on stdout
  const tarballs: Partial<Record<PackageName, string>> = {}
  for (const pkg of releasePackages) {
    const packed = succeeded(await run(pnpm[0], [pnpm[1], "pack", "--pack-destination", packDir], { cwd: join(repoRoot, pkg.dir), env }))
    const tarball = packed.stdout.trim().split("\n").at(-1)?.trim() ?? ""
    if (!tarball.startsWith(packDir) || !tarball.endsWith(".tgz")) throw new Error(`pnpm pack of ${pkg.name} printed no tarball:\n${packed.stdout}`)
    tarballs[pkg.name] = tarball
  }
  const written = await readdir(packDir)
  if (written.length !== releasePackages.length) throw new Error(`expected ${releasePackages.length} tarballs in ${packDir}, found ${written.join(", ")}`)

  console.log(`release setup: build ${seconds(build.ms)}, pack ${seconds(performance.now() - packStarted)} (in ${workDir})`)
  return { workDir, tarballs: tarballs as Record<PackageName, string> }
}

export default async function setup(project: TestProject) {
  const major = Number(process.versions.node.split(".")[0])
  if (major < 24) throw new Error(`the release tests need Node 24 (run them with npx pnpm exec vitest); this is Node ${process.versions.node}`)

  const workDir = await mkdtemp(join(tmpdir(), "outfitter-release-"))
  try {
    project.provide("release", await buildAndPack(workDir))
  } catch (error) {
    await rm(workDir, { recursive: true, force: true })
    throw error
  }

  return async () => {
    await rm(workDir, { recursive: true, force: true })
  }
}
