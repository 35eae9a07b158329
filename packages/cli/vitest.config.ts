import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "cli",
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    environment: "node",
    // every test spawns the real binary (a fresh Node process, 0.1–0.7 s each); on a
    // small, busy machine a few of them queue behind each other
    testTimeout: 60_000,
    hookTimeout: 30_000,
    maxConcurrency: 4,
  },
})
