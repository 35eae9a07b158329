/**
 * What the release tests share: the five publishable packages, the Node 24 and pnpm of the
 * workspace, and a way to run a command to completion and keep its output.
 */
import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { delimiter, dirname, join, relative, sep } from "node:path"

export const repoRoot = join(import.meta.dirname, "..", "..")

/** The publishable packages, in dependency order. */
export const releasePackages = [
  { name: "@outfitter/domain", dir: "packages/domain" },
  { name: "@outfitter/clients", dir: "packages/clients" },
  { name: "@outfitter/react-hooks", dir: "packages/react-hooks" },
  { name: "@outfitter/fixtures", dir: "fixtures" },
  { name: "@outfitter/cli", dir: "packages/cli" },
] as const

export type ReleasePackage = (typeof releasePackages)[number]
export type PackageName = ReleasePackage["name"]

/** What the global setup hands every release test: where it packed each package. */
export interface ReleaseContext {
  /** a fresh directory under os.tmpdir(), removed after the run */
  readonly workDir: string
  /** package name → the tarball `pnpm pack` wrote (workspace:* rewritten, publishConfig applied) */
  readonly tarballs: Readonly<Record<PackageName, string>>
}

declare module "vitest" {
  export interface ProvidedContext {
    release: ReleaseContext
  }
}

export interface PackageJson {
  readonly name: string
  readonly version: string
  readonly exports: Readonly<Record<string, unknown>>
  readonly bin?: Readonly<Record<string, string>>
  readonly dependencies?: Readonly<Record<string, string>>
  readonly peerDependencies?: Readonly<Record<string, string>>
  readonly devDependencies?: Readonly<Record<string, string>>
}

/** A workspace package's package.json as it is in the repository (exports pointing at src/). */
export const workspacePackageJson = (pkg: ReleasePackage): PackageJson =>
  JSON.parse(readFileSync(join(repoRoot, pkg.dir, "package.json"), "utf8")) as PackageJson

/** The Node running the tests: Node 24 from the workspace (vitest refuses to run on less). */
export const node = process.execPath
/** The workspace's own pnpm, run by that Node, so its store is the one every install reuses. */
export const pnpm = [node, join(repoRoot, "node_modules", "pnpm", "bin", "pnpm.cjs")] as const

/** Whether path is dir or below it. */
export const isInside = (dir: string, path: string): boolean => {
  const rel = relative(dir, path)
  return rel === "" || (!rel.startsWith("..") && !rel.startsWith(sep))
}

/** process.env without the variables whose names match, and with plain (uncoloured) output. */
const environmentWithout = (names: RegExp): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !names.test(key))),
  NO_COLOR: "1",
  FORCE_COLOR: "0",
})

/**
 * The environment for commands in the workspace (the build, pnpm pack, publint, attw): Node 24
 * first on PATH and the workspace's tools after it, as `npx pnpm run` gives them, without
 * vitest's own variables (NODE_ENV=test among them).
 */
export const workspaceEnv = (): NodeJS.ProcessEnv => ({
  ...environmentWithout(/^(NODE_ENV|NODE_OPTIONS|VITEST.*|TINYPOOL.*)$/),
  PATH: [dirname(node), join(repoRoot, "node_modules", ".bin"), process.env["PATH"] ?? ""].join(delimiter),
})

/**
 * The environment for a project outside the workspace: no NODE_PATH (the workspace's .bin
 * shims point it into /work/main/node_modules), no npm_*, pnpm or vitest variables, nothing
 * on PATH from the repository or any node_modules/.bin. PATH starts with the directory of
 * the Node 24 binary (it holds that binary alone), then the project's own node_modules/.bin.
 * The rest (HOME, proxies, CA certificates) stays as it is.
 */
export const outsideEnv = (projectDir: string): NodeJS.ProcessEnv => {
  const systemPath = (process.env["PATH"] ?? "")
    .split(delimiter)
    .filter((entry) => entry !== "" && !isInside(repoRoot, entry) && !entry.includes(`${sep}node_modules${sep}`))
  return {
    ...environmentWithout(/^(NODE_PATH|NODE_OPTIONS|NODE_ENV|VITEST.*|TINYPOOL.*|npm_.*|PNPM_.*|INIT_CWD)$/i),
    PATH: [dirname(node), join(projectDir, "node_modules", ".bin"), ...systemPath].join(delimiter),
  }
}

export interface Ran {
  readonly command: string
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
  readonly ms: number
}

/** Runs a command to completion; never throws for a non-zero exit (the tests assert it). */
export const run = (
  command: string,
  args: ReadonlyArray<string>,
  options: { readonly cwd: string; readonly env: NodeJS.ProcessEnv },
): Promise<Ran> =>
  new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk))
    child.once("error", reject)
    child.once("close", (code) =>
      resolve({ command: [command, ...args].join(" "), code, stdout, stderr, ms: performance.now() - started }),
    )
  })

/** The run, for a failure message: the command line, its exit code and both outputs. */
export const describeRun = (ran: Ran): string =>
  `${ran.command} (in ${(ran.ms / 1000).toFixed(1)} s) exited ${ran.code}\n--- stdout\n${ran.stdout}\n--- stderr\n${ran.stderr}`

/** The run, or an error naming the command and its output when it did not exit 0. */
export const succeeded = (ran: Ran): Ran => {
  if (ran.code !== 0) throw new Error(describeRun(ran))
  return ran
}
