import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "cli",
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    environment: "node",
    // most tests run the CLI in-process (test/support/cli.ts); the few that spawn the real
    // binary (a fresh Node process, 0.1–0.7 s each) may queue behind each other on a
    // small, busy machine
    testTimeout: 60_000,
    hookTimeout: 30_000,
    maxConcurrency: 4,
  },
})
