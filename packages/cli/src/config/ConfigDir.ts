/**
 * Where the CLI keeps what it remembers between runs, the way gh does: the config file and
 * the sessions of `outfitter auth login`, in `$XDG_CONFIG_HOME/outfitter/` (an absolute
 * XDG_CONFIG_HOME only, as the XDG base directory rules say), else `~/.config/outfitter/`.
 * The directory is made readable by its owner only (0700) and every file in it is written
 * 0600, through a file beside it renamed into place, so a session is never readable by
 * another user, not even for a moment, and a crash mid-write leaves the old file whole.
 *
 * @since 0.7.0
 */
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { homedir } from "node:os"
import { isAbsolute, join } from "node:path"

/**
 * The CLI's config directory for an environment.
 *
 * @example
 * import { configDirOf } from "@outfitter/cli"
 * configDirOf({ XDG_CONFIG_HOME: "/tmp/x" }) // => "/tmp/x/outfitter"
 * configDirOf({ HOME: "/home/sam" }) // => "/home/sam/.config/outfitter"
 * @category getters
 */
export const configDirOf = (env: Readonly<Record<string, string | undefined>>): string => {
  const xdg = env["XDG_CONFIG_HOME"]?.trim()
  if (xdg !== undefined && xdg !== "" && isAbsolute(xdg)) return join(xdg, "outfitter")
  const home = env["HOME"]?.trim()
  return join(home !== undefined && home !== "" ? home : homedir(), ".config", "outfitter")
}

/**
 * A file's JSON, or undefined when there is no such file or it is not JSON (the caller
 * decodes what it expects from it).
 *
 * @category reading
 */
export const readJsonFile = (path: string): unknown => {
  let text: string
  try {
    text = readFileSync(path, "utf8")
  } catch {
    return undefined
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * Writes a value as JSON to `name` in the config directory, which is made (0700) if
 * needed; the file is 0600 from its first byte. Returns the file's path.
 *
 * @category writing
 */
export const writePrivateJson = (dir: string, name: string, value: unknown): string => {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  chmodSync(dir, 0o700)
  const path = join(dir, name)
  const partial = `${path}.${process.pid}.partial`
  try {
    writeFileSync(partial, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 })
    chmodSync(partial, 0o600)
    renameSync(partial, path)
  } finally {
    rmSync(partial, { force: true })
  }
  return path
}
