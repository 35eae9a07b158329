import { defineProject } from "vitest/config"

/**
 * The size budgets: consumer apps built by Vite and measured (measure.ts). Builds take
 * seconds each on two cores, so the project runs as its own group, after the others, never
 * beside timing-sensitive tests.
 */
export default defineProject({
  test: {
    name: "size",
    include: ["*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 180_000,
    sequence: { groupOrder: 1 },
  },
})
