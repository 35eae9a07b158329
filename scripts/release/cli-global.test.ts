/**
 * `@outfitter/cli` installed the way its README says, on a machine with nothing of ours:
 * `npm install --global <tarball>` into a fresh prefix, with a fresh HOME and npm cache and
 * no registry needed (the package has no dependencies: everything is in its bundle), run by
 * Node 22.12 (the engines floor) and by the workspace's Node 24. The installed `outfitter`
 * then answers over its embedded fixtures; on an older Node it prints one line naming the
 * Node it needs and exits 1. The library entry's declarations, installed with nothing but
 * Effect beside them, type-check: they name no package of ours that is not in the tarball.
 */
import { execFileSync } from "node:child_process"
import { access, mkdir, readFile, readdir, realpath, stat, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { delimiter, dirname, join } from "node:path"
import { fixtureStore } from "@outfitter/fixtures"
import { beforeAll, describe, expect, inject, it } from "vitest"
import { oldestNode, oldestNodeVersion, registryNode } from "./oldestNode.ts"
import { describeRun, isInside, node, outsideEnv, repoRoot, run, succeeded, workspaceEnv } from "./run.ts"

const { workDir, tarballs } = inject("release")
const tarball = tarballs["@outfitter/cli"]
const cliVersion = (JSON.parse(await readFile(join(repoRoot, "packages", "cli", "package.json"), "utf8")) as { version: string }).version

/** At most 1.5 MB: what a support engineer downloads. */
const maxTarballBytes = 1_500_000

/** The directories of the system's PATH (nothing of the repository's, no node_modules/.bin). */
const systemPath = (): Array<string> => (outsideEnv(workDir)["PATH"] ?? "").split(delimiter).slice(2)

/** npm's own script (npm-cli.js), which any Node runs: the npm the machine has on its PATH. */
const npmCli = async (): Promise<string> => {
  for (const dir of systemPath()) {
    const found = await realpath(join(dir, "npm")).catch(() => undefined)
    if (found !== undefined && found.endsWith(".js")) return found
  }
  throw new Error(`no npm (npm-cli.js) on the PATH: ${systemPath().join(delimiter)}`)
}

/**
 * A clean machine for one Node: its own HOME, npm cache and global prefix, and a PATH with
 * that Node's directory, the prefix's bin/ and the system's directories, nothing else.
 */
const machine = async (name: string, nodeBinary: string) => {
  const root = join(workDir, `cli-global-${name}`)
  const home = join(root, "home")
  const prefix = join(root, "prefix")
  await mkdir(home, { recursive: true })
  await mkdir(prefix, { recursive: true })
  const env: NodeJS.ProcessEnv = {
    HOME: home,
    PATH: [dirname(nodeBinary), join(prefix, "bin"), ...systemPath()].join(delimiter),
    npm_config_prefix: prefix,
    npm_config_cache: join(root, "npm-cache"),
    npm_config_update_notifier: "false",
    NO_COLOR: "1",
    FORCE_COLOR: "0",
  }
  return { root, home, prefix, env, outfitter: (args: ReadonlyArray<string>) => run(join(prefix, "bin", "outfitter"), args, { cwd: home, env }) }
}

/**
 * A machine with `@outfitter/cli` installed globally by npm run by installNode, whose
 * `outfitter` runs on runNode (the first `node` on its PATH).
 */
const installedOn = async (name: string, installNode: string, runNode = installNode) => {
  const installed = await machine(name, runNode)
  const install = succeeded(await run(installNode, [await npmCli(), "install", "--global", "--no-audit", "--no-fund", tarball], { cwd: installed.home, env: installed.env }))
  console.log(`release cli-global: npm install --global on Node ${name} ${(install.ms / 1000).toFixed(1)} s`)
  return installed
}
type Installed = Awaited<ReturnType<typeof installedOn>>

/** The package.json inside the tarball, as npm installs it. */
const packedManifest = async (): Promise<Record<string, unknown>> =>
  JSON.parse(succeeded(await run("tar", ["-xzOf", tarball, "package/package.json"], { cwd: workDir, env: outsideEnv(workDir) })).stdout) as Record<string, unknown>

describe("the @outfitter/cli tarball", () => {
  it(`is at most ${maxTarballBytes / 1_000_000} MB`, async () => {
    const { size } = await stat(tarball)
    console.log(`release cli-global: the tarball is ${(size / 1_000_000).toFixed(2)} MB`)
    expect(size).toBeGreaterThan(0)
    expect(size).toBeLessThanOrEqual(maxTarballBytes)
  })

  it("declares no dependencies of any kind: the bundle holds everything, so no name can be taken from a registry", async () => {
    const manifest = await packedManifest()
    for (const field of ["dependencies", "peerDependencies", "optionalDependencies", "bundleDependencies", "bundledDependencies"]) {
      expect(manifest[field], field).toBeUndefined()
    }
    expect(manifest["bin"]).toEqual({ outfitter: "./dist/bin.js" })
    expect(manifest["engines"]).toEqual({ node: ">=22.12" })
  })
})

const onBoth = [
  [`${oldestNodeVersion}`, () => oldestNode(workDir)],
  [process.versions.node, async () => node],
] as const

describe.each(onBoth)("npm install --global <tarball> on Node %s, outside the workspace", (name, nodeBinary) => {
  let installing: Installed
  beforeAll(async () => {
    installing = await installedOn(name, await nodeBinary())
  })

  it("installs the one package and nothing else, outside the workspace", async () => {
    const { prefix, root } = installing
    expect(isInside(repoRoot, root)).toBe(false)
    const lib = join(prefix, "lib", "node_modules")
    expect(await readdir(lib)).toEqual(["@outfitter"])
    expect(await readdir(join(lib, "@outfitter"))).toEqual(["cli"])
    // no node_modules of its own: nothing was installed for it
    await expect(access(join(lib, "@outfitter", "cli", "node_modules"))).rejects.toThrow()
  })

  it("`outfitter --version` prints the package's version", async () => {
    const { outfitter } = installing
    const version = await outfitter(["--version"])
    expect({ code: version.code, stdout: version.stdout, stderr: version.stderr }, describeRun(version)).toEqual({ code: 0, stdout: `${cliVersion}\n`, stderr: "" })
  })

  it("`outfitter --help` is the workspace CLI's help", async () => {
    const { outfitter } = installing
    const [installed, workspace] = await Promise.all([
      outfitter(["--help"]),
      run(node, [join(repoRoot, "packages", "cli", "src", "bin.ts"), "--help"], { cwd: repoRoot, env: workspaceEnv() }),
    ])
    expect(installed.code, describeRun(installed)).toBe(0)
    for (const command of ["stores", "orders", "sandbox", "completion"]) expect(installed.stdout).toMatch(new RegExp(`^  ${command} `, "m"))
    expect(installed.stdout).toBe(workspace.stdout)
  })

  it("`outfitter orders show` and `stores get` answer over the embedded fixtures", async () => {
    const { outfitter } = installing
    const [order, store] = await Promise.all([
      outfitter(["orders", "show", "10000016001", "--email", "registered@outfitter.test"]),
      outfitter(["stores", "get", "10001"]),
    ])
    expect(order.code, describeRun(order)).toBe(0)
    expect(order.stdout).toMatch(/^Order 10000016001 /)
    expect(order.stderr).toBe("")
    expect(store.code, describeRun(store)).toBe(0)
    expect(store.stdout).toContain(`${fixtureStore("10001")?.name} (store 10001)`)
  })

  it("`outfitter completion bash` prints a script bash parses", async () => {
    const { outfitter, root } = installing
    const completion = await outfitter(["completion", "bash"])
    expect(completion.code, describeRun(completion)).toBe(0)
    const file = join(root, "outfitter.bash")
    await writeFile(file, completion.stdout)
    expect(() => execFileSync("bash", ["-n", file])).not.toThrow()
    expect(completion.stdout).toContain("complete -o default -F _outfitter outfitter")
  })
})

/**
 * A Node older than the floor: the machine's own when its PATH has one (Node 20 on a CI
 * machine that starts with the root README's requirements), else Node 20 from the registry.
 */
const olderNode = async (): Promise<string> => {
  for (const dir of systemPath()) {
    const candidate = join(dir, "node")
    const version = await run(candidate, ["--version"], { cwd: workDir, env: outsideEnv(workDir) }).catch(() => undefined)
    const major = Number(/^v(\d+)\./.exec(version?.stdout.trim() ?? "")?.[1])
    if (version?.code === 0 && major >= 18 && major < 22) return candidate
  }
  return registryNode(workDir, "20.19.0")
}

/** The workspace's TypeScript compiler (its exports map hides bin/tsc; the package.json names it). */
const tscScript = async (): Promise<string> => {
  const manifestPath = createRequire(import.meta.url).resolve("typescript/package.json")
  const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as { bin: { tsc: string } }
  return join(dirname(manifestPath), manifest.bin.tsc)
}

describe("the library entry's declarations, installed beside Effect alone", () => {
  it("type-check a script under strict settings without skipLibCheck: they import nothing of ours", async () => {
    const project = join(workDir, "cli-types")
    await mkdir(project, { recursive: true })
    expect(isInside(repoRoot, project)).toBe(false)
    const effect = (JSON.parse(await readFile(join(repoRoot, "packages", "domain", "package.json"), "utf8")) as { devDependencies: Record<string, string> })
      .devDependencies["effect"]
    await writeFile(
      join(project, "package.json"),
      `${JSON.stringify({ name: "cli-types", private: true, type: "module", dependencies: { "@outfitter/cli": `file:${tarball}`, effect } }, null, 2)}\n`,
    )
    await writeFile(
      join(project, "tsconfig.json"),
      `${JSON.stringify({
        compilerOptions: {
          target: "ES2023",
          module: "nodenext",
          moduleResolution: "nodenext",
          // Effect's own declarations name the web platform's types (URL, CryptoKey)
          lib: ["ES2024", "DOM"],
          types: [],
          strict: true,
          exactOptionalPropertyTypes: true,
          skipLibCheck: false,
          noEmit: true,
        },
        include: ["check.ts"],
      })}\n`,
    )
    await writeFile(
      join(project, "check.ts"),
      [
        `import { type CliError, ExitCode, getStore, plainText, usageError } from "@outfitter/cli"`,
        `import type * as Effect from "effect/Effect"`,
        `const error: CliError = usageError("no such order")`,
        `const usage: typeof ExitCode.Usage = error.exitCode === ExitCode.Usage ? error.exitCode : ExitCode.Usage`,
        `// a type that comes from the clients' schemas, inlined in the declarations`,
        `type Store = Effect.Success<ReturnType<typeof getStore>>`,
        `const name: Store["name"] = plainText("Columbus")`,
        `// @ts-expect-error: a store's name is a string`,
        `const wrong: Store["name"] = 1`,
        `console.log(usage, name, wrong)`,
        ``,
      ].join("\n"),
    )
    const env = outsideEnv(project)
    succeeded(await run(node, [await npmCli(), "install", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: project, env }))
    expect(await readdir(join(project, "node_modules", "@outfitter"))).toEqual(["cli"])
    const check = await run(node, [await tscScript(), "-p", "tsconfig.json"], { cwd: project, env })
    expect({ code: check.code, stdout: check.stdout }, describeRun(check)).toEqual({ code: 0, stdout: "" })
  })
})

describe("on a Node older than 22.12", () => {
  it("the installed `outfitter` prints one line naming the Node it needs, and exits 1, for any command", async () => {
    const older = await olderNode()
    const olderVersion = succeeded(await run(older, ["--version"], { cwd: workDir, env: outsideEnv(workDir) })).stdout.trim().slice(1)
    expect(Number(olderVersion.split(".")[0])).toBeLessThan(22)
    // installed by npm on Node 24; its `outfitter` finds the older Node first on the PATH
    const { outfitter } = await installedOn("older", node, older)
    for (const args of [["--version"], ["--help"], ["orders", "show", "10000016001", "--email", "registered@outfitter.test"]]) {
      const ran = await outfitter(args)
      expect({ code: ran.code, stdout: ran.stdout, stderr: ran.stderr }, describeRun(ran)).toEqual({
        code: 1,
        stdout: "",
        stderr: `outfitter needs Node 22.12.0 or later; this is Node ${olderVersion}. Install a newer Node (https://nodejs.org) and run it again.\n`,
      })
    }
  })
})
