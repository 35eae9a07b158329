/**
 * The Node versions `outfitter` runs on: 22.12 and later (package.json's engines). bin.ts
 * checks the running Node with {@link unsupportedNode} before it loads anything else, so
 * this module imports nothing and uses only syntax an old Node parses.
 *
 * @since 0.1.0
 */

/** The oldest Node `outfitter` runs on. @category constants */
export const minimumNode = "22.12.0"

/** [major, minor] of "22.12.0" or "v20.20.2"; undefined for anything else. */
const majorMinor = (version: string): readonly [number, number] | undefined => {
  const match = /^v?(\d+)\.(\d+)\./.exec(version)
  return match === null ? undefined : [Number(match[1]), Number(match[2])]
}

/**
 * The one line `outfitter` prints on a Node older than {@link minimumNode}, naming the
 * version it needs; undefined when the version is supported (or not a version at all: the
 * program then runs and Node reports what fails).
 *
 * @param version  `process.versions.node`: "20.20.2"
 * @category validation
 */
export const unsupportedNode = (version: string): string | undefined => {
  const running = majorMinor(version)
  const needed = majorMinor(minimumNode)
  if (running === undefined || needed === undefined) return undefined
  const older = running[0] < needed[0] || (running[0] === needed[0] && running[1] < needed[1])
  return older ? `outfitter needs Node ${minimumNode} or later; this is Node ${version.replace(/^v/, "")}. Install a newer Node (https://nodejs.org) and run it again.` : undefined
}
