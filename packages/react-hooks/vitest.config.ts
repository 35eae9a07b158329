import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "react-hooks",
    include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
    environment: "happy-dom",
    setupFiles: ["test/setup.ts"],
  },
})
