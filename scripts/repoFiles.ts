/**
 * The repository's own files, for the checks that read every document or source: the
 * tree under a folder, without dependencies, git's data, build output and test reports.
 */
import { readdirSync, statSync } from "node:fs"
import { join } from "node:path"

const skipped = new Set(["node_modules", ".git", "dist", "dist-types", "test-results", "playwright-report", ".vite", "coverage"])

/** Every file under `dir` whose name passes `keep`. */
export const repoFiles = (dir: string, keep: (name: string) => boolean): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    if (skipped.has(name) || name.startsWith("dist-") || name.startsWith("test-results-")) return []
    const path = join(dir, name)
    return statSync(path).isDirectory() ? repoFiles(path, keep) : keep(name) ? [path] : []
  })
