/**
 * Makes sure Debian's Chromium is there for the browser tests (TOOLCHAIN: Playwright
 * drives /usr/bin/chromium; it must never download its own browser). Installs it with
 * apt-get when missing and this process may (root, or sudo without a password).
 */
import { execFileSync } from "node:child_process"
import { existsSync } from "node:fs"

const chromium = "/usr/bin/chromium"

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0
  const run = (args: ReadonlyArray<string>) =>
    execFileSync(isRoot ? args[0]! : "sudo", isRoot ? args.slice(1) : ["-n", ...args], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    })
  try {
    process.stderr.write("Chromium is missing: installing Debian's chromium package…\n")
    run(["apt-get", "update", "-qq"])
    run(["apt-get", "install", "-y", "-qq", "chromium"])
  } catch {
    process.stderr.write(`Could not install Chromium. Install it with: sudo apt-get install -y chromium\n`)
    process.exit(1)
  }
}
