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

const install = async (workDir: string, version: string): Promise<string> => {
  const dir = join(workDir, `node-${version}`)
  const binary = join(dir, "node_modules", "node", "bin", "node")
  if (!(await executable(binary))) {
    // installed beside it, then renamed into place: test files in other workers may be
    // installing at the same moment, and the first rename wins
    const staging = await mkdtemp(join(workDir, `node-${version}-`))
    // the `node` package downloads its platform's binary in a preinstall script, which npm
    // runs only for a package the project's allowScripts names
    const manifest = { name: `node-${version}`, private: true, allowScripts: { [`node@${version}`]: true } }
    await writeFile(join(staging, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`)
    succeeded(
      await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", `node@${version}`], {
        cwd: staging,
        env: outsideEnv(staging),
      }),
    )
    await rename(staging, dir).catch(async (error: unknown) => {
      if (!(await executable(binary))) throw error
      await rm(staging, { recursive: true, force: true })
    })
  }
  const installed = succeeded(await run(binary, ["--version"], { cwd: workDir, env: outsideEnv(dir) })).stdout.trim()
  if (installed !== `v${version}`) throw new Error(`${binary} is Node ${installed}, not ${version}`)
  return binary
}

/**
 * The absolute path of the binary of Node `version` (exact: "20.19.0") under
 * `<workDir>/node-<version>`, installed from the registry's `node` package the first time
 * it is asked for; later calls (from any test file) reuse the install.
 */
export const registryNode = (workDir: string, version: string): Promise<string> => {
  const key = `${workDir}\0${version}`
  const known = installs.get(key)
  if (known !== undefined) return known
  const installing = install(workDir, version)
  installs.set(key, installing)
  return installing
}

/** The absolute path of a Node 22.12.0 binary (see {@link registryNode}). */
export const oldestNode = (workDir: string): Promise<string> => registryNode(workDir, oldestNodeVersion)
