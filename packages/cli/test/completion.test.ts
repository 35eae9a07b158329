import { execFileSync, spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { completionShells } from "../src/commands/completion.flags.ts"
import { completionLevels } from "../src/commands/completion.ts"
import { commands } from "../src/manifest.ts"
import { runCli, usageText } from "./support/cli.ts"

const dir = mkdtempSync(join(tmpdir(), "outfitter-completion-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The script `outfitter completion <shell>` prints, saved to a file. */
const script = async (shell: string): Promise<string> => {
  const run = await runCli(["completion", shell])
  expect(run.code, run.stderr).toBe(0)
  expect(run.stderr).toBe("")
  const file = join(dir, `outfitter.${shell}`)
  writeFileSync(file, run.stdout)
  return file
}

/** Whether the shell is installed here. */
const installed = (shell: string) => spawnSync(shell, ["-c", "exit 0"]).status === 0

/** Runs a shell on a script, its output lines (or the shell's error). */
const inShell = (shell: string, code: string): Array<string> =>
  execFileSync(shell, ["-c", code], { encoding: "utf8" }).split("\n").filter((line) => line !== "")

describe("outfitter completion", () => {
  it("the tree it completes is the manifest's: every command under its parent, with its own flags", () => {
    const levels = completionLevels()
    expect(levels.map((level) => level.path)).toEqual(["", ...Object.keys(commands)])
    const level = (path: string) => levels.find((candidate) => candidate.path === path)
    expect(level("")?.subcommands.map((sub) => sub.name)).toEqual([...Object.keys(commands).filter((path) => !path.includes(" ")), "help"])
    expect(level("stores")?.subcommands.map((sub) => sub.name)).toEqual(["search", "get", "availability"])
    const search = level("stores search")?.flags.flatMap((flag) => flag.names) ?? []
    expect(search).toEqual(expect.arrayContaining(["--postal-code", "--radius", "--json", "--api-root", "--help"]))
    expect(level("stores get")?.flags.flatMap((flag) => flag.names)).not.toContain("--postal-code")
    expect(level("stores search")?.flags.find((flag) => flag.names.includes("--radius"))?.takesValue).toBe(true)
    expect(level("stores search")?.flags.find((flag) => flag.names.includes("--json"))?.takesValue).toBe(false)
  })

  it.each(completionShells)("the %s script names every command and every flag", async (shell) => {
    const file = await script(shell)
    const text = execFileSync("cat", [file], { encoding: "utf8" })
    for (const level of completionLevels()) {
      for (const sub of level.subcommands) expect(text, `${level.path} ${sub.name}`).toContain(sub.name)
      for (const name of level.flags.flatMap((flag) => flag.names)) expect(text, `${level.path} ${name}`).toContain(name.replace(/^--?/, ""))
    }
  })

  it("bash: the script parses, and completes the words at each level", async () => {
    const file = await script("bash")
    expect(spawnSync("bash", ["-n", file]).status).toBe(0)
    const complete = (...words: Array<string>) =>
      inShell("bash", `source ${file}; COMP_WORDS=(${words.map((word) => `'${word}'`).join(" ")}); COMP_CWORD=${words.length - 1}; _outfitter; printf '%s\\n' "\${COMPREPLY[@]}"`)
    expect(complete("outfitter", "st")).toEqual(["stores"])
    expect(complete("outfitter", "stores", "")).toEqual(expect.arrayContaining(["search", "get", "availability", "--json"]))
    expect(complete("outfitter", "--site", "us", "orders", "show", "10000016001", "--em")).toEqual(["--email"])
    expect(complete("outfitter", "completion", "--")).toContain("--help")
  })

  // zsh and fish are checked where they are installed (bash is everywhere the tests run)
  it.each(completionShells.filter((shell) => shell !== "bash" && installed(shell)))("%s: the script parses, and offers each level's words", async (shell) => {
    const file = await script(shell)
    expect(spawnSync(shell, ["-n", file]).status).toBe(0)
    const offered = shell === "zsh"
      // compadd and compdef exist only inside zsh's completion system: stand-ins that print
      ? inShell("zsh", `compadd() { shift; print -l -- "$@"; }; _files() {}; compdef() {}; source ${file}; words=(outfitter stores se); CURRENT=3; _outfitter`)
      : inShell("fish", `source ${file}; complete -C 'outfitter stores se'`).map((line) => line.split("\t")[0]!)
    expect(offered).toEqual(expect.arrayContaining(["search"]))
    expect(offered).not.toContain("loyalty")
  })

  it("an unknown shell is a usage error naming the three, on one line, exit 2", async () => {
    const run = await runCli(["completion", "tcsh"])
    expect(run).toEqual({ code: 2, stdout: "", stderr: usageText("completion", "unknown shell \"tcsh\": choose bash, zsh, fish") })
    const long = await runCli(["completion", "x".repeat(500)])
    expect(long.code).toBe(2)
    expect(long.stderr.length).toBeLessThan(120)
  })
})
