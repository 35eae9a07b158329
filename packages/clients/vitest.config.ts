import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "clients",
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    environment: "node",
    setupFiles: ["test/setup.ts"],
  },
})
