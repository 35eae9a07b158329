import { defineProject } from "vitest/config"

/**
 * The release checks: the packages built and packed once (setup.ts), the built CLI against
 * its source, publint, attw and `npm publish --dry-run` on each tarball, and a consumer
 * project outside the workspace installing the tarballs.
 */
export default defineProject({
  test: {
    name: "release",
    include: ["*.test.ts"],
    environment: "node",
    globalSetup: ["./setup.ts"],
    // installs, type checks, Vite builds and spawned CLIs: seconds each, more on a busy
    // two-core machine
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // after every other project, so the builds never compete with timing-sensitive tests
    sequence: { groupOrder: 1 },
  },
})
