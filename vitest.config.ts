import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    // Both cores: by default vitest keeps one free in a run (cores - 1), which on the
    // two-core CI machine ran every file one after another. The tests wait on fake clocks
    // (TestClock, vi's timers) or on conditions, never on wall time, so a busy second core
    // slows them without failing them.
    maxWorkers: 2,
    // scripts: the repository's own tools and the checks on its docs and READMEs;
    // scripts/release: building, packing, publishing dry runs and the consumer project.
    // The release project has its own groupOrder, so it runs as a group of its own, never
    // beside the timing-sensitive tests on the two cores.
    // scripts/size: the size budgets, Vite builds of small consumer apps (same group as release).
    projects: ["packages/*", "apps/*", "fixtures", "scripts", "scripts/release", "scripts/size"],
  },
})
