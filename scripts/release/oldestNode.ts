/**
 * The oldest Node the packages support (their engines floor, msw 3's floor): Node 22.12.0,
 * installed from the npm registry's `node` package, as the workspace gets its Node 24.
 */
import { access, constants, mkdtemp, rename, rm, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { outsideEnv, run, succeeded } from "./run.ts"

export const oldestNodeVersion = "22.12.0"

const installs = new Map<string, Promise<string>>()

const executable = async (path: string): Promise<boolean> =>
  access(path, constants.X_OK).then(
    () => true,
    () => false,
  )

const install = async (workDir: string): Promise<string> => {
  const dir = join(workDir, "oldest-node")
  const binary = join(dir, "node_modules", "node", "bin", "node")
  if (!(await executable(binary))) {
    // installed beside it, then renamed into place: test files in other workers may be
    // installing at the same moment, and the first rename wins
    const staging = await mkdtemp(join(workDir, "oldest-node-"))
    // the `node` package downloads its platform's binary in a preinstall script, which npm
    // runs only for a package the project's allowScripts names
    const manifest = { name: "oldest-node", private: true, allowScripts: { [`node@${oldestNodeVersion}`]: true } }
    await writeFile(join(staging, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`)
    succeeded(
      await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", `node@${oldestNodeVersion}`], {
        cwd: staging,
        env: outsideEnv(staging),
      }),
    )
    await rename(staging, dir).catch(async (error: unknown) => {
      if (!(await executable(binary))) throw error
      await rm(staging, { recursive: true, force: true })
    })
  }
  const version = succeeded(await run(binary, ["--version"], { cwd: workDir, env: outsideEnv(dir) })).stdout.trim()
  if (version !== `v${oldestNodeVersion}`) throw new Error(`${binary} is Node ${version}, not ${oldestNodeVersion}`)
  return binary
}

/**
 * The absolute path of a Node 22.12.0 binary under `<workDir>/oldest-node`, installed the
 * first time it is asked for; later calls (from any test file) reuse the install.
 */
export const oldestNode = (workDir: string): Promise<string> => {
  const known = installs.get(workDir)
  if (known !== undefined) return known
  const installing = install(workDir)
  installs.set(workDir, installing)
  return installing
}
